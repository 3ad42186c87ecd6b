// Buy in headless Chromium (issue 18): the built examples/modal (test wallet, `?onramp=sandbox`) against walletdock's
// own blockchain API over the devnet with its on-ramp sandbox paying from a funded key. From Account, Buy: 20 USD
// of AVENT by card, the sandbox's quote shown beside the provider; Continue opens the sandbox checkout in its own
// window, Pay sends the coins, and back on Account the Tokens tab shows the new AVENT balance while the window is
// still open. Limits show as the buyer types; no request leaves the machine; axe finds nothing in the panel.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { fundedAccount, type FundedAccount } from '../../../support/chain';
import { startModalApp, type ModalApp, type TestBrowser } from '../../../support/browser';
import { startDevnetApi, stopApi } from '../../../support/blockchain-api';
import { axeViolations } from '../../../support/axe';

const MODAL = '[data-walletdock-modal]';
const BUTTON = '[data-walletdock-connect-button]';
const ACCOUNT = `${MODAL} [data-view="Account"]`;
const BUY = `${MODAL} [data-view="OnRamp"]`;
const AVENT_AMOUNT = `${ACCOUNT} [data-token-row][data-symbol="AVENT"] [data-amount]`;
const rpcUrl = inject('rpcUrl');
const contracts = inject('contracts');

let modal: ModalApp;
let browser: TestBrowser;
let server: ModalApp['server'];
let api: Awaited<ReturnType<typeof startDevnetApi>> | undefined;
let guard: { external: string[] };
let account: FundedAccount;
let page: Page;

/** Waits until the element's text is exactly `text` (a timeout shows what it said instead). */
async function waitForText(selector: string, text: string): Promise<void> {
  try {
    await page.waitForFunction(
      ([s, t]) => document.querySelector(s as string)?.textContent === t,
      [selector, text] as const,
      { timeout: 10_000 },
    );
  } catch {
    expect(await page.textContent(selector)).toBe(text);
  }
}

const amountOf = (text: string | null) => Number(/([0-9.]+)/.exec(text ?? '')?.[1]);

beforeAll(async () => {
  let payout: FundedAccount;
  [modal, account, payout] = await Promise.all([
    startModalApp(),
    fundedAccount(rpcUrl, 5n),
    fundedAccount(rpcUrl, 1000n),
  ]);
  ({ browser, server, guard, page } = modal);
  api = await startDevnetApi(rpcUrl, contracts, {
    corsOrigins: [server.url],
    onramp: { payoutKey: payout.privateKey, pollMs: 50 },
  });
}, 120_000);

afterAll(async () => {
  await modal?.close();
  await stopApi(api);
});

describe('Buy (on-ramp) through the sandbox', () => {
  it('buys 20 USD of AVENT from Account and the Tokens tab shows the new balance', async () => {
    await page.goto(
      `${server.url}/?rpc=${encodeURIComponent(rpcUrl)}&pk=${account.privateKey}&api=${encodeURIComponent(api!.url)}&onramp=sandbox`,
    );
    await page.click(BUTTON);
    await page.click(`${MODAL} [data-view="Connect"] [data-connector-id="dev.walletdock.testwallet"]`);
    await page.waitForSelector(MODAL, { state: 'detached' });
    await page.click(BUTTON);
    await page.waitForFunction((s) => document.querySelector(s)?.textContent === '5 AVENT', AVENT_AMOUNT);

    await page.click(`${ACCOUNT} [data-account-buy]`);
    await page.waitForSelector(`${BUY} [data-provider="sandbox"]`);
    // The devnet's AVENT is chosen (the active network), USD by card within 10.00–7500.00.
    // Texts are awaited, not read at once: the limits come with the options and the amount rules load on first use.
    await waitForText(`${BUY} [data-onramp-limits]`, '10.00–7500.00 USD');
    await page.fill(`${BUY} [data-onramp-amount]`, '5');
    await waitForText(`${BUY} [data-onramp-problem]`, 'The minimum is 10.00 USD');
    await page.fill(`${BUY} [data-onramp-amount]`, '20');
    await page.waitForSelector(`${BUY} [data-onramp-problem]`, { state: 'detached' });
    await page.waitForFunction(
      (s) => /^You get [0-9.]+ AVENT$/.test(document.querySelector(s)?.textContent ?? ''),
      `${BUY} [data-provider="sandbox"] [data-quote]`,
    );
    const quoted = amountOf(await page.textContent(`${BUY} [data-provider="sandbox"] [data-quote]`));
    expect(quoted).toBeGreaterThan(0.9);
    expect(quoted).toBeLessThan(1);
    expect(await axeViolations(page, MODAL)).toEqual([]);

    const [checkout] = await Promise.all([
      browser.context.waitForEvent('page'),
      page.click(`${BUY} [data-onramp-continue]`),
    ]);
    await checkout.waitForSelector('[data-sandbox-banner]');
    // The checkout sells what the panel quoted: the same quote id, the same amount.
    expect(amountOf(await checkout.textContent('[data-amount]'))).toBe(quoted);
    expect((await checkout.textContent('[data-total]'))?.trim()).toContain('20.00 USD');
    await page.waitForSelector(`${BUY} [data-onramp-window]`);
    await checkout.click('[data-pay]');
    await checkout.waitForSelector('[data-status="confirmed"]', { timeout: 30_000 });

    // Back on Account, with the checkout still open: the balances are read afresh until the coins show.
    await page.click(`${MODAL} button[aria-label="Back"]`);
    await page.waitForFunction(
      ([s, want]) => {
        const text = document.querySelector(s as string)?.textContent ?? '';
        return Math.abs(Number(/([0-9.]+)/.exec(text)?.[1]) - (want as number)) < 0.001;
      },
      [AVENT_AMOUNT, 5 + quoted] as const,
      { timeout: 20_000 },
    );
    await checkout.close();
    expect(guard.external).toEqual([]);
  });

  it('offers no provider in a restricted timezone (Intl says Asia/Shanghai), and says why', async () => {
    const cdp = await browser.context.newCDPSession(page);
    await cdp.send('Emulation.setTimezoneOverride', { timezoneId: 'Asia/Shanghai' });
    try {
      expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('Asia/Shanghai');
      await page.keyboard.press('Escape');
      await page.waitForSelector(MODAL, { state: 'detached' });
      await page.click(BUTTON);
      await page.click(`${ACCOUNT} [data-account-buy]`);
      await page.waitForSelector(`${BUY} [data-onramp-restricted]`);
      expect(await page.textContent(`${BUY} [role="alert"]`)).toBe('Buying crypto is not available in your region');
      expect(await page.$(`${BUY} [data-onramp-continue]`)).toBeNull();
    } finally {
      await cdp.send('Emulation.setTimezoneOverride', { timezoneId: '' });
      await cdp.detach();
    }
  });
});
