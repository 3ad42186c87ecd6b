// Smart accounts (ERC-4337) in the wallet frame, in Chromium on the devnet with a real bundler (@pimlico/alto): an
// email user's default account on a smart-account network is the smart account of their key; a user operation the
// bundler refuses (no funds) says why and leaves nothing pending; the first send deploys the account; a wallet_sendCalls
// batch of two TestToken transfers lands in one transaction; SIWX sessions and typed data verify before and after the
// deployment; a prepared user operation that is incomplete, for another EntryPoint or another sender is refused before
// any screen; the account type switches both ways and a reload keeps the choice; the host cannot send without a click.
import type { Page } from 'playwright-core';
import { encodeFunctionData, parseEther, parseEventLogs, toHex, type Address, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createSiwxMessage, generateSiwxNonce, type SIWXMessageData } from 'walletdock';
import { createEip155Verifier } from 'walletdock/siwx';
import type { FrameUser } from '../../../../../headless/core/embedded/messages';
import { ENTRY_POINT_V08 } from '../../../../../headless/core/smart-account/account';
import { ENTRY_POINT_V07 } from '../../../../../headless/core/smart-account/safe';
import { testTokenAbi } from '../../../../../faucet/devnet/artifacts';
import { launchBrowser, type TestBrowser } from '../../../../support/browser';
import { useDevnetBundler } from '../../../../support/bundler';
import { fundedAccount, mintTestToken, setBalance, testPublicClient } from '../../../../support/chain';
import { buildFramePageForTests, startFrameStack, startHostPage, type FrameStack } from '../../../../support/frame';
import { codeFor, lastMailId } from '../helpers';
import { hostDriver, type HostWindow } from '../host-driver';

const CHAIN = 'eip155:33322';
const rpcUrl = inject('rpcUrl');
const contracts = inject('contracts');
const client = testPublicClient(rpcUrl);
const bundler = useDevnetBundler(rpcUrl);
const verifier = createEip155Verifier({ getPublicClient: (id) => (id === 33322 ? client : undefined) });

let browser: TestBrowser;
let page: Page;
let stack: FrameStack;
let host: Awaited<ReturnType<typeof startHostPage>>;
let built: Awaited<ReturnType<typeof buildFramePageForTests>>;

const { request, start, settled, frame, open } = hostDriver(() => page);
const rpc = <T>(method: string, params?: unknown) =>
  request<{ result: T }>('RPC_REQUEST', { chainId: CHAIN, method, ...(params === undefined ? {} : { params }) }).then(
    (r) => r.result,
  );
const startRpc = (method: string, params: unknown) => start('RPC_REQUEST', { chainId: CHAIN, method, params });
const lastUpdate = () =>
  page.evaluate(() => (window as unknown as HostWindow).host.sessionUpdates.at(-1) as FrameUser | null);
const randomAddress = (): Address => privateKeyToAccount(generatePrivateKey()).address;
const eoaOf = (user: FrameUser) =>
  user.accounts.find((a) => a.namespace === 'eip155' && a.type === 'eoa')!.address as Address;
const smartOf = (user: FrameUser) =>
  user.accounts.find((a) => a.namespace === 'eip155' && a.type === 'smartAccount')!.address as Address;

/** Approves the request on the frame's screen (a real click) and waits for its outcome. */
async function approve(id: number) {
  await frame().locator('button[data-action="approve"]').click();
  return settled(id);
}

/** A SIWX session of `address` signed by the frame (approved in it) and checked by walletdock's eip155 verifier. */
async function siwxVerifies(address: Address): Promise<boolean> {
  const now = Date.now();
  const data: SIWXMessageData = {
    accountAddress: address,
    chainId: CHAIN,
    domain: '127.0.0.1',
    uri: host.url,
    version: '1',
    nonce: generateSiwxNonce(),
    statement: 'Sign in to the host.',
    issuedAt: new Date(now).toISOString(),
    expirationTime: new Date(now + 3_600_000).toISOString(),
  };
  const message = createSiwxMessage(data);
  const signed = await approve(await startRpc('personal_sign', [toHex(message), address]));
  expect(signed.state).toBe('ok');
  return verifier.verify({ data, message, signature: (signed.result as { result: Hex }).result });
}

/** EIP-712 typed data signed by the frame as `address` (approved in it), checked by viem against the chain (ERC-6492 / ERC-1271). */
async function typedDataVerifies(address: Address): Promise<boolean> {
  const typed = {
    domain: { name: 'Mail', version: '1', chainId: 33322, verifyingContract: contracts.token },
    types: { Mail: [{ name: 'contents', type: 'string' }] },
    primaryType: 'Mail' as const,
    message: { contents: 'Hello, smart account' },
  };
  const signed = await approve(await startRpc('eth_signTypedData_v4', [address, JSON.stringify(typed)]));
  expect(signed.state).toBe('ok');
  return client.verifyTypedData({ address, ...typed, signature: (signed.result as { result: Hex }).result });
}

