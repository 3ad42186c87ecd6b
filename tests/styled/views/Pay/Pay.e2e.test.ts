// Pay in headless Chromium: the built examples/modal (mode 'test', the EIP-6963 test wallet with a fresh funded key) on
// the run's devnet, its shop asking for a payment. From the shop's button a visitor reaches "How you pay", connects
// from there and comes back to it, reads the quote, pays; the recipient holds exactly the amount, read from the chain.
// A double click on Pay sends one transfer; a rejection in the wallet sends nothing and returns to the quote with the
// wallet's words, and paying again works; a payment the account cannot afford never reaches the wallet.
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { erc20Abi, parseEther, type Address } from 'viem';
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { fundedAccount, mintTestToken, testPublicClient, type FundedAccount } from '../../../support/chain';
import { startModalApp, type ModalApp } from '../../../support/browser';
import { axeViolations } from '../../../support/axe';

const artifacts = fileURLToPath(new URL('../../../artifacts/', import.meta.url));
const MODAL = '[data-walletdock-modal]';
const PAY = `${MODAL} [data-view="Pay"]`;
const QUOTE = `${MODAL} [data-view="PayQuote"]`;
const LOADING = `${MODAL} [data-view="PayLoading"]`;
const rpcUrl = inject('rpcUrl');
const contracts = inject('contracts');
const client = testPublicClient(rpcUrl);

let modal: ModalApp;
let account: FundedAccount;
let page: Page;

const freshAddress = () => privateKeyToAddress(generatePrivateKey());
const testBalance = (owner: Address) =>
  client.readContract({ address: contracts.token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] });
/** The header's title (the dialog is labelled by it); it loads with the Pay chunk, so it is awaited. */
const titleIs = (text: string) =>
  expect
    .poll(() =>
      page.$eval(MODAL, (el) => document.getElementById(el.getAttribute('aria-labelledby') ?? '')?.textContent),
    )
    .toBe(text);
/** How many transactions the page's test wallet was asked to send. */
const sends = () =>
  page.evaluate(
    () =>
      (
        window as unknown as { __walletdockTestWallet: { requests: { method: string }[] } }
      ).__walletdockTestWallet.requests.filter((r) => r.method === 'eth_sendTransaction').length,
  );
const walletSwitch = (reject: boolean) =>
  page.evaluate((on) => {
    const wallet = (
      window as unknown as {
        __walletdockTestWallet: {
          setBehavior(method: string, behavior: { reject: true }): void;
          clearBehavior(): void;
        };
      }
    ).__walletdockTestWallet;
    if (on) wallet.setBehavior('eth_sendTransaction', { reject: true });
    else wallet.clearBehavior();
  }, reject);

/** Opens the shop's payment (query: the order), connects the test wallet from Pay and lands on the quote. */
async function toQuote(query: string): Promise<void> {
  await page.goto(`${modal.server.url}/?rpc=${encodeURIComponent(rpcUrl)}&pk=${account.privateKey}&${query}`);
  await page.click('[data-testid="shop-pay"]');
  await page.waitForSelector(PAY);
  await titleIs('How you pay');
  expect(await page.textContent(`${PAY} [data-pay-with-wallet]`)).toBe('Pay with wallet');
  await page.click(`${PAY} [data-pay-with-wallet]`);
  await page.click(`${MODAL} [data-connector-id="dev.walletdock.testwallet"]`);
  // Connected from Pay: back on Pay, not closed.
  await page.waitForSelector(`${PAY} [data-pay-with-wallet]:text("Pay with Test Wallet")`);
  await page.click(`${PAY} [data-pay-with-wallet]`);
  await page.waitForSelector(QUOTE);
  await titleIs('Payment Quote');
}

beforeAll(async () => {
  [modal, account] = await Promise.all([startModalApp(), fundedAccount(rpcUrl, 10n)]);
  page = modal.page;
  const minter = await fundedAccount(rpcUrl, 1n);
  await mintTestToken(rpcUrl, contracts.token, minter, account.address as Address, parseEther('50'));
  await mkdir(artifacts, { recursive: true });
}, 120_000);

afterAll(async () => {
  await modal?.close();
});

describe('Pay', () => {
  it('pays the shop 5 TEST with a double click on Pay: one transfer, exactly 5 TEST at the recipient', async () => {
    const recipient = freshAddress();
    await toQuote(`payTo=${recipient}`);
    expect(await page.textContent(`${QUOTE} [data-pay-amount]`)).toBe('5 TEST');
    await page.waitForSelector(`${QUOTE} [data-pay-button]:not([disabled])`);
    expect(await page.textContent(`${QUOTE} [data-pay-token]`)).toContain('Balance: 50 TEST');
    expect(await page.textContent(`${QUOTE} [data-pay-fee]`)).toMatch(/AVENT$/);
    expect(await axeViolations(page, MODAL)).toEqual([]);
    const asked = await sends();
    await page.dblclick(`${QUOTE} [data-pay-button]`);
    await page.waitForSelector(`${LOADING} [data-pay-done]`, { timeout: 30_000 });
    await titleIs('Processing payment...');
    expect(
      await page.$$eval(`${LOADING} [data-pay-step]`, (els) => els.map((el) => el.getAttribute('data-state'))),
    ).toEqual(['done', 'done', 'done']);
    await page.click(`${LOADING} [data-pay-close]`);
    await page.waitForSelector('[data-testid="shop-status"]:text("Paid: 0x")');
    expect(await sends()).toBe(asked + 1);
    expect(await testBalance(recipient)).toBe(parseEther('5'));
  });

  it('a rejection sends nothing and returns to the quote with the wallet’s words; paying again lands 0.5 AVENT', async () => {
    const recipient = freshAddress();
    await toQuote(`payAsset=native&payAmount=0.5&payTo=${recipient}`);
    await page.waitForSelector(`${QUOTE} [data-pay-button]:not([disabled])`);
    await walletSwitch(true);
    await page.click(`${QUOTE} [data-pay-button]`);
    await page.waitForSelector(`${QUOTE} [data-pay-error]`);
    expect(await page.textContent(`${QUOTE} [data-pay-error]`)).toMatch(/reject/i);
    expect(await client.getBalance({ address: recipient })).toBe(0n);
    await walletSwitch(false);
    await page.click(`${QUOTE} [data-pay-button]`);
    await page.waitForSelector(`${LOADING} [data-pay-done]`, { timeout: 30_000 });
    expect(await client.getBalance({ address: recipient })).toBe(parseEther('0.5'));
  });

  it('a payment the account cannot afford says so on the quote and never reaches the wallet', async () => {
    await toQuote(`payAsset=native&payAmount=1000&payTo=${freshAddress()}`);
    await page.waitForSelector(`${QUOTE} [data-pay-error]`);
    expect(await page.textContent(`${QUOTE} [data-pay-error]`)).toMatch(/insufficient|not enough/i);
    expect(await page.$eval(`${QUOTE} [data-pay-button]`, (el) => (el as HTMLButtonElement).disabled)).toBe(true);
    await page.screenshot({ path: `${artifacts}pay-quote-insufficient.png` });
    expect(await sends()).toBe(0);
  });
});
