// The Account view on real data, in headless Chromium: the faucet page (demo build) with walletdock's blockchain API
// indexing the run's devnet. A fresh account holds TEST, TUSD and a test NFT; it connects the development wallet,
// claims AVENT from the faucet, then opens Account: Tokens shows the amounts on anvil with their USD values, Activity
// shows the claim under the current month, NFTs shows the minted token; axe finds nothing in any tab.
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { createWalletClient, http, parseEther, parseUnits } from 'viem';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BlockchainApi } from 'walletdock/server/node';
import { testNftAbi } from '../../../faucet/devnet/artifacts';
import {
  devnetChainFor,
  fundedAccount,
  mintTestToken,
  testPublicClient,
  type FundedAccount,
} from '../../support/chain';
import { guardRequests, launchBrowser, type TestBrowser } from '../../support/browser';
import { indexedToHead, startDevnetApi, stopApi } from '../../support/blockchain-api';
import { buildFaucetPage, startFaucetStack, type BuiltPage, type FaucetStack } from '../../support/stack';
import { axeViolations } from '../../support/axe';

const artifacts = fileURLToPath(new URL('../../artifacts/', import.meta.url));
const T = (id: string) => `[data-testid="${id}"]`;
const MODAL = '[data-walletdock-modal]';
const ACCOUNT = `${MODAL} [data-view="Account"]`;
const rpcUrl = inject('rpcUrl');
const contracts = inject('contracts');

let browser: TestBrowser;
let built: BuiltPage;
let stack: FaucetStack;
let api: (BlockchainApi & { dataDir: string }) | undefined;
let guard: { external: string[] };
let page: Page;
let account: FundedAccount;
let nftId: bigint;

/** Answers the page's math captcha. */
async function solveCaptcha(): Promise<void> {
  await page.waitForSelector(`${T('faucet-captcha-question')}:has-text("What is")`);
  const question = (await page.textContent(T('faucet-captcha-question'))) ?? '';
  const m = /(\d+)\s*([+\-−×x*])\s*(\d+)/.exec(question);
  if (!m) throw new Error(`unexpected captcha: ${question}`);
  const [a, b] = [Number(m[1]), Number(m[3])];
  await page.fill(
    T('faucet-captcha-answer'),
    String(m[2] === '+' ? a + b : m[2] === '-' || m[2] === '−' ? a - b : a * b),
  );
  await page.click(T('faucet-captcha-verify'));
  await page.waitForSelector(`${T('faucet-captcha-feedback')}:has-text("Correct!")`);
}

