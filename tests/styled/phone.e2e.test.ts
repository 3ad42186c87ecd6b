// The modal on a phone: Chromium's mobile emulation (390x844, touch, an iPhone user agent). examples/modal (mode 'test') with WalletConnect over the local relay. A wallet that is
// not installed is picked from the Connect view: its pairing started when the list showed, so its deep link opens
// inside the tap, a mobile wallet page of ours (WalletKit driven from Node) pairs over the relay and the host page
// shows the connection. Also the spec's mobile rules: a special-cased wallet that is not injected sends the page to
// its browse deep link, and without adapters the modal opens on AllWallets.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PHANTOM_WALLET_ID } from '../../headless/core/directory/deeplink';
import { shortenAddress } from '../../headless/core/model/format';
import {
  buildExample,
  launchBrowser,
  PHONE,
  PHONE_USER_AGENT,
  serveStatic,
  type TestBrowser,
} from '../support/browser';
import { fundedAccount } from '../support/chain';
import { walletConnectTestEnv } from '../support/relay/network-guard';
import { startTestRelay, type TestRelay } from '../support/relay/relay';
import { createRelayWallet, type RelayWallet } from '../support/relay/wallet';

const BUTTON = '[data-walletdock-connect-button]';
const MODAL = '[data-walletdock-modal]';

let browser: TestBrowser;
let page: Page;
let relay: TestRelay;
let wallet: RelayWallet;
let app: { outDir: string; remove(): Promise<void> };
let server: { url: string; close(): Promise<void> };
let walletPage: { url: string; paired: string[]; server: Server };

const appUrl = (params: Record<string, string>) =>
  `${server.url}/?${new URLSearchParams({ rpc: inject('rpcUrl'), ...params })}`;

/**
 * The mobile wallet's universal link: GET /wc?uri=… is its page (as the wallet app would open on that link); the
 * wallet (WalletKit, in Node) pairs with that URI and approves the proposal.
 */
