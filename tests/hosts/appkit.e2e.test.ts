// AppKit's own examples where hosts meet walletdock: each ported by following docs/migrate/appkit.md and nothing else,
// installed from the packed package (tests/support/packed-package.ts) with npm's defaults, type-checked and built as
// the example's own scripts do, and driven in Chromium: the app's AppKit hooks (from walletdock/compat/appkit) and its
// wagmi hooks see the account connected through the modal, with no console error and no request leaving the machine.
//   appkit-vite  AppKit's react-wagmi example: Vite, wagmi 2, `tsc -b && vite build`, its global `button {…}` CSS
//                kept; connected with the injected test wallet and, over the local relay, with WalletConnect's QR code;
//                and in vite's dev server (React's development build, the example's <StrictMode>, react-query 5.90)
//   appkit-next  AppKit's next-wagmi-app-router example: Next.js App Router, wagmi 2, the guide's whole App Router port
//                (an instance per page load, both cookies read in layout.tsx); after a reload the server HTML already
//                shows the account and hydration is silent; and in `next dev` (StrictMode, react-query 5.90)
// (a file of its own: the RainbowKit matrix, tests/hosts/hosts.e2e.test.ts, need not be installed to run it)
import type { ChildProcess } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { guardRequests, launchBrowser, serveStatic, type TestBrowser } from '../support/browser';
import { packedPackage } from '../support/packed-package';
import { fundedAccount } from '../support/chain';
import { startTestRelay, type TestRelay } from '../support/relay/relay';
import { createRelayWallet, type RelayWallet } from '../support/relay/wallet';
import { walletConnectTestEnv } from '../support/relay/network-guard';
import {
  BUILD_TIMEOUT,
  connectThroughModal,
  initialJsGzip,
  nextDev,
  nextStart,
  npmPeerConflicts,
  step,
  stop,
  viteDev,
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
  // IS_VITEST: WalletConnect skips its remote verify attestation (vite.config.ts); nothing leaves the machine.
  const viteEnv = { VITE_RPC_URL: rpcUrl, IS_VITEST: 'true' };
  installsTypechecksAndBuilds('appkit-vite', viteEnv);

  describe('in Chromium', () => {
    let browser: TestBrowser | undefined;
    let server: { url: string; close(): Promise<void> } | undefined;
    let relay: TestRelay | undefined;
    let wallet: RelayWallet | undefined;
    beforeAll(async () => {
      walletConnectTestEnv();
      relay = await startTestRelay();
      const funded = await fundedAccount(rpcUrl, 1n);
      wallet = await createRelayWallet({ relayUrl: relay.url, evm: { privateKey: funded.privateKey, rpcUrl } });
      server = await serveStatic(join(appDir('appkit-vite'), 'dist'));
      browser = await launchBrowser();
    }, 120_000);
    afterAll(async () => {
      await browser?.close();
      await server?.close();
      await wallet?.close();
      await relay?.close();
    });

    it("the injected wallet: AppKit's hooks and wagmi's see the account, sign, read the balance, switch and disconnect; the page's button CSS stays out of the modal; no console error", async () => {
      const guard = guardRequests(browser!.context);
      const page = browser!.context.pages()[0] ?? (await browser!.context.newPage());
      const problems = watchProblems(page);
      const address = await connectThroughModal(page, server!.url, rpcUrl);
      timings['appkit-vite initial JS gzip (bytes)'] = await initialJsGzip(server!.url);

      // useAppKitAccount and useAppKitState, field by field as AppKit's example prints them.
      await page.waitForSelector('[data-testid="appkit-account"]:has-text("Connected: true")');
      const account = await text(page, '[data-testid="appkit-account"]');
      expect(account).toContain(`Address: ${address}`);
      expect(account).toContain(`caip Address: eip155:33322:${address}`);
      expect(account).toContain('Status: connected');
      expect(account).toContain('Chain: 33322');
      const state = await text(page, '[data-testid="appkit-state"]');
      expect(state).toContain('activeChain: eip155');
      expect(state).toContain('selectedNetworkId: eip155:33322');
      expect(await text(page, '[data-testid="wallet-info"]')).toContain('"name":');

      // wagmi's useSignMessage and useBalance, on the address useAppKitAccount gave.
      await page.click('button:text-is("Sign msg")');
      await page.waitForSelector('[data-testid="signed-msg"]:has-text("0x")');
      await page.click('button:text-is("Get Balance")');
      await page.waitForSelector('[data-testid="balance"]:has-text("AVENT")');
      expect(await text(page, '[data-testid="balance"]')).toMatch(/^Balance: \d+ AVENT$/);

      // switchNetwork(networks[1]) with a viem chain: the wallet switches, wagmi and useAppKitNetwork follow.
      await page.click('button:text-is("Switch")');
      await page.waitForSelector('[data-testid="wagmi-chain"]:text-is("33323")');
      await page.waitForSelector('[data-testid="appkit-account"]:has-text("Chain: 33323")');

      // `await disconnect()`: wagmi sees it too.
      await page.click('button:text-is("Disconnect")');
      await page.waitForSelector('[data-testid="wagmi-status"] b:text-is("disconnected")');
      await page.waitForSelector('[data-testid="appkit-account"]:has-text("Connected: false")');

      // The example's `button { margin: 15px; padding: 10px 15px; border: 2px solid black }` stays out of the modal.
      await page.click('[data-walletdock-connect-button]');
      const row = await page.waitForSelector('[data-walletdock-modal] [data-view="Connect"] button[data-connector-id]');
      expect(await row.evaluate((el) => getComputedStyle(el).margin)).toBe('0px');
      expect(await row.evaluate((el) => getComputedStyle(el).borderTopWidth)).not.toBe('2px');
      await page.keyboard.press('Escape');
      await page.waitForSelector('[data-walletdock-modal]', { state: 'detached' });
      expect(problems).toEqual([]);
      expect(guard.external).toEqual([]);
    });

    it('WalletConnect with the default namespaces: one row, "QR code", whose QR the relay wallet pairs; wagmi sees the account', async () => {
      const context = browser!.context;
      const guard = guardRequests(context);
      const page = await context.newPage();
      const problems = watchProblems(page);
      // No injected wallet on this visit: the relay wallet is the only way in.
      await page.goto(`${server!.url}/?relay=${encodeURIComponent(relay!.url)}`);
      await page.waitForSelector('[data-testid="wagmi-status"] b:text-is("disconnected")');
      await page.click('[data-walletdock-connect-button]');
      const row = page.locator('[data-walletdock-modal] [data-view="Connect"] [data-connector-id="walletConnect"]');
      await row.waitFor();
      expect(await row.count()).toBe(1);
      expect((await row.textContent())?.replace(/\s+/g, ' ').trim()).toBe('WalletConnectQR code');
      await row.click();
      const qr = page.locator('[data-view="ConnectingWalletConnectBasic"] [data-wc-uri^="wc:"]');
      await page.waitForSelector('[data-view="ConnectingWalletConnectBasic"] [data-wc-uri^="wc:"] svg', {
        timeout: 30_000,
      });
      await wallet!.pair((await qr.getAttribute('data-wc-uri')) as string);
      await page.waitForSelector(`[data-testid="wagmi-address"]:text-is("${wallet!.evmAddress}")`, { timeout: 30_000 });
      await page.waitForSelector('[data-testid="wagmi-status"] b:text-is("connected")');
      await page.waitForSelector('[data-testid="appkit-account"]:has-text("Connected: true")');
      expect(await text(page, '[data-testid="wallet-info"]')).toContain('"name":');
      await page.click('button:text-is("Disconnect")');
      await page.waitForSelector('[data-testid="wagmi-status"] b:text-is("disconnected")');
      expect(problems).toEqual([]);
      expect(guard.external).toEqual([]);
      await page.close();
    });

    // What a developer runs first. StrictMode runs each effect, its cleanup and the effect again in development, and
    // the example's react-query 5.90 then loses a mutation started in the first run: the modal stayed on "Continue in
    // Test Wallet" after the connect, keeping the page inert.
    it('in the dev server (`vite`, StrictMode, react-query 5.90): the connect closes the modal and the app signs; no console error', async () => {
      const dev = await viteDev(appDir('appkit-vite'), viteEnv);
      try {
        const guard = guardRequests(browser!.context);
        const page = await browser!.context.newPage();
        const problems = watchProblems(page);
        const address = await connectThroughModal(page, dev.url, rpcUrl);
        await page.waitForSelector('[data-testid="appkit-account"]:has-text("Connected: true")');
        expect(await text(page, '[data-testid="appkit-account"]')).toContain(`Address: ${address}`);
        await page.click('button:text-is("Sign msg")');
        await page.waitForSelector('[data-testid="signed-msg"]:has-text("0x")');
        // wagmi 2's own, in development only: without ssr its <Hydrate> calls reconnect() in every render, so when
        // the app's state above <WagmiProvider> changes (AppKit's example keeps the signed message there), every
        // useAccount reader is updated while Hydrate renders. walletdock plays no part in it.
        const wagmiHydrate =
          /^error: Cannot update a component .* while rendering a different component .* Hydrate Hydrate \(/;
        expect(problems.filter((problem) => !wagmiHydrate.test(problem))).toEqual([]);
        expect(guard.external).toEqual([]);
        await page.close();
      } finally {
        stop(dev.process);
      }
    });
  });
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

  // What a developer runs first: the App Router turns StrictMode on in development by default, and react-query 5.90
  // lost a mutation started before StrictMode's second effect run (the Vite dev-server test above says how).
  it(
    'in `next dev` (Turbopack, StrictMode by default, react-query 5.90): the connect closes the modal, the app switches and disconnects; no console error',
    async () => {
      stop(server?.process);
      const dev = await nextDev(appDir('appkit-next'), { NEXT_PUBLIC_RPC_URL: rpcUrl });
      try {
        // Compiled on the first request: that wait is Turbopack's, not the page's.
        await fetch(dev.url, { signal: AbortSignal.timeout(BUILD_TIMEOUT) });
        browser ??= await launchBrowser();
        const guard = guardRequests(browser.context);
        const page = await browser.context.newPage();
        const problems = watchProblems(page);
        const address = await connectThroughModal(page, dev.url, rpcUrl);
        await page.waitForSelector('[data-testid="appkit-account"]:has-text("Connected: true")');
        expect(await text(page, '[data-testid="appkit-account"]')).toContain(`caip Address: eip155:33322:${address}`);
        await page.click('button:text-is("Switch")');
        await page.waitForSelector('[data-testid="wagmi-chain"]:text-is("33323")');
        await page.click('button:text-is("Disconnect")');
        await page.waitForSelector('[data-testid="wagmi-status"] b:text-is("disconnected")');
        expect(problems).toEqual([]);
        expect(guard.external).toEqual([]);
        await page.close();
      } finally {
        stop(dev.process);
      }
    },
    BUILD_TIMEOUT,
  );
});