beforeAll(async () => {
  const head = Number(await testPublicClient(rpcUrl).getBlockNumber());
  built = await buildFaucetPage('demo');
  [stack, browser, account] = await Promise.all([
    startFaucetStack({ rpcUrl, staticDir: built.dir, cooldownMs: 60_000 }),
    launchBrowser(),
    fundedAccount(rpcUrl, 5n),
    mkdir(artifacts, { recursive: true }),
  ]);
  // The API indexes from the current head: the account's tokens and claim all come after it.
  api = await startDevnetApi(rpcUrl, contracts, {
    chains: [{ chainId: 33322, rpcUrl, startBlock: head }],
    corsOrigins: [stack.url],
  });
  const minter = await fundedAccount(rpcUrl, 1n);
  await mintTestToken(rpcUrl, contracts.token, minter, account.address, parseEther('5'));
  await mintTestToken(rpcUrl, contracts.secondToken, minter, account.address, parseUnits('2.5', 6));
  const wallet = createWalletClient({
    account: minter.account,
    chain: devnetChainFor(rpcUrl),
    transport: http(rpcUrl),
  });
  const client = testPublicClient(rpcUrl);
  const { result, request } = await client.simulateContract({
    account: minter.account,
    address: contracts.nft,
    abi: testNftAbi,
    functionName: 'mint',
    args: [account.address],
  });
  await client.waitForTransactionReceipt({ hash: await wallet.writeContract(request) });
  nftId = result;
  guard = guardRequests(browser.context);
  page = browser.context.pages()[0] ?? (await browser.context.newPage());
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.route('**/api/**', (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': '10.1.0.1' } }),
  );
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await stack?.close();
  await stopApi(api);
  await built?.remove();
});

describe('Account view on the self-hosted blockchain API', () => {
  it('after a faucet claim: tokens with amounts and USD, the claim under this month in Activity, the minted NFT; axe-clean', async () => {
    await page.goto(
      `${stack.url}/?rpc=${encodeURIComponent(rpcUrl)}&pk=${account.privateKey}&api=${encodeURIComponent(api!.url)}`,
    );
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await page.click(T('faucet-connect-button'));
    await page.click(`${MODAL} [data-connector-id="dev.walletdock.testwallet"]`);
    await page.waitForSelector(MODAL, { state: 'detached' });
    await page.waitForSelector(`${T('faucet-connect-button')}[data-status="connected"]`);
    await solveCaptcha();
    await page.click(T('faucet-claim-button'));
    await page.waitForSelector(`${T('faucet-tx-status')} :text("Claim successful!")`);
    await indexedToHead(api!, rpcUrl);

    // Tokens: 5 AVENT funded + 1 claimed, the minted TEST and TUSD; priced AVENT $20, TEST $2, TUSD $1.
    await page.click(T('faucet-connect-button'));
    await page.waitForSelector(`${ACCOUNT} [data-token-row]`);
    const rows = await page.$$eval(`${ACCOUNT} [data-token-row]`, (els) =>
      els.map((el) => [
        el.getAttribute('data-symbol'),
        el.querySelector('[data-amount]')?.textContent,
        el.querySelector('[data-value]')?.textContent,
      ]),
    );
    expect(rows).toEqual([
      ['AVENT', '6 AVENT', '$120.00'],
      ['TEST', '5 TEST', '$10.00'],
      ['TUSD', '2.5 TUSD', '$2.50'],
    ]);
    expect(await page.textContent(`${ACCOUNT} [data-total-value]`)).toBe('$132.50');
    expect(await axeViolations(page, MODAL)).toEqual([]);
    await page.screenshot({ path: `${artifacts}account-tokens.png` });

    // Activity: the claim (+1.000 AVENT received) under the current month, newest first.
    await page.click(`${ACCOUNT} [role="tab"]:has-text("Activity")`);
    await page.waitForSelector(`${ACCOUNT} [data-transaction-row]`);
    const now = new Date();
    const month = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
    const activity = await page.$$eval(`${ACCOUNT} [data-panel="activity"] li`, (els) =>
      els.map(
        (el) =>
          el.querySelector('[data-month]')?.getAttribute('data-month') ?? [
            el.querySelector('[data-transaction-row]')?.getAttribute('data-operation'),
            el.querySelector('[data-amount]')?.textContent,
          ],
      ),
    );
    expect(activity[0]).toBe(month);
    expect(activity[1]).toEqual(['receive', '+1.000 AVENT']);
    expect(activity.slice(2)).toContainEqual(['mint', '5.000 TEST']);
    expect(await axeViolations(page, MODAL)).toEqual([]);
    await page.screenshot({ path: `${artifacts}account-activity.png` });

    // NFTs: the token minted to the account, its on-chain SVG image and collection.
    await page.click(`${ACCOUNT} [role="tab"]:has-text("NFTs")`);
    await page.waitForSelector(`${ACCOUNT} [data-nft]`);
    const nfts = await page.$$eval(`${ACCOUNT} [data-nft]`, (els) =>
      els.map((el) => [
        el.getAttribute('data-token-id'),
        el.querySelector('figcaption')?.textContent,
        el.querySelector('img')?.getAttribute('src')?.slice(0, 19),
      ]),
    );
    expect(nfts).toEqual([[String(nftId), `WalletDock Test NFT #${nftId}WalletDock Test NFT`, 'data:image/svg+xml;']]);
    expect(await axeViolations(page, MODAL)).toEqual([]);
    await page.screenshot({ path: `${artifacts}account-nfts.png` });
    expect(guard.external).toEqual([]);
  });
});
