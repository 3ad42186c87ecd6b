// The package where hosts meet it: walletdock as `npm pack` makes it (built once per run, tests/support/
// packed-package.ts), installed into fixture apps that are not ours (tests/hosts/fixtures) with their package
// manager's defaults, type-checked, built for production, and driven in Chromium: the app's own wagmi hook shows
// the address connected through walletdock's modal, with no console error and no hydration warning.
//   with-vite   RainbowKit's with-vite example ported: Vite, wagmi 2, moduleResolution node, npm; also built with
//               esbuild, and its types/subpaths.ts (every public entry) checked under node16 and bundler resolution
//   next-app    Next.js App Router, wagmi 3, cookie SSR, Turbopack, pnpm with strict peers; no WalletConnect or
//               Solana package
//   next-pages  RainbowKit's with-next ported: Pages Router, wagmi 3, webpack, npm; WalletConnect configured without
//               @walletconnect/universal-provider (its view then says what to install); also bundled with Vite and
//               esbuild without that package or @solana/web3.js
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { readFileSync, realpathSync } from 'node:fs';
import type { ChildProcess } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { guardRequests, launchBrowser, serveStatic, type TestBrowser } from '../support/browser';
import { packedPackage } from '../support/packed-package';
import {
  BUILD_TIMEOUT,
  connectThroughModal,
  initialJsGzip,
  nextStart,
  npmPeerConflicts,
  step,
  stop,
  watchProblems,
  type Step,
} from './host-steps';

const fixtures = fileURLToPath(new URL('./fixtures', import.meta.url));
const pnpm = fileURLToPath(new URL('../../node_modules/.bin/pnpm', import.meta.url));
const rpcUrl = inject('rpcUrl');

type Name = 'with-vite' | 'next-app' | 'next-pages';
// npm keeps the details of a peer conflict it worked around in its debug log only: each app logs into .npm-logs.
const npmInstall: [string, string[]] = [
  'npm',
  ['install', '--prefer-offline', '--no-audit', '--no-fund', '--logs-dir=.npm-logs'],
];
const INSTALL: Record<Name, [string, string[]]> = {
  'with-vite': npmInstall,
  'next-app': [pnpm, ['install', '--prefer-offline', '--reporter=append-only']],
  'next-pages': npmInstall,
};

let work: string;
const installs = new Map<Name, Step>();
const timings: Record<string, number> = {};
const appDir = (name: Name) => join(work, name);

beforeAll(async () => {
  const started = Date.now();
  const packed = await packedPackage(inject('runId'));
  timings['build + pack'] = packed.buildMs;
  work = await mkdtemp(join(tmpdir(), 'wd-hosts-'));
  await cp(packed.tarball, join(work, 'walletdock.tgz'));
  // One install per fixture, all at once: they wait on the registry and the disk more than on the CPU.
  await Promise.all(
    (Object.keys(INSTALL) as Name[]).map(async (name) => {
      await cp(join(fixtures, name), appDir(name), { recursive: true });
      const [command, args] = INSTALL[name];
      const result = await step(command, args, appDir(name));
      installs.set(name, result);
      timings[`${name} install`] = result.ms;
    }),
  );
  timings['packed + installed'] = Date.now() - started;
}, 1_200_000);

afterAll(async () => {
  console.log('host matrix timings (ms):', JSON.stringify(timings));
  // next start may still be writing its cache while it stops.
  if (work) await rm(work, { recursive: true, force: true, maxRetries: 5, retryDelay: 500 });
});

