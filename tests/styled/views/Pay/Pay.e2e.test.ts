// Pay in headless Chromium: the built examples/modal (mode 'test', the EIP-6963 test wallet with a fresh funded key) on
// the run's devnet, its shop asking for a payment. From the shop's button a visitor reaches "How you pay", connects
// from there and comes back to it, reads the quote, pays; the recipient holds exactly the amount, read from the chain.
// A double click on Pay sends one transfer; a rejection in the wallet sends nothing and returns to the quote with the
// wallet's words, and paying again works; a payment the account cannot afford never reaches the wallet. With the
// blockchain API's sandbox exchange (walletdock's own API, in this process): Pay lists it, picking it opens its page in
// a window of its own, and completing that page lands exactly the amount at the recipient, which verifyPayment says is
// paid. With TUSD and no TEST, the quote offers TUSD swapped into TEST by the API: a wallet that batches atomically
// pays it in one wallet_sendCalls, a plain one call by call, and a swap rejected after its approval leaves the steps
// that ran on the quote, the next try continuing from there; each lands exactly 5 TEST, and verifyPayment says paid.
// Pay, PayQuote (with TUSD too) and PayLoading (its steps too) as people see them: light, dark, a 390x844 phone, Arabic.
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { createWalletClient, erc20Abi, http, parseEther, parseUnits, type Address } from 'viem';
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { verifyPayment } from 'walletdock/server';
import { devnetAccounts } from '../../../../faucet/devnet/deploy';
import {
  devnetChainFor,
  fundedAccount,
  mintTestToken,
  testPublicClient,
  type FundedAccount,
} from '../../../support/chain';
import { startModalApp, type ModalApp } from '../../../support/browser';
import { startDevnetApi, stopApi } from '../../../support/blockchain-api';
import { overflowProblems } from '../../../support/visual';
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
let api: Awaited<ReturnType<typeof startDevnetApi>> | undefined;

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
/** Holds the wallet's answers to eth_sendTransaction (PayLoading stays on "Confirm in your wallet"). */
const holdSends = () =>
  page.evaluate(() =>
    (
      window as unknown as {
        __walletdockTestWallet: { setBehavior(method: string, behavior: { delayMs: number; times: number }): void };
      }
    ).__walletdockTestWallet.setBehavior('eth_sendTransaction', { delayMs: 600_000, times: 1 }),
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

/** Opens the shop's payment (query: the order and the page's options) on Pay, with the wallet of `key`. */
async function toPay(query: string, key: string = account.privateKey): Promise<void> {
  await page.goto(`${modal.server.url}/?rpc=${encodeURIComponent(rpcUrl)}&pk=${key}&${query}`);
  await page.click('[data-testid="shop-pay"]');
  await page.waitForSelector(PAY);
}

/** Opens the shop's payment (query: the order), connects the test wallet from Pay and lands on the quote. */
async function toQuote(query: string, english = true, key?: string): Promise<void> {
  await toPay(query, key);
  if (english) {
    await titleIs('How you pay');
    expect(await page.textContent(`${PAY} [data-pay-with-wallet]`)).toBe('Pay with wallet');
  }
  await page.click(`${PAY} [data-pay-with-wallet]`);
  await page.click(`${MODAL} [data-connector-id="dev.walletdock.testwallet"]`);
  // Connected from Pay: back on Pay, not closed.
  await page.waitForSelector(`${PAY} [data-pay-with-wallet]:has-text("Test Wallet")`);
  await page.click(`${PAY} [data-pay-with-wallet]`);
  await page.waitForSelector(QUOTE);
  if (english) await titleIs('Payment Quote');
}

beforeAll(async () => {
  // The accounts and tokens while the example builds; the API once the page's origin (its CORS origin) is known.
  const funded = (async () => {
    const [buyer, minter, payout] = await Promise.all([
      fundedAccount(rpcUrl, 10n),
      fundedAccount(rpcUrl, 1n),
      fundedAccount(rpcUrl, 100n),
    ]);
    await mintTestToken(rpcUrl, contracts.token, minter, buyer.address as Address, parseEther('50'));
    await mintTestToken(rpcUrl, contracts.token, payout, payout.address as Address, parseEther('100'));
    return { buyer, payout };
  })();
  const [app, { buyer, payout }] = await Promise.all([startModalApp(), funded]);
  [modal, account, page] = [app, buyer, app.page];
  api = await startDevnetApi(rpcUrl, contracts, {
    corsOrigins: [modal.server.url],
    payExchange: { payoutKey: payout.privateKey, pollMs: 50 },
    indexer: { enabled: false },
  });
  await mkdir(artifacts, { recursive: true });
  // The example's build and a fresh PGlite take minutes on a loaded machine.
}, 360_000);

afterAll(async () => {
  await modal?.close();
  await stopApi(api);
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

describe('Pay with an exchange (the blockchain API’s sandbox)', () => {
  it('lists the sandbox on Pay; its page, completed, lands exactly 5 TEST at the recipient and verifyPayment says paid', async () => {
    const recipient = freshAddress();
    await toPay(`api=${encodeURIComponent(api!.url)}&payTo=${recipient}`);
    await page.waitForSelector(`${PAY} [data-pay-exchange="sandbox"]`);
    expect(await page.textContent(`${PAY} [data-pay-exchanges]`)).toContain('Sandbox Exchange');
    expect(await axeViolations(page, MODAL)).toEqual([]);
    const [exchangePage] = await Promise.all([
      modal.browser.context.waitForEvent('page'),
      page.click(`${PAY} [data-pay-exchange="sandbox"]`),
    ]);
    await exchangePage.waitForSelector('[data-sandbox-banner]');
    expect(await exchangePage.textContent('[data-amount]')).toBe('5 TEST');
    expect((await exchangePage.textContent('[data-recipient]'))?.toLowerCase()).toBe(recipient.toLowerCase());
    // The shop's page is not the exchange's to reach.
    expect(await exchangePage.evaluate(() => window.opener)).toBeNull();
    await page.waitForSelector(`${LOADING} [data-pay-step="exchange"][data-state="active"]`);
    expect(await page.textContent(`${LOADING} [data-pay-step="exchange"]`)).toBe(
      'Complete the payment on Sandbox Exchange',
    );
    expect(await page.getAttribute(`${LOADING} [data-pay-exchange-page]`, 'href')).toBe(exchangePage.url());
    await page.screenshot({ path: `${artifacts}pay-loading-exchange.png` });
    expect(await testBalance(recipient)).toBe(0n);

    await exchangePage.click('[data-complete]');
    await exchangePage.waitForSelector('[data-status="confirmed"]', { timeout: 30_000 });
    // The status is read every 3 s: the modal follows within a few.
    await page.waitForSelector(`${LOADING} [data-pay-done]`, { timeout: 30_000 });
    expect(
      await page.$$eval(`${LOADING} [data-pay-step]`, (els) => els.map((el) => el.getAttribute('data-state'))),
    ).toEqual(['done', 'done', 'done']);
    await page.click(`${LOADING} [data-pay-close]`);
    await page.waitForSelector('[data-testid="shop-status"]:text("Paid: 0x")');
    const hash = (await page.textContent('[data-testid="shop-status"]'))!.replace('Paid: ', '');
    expect(await testBalance(recipient)).toBe(parseEther('5'));
    expect(
      await verifyPayment({ chainId: 33322, txHash: hash, recipient, asset: contracts.token, amount: 5 }, { rpcUrl }),
    ).toMatchObject({ paid: true });
    await exchangePage.close();
    expect(modal.guard.external).toEqual([]);
  });
});

/** A fresh key with 1 AVENT for fees and 50 TUSD (from a deployment holder), and no TEST: it pays by a swap. */
async function tusdBuyer(): Promise<FundedAccount> {
  const buyer = await fundedAccount(rpcUrl, 1n);
  const holder = createWalletClient({
    account: devnetAccounts(3)[2]!,
    chain: devnetChainFor(rpcUrl),
    transport: http(rpcUrl),
  });
  const hash = await holder.writeContract({
    address: contracts.secondToken,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [buyer.address as Address, parseUnits('50', 6)],
  });
  expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success');
  return buyer;
}
/** The wallet's prompts so far: eth_sendTransaction and wallet_sendCalls, in order. */
const prompts = () =>
  page.evaluate(() =>
    (
      window as unknown as { __walletdockTestWallet: { requests: { method: string }[] } }
    ).__walletdockTestWallet.requests
      .map((r) => r.method)
      .filter((m) => m === 'eth_sendTransaction' || m === 'wallet_sendCalls'),
  );
/** The shop's 5 TEST on the quote, paid by `buyer` (wallet `calls` mode), TUSD chosen; its quote lines checked. */
async function toTusdQuote(buyer: FundedAccount, recipient: string, query = '', english = true): Promise<void> {
  await toQuote(`api=${encodeURIComponent(api!.url)}&payTo=${recipient}${query}`, english, buyer.privateKey);
  // Without TEST the first conversion is chosen for the visitor: TUSD is picked unless it is that one.
  await page.waitForSelector(`${QUOTE} [data-pay-option="TUSD"], ${QUOTE} [data-pay-conversion="TUSD"]`, {
    timeout: 30_000,
  });
  if (await page.$(`${QUOTE} [data-pay-option="TUSD"]`)) await page.click(`${QUOTE} [data-pay-option="TUSD"]`);
  await page.waitForSelector(`${QUOTE} [data-pay-conversion="TUSD"]`);
  await page.waitForSelector(`${QUOTE} [data-pay-button]:not([disabled])`);
}

describe('Pay with another token (swapped by the blockchain API, then paid)', () => {
  it('a wallet that batches atomically pays 5 TEST with TUSD in one wallet_sendCalls; exactly 5 TEST land, verifyPayment says paid', async () => {
    const buyer = await tusdBuyer();
    const recipient = freshAddress();
    await toTusdQuote(buyer, recipient, '&calls=atomic');
    // 5 TEST = 10 TUSD at the seeded price, a little more for the pools' fees and the slippage margin.
    expect(await page.textContent(`${QUOTE} [data-pay-total]`)).toMatch(/^1[01](\.\d+)? TUSD$/);
    expect(await page.textContent(`${QUOTE} [data-pay-swap-fee]`)).toMatch(/TUSD$/);
    expect(await page.textContent(`${QUOTE} [data-pay-token]`)).toContain('Balance: 50 TUSD');
    expect(await page.textContent(`${QUOTE} [data-pay-button]`)).toBe('Pay');
    expect(await axeViolations(page, MODAL)).toEqual([]);
    await page.click(`${QUOTE} [data-pay-button]`);
    await page.waitForSelector(`${LOADING} [data-pay-done]`, { timeout: 60_000 });
    expect(
      await page.$$eval(`${LOADING} [data-pay-step]`, (els) =>
        els.map((el) => `${el.getAttribute('data-pay-step')}:${el.getAttribute('data-state')}`),
      ),
    ).toEqual(['checking:done', 'approve:done', 'swap:done', 'transfer:done', 'confirming:done']);
    expect(await prompts()).toEqual(['wallet_sendCalls']);
    await page.click(`${LOADING} [data-pay-close]`);
    await page.waitForSelector('[data-testid="shop-status"]:text("Paid: 0x")');
    const hash = (await page.textContent('[data-testid="shop-status"]'))!.replace('Paid: ', '');
    expect(await testBalance(recipient)).toBe(parseEther('5'));
    expect(
      await verifyPayment({ chainId: 33322, txHash: hash, recipient, asset: contracts.token, amount: 5 }, { rpcUrl }),
    ).toMatchObject({ paid: true });
  }, 180_000);

  it('a plain wallet pays call by call; the swap rejected, the quote shows the approval done, paying again continues', async () => {
    const buyer = await tusdBuyer();
    const recipient = freshAddress();
    await toTusdQuote(buyer, recipient);
    expect(await page.textContent(`${QUOTE} [data-pay-button]`)).toBe('Approve and pay');
    // The wallet takes the first prompt (the approval) and refuses the next (the swap): armed once the approval was
    // asked (its request recorded, its own answer already decided), before the swap can be.
    await page.evaluate(() => {
      const wallet = (
        window as unknown as {
          __walletdockTestWallet: {
            requests: { method: string }[];
            setBehavior(method: string, behavior: { reject: true; times: number }): void;
          };
        }
      ).__walletdockTestWallet;
      const push = wallet.requests.push.bind(wallet.requests);
      let armed = false;
      wallet.requests.push = (...items) => {
        if (!armed && items.some((r) => r.method === 'eth_sendTransaction')) {
          armed = true;
          setTimeout(() => wallet.setBehavior('eth_sendTransaction', { reject: true, times: 1 }), 0);
        }
        return push(...items);
      };
    });
    await page.click(`${QUOTE} [data-pay-button]`);
    await page.waitForSelector(`${QUOTE} [data-pay-error]`, { timeout: 60_000 });
    expect(await page.textContent(`${QUOTE} [data-pay-error]`)).toMatch(/reject/i);
    expect(
      await page.$$eval(`${QUOTE} [data-pay-step]`, (els) =>
        els.map((el) => `${el.getAttribute('data-pay-step')}:${el.getAttribute('data-state')}`),
      ),
    ).toEqual(['checking:done', 'approve:done', 'swap:failed', 'transfer:waiting', 'confirming:waiting']);
    expect(await page.textContent(`${QUOTE} [data-pay-button]`)).toBe('Pay');
    await page.screenshot({ path: `${artifacts}pay-quote-convert-resume.png` });
    expect(await testBalance(recipient)).toBe(0n);

    await page.click(`${QUOTE} [data-pay-button]`);
    await page.waitForSelector(`${LOADING} [data-pay-done]`, { timeout: 60_000 });
    // One approval in all: the second try sent the swap and the transfer only.
    expect(await prompts()).toEqual([
      'eth_sendTransaction',
      'eth_sendTransaction',
      'eth_sendTransaction',
      'eth_sendTransaction',
    ]);
    await page.click(`${LOADING} [data-pay-close]`);
    await page.waitForSelector('[data-testid="shop-status"]:text("Paid: 0x")');
    const hash = (await page.textContent('[data-testid="shop-status"]'))!.replace('Paid: ', '');
    expect(await testBalance(recipient)).toBe(parseEther('5'));
    expect(
      await verifyPayment({ chainId: 33322, txHash: hash, recipient, asset: contracts.token, amount: 5 }, { rpcUrl }),
    ).toMatchObject({ paid: true });
  }, 180_000);

  it('PayQuote with TUSD and PayLoading’s steps in light, dark, a 390x844 phone and Arabic: nothing overflows', async () => {
    const buyer = await tusdBuyer();
    const variants = [
      { name: 'light', query: '&theme=light', viewport: { width: 1280, height: 800 } },
      { name: 'dark', query: '&theme=dark', viewport: { width: 1280, height: 800 } },
      { name: 'phone', query: '&theme=light', viewport: { width: 390, height: 844 } },
      { name: 'ar', query: '&theme=dark&locale=ar', viewport: { width: 1280, height: 800 } },
    ];
    const shot = async (view: string, variant: string) => {
      await page.mouse.move(0, 0);
      await page.waitForTimeout(200); // the view's entry transition
      await page.screenshot({ path: `${artifacts}pay-${view}-${variant}.png` });
      expect(await overflowProblems(page), `${view} ${variant}`).toEqual([]);
    };
    for (const variant of variants) {
      await page.setViewportSize(variant.viewport);
      await toTusdQuote(buyer, freshAddress(), variant.query, variant.name !== 'ar');
      if (variant.name === 'ar') expect(await page.textContent(`${QUOTE} [data-pay-button]`)).toBe('الموافقة والدفع');
      await shot('quote-convert', variant.name);
      await holdSends();
      await page.click(`${QUOTE} [data-pay-button]`);
      await page.waitForSelector(`${LOADING} [data-pay-step="approve"][data-state="active"]`);
      await shot('loading-convert', variant.name);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
  }, 300_000);
});

describe('Pay as people see it', () => {
  it('Pay, PayQuote and PayLoading in light, dark, a 390x844 phone and Arabic: nothing overflows the dialog', async () => {
    const variants = [
      { name: 'light', query: '&theme=light', viewport: { width: 1280, height: 800 } },
      { name: 'dark', query: '&theme=dark', viewport: { width: 1280, height: 800 } },
      { name: 'phone', query: '&theme=light', viewport: { width: 390, height: 844 } },
      { name: 'ar', query: '&theme=dark&locale=ar', viewport: { width: 1280, height: 800 } },
    ];
    const shot = async (view: string, variant: string) => {
      await page.mouse.move(0, 0);
      await page.waitForTimeout(200); // the view's entry transition
      await page.screenshot({ path: `${artifacts}pay-${view}-${variant}.png` });
      expect(await overflowProblems(page), `${view} ${variant}`).toEqual([]);
    };
    for (const variant of variants) {
      await page.setViewportSize(variant.viewport);
      await toPay(`api=${encodeURIComponent(api!.url)}&payTo=${freshAddress()}${variant.query}`);
      await page.waitForSelector(`${PAY} [data-pay-exchange="sandbox"]`);
      if (variant.name === 'ar') expect(await page.textContent(`${PAY} [data-pay-with-wallet]`)).toBe('الدفع بالمحفظة');
      await shot('pay', variant.name);
      await toQuote(`payTo=${freshAddress()}${variant.query}`, variant.name !== 'ar');
      await page.waitForSelector(`${QUOTE} [data-pay-button]:not([disabled])`);
      await shot('quote', variant.name);
      await holdSends();
      await page.click(`${QUOTE} [data-pay-button]`);
      await page.waitForSelector(`${LOADING} [data-pay-step="signing"][data-state="active"]`);
      await shot('loading', variant.name);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    // Four pages, each connected and priced: about 30 s a variant on a loaded machine.
  }, 300_000);
});
