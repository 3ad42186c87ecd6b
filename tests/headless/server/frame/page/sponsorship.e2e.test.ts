// Gas sponsorship (ERC-7677) in the wallet frame, in Chromium on the devnet with a real bundler and walletdock's
// blockchain API as the paymaster service: the app names the service (SYNC_DAPP_DATA's paymasterService, the
// embeddedWallet option), an email user's first batch of two TestToken transfers deploys their Safe and lands with the
// Safe holding no AVENT before or after (the devnet VerifyingPaymaster paid), and the screen says who pays. Over the
// service's per-account limit the request (its own paymasterService capability) is refused with the service's words
// and nothing reaches the bundler or the chain; a required paymaster elsewhere than the frame's API is refused (5700).
import type { Page } from 'playwright-core';
import { encodeFunctionData, type Address, type Hex } from 'viem';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { testTokenAbi } from '../../../../../faucet/devnet/artifacts';
import { startDevnetApi, stopApi } from '../../../../support/blockchain-api';
import { useDevnetBundler } from '../../../../support/bundler';
import { fundedAccount, mintTestToken, testPublicClient } from '../../../../support/chain';
import { emailLoginInFrame, startFrameInHost, type FrameInHost } from '../../../../support/frame-in-host';
import { startRpcProxy, type RpcProxy } from '../../../../support/rpc-proxy';
import { devnetPaymaster, randomAddress } from '../../../../support/sponsorship';
import { hostDriver } from '../host-driver';

const CHAIN = 'eip155:33322';
const rpcUrl = inject('rpcUrl');
const contracts = inject('contracts');
const client = testPublicClient(rpcUrl);
const bundler = useDevnetBundler(rpcUrl);

let page: Page;
let app: FrameInHost;
let api: Awaited<ReturnType<typeof startDevnetApi>>;
let bundlerProxy: RpcProxy;

const { request, start, settled, frame, open } = hostDriver(() => page);
const rpc = <T>(method: string, params?: unknown) =>
  request<{ result: T }>('RPC_REQUEST', { chainId: CHAIN, method, ...(params === undefined ? {} : { params }) }).then(
    (r) => r.result,
  );
const startRpc = (method: string, params: unknown) => start('RPC_REQUEST', { chainId: CHAIN, method, params });
const transfer = (to: Address, amount: bigint) => ({
  to: contracts.token,
  data: encodeFunctionData({ abi: testTokenAbi, functionName: 'transfer', args: [to, amount] }),
});
const tokenBalance = (owner: Address) =>
  client.readContract({ address: contracts.token, abi: testTokenAbi, functionName: 'balanceOf', args: [owner] });
const feeRow = () => frame().locator('.approval dt:text-is("Network fee") + dd').textContent();

beforeAll(async () => {
  bundlerProxy = await startRpcProxy(bundler.current.url);
  // One sponsored user operation per account a day; the frame's page calls it from its own origin.
  api = await startDevnetApi(rpcUrl, contracts, {
    indexer: { enabled: false },
    corsOrigins: ['*'],
    paymaster: devnetPaymaster(contracts, { perUser: { maxOperations: 1 } }),
  });
  app = await startFrameInHost({ rpcUrl, bundlerUrl: bundlerProxy.url, blockchainApiUrl: api.url });
  page = app.page;
}, 180_000);

afterAll(async () => {
  await app?.close();
  await bundlerProxy?.close();
  await stopApi(api);
});

describe('gas sponsorship in the wallet frame', () => {
  it("an email user's first batch is gasless when the app names a paymaster service; over its limit nothing is sent", async () => {
    await open(app.host.url, app.stack.url);
    const paymasterUrl = `${api.url}/v1/paymaster/{chainId}`;
    expect(
      await request('SYNC_DAPP_DATA', {
        metadata: { name: 'Sponsored app', description: '', url: app.host.url, icons: [] },
        sdkVersion: '0.1.0',
        sdkType: 'walletdock',
        paymasterService: { url: paymasterUrl },
      }),
    ).toEqual({});
    const user = await emailLoginInFrame(request, app.stack.mailbox, 'sponsored');
    const smart = user.address as Address;
    expect(user).toMatchObject({ preferredAccountType: 'smartAccount', smartAccountDeployed: false });
    await mintTestToken(rpcUrl, contracts.token, await fundedAccount(rpcUrl), smart, 100n);
    expect(await client.getBalance({ address: smart })).toBe(0n);
    expect(await rpc('wallet_getCapabilities', [smart])).toEqual({
      '0x822a': { atomic: { status: 'supported' }, paymasterService: { supported: true } },
    });

    // The app's paymaster pays: the screen says so, the batch deploys the Safe and lands, and the Safe holds no AVENT.
    const [alice, bob] = [randomAddress(), randomAddress()];
    const batch = await startRpc('wallet_sendCalls', [
      {
        version: '2.0.0',
        chainId: '0x822a',
        from: smart,
        atomicRequired: true,
        calls: [transfer(alice, 30n), transfer(bob, 70n)],
      },
    ]);
    await expect.poll(feeRow).toBe(`Paid by the app's sponsor (${new URL(api.url).host})`);
    await frame().locator('button[data-action="approve"]').click();
    const sent = await settled(batch);
    expect(sent.state, sent.message).toBe('ok');
    const { id } = (sent.result as { result: { id: Hex } }).result;
    await expect
      .poll(() => rpc<{ status: number }>('wallet_getCallsStatus', [id]).then((s) => s.status), { timeout: 30_000 })
      .toBe(200);
    expect([await tokenBalance(alice), await tokenBalance(bob)]).toEqual([30n, 70n]);
    expect(await client.getCode({ address: smart })).toMatch(/^0x[0-9a-f]+$/);
    expect(await client.getBalance({ address: smart })).toBe(0n);

    // Over the limit (this time the request's own capability names the service): refused in the service's words,
    // after the click; the bundler never sees the operation and the tokens stay.
    const userOperationsBefore = bundlerProxy.calls('eth_sendUserOperation').length;
    const carol = randomAddress();
    const over = await startRpc('wallet_sendCalls', [
      {
        version: '2.0.0',
        chainId: '0x822a',
        from: smart,
        atomicRequired: true,
        calls: [transfer(carol, 1n), transfer(carol, 2n)],
        capabilities: { paymasterService: { url: `${api.url}/v1/paymaster/33322` } },
      },
    ]);
    await expect.poll(feeRow).toMatch(/^Paid by the app's sponsor/);
    await frame().locator('button[data-action="approve"]').click();
    const refused = await settled(over);
    expect(refused).toMatchObject({ state: 'error' });
    expect(refused.message).toMatch(
      /^Gas sponsorship refused, nothing was sent: .*Gas sponsorship limit reached for this account: 1 of 1 user operations sponsored/,
    );
    expect(bundlerProxy.calls('eth_sendUserOperation').length).toBe(userOperationsBefore);
    expect(await tokenBalance(carol)).toBe(0n);
    expect(await tokenBalance(smart)).toBe(0n);

    // A required paymaster the frame does not call (not on its blockchain API's origin) is refused before any screen.
    const elsewhere = await settled(
      await startRpc('wallet_sendCalls', [
        {
          version: '2.0.0',
          chainId: '0x822a',
          from: smart,
          calls: [transfer(carol, 1n)],
          capabilities: { paymasterService: { url: 'https://paymaster.example/v1' } },
        },
      ]),
    );
    expect(elsewhere).toMatchObject({ state: 'error', rpcCode: 5700 });
    expect(await frame().locator('.approval').count()).toBe(0);
  });
});
