// The Swap panel in headless Chromium: the built examples/modal (mode 'test', the EIP-6963 test wallet with a fresh
// funded key) on the run's devnet with walletdock's blockchain API, which quotes and builds swaps on the devnet's
// Uniswap V2. From Account a person opens Swap, swaps AVENT -> TEST (one prompt), then TEST -> AVENT (Approve first,
// then Swap), and after each is back on Account where the Tokens tab shows the balances the chain now holds. Then the
// same with the keyboard alone: open the modal, reach Swap, pick the tokens in the picker, type, swap.
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { erc20Abi, formatEther, parseEther, type Address } from 'viem';
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
const rpcUrl = inject('rpcUrl');
const contracts = inject('contracts');
const client = testPublicClient(rpcUrl);

let modal: ModalApp;
let server: ModalApp['server'];
let api: (BlockchainApi & { dataDir: string }) | undefined;
let guard: { external: string[] };
let account: FundedAccount;
let page: Page;

/** Presses Tab until `selector` matches the focused element (at most `limit` times). */
async function tabTo(selector: string, limit = 25): Promise<void> {
  const on = () => page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector);
  for (let i = 0; i < limit && !(await on()); i++) await page.keyboard.press('Tab');
  expect(await on(), selector).toBe(true);
}

/** The Tokens tab's rows as shown: symbol -> amount text. */
const tokenRows = () =>
  page.$$eval(`${ACCOUNT} [data-token-row]`, (els) =>
    Object.fromEntries(
      els.map((el) => [el.getAttribute('data-symbol'), el.querySelector('[data-amount]')?.textContent]),
    ),
  );

/** What the Tokens tab must show for the account's balances on chain now. */
async function onChain(): Promise<{ AVENT: string; TEST: string }> {
  const owner = account.address as Address;
  const [native, test] = await Promise.all([
    client.getBalance({ address: owner }),
    client.readContract({ address: contracts.token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] }),
  ]);
  return { AVENT: formatBalance(formatEther(native), 0, 'AVENT'), TEST: formatBalance(formatEther(test), 0, 'TEST') };
}

/** Waits until the Tokens tab shows `expected` for AVENT and TEST. */
async function tokensShow(expected: { AVENT: string; TEST: string }): Promise<void> {
  await expect
    .poll(
      async () => {
        const rows = await tokenRows();
        return { AVENT: rows.AVENT, TEST: rows.TEST };
      },
      { timeout: 20_000 },
    )
    .toEqual(expected);
}

beforeAll(async () => {
  const head = Number(await client.getBlockNumber());
  [modal, account] = await Promise.all([startModalApp(), fundedAccount(rpcUrl, 10n)]);
  ({ server, guard, page } = modal);
  // The API indexes from the current head: the account's TEST comes after it.
  api = await startDevnetApi(rpcUrl, contracts, {
    chains: [{ chainId: 33322, rpcUrl, startBlock: head }],
    corsOrigins: [server.url],
  });
  const minter = await fundedAccount(rpcUrl, 1n);
  await mintTestToken(rpcUrl, contracts.token, minter, account.address as Address, parseEther('50'));
  await mkdir(artifacts, { recursive: true });
}, 120_000);

afterAll(async () => {
  await modal?.close();
  await stopApi(api);
});