/** Install, type-check and production build of a fixture, each asserted to succeed with its output shown on failure. */
function installsTypechecksAndBuilds(
  name: Name,
  buildEnv: Record<string, string>,
  options: { peerConflictsOutsideUs?: string[]; unresolvedWarnings?: string[] } = {},
) {
  const { peerConflictsOutsideUs = [], unresolvedWarnings = [] } = options;
  it('installs the packed package with the package manager defaults: no ERESOLVE, no peer warning', async () => {
    const install = installs.get(name);
    expect(install?.code, install?.output).toBe(0);
    expect(install?.output).not.toMatch(
      /npm error|ERR_PNPM|--legacy-peer-deps|Issues with peer dependencies|unmet peer/i,
    );
    // wagmi 2's own tree asks for React <= 18 (valtio's use-sync-external-store), with or without walletdock: the only
    // peer conflict allowed is that one, never one of walletdock's or its dependencies'.
    if (INSTALL[name] === npmInstall) expect(await npmPeerConflicts(appDir(name))).toEqual(peerConflictsOutsideUs);
  });

  it(
    'type-checks against the packed types',
    async () => {
      const result = await step('npm', ['run', 'typecheck'], appDir(name));
      timings[`${name} tsc`] = result.ms;
      expect(result.code, result.output).toBe(0);
    },
    BUILD_TIMEOUT,
  );

  it(
    'builds for production',
    async () => {
      const result = await step('npm', ['run', 'build'], appDir(name), buildEnv);
      timings[`${name} build`] = result.ms;
      expect(result.code, result.output).toBe(0);
      // webpack names an optional package it could not find in a warning, never an error: only the ones the app's own
      // configuration asks for (WalletConnect without its package) may be named.
      expect([...new Set([...result.output.matchAll(/Can't resolve '([^']+)'/g)].map((m) => m[1]))]).toEqual(
        unresolvedWarnings,
      );
      expect(result.output).not.toMatch(/failed to resolve|Module not found: Error/i);
    },
    BUILD_TIMEOUT,
  );
}

describe('the tarball', () => {
  it("carries the MIT LICENSE, the changelog and the notices of what it bundles (the icon sets, the frame page's libraries)", async () => {
    const listing = await step('tar', ['-tzf', join(work, 'walletdock.tgz')], work);
    expect(listing.code, listing.output).toBe(0);
    const files = listing.output.split('\n');
    expect(files).toContain('package/LICENSE');
    expect(files).toContain('package/dist/THIRD-PARTY-NOTICES.md');
    expect(files).toContain('package/CHANGELOG.md');
    const unpacked = await mkdtemp(join(tmpdir(), 'wd-tarball-'));
    try {
      const extract = await step('tar', ['-xzf', join(work, 'walletdock.tgz'), '-C', unpacked], work);
      expect(extract.code, extract.output).toBe(0);
      expect(await readFile(join(unpacked, 'package/LICENSE'), 'utf8')).toMatch(
        /^MIT License\n\nCopyright \(c\) \d{4} walletdock contributors\n/,
      );
      // The changelog as changesets writes it: the package's name, then an entry per version.
      expect(await readFile(join(unpacked, 'package/CHANGELOG.md'), 'utf8')).toMatch(
        /^# walletdock\n\n## \d+\.\d+\.\d+\n/,
      );
      const notices = await readFile(join(unpacked, 'package/dist/THIRD-PARTY-NOTICES.md'), 'utf8');
      // The icon sets generated into the modal's code, each with its licence.
      for (const set of ['@web3icons/core', 'lucide-static', 'simple-icons']) expect(notices).toContain(set);
      expect(notices).toContain('Copyright (c) 0xa3k5');
      // Libraries the frame page inlines: each one's own licence text, under its name and version.
      for (const name of ['viem', 'zod', '@noble/curves']) expect(notices).toMatch(new RegExp(`^### ${name} \\d`, 'm'));
      expect(notices).toContain('Permission is hereby granted');
    } finally {
      await rm(unpacked, { recursive: true, force: true });
    }
  });
});

describe('with-vite: RainbowKit with-vite ported (Vite, wagmi 2, moduleResolution node, npm)', () => {
  installsTypechecksAndBuilds(
    'with-vite',
    { VITE_RPC_URL: rpcUrl },
    { peerConflictsOutsideUs: ['use-sync-external-store'] },
  );

  it("runs on the app's one copy of @wagmi/core 2 (no second wagmi in the bundle)", () => {
    const dir = appDir('with-vite');
    const fromWalletdock = realpathSync(
      join(realpathSync(join(dir, 'node_modules', 'walletdock')), '..', '@wagmi', 'core'),
    );
    const fromWagmi = realpathSync(join(realpathSync(join(dir, 'node_modules', 'wagmi')), '..', '@wagmi', 'core'));
    expect(fromWalletdock).toBe(fromWagmi);
    expect(JSON.parse(readFileSync(join(fromWagmi, 'package.json'), 'utf8')).version).toMatch(/^2\./);
  });

  it(
    'builds with esbuild too',
    async () => {
      const result = await step('npm', ['run', 'build:esbuild'], appDir('with-vite'));
      timings['with-vite esbuild'] = result.ms;
      expect(result.code, result.output).toBe(0);
    },
    BUILD_TIMEOUT,
  );

  it("connects through the modal; wagmi 2's useAccount shows the address; no console error", async () => {
    const server = await serveStatic(join(appDir('with-vite'), 'dist'));
    const browser = await launchBrowser();
    try {
      const guard = guardRequests(browser.context);
      const page = browser.context.pages()[0] ?? (await browser.context.newPage());
      const problems = watchProblems(page);
      await connectThroughModal(page, server.url, rpcUrl);
      timings['with-vite initial JS gzip (bytes)'] = await initialJsGzip(server.url);
      expect(problems).toEqual([]);
      expect(guard.external).toEqual([]);
    } finally {
      await browser.close();
      await server.close();
    }
  });
});

describe('next-app: Next.js App Router (wagmi 3, cookie SSR, Turbopack, pnpm strict peers, no WalletConnect or Solana package)', () => {
  installsTypechecksAndBuilds('next-app', { NEXT_PUBLIC_RPC_URL: rpcUrl });

  let browser: TestBrowser | undefined;
  let server: { url: string; process: ChildProcess } | undefined;
  afterAll(async () => {
    await browser?.close();
    stop(server?.process);
  });

  it('connects through the modal; after a reload the server HTML already shows the address from the cookies, and hydration is silent', async () => {
    server = await nextStart(appDir('next-app'));
    browser = await launchBrowser();
    const guard = guardRequests(browser.context);
    const page = browser.context.pages()[0] ?? (await browser.context.newPage());
    const problems = watchProblems(page);
    const address = await connectThroughModal(page, server.url, rpcUrl);
    timings['next-app initial JS gzip (bytes)'] = await initialJsGzip(server.url);
    const reload = await page.reload();
    expect(await reload?.text()).toContain(address);
    await page.waitForSelector(`[data-testid="wagmi-address"]:text-is("${address}")`);
    await page.waitForSelector('[data-walletdock-connect-button][data-connected="true"]');
    expect(problems).toEqual([]);
    expect(guard.external).toEqual([]);
  });

  it('a server entry without its server libraries fails with one line naming the npm i', async () => {
    const result = await step(
      process.execPath,
      ['--input-type=module', '-e', "await import('walletdock/server/frame')"],
      appDir('next-app'),
    );
    expect(result.code).not.toBe(0);
    expect(result.output).toMatch(
      /Error: walletdock\/server\/frame needs [^\n]*nodemailer[^\n]*, not installed: run npm i [^\n]*nodemailer@\^/,
    );
  });
});

describe('next-pages: RainbowKit with-next ported (Pages Router, wagmi 3, webpack, WalletConnect without its package)', () => {
  installsTypechecksAndBuilds(
    'next-pages',
    { NEXT_PUBLIC_RPC_URL: rpcUrl },
    { unresolvedWarnings: ['@walletconnect/universal-provider'] },
  );

  it(
    'bundles with Vite and esbuild too, without @walletconnect/universal-provider or @solana/web3.js installed',
    async () => {
      const app = appDir('next-pages');
      const { build: esbuild } = await import('esbuild');
      const { build: vite } = await import('vite');
      const entry = join(app, 'src', 'bundlers.ts');
      // The bundlers run from this repo; every import resolves from the app's node_modules.
      const esbuilt = await esbuild({
        absWorkingDir: app,
        entryPoints: [entry],
        bundle: true,
        splitting: true,
        format: 'esm',
        platform: 'browser',
        outdir: join(app, 'out-esbuild'),
        logLevel: 'silent',
        define: { 'process.env.NODE_ENV': '"production"' },
      });
      expect(esbuilt.errors).toEqual([]);
      const [viteBuilt] = [
        await vite({
          root: app,
          configFile: false,
          logLevel: 'silent',
          build: { write: false, lib: { entry, formats: ['es'] } },
        }),
      ].flat();
      expect(viteBuilt && 'output' in viteBuilt && viteBuilt.output.length).toBeGreaterThan(1);
    },
    BUILD_TIMEOUT,
  );

  let browser: TestBrowser | undefined;
  let server: { url: string; process: ChildProcess } | undefined;
  afterAll(async () => {
    await browser?.close();
    stop(server?.process);
  });

  it("connects through the modal; wagmi's useConnection shows the address; no console or hydration error", async () => {
    server = await nextStart(appDir('next-pages'));
    browser = await launchBrowser();
    const guard = guardRequests(browser.context);
    const page = browser.context.pages()[0] ?? (await browser.context.newPage());
    const problems = watchProblems(page);
    await connectThroughModal(page, server.url, rpcUrl);
    timings['next-pages initial JS gzip (bytes)'] = await initialJsGzip(server.url);
    expect(problems).toEqual([]);
    expect(guard.external).toEqual([]);
  });

  it('WalletConnect without @walletconnect/universal-provider: its view says the npm i that enables it', async () => {
    const page = await browser!.context.newPage();
    await page.goto(server!.url);
    await page.click('[data-walletdock-connect-button]');
    await page.click('[data-walletdock-modal] [data-connector-id="walletConnect"]');
    const alert = page.locator('[data-view^="ConnectingWalletConnect"] [role="alert"]');
    await alert.waitFor();
    expect(await alert.textContent()).toBe(
      'WalletConnect needs @walletconnect/universal-provider, which is not installed: run npm i @walletconnect/universal-provider',
    );
  });
});
