/**
 * The documentation site, built once per test run: the packed package's build (dist/ is what every sample compiles
 * against), the reference pages from the doc comments (TypeDoc reads the sources, so it runs beside that build), then
 * `vitepress build` into node_modules/.cache/walletdock-docs/<runId>/site. The whole run's global setup starts it in
 * the background when the docs test is part of the run, at the lowest CPU priority: it then takes only the time the
 * other tests leave idle, and the docs test, which runs last, finds it built (or waits for the rest). A directory made
 * with mkdir (atomic) is the lock, as for the packed package; sites of earlier runs are removed.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { packedPackage } from './packed-package';

const root = fileURLToPath(new URL('../..', import.meta.url));
const cache = join(root, 'node_modules', '.cache', 'walletdock-docs');
const running = new Set<ReturnType<typeof spawn>>();

/** The built site of this run, and how long each step took where it was built (empty when it was waited for). */
export interface DocsSite {
  outDir: string;
  timings: Record<string, number>;
}

/** Runs a command at the lowest CPU priority (nice 19) to its end; rejects with its output when it fails. */
function niced(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('nice', ['-n', '19', command, ...args], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    running.add(child);
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      running.delete(child);
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} exited with ${code}:\n${output.slice(-4000)}`));
    });
  });
}

export async function docsSite(runId: string): Promise<DocsSite> {
  const dir = join(cache, runId);
  const outDir = join(dir, 'site');
  const done = join(dir, 'done');
  const failed = join(dir, 'failed');
  await mkdir(cache, { recursive: true });
  try {
    await mkdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    // Started by the run's setup (or another caller): wait for it.
    const deadline = Date.now() + 20 * 60_000;
    while (!existsSync(done)) {
      if (existsSync(failed)) throw new Error(`building the documentation site failed: ${await readFile(failed, 'utf8')}`);
      if (Date.now() > deadline) throw new Error('timed out waiting for the documentation site');
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    return { outDir, timings: JSON.parse(await readFile(done, 'utf8')) as Record<string, number> };
  }
  for (const old of await readdir(cache)) if (old !== runId) await rm(join(cache, old), { recursive: true, force: true });
  const timings: Record<string, number> = {};
  const timed = async (name: string, work: () => Promise<unknown>) => {
    const started = Date.now();
    await work();
    timings[name] = Date.now() - started;
  };
  try {
    await Promise.all([
      packedPackage(runId).then(({ buildMs }) => (timings['npm run build + npm pack (0: another file did it)'] = buildMs)),
      timed('reference (TypeDoc)', () => niced('npm', ['run', 'docs:reference', '--silent'])),
    ]);
    await timed('vitepress build', () => niced(join(root, 'node_modules', '.bin', 'vitepress'), ['build', 'docs', '--outDir', outDir]));
    // Written last: its existence tells waiting callers that the site is complete.
    await writeFile(done, JSON.stringify(timings));
  } catch (error) {
    await writeFile(failed, String(error));
    throw error;
  }
  return { outDir, timings };
}

/** Stops a build still running when the run ends (a run that stopped early must not leave it behind). */
export function stopDocsSite(): void {
  for (const child of running) child.kill('SIGTERM');
}
