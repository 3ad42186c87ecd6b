// A batch of two TestToken transfers from a host app (examples/hooks' batch panel on walletdock/calls) in Chromium on
// the devnet, with each kind of wallet: (a) the EIP-6963 test wallet with EIP-5792 (one atomic batch by the wallet),
// (b) the test wallet without EIP-5792 (walletdock sends one transaction each), (c) the embedded Safe after an email
// login, its gas paid by the blockchain API's paymaster (the Safe holds no AVENT before or after). In each, what the
// page shows from useCallsStatus is checked against the chain.
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { formatEther, parseUnits, type Address } from 'viem';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { testTokenAbi } from '../../faucet/devnet/artifacts';
import { startDevnetApi, stopApi } from '../support/blockchain-api';
import { buildExample, guardRequests, launchBrowser, serveStatic, type TestBrowser } from '../support/browser';
import { useDevnetBundler } from '../support/bundler';
import { fundedAccount, mintTestToken, testPublicClient } from '../support/chain';
import { buildFramePageForTests, startFrameStack, type FrameStack } from '../support/frame';
import { devnetPaymaster, randomAddress } from '../support/sponsorship';
import { codeFor, lastMailId } from '../headless/server/frame/helpers';

const rpcUrl = inject('rpcUrl');
const contracts = inject('contracts');
const client = testPublicClient(rpcUrl);
const bundler = useDevnetBundler(rpcUrl);
const artifacts = fileURLToPath(new URL('../artifacts/', import.meta.url));
const TEST = (n: string) => parseUnits(n, 18);

let browser: TestBrowser;
let page: Page;
let guard: { external: string[] };
let hooks: Awaited<ReturnType<typeof buildExample>>;
let server: Awaited<ReturnType<typeof serveStatic>>;
let framePage: Awaited<ReturnType<typeof buildFramePageForTests>>;
let stack: FrameStack;
let api: Awaited<ReturnType<typeof startDevnetApi>>;

const tokenBalance = (owner: Address) =>
  client.readContract({ address: contracts.token, abi: testTokenAbi, functionName: 'balanceOf', args: [owner] });
const appUrl = (extra: Record<string, string>) =>
  `${server.url}/?${new URLSearchParams({ rpc: rpcUrl, token: contracts.token, ...extra })}`;

beforeAll(async () => {
  // One Vite build at a time: two only fight over the two cores.
  hooks = await buildExample('hooks', { mode: 'demo' });
  framePage = await buildFramePageForTests();
  api = await startDevnetApi(rpcUrl, contracts, {
    indexer: { enabled: false },
    corsOrigins: ['*'],
    paymaster: devnetPaymaster(contracts),
  });
  [server, stack, browser] = await Promise.all([
    serveStatic(hooks.outDir),
    startFrameStack({
      rpcUrl,
      pageDir: framePage.dir,
      allowedOrigins: ['http://127.0.0.1:*'],
      bundlerUrl: bundler.current.url,
      blockchainApiUrl: api.url,
    }),
    launchBrowser(),
  ]);
  guard = guardRequests(browser.context);
  page = browser.context.pages()[0] ?? (await browser.context.newPage());
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await stack?.close();
  await server?.close();
  await stopApi(api);
  await Promise.all([hooks?.remove(), framePage?.remove()]);
});

/** Fills the two recipients, presses Send both; `approve` is the wallet's part (the embedded frame's click). */
async function sendBatch(approve?: () => Promise<void>): Promise<[Address, Address]> {
  const recipients: [Address, Address] = [randomAddress(), randomAddress()];
  await page.fill('[data-testid="batch-to-1"]', recipients[0]);
  await page.fill('[data-testid="batch-to-2"]', recipients[1]);
  await page.click('button:has-text("Send both")');
  await approve?.();
  return recipients;
}

/** The page's useCallsStatus line once the batch is no longer pending. */
async function finalStatus(): Promise<{ code: string | null; text: string | null }> {
  const line = page.locator('[data-testid="batch-status"]:not([data-status-code="100"])');
  await line.waitFor({ timeout: 60_000 });
  return { code: await line.getAttribute('data-status-code'), text: await line.textContent() };
}

/** Connects the development wallet (key `privateKey`, EIP-5792 kind `calls`) in the hooks example. */
async function connectTestWallet(privateKey: string, address: Address, calls: 'atomic' | 'none') {
  await page.goto(appUrl({ pk: privateKey, calls }));
  await page.click('[data-connector-id="dev.walletdock.testwallet"]');
  await page.waitForSelector(`[data-testid="hooks-address"][title="${address}"]`);
}

