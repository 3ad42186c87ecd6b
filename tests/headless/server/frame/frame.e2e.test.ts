// The wallet frame in Chromium, embedded by a minimal host page on another origin that speaks the protocol with
// the production protocol module: email login with the code from the development mailbox, a signature approved by
// a click inside the frame (verified with viem), a devnet transaction, session restore after a reload, sign-out,
// and social login through the development OpenID provider in a popup.
import type { Page } from 'playwright-core';
import { parseEther, verifyMessage, type Address, type Hex } from 'viem';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { FrameUser } from '../../../../headless/core/embedded/messages';
import { setBalance, testPublicClient } from '../../../support/chain';
import { guardRequests, launchBrowser, type TestBrowser } from '../../../support/browser';
import { buildFramePageForTests, startFrameStack, startHostPage, type FrameStack } from '../../../support/frame';
import { codeFor, lastMailId } from './helpers';

let browser: TestBrowser;
let page: Page;
let stack: FrameStack;
let host: Awaited<ReturnType<typeof startHostPage>>;
let built: Awaited<ReturnType<typeof buildFramePageForTests>>;
let guard: { external: string[] };
const CHAIN = 'eip155:33322';

type HostWindow = { host: { request(type: string, params: unknown): Promise<unknown>; start(type: string, params: unknown): { id: number }; outcomes: Array<{ state: string; result?: unknown; message?: string; rpcCode?: number }>; sessionUpdates: unknown[] } };
const request = <T>(type: string, params: unknown = {}) => page.evaluate(([t, p]) => (window as unknown as HostWindow).host.request(t!, p), [type, params] as const) as Promise<T>;
const start = (type: string, params: unknown = {}) => page.evaluate(([t, p]) => (window as unknown as HostWindow).host.start(t!, p).id, [type, params] as const);
const outcome = (id: number) => page.evaluate((i) => (window as unknown as HostWindow).host.outcomes[i]!, id);
const settled = async (id: number) => {
  await page.waitForFunction((i) => (window as unknown as HostWindow).host.outcomes[i]!.state !== 'pending', id);
  return outcome(id);
};
const frame = () => page.frameLocator('#wallet-frame');

async function openHost(): Promise<void> {
  await page.goto(`${host.url}/?frame=${encodeURIComponent(`${stack.url}/`)}`);
  await page.waitForFunction(() => (window as unknown as { host?: { readyAfterMs: Promise<number> } }).host !== undefined);
  await page.evaluate(() => (window as unknown as { host: { readyAfterMs: Promise<number> } }).host.readyAfterMs);
}

async function emailLogin(email: string): Promise<FrameUser> {
  const after = lastMailId(stack.mailbox);
  expect(await request('CONNECT_EMAIL', { email })).toEqual({ action: 'VERIFY_OTP' });
  const { code } = await codeFor(stack.mailbox, email, after);
  return request<FrameUser>('CONNECT_OTP', { otp: code });
}

beforeAll(async () => {
  built = await buildFramePageForTests();
  host = await startHostPage();
  [stack, browser] = await Promise.all([
    startFrameStack({ rpcUrl: inject('rpcUrl'), pageDir: built.dir, allowedOrigins: [host.origin] }),
    launchBrowser(),
  ]);
  guard = guardRequests(browser.context);
  page = browser.context.pages()[0] ?? (await browser.context.newPage());
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await stack?.close();
  await host?.close();
  await built?.remove();
});

