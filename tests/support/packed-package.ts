/**
 * walletdock as `npm pack` makes it, built once per test run: the first caller builds the package (`npm run build`)
 * and packs it (`npm pack --ignore-scripts`: prepack would build again) into node_modules/.cache/walletdock-packed/
 * <runId>/; every later caller in the run, in any test file or worker, gets the same tarball (oncePerRun).
 */
import { execFile } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { oncePerRun } from './once-per-run';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../..', import.meta.url));

/** The tarball of this run, and how long building and packing it took here (0 when another file did it). */
export interface PackedPackage {
  tarball: string;
  buildMs: number;
}

export function packedPackage(runId: string): Promise<PackedPackage> {
  return oncePerRun(runId, {
    name: 'walletdock-packed',
    what: 'the packed package',
    timeoutMs: 15 * 60_000,
    ready: (dir) => join(dir, 'walletdock.tgz'),
    waited: async (dir) => ({ tarball: join(dir, 'walletdock.tgz'), buildMs: 0 }),
    build: async (dir) => {
      const start = Date.now();
      const tarball = join(dir, 'walletdock.tgz');
      // The lowest CPU priority: it may build in the background while other tests run (tests/support/docs-site.ts).
      await run('nice', ['-n', '19', 'npm', 'run', 'build'], { cwd: root, maxBuffer: 64 * 1024 * 1024 });
      const packDir = join(dir, 'pack');
      await mkdir(packDir);
      const { stdout } = await run('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', packDir], {
        cwd: root,
        maxBuffer: 64 * 1024 * 1024,
      });
      const [{ filename }] = JSON.parse(stdout) as [{ filename: string }];
      // Renamed last: its existence tells waiting files that it is complete.
      await run('mv', [join(packDir, filename), tarball]);
      return { tarball, buildMs: Date.now() - start };
    },
  });
}