describe('a batch of two TestToken transfers from examples/hooks', () => {
  it('(a) an EIP-5792 wallet sends it as one all-or-none batch; useCallsStatus shows 200 with one receipt', async () => {
    const account = await fundedAccount(rpcUrl, 1n);
    await mintTestToken(rpcUrl, contracts.token, await fundedAccount(rpcUrl, 1n), account.address, TEST('10'));
    await connectTestWallet(account.privateKey, account.address, 'atomic');
    await page.waitForSelector('[data-testid="batch-capability"]:has-text("This wallet batches all or none.")');
    const [a, b] = await sendBatch();
    expect(await page.textContent('[data-testid="batch-route"]')).toBe('Sent by the wallet as one batch');
    expect(await finalStatus()).toEqual({ code: '200', text: 'Batch success (200): 1 receipt, all or none' });
    expect([await tokenBalance(a), await tokenBalance(b), await tokenBalance(account.address)]).toEqual([
      TEST('1'),
      TEST('2'),
      TEST('7'),
    ]);
    expect(guard.external).toEqual([]);
  });

  it('(b) a wallet without EIP-5792 gets the calls one transaction each; useCallsStatus shows 200 with two receipts', async () => {
    const account = await fundedAccount(rpcUrl, 1n);
    await mintTestToken(rpcUrl, contracts.token, await fundedAccount(rpcUrl, 1n), account.address, TEST('10'));
    await connectTestWallet(account.privateKey, account.address, 'none');
    await page.waitForSelector('[data-testid="batch-capability"]:has-text("This wallet has no EIP-5792")');
    const nonce = await client.getTransactionCount({ address: account.address });
    const [a, b] = await sendBatch();
    expect(await page.textContent('[data-testid="batch-route"]')).toBe('Sent one transaction at a time');
    expect(await finalStatus()).toEqual({ code: '200', text: 'Batch success (200): 2 receipts, one by one' });
    expect([await tokenBalance(a), await tokenBalance(b)]).toEqual([TEST('1'), TEST('2')]);
    expect(await client.getTransactionCount({ address: account.address })).toBe(nonce + 2);
    expect(guard.external).toEqual([]);
  });

  it('(c) the embedded Safe of an email user sends it as one sponsored user operation: its AVENT untouched by gas', async () => {
    await page.goto(appUrl({ frame: stack.url, api: api.url }));
    // The embedded wallet is offered as the email form, not as one more wallet button.
    await page.waitForSelector('[data-testid="hooks-email"]');
    expect(await page.$('[data-connector-id="auth"]')).toBeNull();
    const email = `batch-${Date.now()}@example.test`;
    const after = lastMailId(stack.mailbox);
    await page.fill('[data-testid="hooks-email"]', email);
    await page.click('button:has-text("Send code")');
    const { code } = await codeFor(stack.mailbox, email, after);
    await page.fill('[data-testid="hooks-otp"]', code);
    await page.click('button:has-text("Verify")');
    await page.waitForSelector('[data-testid="hooks-status"]:has-text("Status: connected")', { timeout: 60_000 });
    const safe = (await page.getAttribute('[data-testid="hooks-address"]', 'title')) as Address;
    expect(await client.getCode({ address: safe })).toBeUndefined();
    await mintTestToken(rpcUrl, contracts.token, await fundedAccount(rpcUrl, 1n), safe, TEST('10'));
    expect(await client.getBalance({ address: safe })).toBe(0n);
    await page.waitForSelector('[data-testid="batch-capability"]:has-text("This wallet batches all or none.")');

    const frame = page.frameLocator('[data-walletdock-frame] iframe');
    const [a, b] = await sendBatch(async () => {
      // The frame's own screen says who pays before the user approves.
      await expect
        .poll(() => frame.locator('.approval dt:text-is("Network fee") + dd').textContent(), { timeout: 30_000 })
        .toBe(`Paid by the app's sponsor (${new URL(api.url).host})`);
      const button = frame.locator('button[data-action="approve"]:not([disabled])');
      await button.waitFor();
      await page.screenshot({ path: `${artifacts}hooks-batch-approval.png` });
      await button.click();
    });
    expect(await page.textContent('[data-testid="batch-route"]')).toBe('Sent by the wallet as one batch');
    expect(await finalStatus()).toEqual({ code: '200', text: 'Batch success (200): 1 receipt, all or none' });
    await page.screenshot({ path: `${artifacts}hooks-batch-done.png`, fullPage: true });
    expect([await tokenBalance(a), await tokenBalance(b), await tokenBalance(safe)]).toEqual([
      TEST('1'),
      TEST('2'),
      TEST('7'),
    ]);
    // Deployed by this first user operation, and not one wei of AVENT spent on gas.
    expect(await client.getCode({ address: safe })).toMatch(/^0x[0-9a-f]+$/);
    expect(formatEther(await client.getBalance({ address: safe }))).toBe('0');
    expect(guard.external).toEqual([]);
  });
});
