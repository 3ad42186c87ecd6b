// The wallet frame in Chromium, embedded by a minimal host page on another origin that speaks the protocol with
// the production protocol module: email login with the code from the development mailbox, a signature approved by
// a click inside the frame (verified with viem), a devnet transaction, session restore after a reload, sign-out,
// and social login through the development OpenID provider in a popup.
import { ed25519 } from '@noble/curves/ed25519.js';
import { base58, base64 } from '@scure/base';
import { Keypair, PublicKey, SystemProgram, Transaction } from '@solana/web3.js';
import type { Page } from 'playwright-core';
import { parseEther, verifyMessage, verifyTypedData, type Address, type Hex } from 'viem';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { FrameUser } from '../../../../headless/core/embedded/messages';
import { setBalance, testPublicClient } from '../../../support/chain';
import { guardRequests, launchBrowser, type TestBrowser } from '../../../support/browser';
import {
  buildFramePageForTests,
  SOLANA_TEST_CHAIN,
  startFrameStack,
  startHostPage,
  type FrameStack,
} from '../../../support/frame';
import { startLiteSvmHttp, type LiteSvmHttp } from '../../../support/litesvm-http';
import { codeFor, lastMailId } from './helpers';
import { hostDriver, type HostWindow } from './host-driver';

let browser: TestBrowser;
let page: Page;
let stack: FrameStack;
let host: Awaited<ReturnType<typeof startHostPage>>;
let built: Awaited<ReturnType<typeof buildFramePageForTests>>;
let guard: { external: string[] };
let solana: LiteSvmHttp;
const CHAIN = 'eip155:33322';

const { request, start, settled, frame, open } = hostDriver(() => page);
const openHost = () => open(host.url, stack.url);

async function emailLogin(email: string): Promise<FrameUser> {
  const after = lastMailId(stack.mailbox);
  expect(await request('CONNECT_EMAIL', { email })).toEqual({ action: 'VERIFY_OTP' });
  const { code } = await codeFor(stack.mailbox, email, after);
  return request<FrameUser>('CONNECT_OTP', { otp: code });
}

async function socialLogin(name: string): Promise<FrameUser> {
  // Forget the provider's own login (its cookie), so it asks who signs in.
  await browser.context.clearCookies();
  const popupPromise = browser.context.waitForEvent('page');
  const login = start('CONNECT_SOCIAL', { provider: 'google' });
  const popup = await popupPromise;
  await popup.fill('[data-testid="oidc-login"]', name);
  await popup.click('[data-testid="oidc-submit"]');
  const result = await settled(await login);
  expect(result.state).toBe('ok');
  await expect.poll(() => popup.isClosed()).toBe(true);
  return result.result as FrameUser;
}

