// A visitor without a wallet, with no projectId and no internet (examples/modal with ?devWallet=0): Connect lists
// well-known wallets with their icons (bundled, nothing fetched), "What is a wallet?" explains and leads to a wallet's
// install links, and a wallet the page announces (EIP-6963) is listed once, as installed.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { fundedAccount } from '../../../support/chain';
import { startModalApp, type ModalApp } from '../../../support/browser';
import { axeViolations } from '../../../support/axe';

const MODAL = '[data-walletdock-modal]';
const BUTTON = '[data-walletdock-connect-button]';
const CONNECT = `${MODAL} [data-view="Connect"]`;
const rpcUrl = inject('rpcUrl');

let modal: ModalApp;
let page: Page;

// The wallet rows' names (their tags left out).
const rowNames = (scope: string) =>
  page.$$eval(`${scope} ul button span`, (els) =>
    els.map((el) => el.textContent).filter((t) => t && !/^(Installed|Recent|QR code)$/.test(t)),
  );

beforeAll(async () => {
  modal = await startModalApp();
  page = modal.page;
}, 120_000);

afterAll(async () => {
  await modal?.close();
});

describe('first run', () => {
  it('without a wallet or a directory, Connect lists well-known wallets with their bundled icons', async () => {
    await page.goto(`${modal.server.url}/?rpc=${encodeURIComponent(rpcUrl)}&devWallet=0`);
    await page.click(BUTTON);
    await page.waitForSelector(
      `${CONNECT} [data-connector-id="c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96"] img`,
    );
    expect(await rowNames(CONNECT)).toEqual(['MetaMask', 'Coinbase Wallet', 'Rainbow', 'Trust Wallet', 'All Wallets']);
    const images = await page.$$eval(`${CONNECT} [data-connector-id] img`, (els) =>
      els.map((el) => (el as HTMLImageElement).src.slice(0, 19)),
    );
    expect(images).toEqual(Array(4).fill('data:image/svg+xml,'));
    expect(await axeViolations(page, MODAL)).toEqual([]);

    // All Wallets holds the rest of them, searchable.
    await page.click(`${CONNECT} button:has-text("All Wallets")`);
    await page.fill(`${MODAL} [data-view="AllWallets"] input[type="search"]`, 'zer');
    await page.waitForFunction(
      (s) => document.querySelectorAll(`${s} [data-connector-id]`).length === 1,
      `${MODAL} [data-view="AllWallets"]`,
    );
    expect(await rowNames(`${MODAL} [data-view="AllWallets"]`)).toEqual(['Zerion']);
    await page.click(`${MODAL} button[aria-label="Back"]`);
  });

  it('"What is a wallet?" explains, then "Get a wallet" leads to a wallet\'s install links', async () => {
    await page.click(`${CONNECT} [data-what-is-a-wallet]`);
    await page.waitForSelector(`${MODAL} [data-view="WhatIsAWallet"]`);
    expect(await page.textContent(`${MODAL} h2`)).toBe('What is a wallet?');
    await page.click(`${MODAL} [data-get-wallet]`);
    await page.waitForSelector(`${MODAL} [data-view="GetWallet"] [data-get-wallet-id]`);
    await page.click(`${MODAL} [data-view="GetWallet"] button:has-text("Rainbow")`);
    await page.waitForSelector(`${MODAL} [data-view="InstallWallet"] [data-install]`);
    expect(await page.textContent(`${MODAL} h2`)).toBe('Get Rainbow');
    const links = await page.$$eval(`${MODAL} [data-view="InstallWallet"] a[data-install]`, (els) =>
      els.map((el) => [
        el.getAttribute('data-install'),
        new URL((el as HTMLAnchorElement).href).host,
        el.getAttribute('target'),
      ]),
    );
    expect(links).toEqual([
      ['chrome', 'chromewebstore.google.com', '_blank'],
      ['ios', 'apps.apple.com', '_blank'],
      ['android', 'play.google.com', '_blank'],
      ['homepage', 'rainbow.me', '_blank'],
    ]);
    expect(await axeViolations(page, MODAL)).toEqual([]);
    // Choosing a wallet from Connect that is not installed (no WalletConnect here) leads to the same place.
    await page.keyboard.press('Escape');
    await page.click(BUTTON);
    await page.click(`${CONNECT} [data-connector-id]:has-text("MetaMask")`);
    await page.waitForSelector(
      `${MODAL} [data-view="InstallWallet"][data-wallet-id="c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96"]`,
    );
    await page.keyboard.press('Escape');
    // Nothing was fetched from off this machine: icons and list ship with the package.
    expect(modal.guard.external).toEqual([]);
  });

  it('an announced wallet is listed once, as installed, and the built-in list moves up to fill its place', async () => {
    const account = await fundedAccount(rpcUrl, 1n);
    await page.goto(`${modal.server.url}/?rpc=${encodeURIComponent(rpcUrl)}&pk=${account.privateKey}`);
    await page.click(BUTTON);
    await page.waitForSelector(`${CONNECT} [data-connector-id="dev.walletdock.testwallet"]`);
    await page.waitForSelector(`${CONNECT} [data-connector-id]:has-text("MetaMask") img`);
    expect(await rowNames(CONNECT)).toEqual([
      'Test Wallet',
      'MetaMask',
      'Coinbase Wallet',
      'Rainbow',
      'Trust Wallet',
      'All Wallets',
    ]);
  });
});