describe('Swap panel', () => {
  it('swaps AVENT -> TEST, then TEST -> AVENT with an approval first, from the modal; the Tokens tab shows the new balances', async () => {
    await page.goto(
      `${server.url}/?rpc=${encodeURIComponent(rpcUrl)}&pk=${account.privateKey}&api=${encodeURIComponent(api!.url)}`,
    );
    await page.click(BUTTON);
    await page.click(`${MODAL} [data-connector-id="dev.walletdock.testwallet"]`);
    await page.waitForSelector(MODAL, { state: 'detached' });
    await page.click(BUTTON);
    await page.waitForSelector(`${ACCOUNT} [data-token-row][data-symbol="TEST"]`);
    await tokensShow({ AVENT: '10 AVENT', TEST: '50 TEST' });

    // AVENT -> TEST: the quote once the typing settles, one wallet prompt, back on Account.
    await page.click(`${ACCOUNT} [data-open-swap]`);
    await page.waitForSelector(`${SWAP} [data-token-picker="from"][data-symbol]`);
    expect(await page.getAttribute(`${SWAP} [data-token-picker="from"]`, 'data-symbol')).toBe('AVENT');
    expect(await page.getAttribute(`${SWAP} [data-token-picker="to"]`, 'data-symbol')).toBe('TEST');
    expect(await page.textContent(`${SWAP} [data-swap-balance="to"]`)).toBe('Balance: 50 TEST');
    await page.fill(`${SWAP} [data-swap-amount]`, '2');
    await page.waitForSelector(`${SWAP} [data-swap-quote]`);
    const quoted = await page.$$eval(`${SWAP} [data-quote-row]`, (els) =>
      els.map((el) => el.getAttribute('data-quote-row')),
    );
    expect(quoted).toEqual(['rate', 'fee', 'impact', 'minimum', 'slippage']);
    expect(await page.textContent(`${SWAP} [data-quote-row="fee"] dd`)).toBe('0.006 AVENT');
    expect(await page.$eval(`${SWAP} [data-swap-button]`, (el) => (el as HTMLButtonElement).disabled)).toBe(false);
    expect(await axeViolations(page, MODAL)).toEqual([]);
    await page.screenshot({ path: `${artifacts}swap-quote.png` });
    await page.click(`${SWAP} [data-swap-button]`);
    await page.waitForSelector(`${ACCOUNT} [data-token-row]`, { timeout: 30_000 });
    const afterFirst = await onChain();
    expect(afterFirst.TEST).not.toBe('50 TEST');
    await tokensShow(afterFirst);

    // TEST -> AVENT: the router may not take TEST yet, so Approve comes first; Swap is enabled once it went through.
    await page.click(`${ACCOUNT} [data-open-swap]`);
    await page.waitForSelector(`${SWAP} [data-token-picker="from"][data-symbol]`);
    // The token picker by pointer: open it, the options carry their balances, click TEST.
    await page.click(`${SWAP} [data-token-picker="from"] button`);
    expect(
      await page.getAttribute(`${SWAP} [data-token-picker="from"] [role="combobox"]`, 'aria-controls'),
    ).toBeTruthy();
    await page.click(`${SWAP} [data-token-picker="from"] [role="option"][data-symbol="TEST"]`);
    expect(await page.getAttribute(`${SWAP} [data-token-picker="from"]`, 'data-symbol')).toBe('TEST');
    expect(await page.getAttribute(`${SWAP} [data-token-picker="to"]`, 'data-symbol')).toBe('AVENT');
    await page.fill(`${SWAP} [data-swap-amount]`, '5');
    await page.waitForSelector(`${SWAP} [data-swap-approve]`);
    expect(await page.textContent(`${SWAP} [data-swap-approve]`)).toBe('Approve TEST');
    expect(await page.$eval(`${SWAP} [data-swap-button]`, (el) => (el as HTMLButtonElement).disabled)).toBe(true);
    await page.click(`${SWAP} [data-swap-approve]`);
    await page.waitForSelector(`${SWAP} [data-swap-approve]`, { state: 'detached' });
    await page.waitForSelector(`${SWAP} [data-swap-button]:not([disabled])`);
    await page.click(`${SWAP} [data-swap-button]`);
    await page.waitForSelector(`${ACCOUNT} [data-token-row]`, { timeout: 30_000 });
    const afterSecond = await onChain();
    expect(afterSecond.TEST).toBe(
      formatBalance(formatEther(parseEther(afterFirst.TEST.split(' ')[0]!) - parseEther('5')), 0, 'TEST'),
    );
    await tokensShow(afterSecond);
    expect(guard.external).toEqual([]);
  });

  it('the keyboard alone: Enter connects and opens Account, Tab reaches Swap, the picker chooses by typing and Enter, Escape closes it, Enter swaps', async () => {
    await page.goto(
      `${server.url}/?rpc=${encodeURIComponent(rpcUrl)}&pk=${account.privateKey}&api=${encodeURIComponent(api!.url)}`,
    );
    // Connect: Enter on the button, Tab to the test wallet, Enter; then Enter opens Account.
    await page.focus(BUTTON);
    await page.keyboard.press('Enter');
    await page.waitForSelector(`${MODAL} [data-view="Connect"]`);
    await tabTo('[data-connector-id="dev.walletdock.testwallet"]');
    await page.keyboard.press('Enter');
    await page.waitForSelector(MODAL, { state: 'detached' });
    await page.waitForFunction((b) => document.querySelector(b)?.getAttribute('data-connected') === 'true', BUTTON);
    await page.focus(BUTTON);
    await page.keyboard.press('Enter');
    await page.waitForSelector(`${ACCOUNT} [data-token-row][data-symbol="TEST"]`);
    const before = await onChain();
    await tabTo('[data-open-swap]');
    await page.keyboard.press('Enter');
    await page.waitForSelector(`${SWAP} [data-token-picker="from"][data-symbol="AVENT"]`);

    // The picker: Enter opens it with the search focused; typing narrows, Enter chooses; the pair follows.
    await tabTo('[data-token-picker="from"] button');
    await page.keyboard.press('Enter');
    await page.waitForSelector(`${SWAP} [data-token-picker="from"] [data-token-search]:focus`);
    await page.keyboard.type('TES');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getAttribute(`${SWAP} [data-token-picker="from"]`, 'data-symbol')).toBe('TEST');
    expect(await page.getAttribute(`${SWAP} [data-token-picker="to"]`, 'data-symbol')).toBe('AVENT');
    // Escape closes a picker without leaving Swap, focus back on its button; the flip button swaps the pair back.
    expect(await page.evaluate(() => document.activeElement?.closest('[data-token-picker="from"]') !== null)).toBe(
      true,
    );
    await page.keyboard.press('Enter');
    await page.waitForSelector(`${SWAP} [data-token-search]:focus`);
    await page.keyboard.press('Escape');
    await page.waitForSelector(`${SWAP} [data-token-search]`, { state: 'detached' });
    expect(await page.$(SWAP)).not.toBeNull();
    expect(await page.evaluate(() => document.activeElement?.closest('[data-token-picker="from"]') !== null)).toBe(
      true,
    );
    await tabTo(`${SWAP} button[aria-label="Switch tokens"]`);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getAttribute(`${SWAP} [data-token-picker="from"]`, 'data-symbol')).toBe('AVENT');

    await tabTo('[data-swap-amount]');
    await page.keyboard.type('1');
    await page.waitForSelector(`${SWAP} [data-swap-quote]`);
    // Focus stays in the amount field: the quote is said by the dialog's live region.
    await expect.poll(() => page.textContent(`${MODAL} [data-announce="polite"]`)).toMatch(/^You receive: \S+ TEST$/);
    await tabTo('[data-swap-button]:not([disabled])');
    await page.keyboard.press('Enter');
    await page.waitForSelector(`${ACCOUNT} [data-token-row]`, { timeout: 30_000 });
    // The toast that says it is done sits outside the dialog, hidden from screen readers while it is open: the
    // dialog says it too.
    const done = await page.textContent('[data-toast="success"]');
    expect(done).toMatch(/^Swapped /);
    await expect.poll(() => page.textContent(`${MODAL} [data-announce="polite"]`)).toBe(done);
    const after = await onChain();
    expect(after.TEST).not.toBe(before.TEST);
    await tokensShow(after);
  });
});
