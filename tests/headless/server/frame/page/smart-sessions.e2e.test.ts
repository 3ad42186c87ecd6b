// Smart sessions (ERC-7715) of the embedded Safe, in Chromium on the devnet with a real bundler and walletdock's
// blockchain API keeping the sessions and sponsoring their gas. Off (the app did not turn features.smartSessions on)
// a grant is refused after the screen, as before (4200), and nothing is recorded. On: a request for a permission no
// enforcer can hold a session to is refused before any screen; a grant shows what is granted, to whom, until when,
// and once approved is recorded signed by the Safe; the session's user operations are sponsored within it, refused
// outside it, and refused once the user approved its revocation — nothing sent in either refusal.
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { encodeFunctionData, getAddress, type Address, type Hex } from 'viem';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { FrameUser } from '../../../../../headless/core/embedded/messages';
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
const artifacts = fileURLToPath(new URL('../../../../artifacts/', import.meta.url));

let page: Page;
let app: FrameInHost;
let api: Awaited<ReturnType<typeof startDevnetApi>>;
let bundlerProxy: RpcProxy;
let user: FrameUser;

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
const row = (name: string) => frame().locator(`.approval dt:text-is("${name}") + dd`);
const title = () => frame().locator('#approval-title');
const approve = () => frame().locator('button[data-action="approve"]').click();
const syncApp = (smartSessions: boolean) =>
  request('SYNC_DAPP_DATA', {
    metadata: { name: 'Session app', description: '', url: app.host.url, icons: [] },
    sdkVersion: '0.1.0',
    sdkType: 'walletdock',
    ...(smartSessions ? { smartSessions: true } : {}),
  });
const sessionsOf = async (address: Address) =>
  (
    (await (await fetch(`${api.url}/v1/sessions/${address}`)).json()) as {
      sessions: Array<{ pci: string; status: string; permissions: unknown }>;
    }
  ).sessions;
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

/** A batch from the Safe whose gas the API sponsors as session `pci`'s; resolves with the settled outcome after the click. */
async function sessionBatch(pci: Hex, calls: { to: Address; data: Hex }[]) {
  const id = await startRpc('wallet_sendCalls', [
    {
      version: '2.0.0',
      chainId: '0x822a',
      from: user.address,
      atomicRequired: true,
      calls,
      capabilities: {
        paymasterService: { url: `${api.url}/v1/paymaster/33322`, context: { permissionsContext: pci } },
      },
    },
  ]);
  await expect.poll(() => title().textContent()).toBe('Send calls');
  await approve();
  return settled(id);
}

beforeAll(async () => {
  bundlerProxy = await startRpcProxy(bundler.current.url);
  api = await startDevnetApi(rpcUrl, contracts, {
    indexer: { enabled: false },
    corsOrigins: ['*'],
    paymaster: devnetPaymaster(contracts),
  });
  app = await startFrameInHost({ rpcUrl, bundlerUrl: bundlerProxy.url, blockchainApiUrl: api.url });
  page = app.page;
  await open(app.host.url, app.stack.url);
  user = await emailLoginInFrame(request, app.stack.mailbox, 'sessions');
  expect(user).toMatchObject({ preferredAccountType: 'smartAccount' });
  await mintTestToken(rpcUrl, contracts.token, await fundedAccount(rpcUrl), user.address as Address, 100n);
}, 180_000);

afterAll(async () => {
  await app?.close();
  await bundlerProxy?.close();
  await stopApi(api);
});

