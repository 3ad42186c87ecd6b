// The same pairing driven from headless Chromium: the page shows the URI from the WalletConnect
// client's pairing store, the Node-side WalletKit wallet pairs with it over the local relay, the
// page becomes connected. Every request the page makes is checked: none leaves 127.0.0.1.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { BrowserContext, Page } from 'playwright-core';
import { startTestRelay, type TestRelay } from '../../../support/relay/relay';
import { createRelayWallet, type RelayWallet } from '../../../support/relay/wallet';
import { walletConnectTestEnv } from '../../../support/relay/network-guard';
import { fundedAccount } from '../../../support/chain';
import { launchBrowser, type TestBrowser } from '../../../support/browser';

const entry = fileURLToPath(new URL('../../../support/relay/wc-page.ts', import.meta.url));
const rpcUrl = inject('rpcUrl');
const LOOPBACK = new Set(['127.0.0.1', 'localhost']);

let server: Server;
let origin = '';
let context: BrowserContext;
let page: Page;
let browser: TestBrowser | undefined;
let relay: TestRelay;
let wallet: RelayWallet;
const remote: string[] = [];
const pageErrors: string[] = [];

beforeAll(async () => {
  walletConnectTestEnv();
  relay = await startTestRelay();
  const funded = await fundedAccount(rpcUrl, 1n);
  wallet = await createRelayWallet({ relayUrl: relay.url, evm: { privateKey: funded.privateKey, rpcUrl } });
  const bundle = await build({
    entryPoints: [entry],
    bundle: true,
    platform: 'browser',
    format: 'iife',
    write: false,
    logLevel: 'silent',
    define: { global: 'globalThis', 'process.env.NODE_ENV': '"production"' },
    // TOOLCHAIN.md: a browser test build sets IS_VITEST so the verify attestation iframe is skipped.
    banner: { js: 'globalThis.process = globalThis.process || { env: { IS_VITEST: "true" } };' },
  });
  const script = bundle.outputFiles[0]?.text ?? '';
  const html =
    '<!doctype html><html><head><meta charset="utf-8"><title>wc pairing</title><script src="/wc.js"></script></head>' +
    '<body><p id="status">disconnected</p><p id="uri"></p><p id="expiry"></p><p id="account"></p><p id="error"></p></body></html>';
  server = createServer((req, res) => {
    if (req.url === '/wc.js') res.writeHead(200, { 'content-type': 'text/javascript' }).end(script);
    else res.writeHead(200, { 'content-type': 'text/html' }).end(html);
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  browser = await launchBrowser();
  context = browser.context;
  // HTTP(S) requests to anything but loopback are recorded and refused.
  await context.route('**/*', async (route) => {
    const url = new URL(route.request().url());
    if (LOOPBACK.has(url.hostname)) return route.continue();
    remote.push(url.href);
    return route.abort();
  });
  page = context.pages()[0] ?? (await context.newPage());
  page.on('pageerror', (e) => pageErrors.push(e.message));
  page.on('websocket', (ws) => {
    if (!LOOPBACK.has(new URL(ws.url()).hostname)) remote.push(ws.url());
  });
  await page.goto(origin);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((ok) => (server ? server.close(ok) : ok(undefined)));
  await wallet?.close();
  await relay?.close();
});

describe('WalletConnect pairing in headless Chromium', () => {
  it('shows the URI, pairs with the Node-side wallet, becomes connected, and stays on 127.0.0.1', async () => {
    await page.evaluate(
      ({ relayUrl, rpcUrl }) =>
        (window as unknown as { startPairing(r: string, p: string): void }).startPairing(relayUrl, rpcUrl),
      {
        relayUrl: relay.url,
        rpcUrl,
      },
    );
    await page.waitForFunction(() => document.getElementById('uri')?.textContent?.startsWith('wc:'), undefined, {
      timeout: 20_000,
    });
    expect(await page.textContent('#status')).toBe('connecting');
    const expiry = Number(await page.textContent('#expiry'));
    expect(expiry - Date.now()).toBeGreaterThan(200_000); // ~4 minutes from now
    const uri = (await page.textContent('#uri')) as string;

    await wallet.pair(uri);
    await page.waitForFunction(() => document.getElementById('status')?.textContent === 'connected', undefined, {
      timeout: 20_000,
    });
    expect(await page.textContent('#account')).toBe(`eip155:33322:${wallet.evmAddress}`);
    expect(await page.textContent('#uri')).toBe('');
    expect(await page.textContent('#error')).toBe('');

    // A reload restores the session from IndexedDB.
    await page.reload();
    await page.evaluate(
      ({ relayUrl, rpcUrl }) =>
        (window as unknown as { restoreSession(r: string, p: string): void }).restoreSession(relayUrl, rpcUrl),
      {
        relayUrl: relay.url,
        rpcUrl,
      },
    );
    await page.waitForFunction(() => document.getElementById('account')?.textContent !== '', undefined, {
      timeout: 20_000,
    });
    expect(await page.textContent('#account')).toBe(`eip155:33322:${wallet.evmAddress}`);
    expect(await page.textContent('#status')).toBe('connected');
    expect(pageErrors).toEqual([]);
    expect(remote).toEqual([]);
  });
});
