/**
 * Work done once per test run however many test files, in any worker, ask for it (the packed package, the docs
 * site): the first caller makes node_modules/.cache/<name>/<runId> (mkdir is atomic: it is the lock), removes what
 * earlier runs left there (only what is older than any run lasts: two checkouts sharing one node_modules may be running
 * their tests at the same time) and does the work; every other caller waits for the work's `ready` marker, which the work
 * writes last, or fails with the first caller's error.
 */
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
/** Older than the longest run (CI stops one at 90 minutes): left behind, not in use. */
const LEFT_BEHIND_MS = 3 * 60 * 60_000;

/** What oncePerRun needs to know of one piece of work. */
export interface OncePerRunWork<T> {
  /** Its cache folder's name under node_modules/.cache, e.g. walletdock-packed. */
  name: string;
  /** For errors: "the packed package". */
  what: string;
  /** How long a waiting caller waits. */
  timeoutMs: number;
  /** The file whose existence says the work is complete, in the run's directory. */
  ready: (dir: string) => string;
  /** Does the work in the run's directory, writing `ready` last. */
  build: (dir: string) => Promise<T>;
  /** The result for a caller that waited for another's work. */
  waited: (dir: string) => Promise<T>;
}

export async function oncePerRun<T>(runId: string, work: OncePerRunWork<T>): Promise<T> {
  const cache = join(root, 'node_modules', '.cache', work.name);
  const dir = join(cache, runId);
  const failed = join(dir, 'failed');
  await mkdir(cache, { recursive: true });
  try {
    await mkdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    // Another caller (the run's setup, another file) is doing it: wait; a build takes minutes on a busy machine.
    const deadline = Date.now() + work.timeoutMs;
    while (!existsSync(work.ready(dir))) {
      if (existsSync(failed)) throw new Error(`building ${work.what} failed: ${await readFile(failed, 'utf8')}`);
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${work.what}`);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    return work.waited(dir);
  }
  for (const old of await readdir(cache)) {
    if (old === runId) continue;
    const made = await stat(join(cache, old)).then(
      (s) => s.mtimeMs,
      () => 0,
    );
    if (Date.now() - made > LEFT_BEHIND_MS) await rm(join(cache, old), { recursive: true, force: true });
  }
  try {
    return await work.build(dir);
  } catch (error) {
    await writeFile(failed, String(error));
    throw error;
  }
}
