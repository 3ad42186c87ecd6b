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
import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { readFileSync, realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../../faucet/devnet/anvil';
import { fundedAccount } from '../support/chain';
import { guardRequests, launchBrowser, serveStatic, type TestBrowser } from '../support/browser';
import { packedPackage } from '../support/packed-package';

const fixtures = fileURLToPath(new URL('./fixtures', import.meta.url));
const pnpm = fileURLToPath(new URL('../../node_modules/.bin/pnpm', import.meta.url));
const rpcUrl = inject('rpcUrl');
// A production build of a Next.js app takes minutes on a busy 2-core machine.
const BUILD_TIMEOUT = 900_000;

interface Step {
  code: number | null;
  output: string;
  ms: number;
}

/** Runs a command in `cwd` to its end; never throws (the test asserts on the result). */
function step(command: string, args: string[], cwd: string, env: Record<string, string> = {}): Promise<Step> {
  const start = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', CI: '1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ code, output, ms: Date.now() - start }));
  });
}

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

/** The packages of every peer conflict npm worked around in an install ("ERESOLVE overriding peer dependency"). */
async function npmPeerConflicts(dir: string): Promise<string[]> {
  const logs = join(dir, '.npm-logs');
  const text = (await Promise.all((await readdir(logs)).map((file) => readFile(join(logs, file), 'utf8')))).join('\n');
  return [
    ...text.matchAll(/warn ERESOLVE overriding peer dependency[\s\S]*?from: \{\s*\S+ warn ERESOLVE\s+name: '([^']+)'/g),
  ].map((m) => m[1] as string);
}

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

/** Every problem a person or a console would notice: errors, warnings, hydration messages, failed requests. */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    // Chromium asks every site for /favicon.ico on its own; the fixture apps, like the examples they port, have none.
    if (/\/favicon\.ico$/.test(message.location().url)) return;
    if (message.type() === 'error' || message.type() === 'warning' || /hydrat/i.test(message.text()))
      problems.push(
        `${message.type()}: ${message.text()}${message.location().url ? ` (${message.location().url})` : ''}`,
      );
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  return problems;
}

/** The JS a first visit downloads before anything is clicked: every script and modulepreload of the HTML, gzip. */
async function initialJsGzip(url: string): Promise<number> {
  const html = await (await fetch(url)).text();
  const sources = [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+)"/g)].map(
    (m) => new URL(m[1] as string, url).href,
  );
  let total = 0;
  for (const src of new Set(sources))
    total += gzipSync(Buffer.from(await (await fetch(src)).arrayBuffer()), { level: 9 }).length;
  return total;
}

/** Opens the app with a funded test wallet, connects through walletdock's modal; the app's wagmi hook shows it. */
async function connectThroughModal(page: Page, url: string): Promise<string> {
  const account = await fundedAccount(rpcUrl, 1n);
  await page.goto(`${url}/?pk=${account.privateKey}`);
  await page.waitForSelector('[data-testid="wagmi-status"] b:text-is("disconnected")');
  await page.click('[data-walletdock-connect-button]');
  await page.waitForSelector('[data-walletdock-modal] [data-view="Connect"]');
  await page.click('[data-connector-id="dev.walletdock.testwallet"]');
  await page.waitForSelector(`[data-testid="wagmi-address"]:text-is("${account.address}")`);
  await page.waitForSelector('[data-testid="wagmi-status"] b:text-is("connected")');
  await page.waitForSelector(`[data-walletdock-connect-button][data-connected="true"]`);
  return account.address;
}

/** `next start` on a free loopback port; resolves once it is ready. */
async function nextStart(dir: string): Promise<{ url: string; process: ChildProcess }> {
  const port = await freePort();
  const child = spawn(join(dir, 'node_modules', '.bin', 'next'), ['start', '-H', '127.0.0.1', '-p', String(port)], {
    cwd: dir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: 'pipe',
  });
  await new Promise<void>((resolve, reject) => {
    let out = '';
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      if (/Ready in|started server/i.test(out)) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`next start exited (${code}): ${out}`)));
  });
  return { url: `http://127.0.0.1:${port}`, process: child };
}

const stop = (child: ChildProcess | undefined) => {
  if (child?.pid && child.exitCode === null) child.kill('SIGTERM');
};

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
      await connectThroughModal(page, server.url);
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
    const address = await connectThroughModal(page, server.url);
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
    await connectThroughModal(page, server.url);
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