beforeAll(async () => {
  built = await buildFramePageForTests();
  host = await startHostPage();
  [stack, browser] = await Promise.all([
    startFrameStack({ rpcUrl, pageDir: built.dir, allowedOrigins: [host.origin], bundlerUrl: bundler.current.url }),
    launchBrowser(),
  ]);
  page = browser.context.pages()[0] ?? (await browser.context.newPage());
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await stack?.close();
  await host?.close();
  await built?.remove();
});

describe('smart accounts in the wallet frame', () => {
  it('an email user acts as their smart account: deploy on first send, an atomic batch, SIWX before and after, switching both ways, no send without a click', async () => {
    await open(host.url, stack.url);
    expect(await request('GET_SMART_ACCOUNT_ENABLED_NETWORKS')).toEqual({ smartAccountEnabledNetworks: [33322] });
    const email = `sam-${Date.now()}@example.test`;
    const after = lastMailId(stack.mailbox);
    await request('CONNECT_EMAIL', { email });
    const user = await request<FrameUser>('CONNECT_OTP', { otp: (await codeFor(stack.mailbox, email, after)).code });

    // eip155's default account type is smartAccount; the account is not deployed yet.
    const [eoa, smart] = [eoaOf(user), smartOf(user)];
    expect(smart).not.toBe(eoa); // a Safe of its own, at a counterfactual address
    expect(user).toMatchObject({ preferredAccountType: 'smartAccount', address: smart, smartAccountDeployed: false });
    expect(user.accounts.map((a) => `${a.namespace}:${a.type}`)).toEqual([
      'eip155:eoa',
      'eip155:smartAccount',
      'solana:eoa',
    ]);
    expect(await rpc('eth_accounts')).toEqual([smart]);
    expect(await rpc('wallet_getCapabilities', [smart])).toEqual({ '0x822a': { atomic: { status: 'supported' } } });
    expect(await request('INIT_SMART_ACCOUNT')).toEqual({ address: smart, isDeployed: false });

    // SIWX and typed data with the undeployed account (ERC-6492: the signature carries the account's deployment).
    expect(await siwxVerifies(smart)).toBe(true);
    expect(await typedDataVerifies(smart)).toBe(true);

    // No funds: the bundler refuses; the error says why; nothing is pending and the account is still undeployed.
    const to = randomAddress();
    const broke = await startRpc('eth_sendTransaction', [{ from: smart, to, value: toHex(parseEther('1')) }]);
    await expect.poll(() => frame().locator('.approval dd').allTextContents()).toContain('1 AVENT');
    const refused = await approve(broke);
    expect(refused.state).toBe('error');
    expect(refused.message).toMatch(/^The bundler rejected the user operation: .*AA21/);
    expect(await frame().locator('.approval').count()).toBe(0);
    expect(await client.getBalance({ address: to })).toBe(0n);
    expect(await request('INIT_SMART_ACCOUNT')).toEqual({ address: smart, isDeployed: false });

    // The first send deploys the account; the app gets the transaction hash and the deployment in SESSION_UPDATE.
    await setBalance(rpcUrl, smart, 5n);
    const sent = await approve(
      await startRpc('eth_sendTransaction', [{ from: smart, to, value: toHex(parseEther('1')) }]),
    );
    expect(sent.state).toBe('ok');
    const receipt = await client.getTransactionReceipt({ hash: (sent.result as { result: Hex }).result });
    expect(receipt.status).toBe('success');
    expect(await client.getBalance({ address: to })).toBe(parseEther('1'));
    expect(await client.getCode({ address: smart })).toMatch(/^0x[0-9a-f]+$/);
    await expect.poll(lastUpdate).toMatchObject({ address: smart, smartAccountDeployed: true });

    // SIWX and typed data after the deployment (ERC-1271 on the account).
    expect(await siwxVerifies(smart)).toBe(true);
    expect(await typedDataVerifies(smart)).toBe(true);

    // wallet_sendCalls: two TestToken transfers in one user operation, hence one transaction.
    await mintTestToken(rpcUrl, contracts.token, await fundedAccount(rpcUrl), smart, 100n);
    const [alice, bob] = [randomAddress(), randomAddress()];
    const transfer = (who: Address, amount: bigint) => ({
      to: contracts.token,
      data: encodeFunctionData({ abi: testTokenAbi, functionName: 'transfer', args: [who, amount] }),
    });
    const batch = await approve(
      await startRpc('wallet_sendCalls', [
        {
          version: '2.0.0',
          chainId: '0x822a',
          from: smart,
          atomicRequired: true,
          calls: [transfer(alice, 30n), transfer(bob, 70n)],
        },
      ]),
    );
    expect(batch.state).toBe('ok');
    const { id } = (batch.result as { result: { id: Hex } }).result;
    await expect
      .poll(() => rpc<{ status: number }>('wallet_getCallsStatus', [id]).then((s) => s.status), { timeout: 20_000 })
      .toBe(200);
    const status = await rpc<{ atomic: boolean; receipts: Array<{ transactionHash: Hex }> }>('wallet_getCallsStatus', [
      id,
    ]);
    expect(status.atomic).toBe(true);
    expect(status.receipts).toHaveLength(1);
    const batchReceipt = await client.getTransactionReceipt({ hash: status.receipts[0]!.transactionHash });
    const transfers = parseEventLogs({ abi: testTokenAbi, logs: batchReceipt.logs, eventName: 'Transfer' });
    expect(transfers.map((t) => [t.args.to, t.args.value])).toEqual([
      [alice, 30n],
      [bob, 70n],
    ]);

    // A user operation the app prepared is checked before any screen: every field there, the user's own account as
    // its sender, EntryPoint v0.7 (the approved one lands: the gate's table test).
    const op = {
      sender: smart,
      nonce: '0x0',
      callData: '0x',
      callGasLimit: '0x1',
      verificationGasLimit: '0x1',
      preVerificationGas: '0x1',
      maxFeePerGas: '0x1',
      maxPriorityFeePerGas: '0x1',
    };
    const { callGasLimit: _missing, ...incomplete } = op;
    for (const [params, code] of [
      [[incomplete, ENTRY_POINT_V07], -32602],
      [[op, ENTRY_POINT_V08], -32602],
      [[{ ...op, sender: randomAddress() }, ENTRY_POINT_V07], 4100],
    ] as const) {
      expect(await settled(await startRpc('eth_sendUserOperation', params))).toMatchObject({
        state: 'error',
        rpcCode: code,
      });
    }
    // So is a batch that names another chain (EIP-5792's 5710).
    expect(
      await settled(
        await startRpc('wallet_sendCalls', [
          { version: '2.0.0', chainId: '0x1', from: smart, calls: [transfer(alice, 1n)] },
        ]),
      ),
    ).toMatchObject({ state: 'error', rpcCode: 5710 });
    expect(await frame().locator('.approval').count()).toBe(0);

    // Switch to the eoa and back: the address follows, the capability too, and a reload keeps the choice.
    expect(await request('SET_PREFERRED_ACCOUNT', { type: 'eoa' })).toEqual({ type: 'eoa', address: eoa });
    await expect
      .poll(lastUpdate)
      .toMatchObject({ address: eoa, preferredAccountType: 'eoa', smartAccountDeployed: true });
    expect(await rpc('eth_accounts')).toEqual([eoa]);
    expect(await rpc('wallet_getCapabilities', [eoa])).toEqual({ '0x822a': { atomic: { status: 'unsupported' } } });
    await page.reload();
    await open(host.url, stack.url);
    expect(await request<FrameUser>('GET_USER', { chainId: CHAIN })).toMatchObject({
      address: eoa,
      preferredAccountType: 'eoa',
    });
    expect(await request('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })).toEqual({
      type: 'smartAccount',
      address: smart,
    });
    expect(await rpc('eth_accounts')).toEqual([smart]);

    // The host cannot send without the user's click: the request waits on the frame's screen, nothing is sent (the
    // recipient gets nothing), and a rejection ends it with 4001.
    const unclicked = await startRpc('wallet_sendCalls', [
      { version: '2.0.0', from: smart, calls: [transfer(alice, 1n)] },
    ]);
    await frame().locator('button[data-action="approve"]').waitFor();
    // Script of the frame's own document cannot approve either (untrusted click).
    await page
      .frames()
      .find((f) => f.url().startsWith(stack.url))!
      .evaluate(() => (document.querySelector('button[data-action="approve"]') as HTMLButtonElement).click());
    await new Promise((r) => setTimeout(r, 1500));
    expect((await page.evaluate((i) => (window as unknown as HostWindow).host.outcomes[i]!, unclicked)).state).toBe(
      'pending',
    );
    await frame().locator('button[data-action="reject"]').click();
    expect(await settled(unclicked)).toMatchObject({ state: 'error', rpcCode: 4001 });
    expect(
      await client.readContract({
        address: contracts.token,
        abi: testTokenAbi,
        functionName: 'balanceOf',
        args: [alice],
      }),
    ).toBe(30n);
  });
});
