// Reading your own writes in the drop-in modal, in headless Chromium against the built examples/modal (the EIP-6963
// test wallet with a fresh funded key, speaking EIP-5792) on the devnet, with walletdock's blockchain API whose
// indexer is slowed on purpose: it polls the node every 3 s and a floor waits at most 1 s, so right after each
// receipt the index is behind and the client is answered 202 and asks again. After a send from the modal's Send (and
// Done), a swap from Swap, and the example's EIP-5792 batch of two transfers (wagmi's own sendCalls, then
// useAccountData().refreshAfter), the Tokens tab's TEST row never shows the balance from before as current (while it
// is re-read it is marked as updating, or not shown), and shows the new one once the index holds the block, within
// 30 s of the receipt. Every change of the row is recorded in the page by a MutationObserver, with its time. Last,
// the updating rows, Send's token picker and Swap's Balance lines and pickers are drawn (the API's answer held back)
// in light, dark, on a 390x844 phone and in Arabic.
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Page, Route } from 'playwright-core';
import { erc20Abi, formatEther, getAddress, parseEther, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { formatBalance } from 'walletdock';
import type { BlockchainApi } from 'walletdock/server/node';
import { fundedAccount, mintTestToken, testPublicClient, type FundedAccount } from '../../../support/chain';
import { startModalApp, type ModalApp } from '../../../support/browser';
import { startDevnetApi, stopApi } from '../../../support/blockchain-api';
import { axeViolations } from '../../../support/axe';

const artifacts = fileURLToPath(new URL('../../../artifacts/', import.meta.url));

const MODAL = '[data-walletdock-modal]';
const BUTTON = '[data-walletdock-connect-button]';
const ACCOUNT = `${MODAL} [data-view="Account"]`;
const SWAP = `${MODAL} [data-view="Swap"]`;
const SWAP_TO_BALANCE = `${SWAP} [data-swap-balance="to"]`;
const SEND_PICKER = `${MODAL} [data-view="Send"] [data-token-picker="send"]`;
const ROW = `${ACCOUNT} [data-token-row][data-symbol="TEST"]`;
/** The indexer's poll once caught up: far slower than the devnet's blocks, so the index lags each receipt. */
const POLL_MS = 3000;
/** The bound: the new balance shows within 30 s of the receipt. */
const WITHIN_MS = 30_000;
const rpcUrl = inject('rpcUrl');
const contracts = inject('contracts');
const client = testPublicClient(rpcUrl);

let modal: ModalApp;
let api: (BlockchainApi & { dataDir: string }) | undefined;
let account: FundedAccount;
let page: Page;
/** The minBlock of every balance request the page made, in order. */
const floorsAsked: bigint[] = [];

/** One look at the TEST row: its amount (null: no row, e.g. the list's placeholders) and whether it says updating. */
interface Sample {
  at: number;
  amount: string | null;
  updating: boolean;
}

const testBalance = async () =>
  formatBalance(
    formatEther(
      await client.readContract({
        address: contracts.token,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [account.address],
      }),
    ),
    0,
    'TEST',
  );

/** Starts recording every change of the TEST row in the page (what a person sees, each with its time). */
async function recordRow(): Promise<void> {
  await page.evaluate((row) => {
    const w = window as unknown as { __rowSamples: Sample[]; __rowObserver?: MutationObserver };
    w.__rowObserver?.disconnect();
    w.__rowSamples = [];
    const sample = () => {
      const el = document.querySelector(row);
      const amount = el?.querySelector('[data-amount]')?.textContent ?? null;
      const updating = el?.hasAttribute('data-updating') ?? false;
      const last = w.__rowSamples.at(-1);
      if (!last || last.amount !== amount || last.updating !== updating)
        w.__rowSamples.push({ at: Date.now(), amount, updating });
    };
    sample();
    w.__rowObserver = new MutationObserver(sample);
    w.__rowObserver.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  }, ROW);
}

const samples = () => page.evaluate(() => (window as unknown as { __rowSamples: Sample[] }).__rowSamples);

/**
 * After a transaction in `block` changed TEST from `before` (or not visibly, at 3 decimals: `changes` false): waits
 * for the row to show what the chain holds, unmarked, then checks what it showed on the way (never `before` as
 * current, and marked as updating first when `marked`) and prints how long after the receipt and after the index
 * stored the block the new balance came.
 */
async function showsTheWorldAfter(
  what: string,
  block: bigint,
  before: string,
  receiptAt: number,
  { changes = true, marked = false } = {},
): Promise<void> {
  const indexedAt = api!.waitForBlock(33322, Number(block), WITHIN_MS).then(() => Date.now());
  const after = await testBalance();
  if (changes) expect(after).not.toBe(before);
  // The first look at the new balance, unmarked, after the row was marked (if it was).
  const settled = (seen: Sample[]) => {
    const from = seen.findIndex((s) => s.updating);
    return seen.find((s, i) => i > from && s.amount === after && !s.updating);
  };
  await expect.poll(async () => settled(await samples()) !== undefined, { timeout: WITHIN_MS }).toBe(true);
  const seen = await samples();
  const shown = settled(seen)!;
  const path = seen.map((s) => `${s.amount ?? 'no row'}${s.updating ? ' (updating)' : ''}`).join(' -> ');
  // Before the new balance: never the old one as if current (marked as updating, or no row at all).
  expect(
    seen.filter((s) => s.at < shown.at && s.amount === before && !s.updating),
    `${what}: the old balance shown as current (${path})`,
  ).toEqual([]);
  if (marked)
    expect(
      seen.some((s) => s.updating && s.amount === before),
      `${what}: marked (${path})`,
    ).toBe(true);
  expect(
    floorsAsked.some((floor) => floor >= block),
    `${what}: a balance read at block ${block}`,
  ).toBe(true);
  expect(shown.at - receiptAt).toBeLessThan(WITHIN_MS);
  const stored = await indexedAt;
  console.log(
    `${what}: block ${block}; the index stored it ${stored - receiptAt} ms after the receipt, the row showed ${after} ` +
      `${shown.at - receiptAt} ms after it (${shown.at - stored} ms after the index); on the way: ${path}`,
  );
}

/** Resolves with the time the account's nonce passes `nonce` (its transaction is mined, so its receipt exists). */
async function minedAfter(nonce: number): Promise<number> {
  for (const started = Date.now(); Date.now() - started < WITHIN_MS; ) {
    if ((await client.getTransactionCount({ address: account.address })) > nonce) return Date.now();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no transaction of ${account.address} mined within ${WITHIN_MS} ms`);
}

/** The block holding the account's transaction of `nonce` (the devnet is shared: others send too), newest first. */
async function blockOfNonce(nonce: number): Promise<bigint> {
  const own = account.address.toLowerCase();
  for (let n = await client.getBlockNumber(); n >= 0n; n--) {
    const block = await client.getBlock({ blockNumber: n, includeTransactions: true });
    if (block.transactions.some((tx) => tx.from.toLowerCase() === own && tx.nonce === nonce)) return n;
  }
  throw new Error(`no transaction of ${own} with nonce ${nonce}`);
}

/** Opens the modal's Send from Account and sends `amount` TEST to a fresh address; resolves on the success step. */
async function sendTest(amount: string, p: Page = page): Promise<Hex> {
  await p.click(`${ACCOUNT} [data-open-send]`);
  await p.click('[data-view="Send"][data-step="form"] [data-token-picker] button');
  await p.click('[data-token-picker] [role="option"][data-symbol="TEST"]');
  await p.fill('[data-view="Send"] [data-amount]', amount);
  await p.fill('[data-view="Send"] [data-receiver]', getAddress(privateKeyToAddress(generatePrivateKey())));
  await p.click('[data-send-review]:not([disabled])');
  await p.click('[data-send-confirm]:not([disabled])');
  await p.waitForSelector('[data-view="Send"][data-step="success"]', { timeout: 30_000 });
  return (await p.getAttribute('[data-view="Send"]', 'data-hash')) as Hex;
}

/** Loads the example on the API with `extra` query parameters, connects the test wallet, opens Account. */
async function openAccount(p: Page, extra: Record<string, string> = {}): Promise<void> {
  const query = { rpc: rpcUrl, pk: account.privateKey, api: api!.url, calls: 'atomic', tokens: contracts.token };
  await p.goto(`${modal.server.url}/?${new URLSearchParams({ ...query, ...extra })}`);
  await p.click(BUTTON);
  await p.click(`${MODAL} [data-connector-id="dev.walletdock.testwallet"]`);
  await p.waitForSelector(MODAL, { state: 'detached' });
  await p.click(BUTTON);
  await p.waitForSelector(`${ROW} [data-amount]`, { timeout: 20_000 });
}

beforeAll(async () => {
  const head = await client.getBlockNumber();
  [modal, account] = await Promise.all([startModalApp(), fundedAccount(rpcUrl, 10n)]);
  page = modal.page;
  api = await startDevnetApi(rpcUrl, contracts, {
    chains: [{ chainId: 33322, rpcUrl, startBlock: Number(head) }],
    corsOrigins: [modal.server.url],
    indexer: { pollMs: POLL_MS, leaseMs: 1000 },
    floorWaitMs: 1000,
  });
  await mintTestToken(rpcUrl, contracts.token, await fundedAccount(rpcUrl, 1n), account.address, parseEther('100'));
  await api.waitForBlock(33322, Number(await client.getBlockNumber()), 60_000);
  page.on('request', (request) => {
    const url = new URL(request.url());
    const floor = url.searchParams.get('minBlock');
    if (url.pathname.endsWith('/balance') && floor) floorsAsked.push(BigInt(floor.split(':').at(-1)!));
  });
  await mkdir(artifacts, { recursive: true });
}, 240_000);

afterAll(async () => {
  await modal?.close();
  await stopApi(api);
});

describe('after its own transaction the modal shows the world after it, with a slow indexer', () => {
  it('Send: after Done, Tokens shows the new TEST balance once the index has the block, never the old one as current', async () => {
    await openAccount(page);
    expect(await page.textContent(`${ROW} [data-amount]`)).toBe('100 TEST');
    const receipt = await client.getTransactionReceipt({ hash: await sendTest('7.5') });
    const receiptAt = Date.now();
    await recordRow();
    await page.click('[data-view="Send"][data-step="success"] button');
    // Send's own view reads the balances too, so the read at the block may be done before Done is pressed: the mark
    // itself is drawn in the last test, with the answer held back.
    await showsTheWorldAfter('send', receipt.blockNumber, '100 TEST', receiptAt);
  });

  it('Swap: back on Account, Tokens shows the TEST the swap bought once the index has the block', async () => {
    const before = await testBalance();
    const nonce = await client.getTransactionCount({ address: account.address });
    await page.click(`${ACCOUNT} [data-open-swap]`);
    await page.waitForSelector(`${SWAP} [data-token-picker="from"][data-symbol="AVENT"]`);
    expect(await page.getAttribute(`${SWAP} [data-token-picker="to"]`, 'data-symbol')).toBe('TEST');
    await page.fill(`${SWAP} [data-swap-amount]`, '1');
    await page.waitForSelector(`${SWAP} [data-swap-button]:not([disabled])`);
    await recordRow();
    const mined = minedAfter(nonce);
    await page.click(`${SWAP} [data-swap-button]`);
    const receiptAt = await mined;
    await showsTheWorldAfter('swap', await blockOfNonce(nonce), before, receiptAt);
  });

  it('an EIP-5792 batch of two transfers sent with wagmi: after refreshAfter, Tokens shows the TEST after both', async () => {
    // The example's batch moves 1 and 2 base units: the row's 3 decimals do not change, its mark and its read do.
    const before = await testBalance();
    await page.keyboard.press('Escape');
    await page.waitForSelector(MODAL, { state: 'detached' });
    await recordRow();
    await page.click('[data-testid="batch-button"]');
    await page.waitForSelector('[data-testid="batch-tx-hash"]', { timeout: 30_000 });
    const receipt = await client.getTransactionReceipt({
      hash: (await page.textContent('[data-testid="batch-tx-hash"]')) as Hex,
    });
    const receiptAt = Date.now();
    expect(receipt.status).toBe('success');
    await page.click(BUTTON);
    await page.waitForSelector(ACCOUNT);
    await showsTheWorldAfter('batch', receipt.blockNumber, before, receiptAt, { changes: false, marked: true });
    expect(modal.guard.external).toEqual([]);
  });

  it('the updating rows, drawn while the answer at the block is held back: light, dark, 390x844 phone, Arabic', async () => {
    const variants: { name: string; query: Record<string, string>; size: { width: number; height: number } }[] = [
      { name: 'light', query: { theme: 'light' }, size: { width: 1280, height: 800 } },
      { name: 'dark', query: { theme: 'dark' }, size: { width: 1280, height: 800 } },
      { name: 'phone', query: { theme: 'light' }, size: { width: 390, height: 844 } },
      { name: 'ar', query: { theme: 'dark', locale: 'ar' }, size: { width: 1280, height: 800 } },
    ];
    for (const variant of variants) {
      await page.setViewportSize(variant.size);
      await openAccount(page, variant.query);
      const before = await page.textContent(`${ROW} [data-amount]`);
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      const hold = async (route: Route) => {
        if (new URL(route.request().url()).searchParams.has('minBlock')) await held;
        // A held read the client gave up on meanwhile (the view closed) cannot be continued.
        await route.continue().catch(() => undefined);
      };
      await page.route('**/v1/account/*/balance?*', hold);
      try {
        await sendTest('0.5');
        await page.click('[data-view="Send"][data-step="success"] button');
        await page.waitForSelector(`${ROW}[data-updating] [data-updating-label]`);
        expect(await page.textContent(`${ROW} [data-amount]`)).toBe(before);
        expect(await page.textContent(`${ACCOUNT} [data-total-value]`)).toBe('…');
        expect(await axeViolations(page, MODAL)).toEqual([]);
        await page.screenshot({ path: `${artifacts}read-your-writes-updating-${variant.name}.png` });
        // Send's token picker and Balance line read the same balances: marked the same way, the list open.
        await page.click(`${ACCOUNT} [data-open-send]`);
        await page.waitForSelector(`${SEND_PICKER} button [data-balance][data-updating]`);
        expect(await page.getAttribute(`${SEND_PICKER} button [data-balance]`, 'aria-busy')).toBe('true');
        expect(await page.getAttribute(`${MODAL} [data-send-balance]`, 'aria-busy')).toBe('true');
        await page.click(`${SEND_PICKER} button`);
        await page.waitForSelector(`${SEND_PICKER} [role="option"][data-symbol="TEST"] [data-updating]`);
        expect(await axeViolations(page, MODAL)).toEqual([]);
        await page.screenshot({ path: `${artifacts}read-your-writes-send-updating-${variant.name}.png` });
        // Escape closes the list, then the dialog; opened again it shows Account.
        await page.keyboard.press('Escape');
        await page.keyboard.press('Escape');
        await page.waitForSelector(MODAL, { state: 'detached' });
        await page.click(BUTTON);
        await page.waitForSelector(`${ROW}[data-updating]`);
        // Swap's Balance lines and its pickers read the same balances: marked the same way meanwhile.
        await page.click(`${ACCOUNT} [data-open-swap]`);
        await page.waitForSelector(`${SWAP_TO_BALANCE}[data-updating] [data-updating-label]`);
        await page.waitForSelector(`${SWAP} [data-token-picker="to"] button [data-balance][data-updating]`);
        expect(await page.getAttribute(SWAP_TO_BALANCE, 'aria-busy')).toBe('true');
        expect(await axeViolations(page, MODAL)).toEqual([]);
        await page.screenshot({ path: `${artifacts}read-your-writes-swap-updating-${variant.name}.png` });
      } finally {
        release();
        await page.unroute('**/v1/account/*/balance?*', hold);
      }
      await page.waitForSelector(`${SWAP_TO_BALANCE}:not([data-updating])`, { timeout: WITHIN_MS });
      expect(await page.textContent(`${SWAP_TO_BALANCE} [data-amount]`)).not.toContain(before ?? '');
    }
    await page.setViewportSize({ width: 1280, height: 800 });
  });
});