beforeAll(async () => {
  built = await buildFramePageForTests();
  [host, solana] = await Promise.all([startHostPage(), startLiteSvmHttp()]);
  [stack, browser] = await Promise.all([
    startFrameStack({
      rpcUrl: inject('rpcUrl'),
      pageDir: built.dir,
      allowedOrigins: [host.origin],
      solanaRpcUrl: solana.url,
    }),
    launchBrowser(),
  ]);
  guard = guardRequests(browser.context);
  page = browser.context.pages()[0] ?? (await browser.context.newPage());
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await stack?.close();
  await host?.close();
  await solana?.close();
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
    const signing = await start('RPC_REQUEST', {
      chainId: CHAIN,
      method: 'personal_sign',
      params: ['0x48656c6c6f2c2066726f6d20746865206672616d6521', address],
    });
    await expect
      .poll(() => frame().locator('[data-testid="approval-body"]').textContent())
      .toBe('Hello, from the frame!');
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
    const sending = await start('RPC_REQUEST', {
      chainId: CHAIN,
      method: 'eth_sendTransaction',
      params: [{ from: address, to, value: '0xde0b6b3a7640000' }],
    });
    await expect.poll(() => frame().locator('.approval dd').allTextContents()).toContain('1 AVENT');
    await frame().locator('button[data-action="approve"]').click();
    const sent = await settled(sending);
    expect(sent.state).toBe('ok');
    const receipt = await client.waitForTransactionReceipt({ hash: (sent.result as { result: Hex }).result });
    expect(receipt.status).toBe('success');
    expect(receipt.from.toLowerCase()).toBe(address.toLowerCase());
    expect((await client.getBalance({ address: to })) - before).toBe(parseEther('1'));

    // Reload: the frame restores the session and the key (device share + auth share) and signs again.
    await page.reload();
    await openHost();
    expect(await request('IS_CONNECTED')).toEqual({ isConnected: true });
    expect(await request<FrameUser>('GET_USER', { chainId: CHAIN })).toMatchObject({ address, email });
    const again = await start('RPC_REQUEST', {
      chainId: CHAIN,
      method: 'personal_sign',
      params: ['0x616761696e', address],
    });
    await frame().locator('button[data-action="approve"]').click();
    const signedAgain = await settled(again);
    expect(
      await verifyMessage({ address, message: 'again', signature: (signedAgain.result as { result: Hex }).result }),
    ).toBe(true);

    // Sign-out: the frame says so (SESSION_UPDATE null) and signs nothing any more.
    expect(await request('SIGN_OUT')).toEqual({});
    expect(await request('IS_CONNECTED')).toEqual({ isConnected: false });
    expect(await page.evaluate(() => (window as unknown as HostWindow).host.sessionUpdates.at(-1))).toBeNull();
    const refused = await settled(
      await start('RPC_REQUEST', { chainId: CHAIN, method: 'personal_sign', params: ['0x00', address] }),
    );
    expect(refused).toMatchObject({ state: 'error', rpcCode: 4100 });

    // Logging in again on this device opens the same wallet with this device's share (no recovery).
    await stack.frame().db.query('UPDATE frame_code SET issued_at = 0 WHERE email = $1', [email]);
    expect((await emailLogin(email)).address).toBe(address);
    expect(guard.external).toEqual([]);
  });

  it('EIP-712 typed data shown and signed; wallet_switchEthereumChain to a known network only', async () => {
    await openHost();
    if (!(await request<{ isConnected: boolean }>('IS_CONNECTED')).isConnected)
      await emailLogin(`typed-${Date.now()}@example.test`);
    const { address } = await request<FrameUser>('GET_USER', { chainId: CHAIN });
    const typed = {
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'chainId', type: 'uint256' },
        ],
        Mail: [
          { name: 'to', type: 'address' },
          { name: 'contents', type: 'string' },
        ],
      },
      primaryType: 'Mail',
      domain: { name: 'Mailer', chainId: 33322 },
      message: { to: '0x000000000000000000000000000000000000dEaD', contents: 'hello typed' },
    } as const;
    const id = await start('RPC_REQUEST', {
      chainId: CHAIN,
      method: 'eth_signTypedData_v4',
      params: [address, JSON.stringify(typed)],
    });
    await expect.poll(() => frame().locator('[data-testid="approval-body"]').textContent()).toContain('hello typed');
    expect(await frame().locator('.approval dd').allTextContents()).toEqual(
      expect.arrayContaining(['Mail', 'Mailer', '33322']),
    );
    await frame().locator('button[data-action="approve"]').click();
    const signature = ((await settled(id)).result as { result: Hex }).result;
    const { EIP712Domain: _, ...types } = typed.types;
    expect(
      await verifyTypedData({
        address: address as Address,
        domain: typed.domain,
        types,
        primaryType: 'Mail',
        message: typed.message,
        signature,
      }),
    ).toBe(true);
    expect(
      await request('RPC_REQUEST', {
        chainId: CHAIN,
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: '0x822a' }],
      }),
    ).toEqual({ result: null });
    expect(
      await settled(
        await start('RPC_REQUEST', {
          chainId: CHAIN,
          method: 'wallet_switchEthereumChain',
          params: [{ chainId: '0x1' }],
        }),
      ),
    ).toMatchObject({ state: 'error', rpcCode: 4902 });
    expect(await request('RPC_REQUEST', { chainId: CHAIN, method: 'eth_chainId' })).toEqual({ result: '0x822a' });
  });

  it('solana: signs a message and signs and sends a transfer, each after a click in the frame', async () => {
    await openHost();
    if (!(await request<{ isConnected: boolean }>('IS_CONNECTED')).isConnected)
      await emailLogin(`sol-${Date.now()}@example.test`);
    const user = await request<FrameUser>('GET_USER', { chainId: SOLANA_TEST_CHAIN });
    const owner = user.accounts.find((a) => a.namespace === 'solana')!.address;
    expect(user).toMatchObject({ chainId: SOLANA_TEST_CHAIN, address: owner });
    expect(await request('RPC_REQUEST', { chainId: SOLANA_TEST_CHAIN, method: 'solana_getAccounts' })).toEqual({
      result: [{ pubkey: owner }],
    });

    const message = new TextEncoder().encode('Sign in to Solana app');
    const signing = await start('RPC_REQUEST', {
      chainId: SOLANA_TEST_CHAIN,
      method: 'solana_signMessage',
      params: { message: base58.encode(message), pubkey: owner },
    });
    await expect
      .poll(() => frame().locator('[data-testid="approval-body"]').textContent())
      .toBe('Sign in to Solana app');
    await frame().locator('button[data-action="approve"]').click();
    const signed = (await settled(signing)).result as { result: { signature: string } };
    expect(ed25519.verify(base58.decode(signed.result.signature), message, base58.decode(owner))).toBe(true);

    solana.rpc.airdrop(owner, 2_000_000_000n);
    const to = Keypair.generate().publicKey;
    const { blockhash } = await solana.rpc.getLatestBlockhash();
    const tx = new Transaction({ feePayer: new PublicKey(owner), recentBlockhash: blockhash }).add(
      SystemProgram.transfer({ fromPubkey: new PublicKey(owner), toPubkey: to, lamports: 500_000_000 }),
    );
    const sending = await start('RPC_REQUEST', {
      chainId: SOLANA_TEST_CHAIN,
      method: 'solana_signAndSendTransaction',
      params: { transaction: base64.encode(tx.serialize({ requireAllSignatures: false })) },
    });
    await expect
      .poll(() => frame().locator('.approval dd').allTextContents())
      .toContain(`transfer 0.5 SOL to ${to.toBase58()}`);
    await frame().locator('button[data-action="approve"]').click();
    const sent = await settled(sending);
    expect(sent.state).toBe('ok');
    expect((sent.result as { result: { signature: string } }).result.signature).toMatch(
      /^[1-9A-HJ-NP-Za-km-z]{64,88}$/,
    );
    expect(await solana.rpc.getBalance(to.toBase58())).toBe(500_000_000n);
  });

  it('update email (a code to the current address, then to the new one); theme, app data and network sync', async () => {
    await openHost();
    await request('SIGN_OUT');
    const oldEmail = `old-${Date.now()}@example.test`;
    const newEmail = `new-${Date.now()}@example.test`;
    const user = await emailLogin(oldEmail);
    let after = lastMailId(stack.mailbox);
    expect(await request('UPDATE_EMAIL', { email: newEmail })).toEqual({ action: 'VERIFY_PRIMARY_OTP' });
    const primary = await codeFor(stack.mailbox, oldEmail, after);
    after = primary.id;
    // The primary code is not the secondary one.
    expect(await settled(await start('UPDATE_EMAIL_SECONDARY_OTP', { otp: primary.code }))).toMatchObject({
      state: 'error',
      message: 'No email change is pending.',
    });
    expect(await request('UPDATE_EMAIL_PRIMARY_OTP', { otp: primary.code })).toEqual({});
    const secondary = await codeFor(stack.mailbox, newEmail, after);
    expect(await request('UPDATE_EMAIL_SECONDARY_OTP', { otp: secondary.code })).toEqual({ email: newEmail });
    expect(await request<FrameUser>('GET_USER')).toMatchObject({ email: newEmail, address: user.address });
    await expect
      .poll(() =>
        page.evaluate(() => ((window as unknown as HostWindow).host.sessionUpdates.at(-1) as FrameUser | null)?.email),
      )
      .toBe(newEmail);

    expect(
      await request('SYNC_THEME', {
        themeMode: 'dark',
        themeVariables: { '--wd-accent': '#ff6600', 'not-a-property': 'x' },
      }),
    ).toEqual({});
    expect(
      await request('SYNC_DAPP_DATA', {
        metadata: { name: 'Faucet', description: 'test coins', url: host.url, icons: [] },
        sdkVersion: '0.1.0',
        sdkType: 'walletdock',
      }),
    ).toEqual({});
    expect(await request('GET_CHAIN_ID')).toEqual({ chainId: CHAIN });
    expect(await settled(await start('SWITCH_NETWORK', { chainId: 'eip155:1' }))).toMatchObject({
      state: 'error',
      message: 'Network Not Found',
    });
    const id = await start('RPC_REQUEST', {
      chainId: CHAIN,
      method: 'personal_sign',
      params: ['0x6869', user.address],
    });
    await frame().locator('[data-view="Approval"]').waitFor();
    expect(await frame().locator('.app-name').textContent()).toBe('calls itself “Faucet”');
    const theme = await frame()
      .locator('html')
      .evaluate((el) => ({
        mode: el.dataset.theme,
        accent: getComputedStyle(el).getPropertyValue('--wd-accent').trim(),
      }));
    expect(theme).toEqual({ mode: 'dark', accent: '#ff6600' });
    await frame().locator('button[data-action="reject"]').click();
    expect(await settled(id)).toMatchObject({ state: 'error', rpcCode: 4001 });
  });

  it('social login through the development OpenID provider in a popup', async () => {
    await openHost();
    const user = await socialLogin(`grace-${Date.now()}`);
    expect(user).toMatchObject({
      socialProvider: 'google',
      chainId: CHAIN,
      address: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/),
    });
  });

  it('a new device recovers the same wallet: by email (device link, then code) and by the same social login', async () => {
    const name = `linus-${Date.now()}`;
    const email = `nd-${Date.now()}@example.test`;
    await openHost();
    await request('SIGN_OUT');
    const byEmail = await emailLogin(email);
    await request('SIGN_OUT');
    const bySocial = await socialLogin(name);
    const first = browser;
    const firstPage = page;
    browser = await launchBrowser();
    page = browser.context.pages()[0] ?? (await browser.context.newPage());
    try {
      await openHost();
      const after = lastMailId(stack.mailbox);
      expect(await request('CONNECT_EMAIL', { email })).toEqual({ action: 'VERIFY_DEVICE' });
      const waiting = await start('CONNECT_DEVICE');
      const mail = await stack.mailbox.waitFor(email, {
        afterId: after,
        match: (m) => m.subject === 'Approve a new device',
      });
      expect(mail.text).toContain(host.origin);
      const approval = await browser.context.newPage();
      await approval.goto(/(http\S+\/device\/approve\?token=\S+)/.exec(mail.text)![1]!);
      await approval.click('[data-testid="approve-device"]');
      await approval.waitForSelector('text=We emailed you a code');
      await approval.close();
      expect(await settled(waiting)).toMatchObject({ state: 'ok' });
      const { code } = await codeFor(stack.mailbox, email, mail.id);
      expect((await request<FrameUser>('CONNECT_OTP', { otp: code })).address).toBe(byEmail.address);
      // Signing works on the new device (it enrolled its own shares).
      const id = await start('RPC_REQUEST', {
        chainId: CHAIN,
        method: 'personal_sign',
        params: ['0x6e6577', byEmail.address],
      });
      await frame().locator('button[data-action="approve"]').click();
      expect(
        await verifyMessage({
          address: byEmail.address as Address,
          message: 'new',
          signature: ((await settled(id)).result as { result: Hex }).result,
        }),
      ).toBe(true);
      await request('SIGN_OUT');
      expect((await socialLogin(name)).address).toBe(bySocial.address);
    } finally {
      await browser.close();
      browser = first;
      page = firstPage;
    }
  });
});