async function startWalletPage(): Promise<typeof walletPage> {
  const paired: string[] = [];
  const http = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const uri = url.searchParams.get('uri');
    if (url.pathname === '/wc' && uri) {
      paired.push(uri);
      void wallet.pair(uri);
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end('<!doctype html><title>Test Mobile Wallet</title><p>Test Mobile Wallet: approving the connection…</p>');
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(http.address() as AddressInfo).port}`, paired, server: http };
}

beforeAll(async () => {
  walletConnectTestEnv();
  relay = await startTestRelay();
  let account;
  [app, account] = await Promise.all([buildExample('modal', { mode: 'test' }), fundedAccount(inject('rpcUrl'), 5n)]);
  wallet = await createRelayWallet({
    relayUrl: relay.url,
    evm: { privateKey: account.privateKey, rpcUrl: inject('rpcUrl') },
  });
  walletPage = await startWalletPage();
  server = await serveStatic(app.outDir);
  browser = await launchBrowser({ ...PHONE, userAgent: PHONE_USER_AGENT });
  // Every tab the page opens is noted with the event being dispatched at that moment: a phone's browser opens it only
  // from inside the tap's own handler (after an await, window.event is gone and the tab would be refused).
  await browser.context.addInitScript(() => {
    const opened: Array<{ url: string; during: string | null }> = [];
    const open = window.open.bind(window);
    Object.assign(window, { opened });
    window.open = (...args: Parameters<typeof window.open>) => {
      opened.push({ url: String(args[0]), during: (window.event as Event | undefined)?.type ?? null });
      return open(...args);
    };
  });
  page = browser.context.pages()[0] ?? (await browser.context.newPage());
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await app?.remove();
  walletPage?.server.closeAllConnections();
  await new Promise((resolve) => walletPage?.server.close(resolve));
  await wallet?.close();
  await relay?.close();
});

describe('the modal on a phone', () => {
  it('without adapters opens on AllWallets, as a bottom sheet', async () => {
    await page.goto(
      appUrl({
        adapters: 'none',
        customWallets: JSON.stringify([{ id: 'some-wallet', name: 'Some Wallet', homepage: 'http://127.0.0.1/' }]),
      }),
    );
    await page.tap(BUTTON);
    await page.waitForSelector(`${MODAL} [data-view="AllWallets"] [data-connector-id="some-wallet"]`);
    const box = await page.locator(MODAL).boundingBox();
    expect(box).toMatchObject({ x: 0, width: 390 });
    expect(Math.round(box!.y + box!.height)).toBe(844);
  });

  it('a special-cased wallet that is not injected sends the page to its browse deep link', async () => {
    await browser.context.route('https://phantom.app/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Phantom</title>' }),
    );
    const url = appUrl({
      customWallets: JSON.stringify([{ id: PHANTOM_WALLET_ID, name: 'Phantom', mobile_link: 'phantom://' }]),
    });
    await page.goto(url);
    await page.tap(BUTTON);
    await page.tap(`${MODAL} [data-connector-id="${PHANTOM_WALLET_ID}"]`);
    await page.waitForURL(/^https:\/\/phantom\.app\/ul\/browse\//);
    const target = new URL(page.url());
    expect(decodeURIComponent(target.pathname.replace('/ul/browse/', ''))).toBe(url);
    expect(target.searchParams.get('ref')).toBe(server.url);
  });

  it('the pairing starts when the list shows; the WalletConnect row opens the wallet list (no QR code on a phone); tapping a wallet there opens its deep link inside the tap; its page pairs over the relay and the host shows the connection', async () => {
    const customWallets = [{ id: 'test-mobile-wallet', name: 'Test Mobile Wallet', mobile_link: walletPage.url }];
    await page.goto(appUrl({ relay: relay.url, customWallets: JSON.stringify(customWallets) }));
    await page.waitForSelector(BUTTON);
    // Nothing of WalletConnect before the modal shows its list.
    expect(relay.connectionCount()).toBe(0);
    await page.tap(BUTTON);
    await page.waitForSelector(`${MODAL} [data-view="Connect"] [data-connector-id="test-mobile-wallet"]`);
    // Before any tap on a wallet, the pairing URI exists.
    await expect
      .poll(
        () =>
          page.evaluate(() => {
            const dock = (
              window as unknown as {
                __walletdock: {
                  adapters: Record<string, { walletConnect?: { pairing: { getState(): { wcUri?: string } } } }>;
                };
              }
            ).__walletdock;
            return (
              Object.values(dock.adapters)
                .find((a) => a.walletConnect)
                ?.walletConnect?.pairing.getState().wcUri ?? ''
            );
          }),
        { timeout: 30_000 },
      )
      .toMatch(/^wc:/);

    // WalletConnect in every namespace is one row; on a phone it leads to the wallets, not to a code to scan.
    expect(await page.locator(`${MODAL} [data-view="Connect"] [data-connector-id="walletConnect"]`).count()).toBe(1);
    await page.tap(`${MODAL} [data-view="Connect"] [data-connector-id="walletConnect"]`);
    await page.waitForSelector(`${MODAL} [data-view="AllWallets"] [data-connector-id="test-mobile-wallet"]`);
    expect(await page.locator(`${MODAL} [data-wc-uri]`).count()).toBe(0);

    const opened = browser.context.waitForEvent('page', { timeout: 10_000 });
    await page.tap(`${MODAL} [data-view="AllWallets"] [data-connector-id="test-mobile-wallet"]`);
    const walletTab = await opened;
    const link = new URL(walletTab.url());
    expect(`${link.origin}${link.pathname}`).toBe(`${walletPage.url}/wc`);
    // Opened while the tap's click was being dispatched, not after an await.
    expect(await page.evaluate(() => (window as unknown as { opened: unknown[] }).opened)).toEqual([
      { url: walletTab.url(), during: 'click' },
    ]);
    expect(link.searchParams.get('uri')).toMatch(/^wc:[0-9a-f]{64}@2\?/);

    // The wallet approves (the modal waited on ConnectingWalletConnect); the host page, still there beside the wallet's
    // tab, is connected with the wallet's account.
    await page.waitForSelector(`${BUTTON}[data-connected="true"]`, { timeout: 60_000 });
    await page.waitForSelector(MODAL, { state: 'detached' });
    expect(await page.textContent(BUTTON)).toContain(shortenAddress(wallet.evmAddress));
    expect(walletPage.paired).toEqual([link.searchParams.get('uri')]);
    await walletTab.close();
  });
});
