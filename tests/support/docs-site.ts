/**
 * The documentation site, built once per test run: the packed package's build (dist/ is what every sample compiles
 * against), the reference pages from the doc comments (TypeDoc reads the sources, so it runs beside that build), then
 * `vitepress build` into node_modules/.cache/walletdock-docs/<runId>/site. The whole run's global setup starts it in
 * the background when the docs test is part of the run, at the lowest CPU priority: it then takes only the time the
 * other tests leave idle, and the docs test, which runs last, finds it built (or waits for the rest); oncePerRun makes
 * sure it is built once.
 */
import { spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { oncePerRun } from './once-per-run';
import { packedPackage } from './packed-package';

const root = fileURLToPath(new URL('../..', import.meta.url));
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

export function docsSite(runId: string): Promise<DocsSite> {
  return oncePerRun(runId, {
    name: 'walletdock-docs',
    what: 'the documentation site',
    timeoutMs: 20 * 60_000,
    ready: (dir) => join(dir, 'done'),
    waited: async (dir) => ({
      outDir: join(dir, 'site'),
      timings: JSON.parse(await readFile(join(dir, 'done'), 'utf8')) as Record<string, number>,
    }),
    build: async (dir) => {
      const outDir = join(dir, 'site');
      const timings: Record<string, number> = {};
      const timed = async (name: string, work: () => Promise<unknown>) => {
        const started = Date.now();
        await work();
        timings[name] = Date.now() - started;
      };
      await Promise.all([
        packedPackage(runId).then(
          ({ buildMs }) => (timings['npm run build + npm pack (0: another file did it)'] = buildMs),
        ),
        timed('reference (TypeDoc)', () => niced('npm', ['run', 'docs:reference', '--silent'])),
      ]);
      await timed('vitepress build', () =>
        niced(join(root, 'node_modules', '.bin', 'vitepress'), ['build', 'docs', '--outDir', outDir]),
      );
      // Written last: its existence tells waiting callers that the site is complete.
      await writeFile(join(dir, 'done'), JSON.stringify(timings));
      return { outDir, timings };
    },
  });
}

/** Stops a build still running when the run ends (a run that stopped early must not leave it behind). */
export function stopDocsSite(): void {
  for (const child of running) child.kill('SIGTERM');
}
