// The modal for a person on a keyboard or a screen reader, in headless Chromium against the built examples/modal
// (the EIP-6963 test wallet with a fresh funded key): closing gives focus back to what opened it, Account's tabs move
// with the arrow keys in the reading direction (left is next in Arabic), Send is filled and reviewed with the keyboard
// alone (the result said by the dialog's live region), a pushed view does not slide when the system asks for less
// motion, and axe finds nothing in the dark theme nor right to left.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { fundedAccount, type FundedAccount } from '../support/chain';
import { startModalApp, type ModalApp } from '../support/browser';
import { axeViolations } from '../support/axe';

const MODAL = '[data-walletdock-modal]';
const BUTTON = '[data-walletdock-connect-button]';
const ACCOUNT = `${MODAL} [data-view="Account"]`;
const rpcUrl = inject('rpcUrl');

let modal: ModalApp;
let page: Page;
let account: FundedAccount;

const appUrl = (query = '') =>
  `${modal.server.url}/?rpc=${encodeURIComponent(rpcUrl)}&pk=${account.privateKey}${query}`;
/** What has focus: its data hooks and text, enough to say which control it is. */
const focused = () =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el
      ? {
          connectButton: el.closest('[data-walletdock-connect-button]') !== null,
          text: el.textContent ?? '',
          tab: el.getAttribute('role') === 'tab' ? el.getAttribute('aria-selected') : null,
        }
      : null;
  });

async function tabTo(predicate: () => Promise<boolean>, limit = 20) {
  for (let i = 0; i < limit && !(await predicate()); i++) await page.keyboard.press('Tab');
  expect(await predicate()).toBe(true);
}

beforeAll(async () => {
  [modal, account] = await Promise.all([startModalApp(), fundedAccount(rpcUrl, 15n)]);
  page = modal.page;
}, 120_000);

afterAll(async () => {
  await modal?.close();
});

describe('the modal on a keyboard', () => {
  it('Escape closes and focus goes back to the connect button; connected, the same from Account', async () => {
    await page.goto(appUrl('&theme=dark'));
    await page.focus(BUTTON);
    await page.keyboard.press('Enter');
    await page.waitForSelector(`${MODAL} [data-view="Connect"]`);
    expect(await axeViolations(page, MODAL)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.waitForSelector(MODAL, { state: 'detached' });
    expect((await focused())?.connectButton).toBe(true);

    // Connect with the keyboard alone: Tab to the test wallet, Enter.
    await page.keyboard.press('Enter');
    await page.waitForSelector(`${MODAL} [data-view="Connect"]`);
    await tabTo(() =>
      page.evaluate(() => document.activeElement?.getAttribute('data-connector-id') === 'dev.walletdock.testwallet'),
    );
    await page.keyboard.press('Enter');
    await page.waitForSelector(MODAL, { state: 'detached' });
    await page.waitForFunction((b) => document.querySelector(b)?.getAttribute('data-connected') === 'true', BUTTON);
    await page.focus(BUTTON);
    await page.keyboard.press('Enter');
    await page.waitForSelector(`${ACCOUNT} [data-balance]`);
    expect(await axeViolations(page, MODAL)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.waitForSelector(MODAL, { state: 'detached' });
    expect((await focused())?.connectButton).toBe(true);
  });

  it('Send is filled, reviewed and confirmed with the keyboard alone', async () => {
    await page.keyboard.press('Enter');
    await tabTo(async () => await page.evaluate(() => document.activeElement?.hasAttribute('data-open-send') ?? false));
    await page.keyboard.press('Enter');
    await page.waitForSelector(`${MODAL} [data-view="Send"][data-step="form"]`);
    await tabTo(() => page.evaluate(() => document.activeElement?.getAttribute('inputmode') === 'decimal'));
    await page.keyboard.type('0.5');
    await tabTo(() => page.evaluate(() => document.activeElement?.hasAttribute('data-receiver') ?? false));
    await page.keyboard.type('0x000000000000000000000000000000000000dEaD');
    // Review can be reached once the form can send (the fee is priced): a disabled button is not in the Tab order.
    await page.waitForSelector(`${MODAL} [data-send-review]:not([disabled])`);
    await tabTo(() => page.evaluate(() => document.activeElement?.getAttribute('type') === 'submit'));
    await page.keyboard.press('Enter');
    await page.waitForSelector(`${MODAL} [data-view="Send"][data-step="review"]`);
    await page.waitForSelector(`${MODAL} [data-send-confirm]:not([disabled])`);
    await tabTo(() => page.evaluate(() => document.activeElement?.hasAttribute('data-send-confirm') ?? false));
    await page.keyboard.press('Enter');
    await page.waitForSelector(`${MODAL} [data-view="Send"][data-step="success"]`, { timeout: 30_000 });
    // The wallet's prompt, then the result, are said by the dialog's live region (focus was on the confirm button).
    await expect.poll(() => page.textContent(`${MODAL} [data-announce="polite"]`)).toBe('Sent');
    await page.keyboard.press('Escape');
    await page.waitForSelector(MODAL, { state: 'detached' });
  });

  it("in Arabic, Account's tabs move with the arrows in the reading direction, and axe finds nothing right to left in either theme", async () => {
    for (const theme of ['light', 'dark']) {
      await page.goto(appUrl(`&locale=ar&theme=${theme}`));
      await page.click(BUTTON);
      await page.click(`${MODAL} [data-connector-id="dev.walletdock.testwallet"]`);
      await page.waitForSelector(MODAL, { state: 'detached' });
      await page.click(BUTTON);
      await page.waitForSelector(`${ACCOUNT} [data-balance]`);
      expect(await axeViolations(page, MODAL), theme).toEqual([]);
      await page.keyboard.press('Escape');
      await page.waitForSelector(MODAL, { state: 'detached' });
    }
    await page.click(BUTTON);
    await page.focus(`${ACCOUNT} [role="tab"][aria-selected="true"]`);
    const first = (await focused())?.text;
    // The tabs run right to left: the next one is to the left, so ArrowLeft moves on and ArrowRight comes back.
    // (Radix moves focus on the next tick.)
    const tabs = await page.$$eval(`${ACCOUNT} [role="tab"]`, (els) => els.map((el) => el.textContent ?? ''));
    expect(tabs[0]).toBe(first);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(async () => (await focused())?.text).toBe(tabs[1]);
    expect((await focused())?.tab).toBe('true');
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await focused())?.text).toBe(first);
    await page.keyboard.press('Escape');
    await page.waitForSelector(MODAL, { state: 'detached' });
  });

  it('with reduced motion a pushed view appears without sliding', async () => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    try {
      // A first visit: the earlier tests' saved connection is dropped, so no reconnect of the (absent) development
      // wallet can settle while the view is being pushed.
      await page.goto(appUrl('&devWallet=0'));
      await page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
      await page.context().clearCookies();
      await page.goto(appUrl('&devWallet=0'));
      await page.click(BUTTON);
      await page.waitForSelector(`${MODAL} [data-view="Connect"]`);
      await page.click(`${MODAL} [data-what-is-a-wallet]`);
      await page.waitForSelector(`${MODAL} [data-view="WhatIsAWallet"]`);
      const durations = await page.$$eval(`${MODAL} *`, (els) =>
        els.map((el) => parseFloat(getComputedStyle(el).animationDuration) || 0),
      );
      expect(Math.max(...durations)).toBeLessThan(0.001);
    } finally {
      await page.emulateMedia({ reducedMotion: 'no-preference' });
    }
  });
});
