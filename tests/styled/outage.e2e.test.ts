// The network drops while the modal is open, in headless Chromium against the built examples/modal (the EIP-6963 test
// wallet with a fresh funded key) on the devnet with walletdock's blockchain API. With Send, then Swap, open, the page
// loses the RPC and the API (every request to either aborted, as when the connection goes), and the person goes on:
// Send's fee and Swap's quote cannot be read. Each view says so with Try again within a bound (no endless "…"), and
// once the network is back it recovers by itself, without a click: Send's Review and Swap's quote come. The error
// states are drawn in light, dark, on a 390x844 phone and in Arabic; the times are printed, not asserted.
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Page, Route } from 'playwright-core';
import { getAddress, parseEther } from 'viem';
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BlockchainApi } from 'walletdock/server/node';
import { fundedAccount, mintTestToken, testPublicClient, type FundedAccount } from '../support/chain';
import { startModalApp, type ModalApp } from '../support/browser';
import { startDevnetApi, stopApi } from '../support/blockchain-api';
import { axeViolations } from '../support/axe';

const artifacts = fileURLToPath(new URL('../artifacts/', import.meta.url));
const MODAL = '[data-walletdock-modal]';
const BUTTON = '[data-walletdock-connect-button]';
const ACCOUNT = `${MODAL} [data-view="Account"]`;
const SEND = `${MODAL} [data-view="Send"][data-step="form"]`;
const SWAP = `${MODAL} [data-view="Swap"]`;
/** The bound within which a view says the network failed (the RPC's own retries take about a second). */
const SAYS_WITHIN_MS = 15_000;
/** The bound within which it recovers once the network is back (a failed read is asked again every 5 s). */
const RECOVERS_WITHIN_MS = 15_000;
const rpcUrl = inject('rpcUrl');
const contracts = inject('contracts');
const client = testPublicClient(rpcUrl);

let modal: ModalApp;
let api: (BlockchainApi & { dataDir: string }) | undefined;
let account: FundedAccount;
let page: Page;

/** Every request of the page to the RPC or the API fails as with the connection gone; the rest goes on. */
const offline = (route: Route) => route.abort('internetdisconnected');
const cutOff = (url: URL) => url.origin === new URL(rpcUrl).origin || url.origin === new URL(api!.url).origin;
const cut = () => page.route(cutOff, offline);
const restore = () => page.unroute(cutOff, offline);

/** Opens the example (connecting the test wallet unless the session came back by itself), then Account. */
async function openAccount(extra: Record<string, string>): Promise<void> {
  const query = { rpc: rpcUrl, pk: account.privateKey, api: api!.url, tokens: contracts.token };
  await page.goto(`${modal.server.url}/?${new URLSearchParams({ ...query, ...extra })}`);
  await page.waitForSelector(BUTTON);
  await page.waitForFunction((b) => document.querySelector(b)?.getAttribute('data-connected') !== null, BUTTON);
  if ((await page.getAttribute(BUTTON, 'data-connected')) !== 'true') {
    await page.click(BUTTON);
    await page.click(`${MODAL} [data-connector-id="dev.walletdock.testwallet"]`);
    await page.waitForSelector(MODAL, { state: 'detached' });
  }
  await page.waitForFunction((b) => document.querySelector(b)?.getAttribute('data-connected') === 'true', BUTTON);
  await page.click(BUTTON);
  await page.waitForSelector(`${ACCOUNT} [data-token-row][data-symbol="TEST"]`, { timeout: 20_000 });
}

beforeAll(async () => {
  const head = Number(await client.getBlockNumber());
  [modal, account] = await Promise.all([startModalApp(), fundedAccount(rpcUrl, 10n)]);
  page = modal.page;
  api = await startDevnetApi(rpcUrl, contracts, {
    chains: [{ chainId: 33322, rpcUrl, startBlock: head }],
    corsOrigins: [modal.server.url],
  });
  await mintTestToken(rpcUrl, contracts.token, await fundedAccount(rpcUrl, 1n), account.address, parseEther('50'));
  await api.waitForBlock(33322, Number(await client.getBlockNumber()), 60_000);
  await mkdir(artifacts, { recursive: true });
}, 120_000);

afterAll(async () => {
  await modal?.close();
  await stopApi(api);
});