describe('wallet frame in Chromium', () => {
  it('email login -> address; a signature approved inside the frame verifies; a devnet transaction; reload restores; sign-out', async () => {
    await openHost();
    expect(await request('IS_CONNECTED')).toEqual({ isConnected: false });
    const email = `ada-${Date.now()}@example.test`;
    const user = await emailLogin(email);
    expect(user).toMatchObject({ email, chainId: CHAIN, preferredAccountType: 'eoa' });
    const address = user.address as Address;
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(user.accounts.map((a) => a.namespace)).toEqual(['eip155', 'solana']);
    expect(await request('RPC_REQUEST', { chainId: CHAIN, method: 'eth_accounts' })).toEqual({ result: [address] });

    // personal_sign: the frame shows what is asked and the host's origin, and signs after the click in the frame.
    const signing = await start('RPC_REQUEST', { chainId: CHAIN, method: 'personal_sign', params: ['0x48656c6c6f2c2066726f6d20746865206672616d6521', address] });
    await expect.poll(() => frame().locator('[data-testid="approval-body"]').textContent()).toBe('Hello, from the frame!');
    expect(await frame().locator('[data-testid="approval-origin"]').textContent()).toBe(host.origin);
    await frame().locator('button[data-action="approve"]').click();
    const signed = await settled(signing);
    expect(signed.state).toBe('ok');
    const signature = (signed.result as { result: Hex }).result;
    expect(await verifyMessage({ address, message: 'Hello, from the frame!', signature })).toBe(true);

    // eth_sendTransaction on the devnet.
    await setBalance(inject('rpcUrl'), address, 5n);
    const to = '0x000000000000000000000000000000000000dEaD' as Address;
    const client = testPublicClient(inject('rpcUrl'));
    const before = await client.getBalance({ address: to });
    const sending = await start('RPC_REQUEST', { chainId: CHAIN, method: 'eth_sendTransaction', params: [{ from: address, to, value: '0xde0b6b3a7640000' }] });
    await expect.poll(() => frame().locator('.approval dd').allTextContents()).toContain('1 AVENT');
    await frame().locator('button[data-action="approve"]').click();
    const sent = await settled(sending);
    expect(sent.state).toBe('ok');
    const receipt = await client.waitForTransactionReceipt({ hash: (sent.result as { result: Hex }).result });
    expect(receipt.status).toBe('success');
    expect(receipt.from.toLowerCase()).toBe(address.toLowerCase());
    expect(await client.getBalance({ address: to }) - before).toBe(parseEther('1'));

    // Reload: the frame restores the session and the key (device share + auth share) and signs again.
    await page.reload();
    await openHost();
    expect(await request('IS_CONNECTED')).toEqual({ isConnected: true });
    expect(await request<FrameUser>('GET_USER', { chainId: CHAIN })).toMatchObject({ address, email });
    const again = await start('RPC_REQUEST', { chainId: CHAIN, method: 'personal_sign', params: ['0x616761696e', address] });
    await frame().locator('button[data-action="approve"]').click();
    const signedAgain = await settled(again);
    expect(await verifyMessage({ address, message: 'again', signature: (signedAgain.result as { result: Hex }).result })).toBe(true);

    // Sign-out: the frame says so (SESSION_UPDATE null) and signs nothing any more.
    expect(await request('SIGN_OUT')).toEqual({});
    expect(await request('IS_CONNECTED')).toEqual({ isConnected: false });
    expect(await page.evaluate(() => (window as unknown as HostWindow).host.sessionUpdates.at(-1))).toBeNull();
    const refused = await settled(await start('RPC_REQUEST', { chainId: CHAIN, method: 'personal_sign', params: ['0x00', address] }));
    expect(refused).toMatchObject({ state: 'error', rpcCode: 4100 });

    // Logging in again on this device opens the same wallet with this device's share (no recovery).
    await stack.frame().db.query('UPDATE frame_code SET issued_at = 0 WHERE email = $1', [email]);
    expect((await emailLogin(email)).address).toBe(address);
    expect(guard.external).toEqual([]);
  });

  it('social login through the development OpenID provider in a popup', async () => {
    await openHost();
    const popupPromise = browser.context.waitForEvent('page');
    const login = start('CONNECT_SOCIAL', { provider: 'google' });
    const popup = await popupPromise;
    await popup.waitForSelector('[data-testid="oidc-login"]');
    await popup.fill('[data-testid="oidc-login"]', `grace-${Date.now()}`);
    await popup.click('[data-testid="oidc-submit"]');
    const result = await settled(await login);
    expect(result.state).toBe('ok');
    expect(result.result).toMatchObject({ socialProvider: 'google', chainId: CHAIN, address: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/) });
    await expect.poll(() => popup.isClosed()).toBe(true);
  });
});
