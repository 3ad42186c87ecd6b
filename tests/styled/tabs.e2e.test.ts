// Many tabs are one session, on the built examples/modal (mode 'test') in headless Chromium: two pages of one browser
// context share the origin's storage as two tabs do. Each page has its own test wallet, which tells nothing to the
// other tab (as a WalletConnect or email wallet does not): what reaches the other tab is walletdock's own doing.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { fundedAccount, type FundedAccount } from '../support/chain';
import { buildExample, launchBrowser, serveStatic, type TestBrowser } from '../support/browser';

const WALLET = '[data-connector-id="dev.walletdock.testwallet"]';
const BUTTON = '[data-walletdock-connect-button]';
const MODAL = '[data-walletdock-modal]';
const CONNECTED = `${BUTTON}[data-connected="true"]`;
const DISCONNECTED = `${BUTTON}[data-connected="false"]`;

let browser: TestBrowser;
let app: { outDir: string; remove(): Promise<void> };
let server: { url: string; close(): Promise<void> };
let account: FundedAccount;

// The test wallet remembers its approval across reloads (?remember=1), as an extension does.
const appUrl = () => `${server.url}/?rpc=${encodeURIComponent(inject('rpcUrl'))}&pk=${account.privateKey}&remember=1`;

type Requests = { method: string }[];
type PageWallet = {
  requests: Requests;
  setBehavior(method: string, behavior: { delayMs: number; times: number }): void;
};
const walletRequests = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { __walletdockTestWallet: PageWallet }).__walletdockTestWallet.requests.map((r) => r.method),
  );

/** A page that records its uncaught errors and when its connect button last changed to connected or disconnected. */
async function newPage(init?: () => void): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => {
    const w = window as unknown as { __changedAt?: Record<string, number>; __reconnecting?: boolean };
    w.__changedAt = {};
    let last: string | null = null;
    new MutationObserver(() => {
      const now = document.querySelector('[data-walletdock-connect-button]')?.getAttribute('data-connected') ?? null;
      if (now !== last && now !== null && w.__changedAt) w.__changedAt[now] = Date.now();
      last = now;
      if (document.querySelector('[data-walletdock-reconnecting]')) w.__reconnecting = true;
    }).observe(document, { subtree: true, childList: true, attributes: true });
  });
  if (init) await page.addInitScript(init);
  return { page, errors };
}
/** When the page's connect button last became connected ('true') or disconnected ('false'), by the page's clock. */
const changedAt = async (page: Page, state: 'true' | 'false') =>
  Number(
    await page.evaluate((s) => (window as unknown as { __changedAt: Record<string, number> }).__changedAt[s], state),
  );

async function connect(page: Page) {
  await page.click(BUTTON);
  await page.click(`${MODAL} ${WALLET}`);
  await page.waitForSelector(CONNECTED);
}

beforeAll(async () => {
  [app, account] = await Promise.all([buildExample('modal', { mode: 'test' }), fundedAccount(inject('rpcUrl'), 10n)]);
  server = await serveStatic(app.outDir);
  browser = await launchBrowser();
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await app?.remove();
});

describe('two tabs', () => {
  it('a connect in one tab connects the other without a prompt; a disconnect in one shows in the other within a second', async () => {
    const a = await newPage();
    await a.page.goto(appUrl());
    await a.page.evaluate(() => localStorage.clear());
    await a.page.reload();
    await connect(a.page);
    await a.page.click(BUTTON);
    await a.page.click('[data-view="Account"] button:has-text("Disconnect")');
    await a.page.waitForSelector(DISCONNECTED);
    // The wallet still approves the site (an extension's approval may outlive a site's disconnect): B's test wallet
    // starts approved, and nothing in B asks it anything until A connects.
    await a.page.evaluate((address) => localStorage.setItem('example.devWallet.permitted', address), account.address);
    const b = await newPage();
    await b.page.goto(appUrl());
    await b.page.waitForSelector(DISCONNECTED);

    await connect(a.page);
    await b.page.waitForSelector(CONNECTED, { timeout: 5000 });
    const connectLag = (await changedAt(b.page, 'true')) - (await changedAt(a.page, 'true'));
    console.log(`[tabs] the other tab showed the connect ${connectLag} ms after the tab it was made in`);
    expect(connectLag).toBeLessThan(1000);
    const asked = await walletRequests(b.page);
    expect(asked).not.toContain('eth_requestAccounts');
    expect(asked).not.toContain('wallet_requestPermissions');

    await a.page.click(BUTTON);
    await a.page.click('[data-view="Account"] button:has-text("Disconnect")');
    await a.page.waitForSelector(DISCONNECTED);
    await b.page.waitForSelector(DISCONNECTED, { timeout: 5000 });
    const lag = (await changedAt(b.page, 'false')) - (await changedAt(a.page, 'false'));
    console.log(`[tabs] the other tab showed the disconnect ${lag} ms after the tab it was made in`);
    expect(lag).toBeGreaterThanOrEqual(0);
    expect(lag).toBeLessThan(1000);
    // Not shown as connected again by anything the other tab's wallet client still held.
    await b.page.waitForTimeout(500);
    expect(await b.page.$(CONNECTED)).toBeNull();
    expect(a.errors).toEqual([]);
    expect(b.errors).toEqual([]);
    await a.page.close();
    await b.page.close();
  });

  it('two tabs restoring at once a session the wallet no longer knows make one wallet request, not two', async () => {
    const setup = await newPage();
    await setup.page.goto(appUrl());
    await setup.page.evaluate(() => localStorage.clear());
    await setup.page.reload();
    await connect(setup.page);
    // The wallet forgot the site while no tab was open.
    await setup.page.evaluate(() => localStorage.removeItem('example.devWallet.permitted'));
    await setup.page.close();

    // Each wallet holds its first answer a while, so the two restores surely overlap.
    const holdFirstAnswer = () => {
      let wallet: PageWallet | undefined;
      Object.defineProperty(window, '__walletdockTestWallet', {
        configurable: true,
        get: () => wallet,
        set(value: PageWallet) {
          wallet = value;
          value.setBehavior('*', { delayMs: 1500, times: 1 });
        },
      });
    };
    const [a, b] = await Promise.all([newPage(holdFirstAnswer), newPage(holdFirstAnswer)]);
    await Promise.all([a.page.goto(appUrl()), b.page.goto(appUrl())]);
    await Promise.all([a.page.waitForSelector(DISCONNECTED), b.page.waitForSelector(DISCONNECTED)]);
    // Both showed the saved session first: the restore was under way in both.
    for (const { page } of [a, b])
      expect(await page.evaluate(() => (window as unknown as { __reconnecting?: boolean }).__reconnecting)).toBe(true);
    const [first, second] = [await walletRequests(a.page), await walletRequests(b.page)];
    console.log(`[tabs] wallet requests of the two restores: ${JSON.stringify([first, second])}`);
    const accountsAsked = [...first, ...second].filter((m) => m === 'eth_accounts');
    expect(accountsAsked).toEqual(['eth_accounts']);
    expect(a.errors).toEqual([]);
    expect(b.errors).toEqual([]);
    await a.page.close();
    await b.page.close();
  });
});
