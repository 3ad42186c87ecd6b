// Pay from the embedded wallet's smart account, sponsored, in Chromium on the devnet: examples/modal (mode 'test') with
// the reference wallet frame, a real bundler, and walletdock's blockchain API as the paymaster service (the example
// names it as embeddedWallet's paymasterService when `?api=` is given). An email user's Safe holds TEST and no AVENT:
// PayQuote's network fee reads "Sponsored", Pay is offered, the frame's approval says the app's sponsor pays, and the
// recipient gets exactly 5 TEST, read from the chain, with the Safe still holding no AVENT; verifyPayment says paid.
// PayQuote as people see it: light, dark, a 390x844 phone, Arabic.
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { erc20Abi, parseEther, type Address, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { verifyPayment } from 'walletdock/server';
import { startDevnetApi, stopApi } from '../../../support/blockchain-api';
import { useDevnetBundler } from '../../../support/bundler';
import { fundedAccount, mintTestToken, testPublicClient } from '../../../support/chain';
import {
  BUTTON,
  embeddedModalDriver,
  MODAL,
  startEmbeddedModalApp,
  type EmbeddedModalApp,
} from '../../../support/embedded-modal';
import { devnetPaymaster } from '../../../support/sponsorship';
import { overflowProblems } from '../../../support/visual';

const artifacts = fileURLToPath(new URL('../../../artifacts/', import.meta.url));
const PAY = `${MODAL} [data-view="Pay"]`;
const QUOTE = `${MODAL} [data-view="PayQuote"]`;
const LOADING = `${MODAL} [data-view="PayLoading"]`;
const rpcUrl = inject('rpcUrl');
const contracts = inject('contracts');
const client = testPublicClient(rpcUrl);
const bundler = useDevnetBundler(rpcUrl);

let env: EmbeddedModalApp;
let page: Page;
let api: Awaited<ReturnType<typeof startDevnetApi>>;
let safe: Address;

const { frame, emailLogin, clickInFrame, trackFrameMoves } = embeddedModalDriver(
  () => page,
  () => env.stack,
);
const freshAddress = () => privateKeyToAddress(generatePrivateKey());
const testBalance = (owner: Address) =>
  client.readContract({ address: contracts.token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] });
/** The shop's page asking 5 TEST for `recipient`, with the API (its paymaster) and `extra` settings. */
const shopUrl = (recipient: string, extra: Record<string, string> = {}) =>
  env.url({ api: api.url, payAsset: contracts.token, payTo: recipient, ...extra });

/** From the shop's button to the quote of the connected (restored) email user. */
async function toQuote(recipient: string, extra: Record<string, string> = {}) {
  await page.goto(shopUrl(recipient, extra));
  // The session comes back from the frame (the button shows the Safe), then the shop asks.
  await page.waitForSelector(`${BUTTON}:has-text("${safe.slice(0, 6)}")`);
  await page.click('[data-testid="shop-pay"]');
  await page.waitForSelector(PAY);
  await page.click(`${PAY} [data-pay-with-wallet]`);
  await page.waitForSelector(`${QUOTE} [data-pay-button]:not([disabled])`);
}

beforeAll(async () => {
  // The frame's page calls the API (the paymaster) from its own origin, the example's page from another.
  api = await startDevnetApi(rpcUrl, contracts, {
    indexer: { enabled: false },
    corsOrigins: ['*'],
    paymaster: devnetPaymaster(contracts),
  });
  env = await startEmbeddedModalApp({
    rpcUrl,
    frame: { bundlerUrl: bundler.current.url, blockchainApiUrl: api.url },
  });
  page = env.page;
  await mkdir(artifacts, { recursive: true });
  // Two builds (the example and the frame page) on a loaded machine.
}, 360_000);

afterAll(async () => {
  await env?.close();
  await stopApi(api);
});

describe('Pay from the email user’s smart account, sponsored', () => {
  it('a Safe holding no AVENT pays 5 TEST: the fee reads Sponsored, the recipient gets exactly 5 TEST, verifyPayment says paid', async () => {
    const recipient = freshAddress();
    await page.goto(shopUrl(recipient));
    safe = await emailLogin(`payer-${Date.now()}@example.test`);
    await mintTestToken(rpcUrl, contracts.token, await fundedAccount(rpcUrl, 1n), safe, parseEther('20'));
    expect(await client.getBalance({ address: safe })).toBe(0n);
    // A smart account not yet deployed: its first user operation deploys it.
    expect(await client.getCode({ address: safe })).toBeUndefined();

    await toQuote(recipient);
    expect(await page.textContent(`${QUOTE} [data-pay-fee]`)).toBe('Sponsored');
    expect(await page.textContent(`${QUOTE} [data-pay-total]`)).toBe('5 TEST');
    expect(await page.locator(`${QUOTE} [data-pay-error]`).count()).toBe(0);
    await trackFrameMoves();
    await page.click(`${QUOTE} [data-pay-button]`);
    await expect
      .poll(() => frame().locator('.approval dt:text-is("Network fee") + dd').textContent(), { timeout: 30_000 })
      .toMatch(/^Paid by the app's sponsor/);
    await clickInFrame('approve');
    await page.waitForSelector(`${LOADING} [data-pay-done]`, { timeout: 90_000 });
    await page.click(`${LOADING} [data-pay-close]`);
    const status = page.locator('[data-testid="shop-status"]:has-text("Paid: 0x")');
    await status.waitFor();
    const hash = (await status.textContent())!.replace('Paid: ', '') as Hex;

    expect(await testBalance(recipient)).toBe(parseEther('5'));
    expect(await testBalance(safe)).toBe(parseEther('15'));
    expect(await client.getBalance({ address: safe })).toBe(0n);
    expect(await client.getCode({ address: safe })).toMatch(/^0x[0-9a-f]+$/);
    expect(
      await verifyPayment({ chainId: 33322, txHash: hash, recipient, asset: contracts.token, amount: 5 }, { rpcUrl }),
    ).toMatchObject({ paid: true });
    expect(env.guard.external).toEqual([]);
  }, 240_000);

  it('PayQuote sponsored in light, dark, a 390x844 phone and Arabic: nothing overflows', async () => {
    const variants: Array<{
      name: string;
      extra: Record<string, string>;
      viewport: { width: number; height: number };
    }> = [
      { name: 'light', extra: { theme: 'light' }, viewport: { width: 1280, height: 800 } },
      { name: 'dark', extra: { theme: 'dark' }, viewport: { width: 1280, height: 800 } },
      { name: 'phone', extra: { theme: 'light' }, viewport: { width: 390, height: 844 } },
      { name: 'ar', extra: { theme: 'dark', locale: 'ar' }, viewport: { width: 1280, height: 800 } },
    ];
    for (const variant of variants) {
      await page.setViewportSize(variant.viewport);
      await toQuote(freshAddress(), variant.extra);
      expect(await page.textContent(`${QUOTE} [data-pay-fee]`)).toBe(
        variant.name === 'ar' ? 'يدفعها الراعي' : 'Sponsored',
      );
      await page.mouse.move(0, 0);
      await page.waitForTimeout(200); // the view's entry transition
      await page.screenshot({ path: `${artifacts}pay-quote-sponsored-${variant.name}.png` });
      expect(await overflowProblems(page), variant.name).toEqual([]);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
  }, 240_000);
});
