/**
 * walletdock as `npm pack` makes it, built once per test run: the first caller builds the package (`npm run build`)
 * and packs it (`npm pack --ignore-scripts`: prepack would build again) into node_modules/.cache/walletdock-packed/
 * <runId>/; every later caller in the run, in any test file or worker, gets the same tarball. A directory made with
 * mkdir (atomic) is the lock, so two files never build at once; tarballs of earlier runs are removed.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../..', import.meta.url));
const cache = join(root, 'node_modules', '.cache', 'walletdock-packed');

/** The tarball of this run, and how long building and packing it took here (0 when another file did it). */
export interface PackedPackage {
  tarball: string;
  buildMs: number;
}

export async function packedPackage(runId: string): Promise<PackedPackage> {
  const dir = join(cache, runId);
  const tarball = join(dir, 'walletdock.tgz');
  const failed = join(dir, 'failed');
  await mkdir(cache, { recursive: true });
  try {
    await mkdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    // Another file is building it: wait (a build takes minutes on a busy machine).
    const deadline = Date.now() + 15 * 60_000;
    while (!existsSync(tarball)) {
      if (existsSync(failed)) throw new Error(`building the package failed in another test file (${failed})`);
      if (Date.now() > deadline) throw new Error('timed out waiting for the packed package');
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    return { tarball, buildMs: 0 };
  }
  for (const old of await readdir(cache)) if (old !== runId) await rm(join(cache, old), { recursive: true, force: true });
  const start = Date.now();
  try {
    // The lowest CPU priority: it may build in the background while other tests run (tests/support/docs-site.ts).
    await run('nice', ['-n', '19', 'npm', 'run', 'build'], { cwd: root, maxBuffer: 64 * 1024 * 1024 });
    const packDir = join(dir, 'pack');
    await mkdir(packDir);
    const { stdout } = await run('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', packDir], { cwd: root, maxBuffer: 64 * 1024 * 1024 });
    const [{ filename }] = JSON.parse(stdout) as [{ filename: string }];
    // Renamed last: its existence tells waiting files that it is complete.
    await run('mv', [join(packDir, filename), tarball]);
  } catch (error) {
    await writeFile(failed, String(error));
    throw error;
  }
  return { tarball, buildMs: Date.now() - start };
}
