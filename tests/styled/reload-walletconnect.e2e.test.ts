// A returning visitor connected through WalletConnect (the local relay, a Node-side wallet), on the built examples/modal
// (mode 'test') in headless Chromium: the first frame after a reload shows the saved address as reconnecting, never the
// connect label, and it settles to connected from the session kept in the browser, with no new pairing.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { fundedAccount } from '../support/chain';
import { buildExample, launchBrowser, serveStatic, type TestBrowser } from '../support/browser';
import { startTestRelay, type TestRelay } from '../support/relay/relay';
import { createRelayWallet, type RelayWallet } from '../support/relay/wallet';
import { walletConnectTestEnv } from '../support/relay/network-guard';

const BUTTON = '[data-walletdock-connect-button]';
const MODAL = '[data-walletdock-modal]';

let browser: TestBrowser;
let app: { outDir: string; remove(): Promise<void> };
let server: { url: string; close(): Promise<void> };
let relay: TestRelay;
let wallet: RelayWallet;

const appUrl = () =>
  `${server.url}/?rpc=${encodeURIComponent(inject('rpcUrl'))}&devWallet=0&relay=${encodeURIComponent(relay.url)}`;

type Watched = { __first?: { reconnecting: boolean; text: string }; __connectLabel?: boolean; __connectedAt?: number };
/** Records what the ConnectButton's box first holds (a mutation observer runs before the first paint). */
function watchConnectButton() {
  const w = window as unknown as Watched;
  new MutationObserver(() => {
    const first = document.querySelector('[data-walletdock-connect-button-wrapper]')?.firstElementChild;
    if (first && !w.__first)
      w.__first = { reconnecting: first.hasAttribute('data-walletdock-reconnecting'), text: first.textContent ?? '' };
    if (document.querySelector('[data-walletdock-connect-button][data-connected="false"]')) w.__connectLabel = true;
    if (
      w.__connectedAt === undefined &&
      document.querySelector('[data-walletdock-connect-button][data-connected="true"]')
    )
      w.__connectedAt = performance.now();
  }).observe(document, { subtree: true, childList: true, attributes: true });
}

beforeAll(async () => {
  walletConnectTestEnv();
  relay = await startTestRelay();
  const [built, funded] = await Promise.all([
    buildExample('modal', { mode: 'test' }),
    fundedAccount(inject('rpcUrl'), 5n),
  ]);
  app = built;
  wallet = await createRelayWallet({
    relayUrl: relay.url,
    evm: { privateKey: funded.privateKey, rpcUrl: inject('rpcUrl') },
  });
  server = await serveStatic(app.outDir);
  browser = await launchBrowser();
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await app?.remove();
  await wallet?.close();
  await relay?.close();
});

async function pair(page: Page) {
  await page.click(BUTTON);
  await page.click(`${MODAL} [data-view="Connect"] [data-connector-id="walletConnect"]`);
  await page.waitForSelector('[data-view="ConnectingWalletConnectBasic"] [data-wc-uri^="wc:"]', { timeout: 30_000 });
  await wallet.pair((await page.getAttribute('[data-wc-uri]', 'data-wc-uri')) as string);
  await page.waitForSelector(MODAL, { state: 'detached', timeout: 20_000 });
  await page.waitForSelector(`${BUTTON}[data-connected="true"]`);
}

describe('a returning visitor on WalletConnect', () => {
  it('the first frame after a reload shows the saved address as reconnecting, then connected without a new pairing', async () => {
    const page = await browser.context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.addInitScript(watchConnectButton);
    await page.goto(appUrl());
    await pair(page);
    const short = `${wallet.evmAddress.slice(0, 6)}...${wallet.evmAddress.slice(-4)}`;
    const sessions = wallet.sessions().map((session) => session.topic);
    expect(sessions).toHaveLength(1);

    await page.reload();
    await page.waitForSelector(`${BUTTON}[data-connected="true"]`, { timeout: 30_000 });
    const seen = await page.evaluate(() => {
      const w = window as unknown as Watched;
      return { first: w.__first, connectLabel: w.__connectLabel, connectedAt: w.__connectedAt };
    });
    expect(seen.first?.reconnecting).toBe(true);
    expect(seen.first?.text).toContain(short);
    expect(seen.connectLabel).toBeUndefined();
    expect(await page.textContent(BUTTON)).toContain(short);
    // The same session, restored from the browser's keeping: the wallet saw no new pairing.
    expect(wallet.sessions().map((session) => session.topic)).toEqual(sessions);
    console.log(
      `[reload] WalletConnect after a reload: connected at ${seen.connectedAt?.toFixed(0)} ms from navigation start`,
    );
    expect(errors).toEqual([]);
    await page.close();
  });
});