describe('smart sessions in the wallet frame', () => {
  it('off by default: a grant is refused after the screen (4200) and nothing is recorded', async () => {
    await syncApp(false);
    const id = await startRpc('wallet_grantPermissions', [
      {
        chainId: '0x822a',
        expiry: inAnHour(),
        signer: { type: 'account', data: { id: randomAddress() } },
        permissions: [{ type: 'erc20-token-transfer', data: { address: contracts.token } }],
      },
    ]);
    await expect.poll(() => title().textContent()).toBe('Grant permissions');
    await approve();
    expect(await settled(id)).toEqual({
      state: 'error',
      rpcCode: 4200,
      message: 'wallet_grantPermissions is not supported by this account',
    });
    expect(await sessionsOf(user.address as Address)).toEqual([]);
  });

  it('on: grant within scope, use it, be refused outside it, revoke, be refused after', async () => {
    await syncApp(true);
    const safe = user.address as Address;

    // A permission no enforcer can hold the session to: refused at once, no screen, nothing recorded.
    const unenforceable = await settled(
      await startRpc('wallet_grantPermissions', [
        {
          chainId: '0x822a',
          expiry: inAnHour(),
          signer: { type: 'account', data: { id: randomAddress() } },
          permissions: [
            { type: 'native-token-recurring-allowance', data: { allowance: '0x1', start: 1, period: 86400 } },
          ],
        },
      ]),
    );
    expect(unenforceable).toEqual({
      state: 'error',
      rpcCode: -32602,
      message:
        'Invalid permissions request: Permission type "native-token-recurring-allowance" cannot be granted: this wallet enforces contract-call, erc20-token-transfer, native-token-transfer',
    });
    expect(await frame().locator('.approval').count()).toBe(0);
    expect(await sessionsOf(safe)).toEqual([]);

    // The grant: the screen says what, to whom, until when; approved, the Safe's signed record is at the API.
    const sessionKey = randomAddress();
    const expiry = inAnHour();
    const permissions = [{ type: 'erc20-token-transfer', data: { address: contracts.token } }];
    const grant = await startRpc('wallet_grantPermissions', [
      { chainId: '0x822a', expiry, signer: { type: 'account', data: { id: sessionKey } }, permissions },
    ]);
    await expect.poll(() => title().textContent()).toBe('Grant permissions');
    expect(await row('Granted to').textContent()).toBe(`account ${sessionKey}`);
    expect(await row('Allows').textContent()).toBe(`Transfer the token ${getAddress(contracts.token)}`);
    expect(await row('Until').textContent()).toBe(new Date(expiry * 1000).toUTCString());
    await page.screenshot({ path: `${artifacts}frame-grant-permissions.png` });
    await approve();
    const granted = await settled(grant);
    expect(granted.state, granted.message).toBe('ok');
    const { context: pci, ...answer } = (granted.result as { result: { context: Hex } & Record<string, unknown> })
      .result;
    expect(pci).toMatch(/^0x[0-9a-f]{64}$/);
    expect(answer).toEqual({
      chainId: '0x822a',
      address: safe,
      expiry,
      signer: { type: 'account', data: { id: sessionKey } },
      permissions,
    });
    expect(await sessionsOf(safe)).toMatchObject([{ pci, status: 'active', permissions }]);

    // Within it: a sponsored TEST transfer lands (and deploys the Safe), its AVENT untouched.
    const alice = randomAddress();
    const used = await sessionBatch(pci, [transfer(alice, 5n)]);
    expect(used.state, used.message).toBe('ok');
    const { id } = (used.result as { result: { id: Hex } }).result;
    await expect
      .poll(() => rpc<{ status: number }>('wallet_getCallsStatus', [id]).then((s) => s.status), { timeout: 30_000 })
      .toBe(200);
    expect(await tokenBalance(alice)).toBe(5n);
    expect(await client.getBalance({ address: safe })).toBe(0n);

    // Outside it (a call to the NFT contract): not sponsored, nothing reaches the bundler.
    const userOperations = () => bundlerProxy.calls('eth_sendUserOperation').length;
    const before = userOperations();
    const outside = await sessionBatch(pci, [{ to: contracts.nft, data: '0x' }]);
    expect(outside.state).toBe('error');
    expect(outside.message).toContain(
      `Not sponsored: smart session ${pci} does not allow calls to ${getAddress(contracts.nft)}`,
    );
    expect(userOperations()).toBe(before);

    // The revocation: shown, approved, signed by the Safe (deployed now: ERC-1271) and recorded.
    const revoke = await startRpc('wallet_revokePermissions', [{ permissionsContext: pci }]);
    await expect.poll(() => title().textContent()).toBe('Revoke permissions');
    expect(await row('Granted to').textContent()).toBe(`account ${sessionKey}`);
    await approve();
    expect(await settled(revoke)).toEqual({ state: 'ok', result: { result: null } });
    expect(await sessionsOf(safe)).toMatchObject([{ pci, status: 'revoked' }]);

    // After it, the same transfer is refused and the tokens stay.
    const bob = randomAddress();
    const afterRevoke = await sessionBatch(pci, [transfer(bob, 5n)]);
    expect(afterRevoke.state).toBe('error');
    expect(afterRevoke.message).toContain(`Not sponsored: smart session ${pci} was revoked`);
    expect(userOperations()).toBe(before);
    expect(await tokenBalance(bob)).toBe(0n);
  });
});