describe('the network drops while the modal is open', () => {
  it('Send and Swap say it with Try again, then recover by themselves: light, dark, 390x844 phone, Arabic', async () => {
    const variants: { name: string; query: Record<string, string>; size: { width: number; height: number } }[] = [
      { name: 'light', query: { theme: 'light' }, size: { width: 1280, height: 800 } },
      { name: 'dark', query: { theme: 'dark' }, size: { width: 1280, height: 800 } },
      { name: 'phone', query: { theme: 'light' }, size: { width: 390, height: 844 } },
      { name: 'ar', query: { theme: 'dark', locale: 'ar' }, size: { width: 1280, height: 800 } },
    ];
    const times: Record<string, number>[] = [];
    for (const variant of variants) {
      await page.setViewportSize(variant.size);
      await openAccount(variant.query);

      // Send: open while the network holds, then it goes; the fee for the receiver typed cannot be read.
      await page.click(`${ACCOUNT} [data-open-send]`);
      await page.waitForSelector(`${SEND} [data-token-picker][data-symbol="AVENT"]`);
      await cut();
      const sendCut = Date.now();
      await page.fill(`${SEND} [data-amount]`, '0.1');
      await page.fill(`${SEND} [data-receiver]`, getAddress(privateKeyToAddress(generatePrivateKey())));
      await page.waitForSelector(`${SEND} [data-send-retry]`, { timeout: SAYS_WITHIN_MS });
      const sendSaid = Date.now();
      expect(await page.textContent(`${SEND} [data-send-error]`)).not.toBe('');
      expect(await page.$eval(`${SEND} [data-send-review]`, (el) => (el as HTMLButtonElement).disabled)).toBe(true);
      expect(await axeViolations(page, MODAL)).toEqual([]);
      await page.screenshot({ path: `${artifacts}outage-send-${variant.name}.png` });
      // Try again while still cut: the failure stays said, nothing breaks.
      await page.click(`${SEND} [data-send-retry]`);
      await page.waitForTimeout(1500);
      expect(await page.$(`${SEND} [data-send-retry]`)).not.toBeNull();
      await restore();
      const sendBack = Date.now();
      await page.waitForSelector(`${SEND} [data-send-review]:not([disabled])`, { timeout: RECOVERS_WITHIN_MS });
      const sendRecovered = Date.now();
      expect(await page.$(`${SEND} [data-send-retry]`)).toBeNull();
      expect(await page.textContent(`${SEND} [data-send-error]`)).toBe('');

      // Swap: open while the network holds, then it goes; the quote for the amount typed cannot be read.
      await page.keyboard.press('Escape');
      await page.waitForSelector(MODAL, { state: 'detached' });
      await page.click(BUTTON);
      await page.click(`${ACCOUNT} [data-open-swap]`);
      await page.waitForSelector(`${SWAP} [data-token-picker="from"][data-symbol="AVENT"]`);
      await cut();
      const swapCut = Date.now();
      await page.fill(`${SWAP} [data-swap-amount]`, '1');
      await page.waitForSelector(`${SWAP} [data-swap-retry]`, { timeout: SAYS_WITHIN_MS });
      const swapSaid = Date.now();
      expect(await page.$(`${SWAP} [data-swap-quote]`)).toBeNull();
      expect(await page.$eval(`${SWAP} [data-swap-button]`, (el) => (el as HTMLButtonElement).disabled)).toBe(true);
      expect(await axeViolations(page, MODAL)).toEqual([]);
      await page.screenshot({ path: `${artifacts}outage-swap-${variant.name}.png` });
      await restore();
      const swapBack = Date.now();
      await page.waitForSelector(`${SWAP} [data-swap-quote]`, { timeout: RECOVERS_WITHIN_MS });
      const swapRecovered = Date.now();
      expect(await page.$(`${SWAP} [data-swap-retry]`)).toBeNull();
      expect(await page.$eval(`${SWAP} [data-swap-button]`, (el) => (el as HTMLButtonElement).disabled)).toBe(false);
      await page.keyboard.press('Escape');

      times.push({
        sendSaysMs: sendSaid - sendCut,
        sendRecoversMs: sendRecovered - sendBack,
        swapSaysMs: swapSaid - swapCut,
        swapRecoversMs: swapRecovered - swapBack,
      });
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    console.log(`outage: ${variants.map((v, i) => `${v.name} ${JSON.stringify(times[i])}`).join('; ')}`);
    expect(modal.guard.external).toEqual([]);
  }, 300_000);
});
