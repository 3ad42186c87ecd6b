// The install lines the AppKit guides print, run as a reader runs them: read from the markdown (never copied here),
// in a copy of AppKit's react-wagmi example as its package.json was before the port (tests/hosts/fixtures/
// appkit-vite-before: @reown/appkit, its wagmi overrides; a wagmi 2 one as published and the same moved to wagmi 3),
// with npm's defaults and `walletdock` resolved to the packed package (tests/support/packed-package.ts). After each,
// `npm ls` has no problem, one @wagmi/core is installed, and the port's sources (tests/hosts/fixtures/appkit-vite)
// type-check with the example's own `tsc -b`.
//   The commands that do not install walletdock (AppKit's uninstall, the overrides' removal, the WalletConnect peer)
// are the start of every port: they run once per wagmi, in document order, and each walletdock line runs on a copy of
// that install. A line printed in several guides runs once; it runs for the wagmi it names (tests/support/
// install-lines.ts), or for both when it names none.
import { cp, mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { guideLines, wagmiMajorOf, type GuideLine } from '../support/install-lines';
import { packedPackage } from '../support/packed-package';
import { BUILD_TIMEOUT, step, type Step } from './host-steps';

const GUIDES = [
  'docs/migrate/appkit.md',
  'docs/guide/nextjs-app-router.md',
  'docs/guide/own-wagmi-config.md',
  'docs/guide/installation.md',
] as const;
const WAGMI = [2, 3] as const;

const fixtures = fileURLToPath(new URL('./fixtures', import.meta.url));
const lines = guideLines(GUIDES);
const installsWalletdock = (line: GuideLine) => line.command.split(' ').includes('walletdock');
const forWagmi = (line: GuideLine, wagmi: number) => (wagmiMajorOf(line.command) ?? wagmi) === wagmi;
const named = (line: GuideLine) => `\`${line.command}\` (${line.printedAt.join(', ')})`;

let work: string;
const timings: Record<string, number> = {};
const bases = new Map<number, { dir: string; steps: { line: GuideLine; result: Step }[] }>();

/**
 * Runs a guide's command as printed, with npm's defaults; the matrix's flags only keep it off the network where the
 * cache has the package (--prefer-offline) and its logs in the app. `walletdock` is the packed package.
 */
function run(line: GuideLine, dir: string): Promise<Step> {
  // A command the test cannot split on spaces would not run as printed.
  expect(line.command, named(line)).toMatch(/^npm [\w@./:^=\- ]+$/);
  const [npm, ...args] = line.command.split(' ');
  const install = args[0] === 'install' || args[0] === 'uninstall';
  return step(
    npm as string,
    [
      ...args.map((arg) => (arg === 'walletdock' ? 'walletdock@file:../walletdock.tgz' : arg)),
      ...(install ? ['--prefer-offline', '--no-audit', '--no-fund', '--logs-dir=.npm-logs'] : []),
    ],
    dir,
  );
}

/** A copy of an installed app: node_modules hard-linked (an install replaces files, never writes into them). */
async function copyApp(from: string, to: string): Promise<void> {
  await mkdir(to);
  for (const entry of await readdir(from)) {
    if (entry === 'node_modules') await step('cp', ['-al', join(from, entry), join(to, entry)], from);
    else await cp(join(from, entry), join(to, entry), { recursive: true });
  }
  // npm rewrites its record of the tree in place: a file of the copy's own.
  const record = join(to, 'node_modules', '.package-lock.json');
  await rm(record, { force: true });
  await cp(join(from, 'node_modules', '.package-lock.json'), record).catch(() => undefined);
}

beforeAll(async () => {
  const packed = await packedPackage(inject('runId'));
  timings['build + pack'] = packed.buildMs;
  work = await mkdtemp(join(tmpdir(), 'wd-install-lines-'));
  await cp(packed.tarball, join(work, 'walletdock.tgz'));
  // Both at once: they wait on the registry and the disk more than on the CPU.
  await Promise.all(
    WAGMI.map(async (wagmi) => {
      const dir = join(work, `wagmi${wagmi}`);
      await cp(join(fixtures, 'appkit-vite-before', `wagmi${wagmi}`), dir, { recursive: true });
      const port = join(fixtures, 'appkit-vite');
      for (const entry of await readdir(port))
        if (entry !== 'package.json') await cp(join(port, entry), join(dir, entry), { recursive: true });
      const steps: { line: GuideLine; result: Step }[] = [];
      const start = Date.now();
      for (const line of lines.filter((l) => !installsWalletdock(l) && forWagmi(l, wagmi))) {
        const result = await run(line, dir);
        steps.push({ line, result });
        if (result.code !== 0) break;
      }
      timings[`wagmi ${wagmi}: the port's first steps`] = Date.now() - start;
      bases.set(wagmi, { dir, steps });
    }),
  );
}, 1_200_000);

// Six installed apps to remove (over a minute under load with fs.rm): rm -rf, and the time it takes.
afterAll(async () => {
  console.log('Install lines timings (ms):', JSON.stringify(timings));
  if (work) await step('rm', ['-rf', work], tmpdir());
}, 300_000);

it('the guides print an install line for wagmi 2 and one for wagmi 3, and the steps before them', () => {
  expect(lines.some((l) => installsWalletdock(l) && wagmiMajorOf(l.command) === 2)).toBe(true);
  expect(lines.some((l) => installsWalletdock(l) && wagmiMajorOf(l.command) === 3)).toBe(true);
  expect(lines.some((l) => l.command.startsWith('npm uninstall @reown/appkit'))).toBe(true);
  for (const guide of GUIDES)
    expect(
      lines.some((l) => l.printedAt.some((at) => at.startsWith(`${guide}:`))),
      guide,
    ).toBe(true);
});

for (const wagmi of WAGMI)
  describe(`AppKit's react-wagmi example on wagmi ${wagmi}`, () => {
    it('the steps before walletdock run', () => {
      const base = bases.get(wagmi);
      expect(base?.steps.length).toBeGreaterThan(0);
      for (const { line, result } of base?.steps ?? []) expect(result.code, `${named(line)}\n${result.output}`).toBe(0);
    });

    for (const line of lines.filter((l) => installsWalletdock(l) && forWagmi(l, wagmi)))
      it(
        `${named(line)}: installs, \`npm ls\` is clean with one @wagmi/core, the port type-checks`,
        async () => {
          const base = bases.get(wagmi);
          expect(
            base?.steps.every((s) => s.result.code === 0),
            'the steps before walletdock failed',
          ).toBe(true);
          const dir = join(work, `wagmi${wagmi}-${lines.indexOf(line)}`);
          await copyApp(base?.dir as string, dir);

          const install = await run(line, dir);
          timings[`wagmi ${wagmi}: ${line.command}`] = install.ms;
          expect(install.code, `${named(line)}\n${install.output}`).toBe(0);

          const ls = await step('npm', ['ls'], dir);
          expect(ls.code, `${named(line)}: npm ls\n${ls.output}`).toBe(0);
          expect(ls.output).not.toMatch(/ELSPROBLEMS|invalid|missing|extraneous/);
          const cores = await step('npm', ['ls', '@wagmi/core', '--all'], dir);
          const versions = new Set([...cores.output.matchAll(/@wagmi\/core@(\d\S*)/g)].map((m) => m[1]));
          expect([...versions], `${named(line)}: npm ls @wagmi/core --all\n${cores.output}`).toHaveLength(1);
          expect([...versions][0]?.startsWith(`${wagmi}.`), `${named(line)}: ${[...versions]}`).toBe(true);

          // The example's own check (its build runs `tsc -b`): its tsconfig.json only references the app's and vite's.
          const tsc = await step(join(dir, 'node_modules', '.bin', 'tsc'), ['-b'], dir);
          timings[`wagmi ${wagmi}: tsc after ${line.command}`] = tsc.ms;
          expect(tsc.code, `${named(line)}: tsc -b\n${tsc.output}`).toBe(0);
        },
        BUILD_TIMEOUT,
      );
  });
