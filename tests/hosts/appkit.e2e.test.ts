// AppKit's own examples where hosts meet walletdock: each ported by following docs/migrate/appkit.md and nothing else,
// installed from the packed package (tests/support/packed-package.ts) with npm's defaults, type-checked and built as
// the example's own scripts do; the App Router app is driven in Chromium: its AppKit hooks (walletdock/compat/appkit)
// and its wagmi hooks see the account connected through the modal, with no console error and no request off the
// machine. The Vite app is not driven in Chromium yet: after an injected connect its modal stays on "Continue in Test
// Wallet" though wagmi and walletdock are connected (walletConnectAdapters over eip155, a live RPC).
//   appkit-vite  AppKit's react-wagmi example: Vite, wagmi 2, WalletConnect as the guide adds it, `tsc -b && vite
//                build`, its global `button {…}` CSS kept
//   appkit-next  AppKit's next-wagmi-app-router example: Next.js App Router, wagmi 2, the guide's whole App Router port
//                (an instance per page load, both cookies read in layout.tsx); after a reload the server HTML already
//                shows the account and hydration is silent
// (a file of its own: the RainbowKit matrix, tests/hosts/hosts.e2e.test.ts, need not be installed to run it)
import type { ChildProcess } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { guardRequests, launchBrowser, type TestBrowser } from '../support/browser';
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
const rpcUrl = inject('rpcUrl');
type Name = 'appkit-vite' | 'appkit-next';
const APPS: readonly Name[] = ['appkit-vite', 'appkit-next'];

let work: string;
const installs = new Map<Name, Step>();
const timings: Record<string, number> = {};
const appDir = (name: Name) => join(work, name);

beforeAll(async () => {
  const packed = await packedPackage(inject('runId'));
  timings['build + pack'] = packed.buildMs;
  work = await mkdtemp(join(tmpdir(), 'wd-appkit-hosts-'));
  await cp(packed.tarball, join(work, 'walletdock.tgz'));
  // Both installs at once: they wait on the registry and the disk more than on the CPU.
  await Promise.all(
    APPS.map(async (name) => {
      await cp(join(fixtures, name), appDir(name), { recursive: true });
      const result = await step(
        'npm',
        ['install', '--prefer-offline', '--no-audit', '--no-fund', '--logs-dir=.npm-logs'],
        appDir(name),
      );
      installs.set(name, result);
      timings[`${name} install`] = result.ms;
    }),
  );
}, 1_200_000);

afterAll(async () => {
  console.log('AppKit host timings (ms):', JSON.stringify(timings));
  if (work) await rm(work, { recursive: true, force: true, maxRetries: 5, retryDelay: 500 });
});

/** The text of an element, its whitespace collapsed. */
async function text(page: Page, selector: string): Promise<string> {
  return ((await page.textContent(selector)) ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * The guide's install line and its checks, then the example's own type-check and production build: npm's defaults
 * with no peer conflict of ours, and one @wagmi/core, the 2 its wagmi runs on (`npm ls @wagmi/core`, the guide's check).
 */
function installsTypechecksAndBuilds(name: Name, buildEnv: Record<string, string>) {
  it('installs with npm defaults: no ERESOLVE, no peer conflict of ours, one @wagmi/core (the 2 of its wagmi)', async () => {
    const install = installs.get(name);
    expect(install?.code, install?.output).toBe(0);
    expect(install?.output).not.toMatch(/npm error|--legacy-peer-deps|unmet peer/i);
    // wagmi 2's own tree asks for React <= 18 (valtio's use-sync-external-store), with or without walletdock.
    expect(await npmPeerConflicts(appDir(name))).toEqual(['use-sync-external-store']);
    const ls = await step('npm', ['ls', '@wagmi/core', '--all'], appDir(name));
    expect(ls.code, ls.output).toBe(0);
    expect(new Set([...ls.output.matchAll(/@wagmi\/core@(\S+)/g)].map((m) => m[1]))).toEqual(new Set(['2.22.1']));
    const dir = appDir(name);
    const fromWalletdock = realpathSync(
      join(realpathSync(join(dir, 'node_modules', 'walletdock')), '..', '@wagmi', 'core'),
    );
    const fromWagmi = realpathSync(join(realpathSync(join(dir, 'node_modules', 'wagmi')), '..', '@wagmi', 'core'));
    expect(fromWalletdock).toBe(fromWagmi);
  });

  it(
    'type-checks',
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
      expect(result.output).not.toMatch(/failed to resolve|could not resolve|Module not found/i);
    },
    BUILD_TIMEOUT,
  );
}

describe("appkit-vite: AppKit's react-wagmi example ported (Vite, wagmi 2, `tsc -b && vite build`, npm)", () => {
  installsTypechecksAndBuilds('appkit-vite', { VITE_RPC_URL: rpcUrl });
});

describe("appkit-next: AppKit's next-wagmi-app-router example ported (App Router, wagmi 2, cookie SSR, npm)", () => {
  installsTypechecksAndBuilds('appkit-next', { NEXT_PUBLIC_RPC_URL: rpcUrl });

  let browser: TestBrowser | undefined;
  let server: { url: string; process: ChildProcess } | undefined;
  afterAll(async () => {
    await browser?.close();
    stop(server?.process);
  });

  it("connects: AppKit's hooks and wagmi's see the account; after a reload the server HTML already shows it and hydration is silent; switch and disconnect", async () => {
    server = await nextStart(appDir('appkit-next'));
    browser = await launchBrowser();
    const guard = guardRequests(browser.context);
    const page = browser.context.pages()[0] ?? (await browser.context.newPage());
    const problems = watchProblems(page);
    const address = await connectThroughModal(page, server.url, rpcUrl);
    timings['appkit-next initial JS gzip (bytes)'] = await initialJsGzip(server.url);
    await page.waitForSelector('[data-testid="appkit-account"]:has-text("Connected: true")');
    expect(await text(page, '[data-testid="appkit-account"]')).toContain(`caip Address: eip155:33322:${address}`);

    // The session is in the cookies: the server renders it, the browser hydrates the same.
    const reload = await page.reload();
    const html = (await reload?.text()) ?? '';
    expect(html).toContain(address);
    await page.waitForSelector(`[data-testid="wagmi-address"]:text-is("${address}")`);
    await page.waitForSelector('[data-walletdock-connect-button][data-connected="true"]');
    await page.waitForSelector('[data-testid="appkit-account"]:has-text("Connected: true")');

    await page.click('button:text-is("Switch")');
    await page.waitForSelector('[data-testid="wagmi-chain"]:text-is("33323")');
    await page.waitForSelector('[data-testid="appkit-state"]:has-text("selectedNetworkId: eip155:33323")');
    await page.click('button:text-is("Disconnect")');
    await page.waitForSelector('[data-testid="wagmi-status"] b:text-is("disconnected")');
    expect(problems).toEqual([]);
    expect(guard.external).toEqual([]);
  });
});
