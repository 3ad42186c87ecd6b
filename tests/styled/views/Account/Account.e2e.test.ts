// The Account view as a person meets it, in headless Chromium against the built examples/modal (the EIP-6963 test
// wallet with a fresh funded key): without a blockchain API it offers only what works (Receive, Send); with
// walletdock's API it offers Buy and Swap too, and a toast never covers the title; Receive names every network. On a 390×844 touch screen every control is at least 44 px.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BlockchainApi } from 'walletdock/server/node';
import { fundedAccount, testPublicClient, type FundedAccount } from '../../../support/chain';
import { launchBrowser, PHONE, startModalApp, type ModalApp, type TestBrowser } from '../../../support/browser';
import { startDevnetApi, stopApi } from '../../../support/blockchain-api';
import { axeViolations } from '../../../support/axe';

const MODAL = '[data-walletdock-modal]';
const BUTTON = '[data-walletdock-connect-button]';
const ACCOUNT = `${MODAL} [data-view="Account"]`;
const rpcUrl = inject('rpcUrl');
const contracts = inject('contracts');

let modal: ModalApp;
let api: (BlockchainApi & { dataDir: string }) | undefined;
let account: FundedAccount;
let page: Page;

const appUrl = (extra = '') =>
  `${modal.server.url}/?rpc=${encodeURIComponent(rpcUrl)}&pk=${account.privateKey}${extra}`;
const withApi = () => `&api=${encodeURIComponent(api!.url)}&onramp=sandbox`;

async function openAccount(p: Page, url: string) {
  await p.goto(url);
  await p.click(BUTTON);
  await p.click(`${MODAL} [data-view="Connect"] [data-connector-id="dev.walletdock.testwallet"]`);
  await p.waitForSelector(MODAL, { state: 'detached' });
  await p.click(BUTTON);
  await p.waitForSelector(`${ACCOUNT} [data-balance]`);
}

const actionsShown = () =>
  page.$eval(`${ACCOUNT} [data-account-actions]`, (el) => el.getAttribute('data-account-actions')).catch(() => null);

beforeAll(async () => {
  const head = Number(await testPublicClient(rpcUrl).getBlockNumber());
  [modal, account] = await Promise.all([startModalApp(), fundedAccount(rpcUrl, 15n)]);
  page = modal.page;
  api = await startDevnetApi(rpcUrl, contracts, {
    chains: [{ chainId: 33322, rpcUrl, startBlock: head }],
    corsOrigins: [modal.server.url],
  });
}, 120_000);

afterAll(async () => {
  await modal?.close();
  if (api) await stopApi(api);
});

describe('Account', () => {
  it('without a blockchain API offers Receive and Send only: no Swap, Buy or names that could not work', async () => {
    await openAccount(page, appUrl('&onramp=sandbox'));
    await expect.poll(actionsShown).toBe('receive send');
    expect(await page.$(`${ACCOUNT} [data-open-swap]`)).toBeNull();
    expect(await page.$(`${ACCOUNT} [data-account-buy]`)).toBeNull();
    expect(await page.$(`${ACCOUNT} [data-register-name]`)).toBeNull();
    expect(await axeViolations(page, MODAL)).toEqual([]);
  });

  it("with walletdock's API offers Buy, Swap, Receive, Send and a name; at 800 px the dialog fits and a toast stays clear of its title", async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openAccount(page, appUrl(withApi()));
    await expect.poll(actionsShown, { timeout: 20_000 }).toBe('buy swap receive send');
    await page.waitForSelector(`${ACCOUNT} [data-register-name]`);
    await page.click(`${ACCOUNT} [data-copy-address]`);
    await page.waitForSelector('[data-toast="success"]');
    const [toast, title, dialog] = await Promise.all([
      page.$eval('[data-toast]', (el) => el.getBoundingClientRect().toJSON() as DOMRect),
      page.$eval(`${MODAL} h2`, (el) => el.getBoundingClientRect().toJSON() as DOMRect),
      page.$eval(MODAL, (el) => el.getBoundingClientRect().toJSON() as DOMRect),
    ]);
    expect(toast.bottom).toBeLessThanOrEqual(title.top);
    expect(dialog.bottom).toBeLessThanOrEqual(800);
    // Disconnect, the last control, is reachable: in view, or by scrolling the dialog's body.
    await page.locator(`${ACCOUNT} [data-disconnect]`).scrollIntoViewIfNeeded();
    const last = await page.$eval(
      `${ACCOUNT} [data-disconnect]`,
      (el) => el.getBoundingClientRect().toJSON() as DOMRect,
    );
    expect(last.bottom).toBeLessThanOrEqual(dialog.bottom);
    await page.setViewportSize({ width: 1024, height: 768 });
  });

  it('Receive says the address takes assets of every network it lists, not only the active one', async () => {
    await page.click(`${ACCOUNT} [data-open-receive]`);
    await page.waitForSelector('[data-view="Receive"] [data-receive-hint]');
    expect(await page.$$eval('[data-view="Receive"] li', (items) => items.length)).toBeGreaterThan(1);
    expect(await page.textContent('[data-receive-hint]')).toBe(
      'Send only assets of the networks below to this address',
    );
  });

  it("on a 390×844 touch screen every control of the bottom sheet's Account is at least 44 px", async () => {
    let phone: TestBrowser | undefined;
    try {
      phone = await launchBrowser(PHONE);
      const tab = phone.context.pages()[0] ?? (await phone.context.newPage());
      await openAccount(tab, appUrl(withApi()));
      await tab.waitForSelector(`${ACCOUNT} [data-register-name]`);
      const small = await tab.$$eval(`${MODAL} button, ${MODAL} a[href]`, (els) =>
        els
          .map((el) => ({
            name: el.getAttribute('aria-label') ?? el.textContent?.trim(),
            box: el.getBoundingClientRect(),
          }))
          .filter(({ box }) => box.width > 0 && (box.width < 44 || box.height < 44))
          .map(({ name, box }) => `${name} ${Math.round(box.width)}×${Math.round(box.height)}`),
      );
      expect(small).toEqual([]);
    } finally {
      await phone?.close();
    }
  });
});
