/**
 * The package as `npm run build` makes it (dist/, the files `npm pack` ships), built at most once for the tests that
 * need it: the first caller builds and leaves a stamp in .data/, later callers (other test files of the run, the
 * next run) find the build newer than every source file and complete (its last step writes the frame page), and use
 * it. Callers in several processes take turns through a lock directory.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../..', import.meta.url));
const stamp = join(root, '.data', 'package-build-stamp');
/** Written by the build's last step: present only in a build that finished. */
const lastOutput = join(root, 'dist', 'server', 'frame-page', 'index.html');
const lock = join(root, '.data', 'package-build.lock');
/** What the build reads: a change to any of these makes the stamped build stale. */
const SOURCES = ['headless', 'styled', 'package.json', 'tsup.config.ts', 'tsconfig.json'];

function newestSourceMs(path: string): number {
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === '.data') continue;
    newest = Math.max(newest, newestSourceMs(join(path, entry)));
  }
  return newest;
}

function isFresh(): boolean {
  if (!existsSync(stamp) || !existsSync(lastOutput)) return false;
  const built = Math.min(statSync(stamp).mtimeMs, statSync(join(root, 'dist', 'headless', 'index.js')).mtimeMs);
  return SOURCES.every((source) => newestSourceMs(join(root, source)) < built);
}

async function withLock<T>(work: () => Promise<T>): Promise<T> {
  mkdirSync(join(root, '.data'), { recursive: true });
  const deadline = Date.now() + 15 * 60_000;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      // A lock older than any build is a crashed run's: take it over.
      if (Date.now() - statSync(lock).mtimeMs > 15 * 60_000) rmSync(lock, { recursive: true, force: true });
      if (Date.now() > deadline) throw new Error(`the package build lock ${lock} was held for 15 minutes`);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** Makes sure dist/ is a build of the current sources; resolves with how long this call spent building (0 when reused). */
export async function buildPackageOnce(): Promise<number> {
  return withLock(async () => {
    if (isFresh()) return 0;
    const started = Date.now();
    await run('npm', ['run', 'build', '--silent'], { cwd: root, maxBuffer: 64 * 1024 * 1024 });
    writeFileSync(stamp, `built for the tests at ${new Date().toISOString()}\n`);
    return Date.now() - started;
  });
}
