// An email user on a smart account through the drop-in modal, in Chromium on the devnet with a real bundler
// (@pimlico/alto): examples/modal (mode 'test') is the host, the reference wallet frame with smart accounts on the
// devnet the wallet. The user logs in by email (code from the development mailbox) and is connected with their smart
// account (eip155's default account type), undeployed; sending AVENT deploys it; the example's batch of two TestToken
// transfers (wagmi's sendCalls, EIP-5792) lands in one transaction; the Account view's switch moves to the EOA and back.
// The connected address, the account type and smartAccountDeployed are checked at each step.
import type { Page } from 'playwright-core';
import { parseEther, parseEventLogs, type Address, type Hex } from 'viem';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { testTokenAbi } from '../../../../faucet/devnet/artifacts';
import { axeViolations } from '../../../support/axe';
import { useDevnetBundler } from '../../../support/bundler';
import { fundedAccount, mintTestToken, setBalance, testPublicClient } from '../../../support/chain';
import {
  BUTTON,
  embeddedModalDriver,
  MODAL,
  startEmbeddedModalApp,
  type EmbeddedModalApp,
} from '../../../support/embedded-modal';
import type { FrameStack } from '../../../support/frame';

const rpcUrl = inject('rpcUrl');
const contracts = inject('contracts');
const client = testPublicClient(rpcUrl);
const bundler = useDevnetBundler(rpcUrl);
const DEAD: Address = '0x000000000000000000000000000000000000dEaD';
const BEEF: Address = '0x000000000000000000000000000000000000bEEF';

let env: EmbeddedModalApp;
let page: Page;
let stack: FrameStack;

const appUrl = () => env.url({ tokens: contracts.token });
const { emailLogin, clickInFrame, trackFrameMoves } = embeddedModalDriver(
  () => page,
  () => stack,
);
const SWITCH = `${MODAL} [data-view="Account"] [data-account-type]`;

/** What the Account view shows: the connected address, the account type and whether the smart account is deployed. */
async function accountView(): Promise<{ address: Address; type: string | null; deployed: string | null }> {
  await page.click(BUTTON);
  await page.waitForSelector(SWITCH);
  const address = (await page.getAttribute(`${MODAL} [data-view="Account"] [data-address]`, 'data-address')) as Address;
  const [type, deployed] = await Promise.all([
    page.getAttribute(SWITCH, 'data-account-type'),
    page.getAttribute(SWITCH, 'data-smart-account-deployed'),
  ]);
  await page.keyboard.press('Escape');
  await page.waitForSelector(MODAL, { state: 'detached' });
  return { address, type, deployed };
}

/** Switches the account type from the Account view; resolves once the view shows the new type at `address`. */
async function switchTo(type: 'eoa' | 'smartAccount', address: Address) {
  await page.click(BUTTON);
  await page.click(`${SWITCH} [data-switch-account-type="${type}"]`);
  await page.waitForSelector(`${SWITCH}[data-account-type="${type}"]`);
  await page.waitForSelector(`${MODAL} [data-view="Account"] [data-address="${address}"]`);
  await page.keyboard.press('Escape');
  await page.waitForSelector(MODAL, { state: 'detached' });
}

beforeAll(async () => {
  env = await startEmbeddedModalApp({ rpcUrl, frame: { bundlerUrl: bundler.current.url } });
  [page, stack] = [env.page, env.stack];
}, 120_000);

afterAll(async () => {
  await env?.close();
});

describe('an email user on a smart account in the drop-in modal', () => {
  it('connects with the smart account; sending AVENT deploys it; a batch of two TestToken transfers lands in one transaction; the switch moves to the EOA and back', async () => {
    await page.goto(appUrl());
    await page.waitForSelector(BUTTON);
    await trackFrameMoves();
    const email = `sam-${Date.now()}@example.test`;
    const smart = await emailLogin(email);
    const [row] = await stack
      .frame()
      .db.query<{ eip155_address: string }>('SELECT eip155_address FROM frame_user WHERE email = $1', [email]);
    const eoa = row!.eip155_address as Address;
    expect(smart.toLowerCase()).not.toBe(eoa.toLowerCase());
    expect(await accountView()).toEqual({ address: smart, type: 'smartAccount', deployed: 'false' });
    await page.click(BUTTON);
    await page.waitForSelector(SWITCH);
    expect(await axeViolations(page, SWITCH)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.waitForSelector(MODAL, { state: 'detached' });

    // Send AVENT: one user operation, which deploys the account; the example gets the bundle's transaction hash.
    await setBalance(rpcUrl, smart, 2n);
    const before = await client.getBalance({ address: DEAD });
    await page.click('[data-testid="send-button"]');
    await page.waitForSelector(`${MODAL} [data-view="ApproveTransaction"]`);
    await clickInFrame('approve');
    await page.waitForSelector('[data-testid="tx-hash"]');
    const receipt = await client.getTransactionReceipt({
      hash: (await page.textContent('[data-testid="tx-hash"]')) as Hex,
    });
    expect(receipt.status).toBe('success');
    expect((await client.getBalance({ address: DEAD })) - before).toBe(parseEther('0.001'));
    expect(await client.getCode({ address: smart })).toMatch(/^0x[0-9a-f]+$/);
    await page.waitForSelector(MODAL, { state: 'detached' });
    expect(await accountView()).toEqual({ address: smart, type: 'smartAccount', deployed: 'true' });

    // The example's batch (wagmi sendCalls -> wallet_sendCalls): both transfers in one transaction.
    await mintTestToken(rpcUrl, contracts.token, await fundedAccount(rpcUrl), smart, 10n);
    await page.click('[data-testid="batch-button"]');
    await page.waitForSelector(`${MODAL} [data-view="ApproveTransaction"]`);
    await clickInFrame('approve');
    await page.waitForSelector('[data-testid="batch-tx-hash"]', { timeout: 30_000 });
    const batch = await client.getTransactionReceipt({
      hash: (await page.textContent('[data-testid="batch-tx-hash"]')) as Hex,
    });
    const transfers = parseEventLogs({ abi: testTokenAbi, logs: batch.logs, eventName: 'Transfer' });
    expect(transfers.map((t) => [t.args.from, t.args.to, t.args.value])).toEqual([
      [smart, DEAD, 1n],
      [smart, BEEF, 2n],
    ]);
    await page.waitForSelector(MODAL, { state: 'detached' });

    // The switch: to the EOA (the connected address becomes the key's own), and back to the smart account.
    await switchTo('eoa', eoa);
    expect(await accountView()).toEqual({ address: eoa, type: 'eoa', deployed: 'true' });
    await switchTo('smartAccount', smart);
    expect(await accountView()).toEqual({ address: smart, type: 'smartAccount', deployed: 'true' });
    expect(env.guard.external).toEqual([]);
  });
});
