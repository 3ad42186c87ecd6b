// @vitest-environment jsdom
// The host side of an embedded user's smart account, against a scripted frame (scripted-frame.ts) reporting the user as
// the reference frame does on a smart-account network: the connection (walletdock's and wagmi's) uses the preferred
// type's address; the eip155 account state carries the accounts with their types, the preferred type and
// smartAccountDeployed, and follows the frame's updates (a deployment, a switch) both ways; useEmbeddedAccountType's
// switch asks the frame (SET_PREFERRED_ACCOUNT); wagmi's sendCalls and getCallsStatus reach the frame through the AUTH
// connector, the batch opening the approval view; the app's paymaster service and a batch's own reach the frame.
import { getCallsStatus, getConnection, sendCalls } from '@wagmi/core';
import { defineChain, type Address } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterEach, describe, expect, it } from 'vitest';
import { createWalletDock, eip155Adapter, memoryStorage, type WalletDock } from 'walletdock';
import { embeddedWallet } from 'walletdock/embedded';
import {
  embeddedController,
  preferredAccountTypeMutationOptions,
  sendCallsMutationOptions,
  smartAccountNetworksQueryOptions,
} from 'walletdock/query';
import type { FrameUser } from '../../../../headless/core/embedded/messages';
import { scriptedFrame, type ScriptedFrame } from './scripted-frame';

const FRAME = 'https://wallet.example.test';
const devnet = defineChain({
  id: 33322,
  name: 'Devnet',
  nativeCurrency: { name: 'Avent', symbol: 'AVENT', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
});
const eoa = privateKeyToAccount(generatePrivateKey()).address;
const smart = privateKeyToAccount(generatePrivateKey()).address;
const batchId = `0x${'ab'.repeat(32)}` as const;

const docks: WalletDock[] = [];
afterEach(() => {
  for (const dock of docks.splice(0)) dock.destroy();
});

/** The user as the frame reports it with `type` preferred. */
const userAs = (type: 'eoa' | 'smartAccount', deployed: boolean): FrameUser => ({
  email: 'sam@example.com',
  chainId: 'eip155:33322',
  address: type === 'eoa' ? eoa : smart,
  preferredAccountType: type,
  smartAccountDeployed: deployed,
  accounts: [
    { namespace: 'eip155', address: eoa, type: 'eoa' },
    { namespace: 'eip155', address: smart, type: 'smartAccount' },
  ],
});

async function loggedIn(paymasterService?: {
  url: string;
}): Promise<{ dock: WalletDock; frame: ScriptedFrame; state: { user: FrameUser } }> {
  const dock = createWalletDock({
    networks: [devnet],
    adapters: [eip155Adapter({ genericInjected: false, multiInjectedProviderDiscovery: false })],
    embeddedWallet: embeddedWallet({ frameUrl: FRAME, ...(paymasterService ? { paymasterService } : {}) }),
    storage: memoryStorage(),
  });
  docks.push(dock);
  await dock.mount();
  const controller = embeddedController(dock);
  const frame = await scriptedFrame(FRAME);
  const state = { user: userAs('smartAccount', false) };
  for (const type of ['SYNC_THEME', 'SYNC_DAPP_DATA'] as const) frame.on(type, () => ({ result: {} }));
  frame.on('CONNECT_EMAIL', () => ({ result: { action: 'VERIFY_OTP' } }));
  frame.on('CONNECT_OTP', () => ({ result: state.user }));
  frame.on('GET_USER', () => ({ result: state.user }));
  frame.on('GET_SMART_ACCOUNT_ENABLED_NETWORKS', () => ({ result: { smartAccountEnabledNetworks: [33322] } }));
  frame.on('SET_PREFERRED_ACCOUNT', ({ type }) => {
    state.user = userAs(type, state.user.smartAccountDeployed ?? false);
    frame.event('SESSION_UPDATE', { user: state.user });
    return { result: { type, address: state.user.address } };
  });
  frame.on('RPC_REQUEST', ({ method }) => {
    if (method === 'eth_chainId') return { result: { result: '0x822a' } };
    if (method === 'wallet_getCapabilities')
      return { result: { result: { '0x822a': { atomic: { status: 'supported' } } } } };
    if (method === 'wallet_getCallsStatus')
      return {
        result: {
          result: { version: '2.0.0', id: batchId, chainId: '0x822a', atomic: true, status: 100, receipts: [] },
        },
      };
    return 'hold';
  });
  frame.event('FRAME_READY', { version: 1 });
  const c = await controller;
  await c.connectEmail({ email: 'sam@example.com' });
  await c.verifyOtp({ otp: '123456' });
  return { dock, frame, state };
}

const account = (dock: WalletDock) => dock.stores.connection.getState().chains.eip155!.accountState;
const waitFor = async (check: () => boolean) => {
  for (const end = Date.now() + 5_000; !check(); ) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 10));
  }
};

describe('an embedded user with a smart account, host side', () => {
  it('connects with the preferred type, carries the account types and the deployment, and follows a switch both ways', async () => {
    const { dock, frame, state } = await loggedIn();
    expect(account(dock)).toMatchObject({
      status: 'connected',
      address: smart,
      preferredAccountType: 'smartAccount',
      smartAccountDeployed: false,
    });
    expect(account(dock).allAccounts.map((a) => [a.address, a.type])).toEqual([
      [eoa, 'eoa'],
      [smart, 'smartAccount'],
    ]);
    expect(getConnection(dock.wagmiConfig!).address).toBe(smart);

    // The frame reports the deployment (after the account's first user operation).
    state.user = userAs('smartAccount', true);
    frame.event('SESSION_UPDATE', { user: state.user });
    await waitFor(() => account(dock).smartAccountDeployed);

    // The switch (the hook's mutation) asks the frame; walletdock and wagmi then use the EOA, and back.
    const { mutationFn } = preferredAccountTypeMutationOptions(dock);
    expect((await mutationFn({ type: 'eoa' })).address).toBe(eoa);
    expect(frame.requests.filter((r) => r.type === 'SET_PREFERRED_ACCOUNT').map((r) => r.params)).toEqual([
      { type: 'eoa' },
    ]);
    await waitFor(() => account(dock).address === eoa && account(dock).preferredAccountType === 'eoa');
    expect(account(dock).smartAccountDeployed).toBe(true);
    expect(getConnection(dock.wagmiConfig!).address).toBe(eoa);
    expect(dock.storage.get('preferredAccountTypes')).toEqual({ eip155: 'eoa' });
    await mutationFn({ type: 'smartAccount' });
    await waitFor(() => account(dock).address === smart && account(dock).preferredAccountType === 'smartAccount');
    expect(getConnection(dock.wagmiConfig!).address).toBe(smart);
    expect(dock.storage.get('preferredAccountTypes')).toEqual({ eip155: 'smartAccount' });
  });

  it("wagmi's sendCalls goes to the frame as wallet_sendCalls from the smart account (the approval view opens); getCallsStatus too", async () => {
    const { dock, frame } = await loggedIn();
    const sending = sendCalls(dock.wagmiConfig!, {
      calls: [
        { to: eoa as Address, value: 1n },
        { to: smart as Address, data: '0x' },
      ],
    });
    await waitFor(() =>
      frame.requests.some(
        (r) => r.type === 'RPC_REQUEST' && (r.params as { method: string }).method === 'wallet_sendCalls',
      ),
    );
    const request = frame.requests.find(
      (r) => r.type === 'RPC_REQUEST' && (r.params as { method: string }).method === 'wallet_sendCalls',
    )!;
    const [batch] = (request.params as { params: [{ from: string; chainId: string; calls: unknown[] }] }).params;
    expect(batch).toMatchObject({
      from: smart,
      chainId: '0x822a',
      calls: [
        { to: eoa, value: '0x1' },
        { to: smart, data: '0x' },
      ],
    });
    await waitFor(() => dock.stores.router.getState().view === 'ApproveTransaction');
    frame.reply(request, { result: { result: { id: batchId } } });
    expect((await sending).id).toBe(batchId);
    expect(await getCallsStatus(dock.wagmiConfig!, { id: batchId })).toMatchObject({
      id: batchId,
      status: 'pending',
      atomic: true,
    });
  });

  it("the app's paymasterService reaches the frame with its data; useSendCalls' own paymasterService capability reaches wallet_sendCalls", async () => {
    const paymasterService = { url: 'https://api.example.test/v1/paymaster/{chainId}' };
    const { dock, frame } = await loggedIn(paymasterService);
    const synced = frame.requests.filter((r) => r.type === 'SYNC_DAPP_DATA').at(-1)!.params;
    expect(synced).toMatchObject({ paymasterService });

    const capability = {
      paymasterService: { url: 'https://api.example.test/v1/paymaster/33322', context: { policy: 'onboarding' } },
    };
    const sending = sendCallsMutationOptions(dock).mutationFn({
      calls: [{ to: eoa as Address, value: 1n }],
      capabilities: capability,
    });
    await waitFor(() =>
      frame.requests.some(
        (r) => r.type === 'RPC_REQUEST' && (r.params as { method: string }).method === 'wallet_sendCalls',
      ),
    );
    const request = frame.requests.find(
      (r) => r.type === 'RPC_REQUEST' && (r.params as { method: string }).method === 'wallet_sendCalls',
    )!;
    expect((request.params as { params: [{ capabilities: unknown }] }).params[0].capabilities).toEqual(capability);
    frame.reply(request, { result: { result: { id: batchId } } });
    expect(await sending).toMatchObject({ id: batchId, route: 'wallet' });
  });

  it("smartAccountEnabledNetworks: idle before a sign-in (no frame is made for it), then the frame's list", async () => {
    const idle = createWalletDock({
      networks: [devnet],
      adapters: [eip155Adapter({ genericInjected: false, multiInjectedProviderDiscovery: false })],
      embeddedWallet: embeddedWallet({ frameUrl: FRAME }),
      storage: memoryStorage(),
    });
    docks.push(idle);
    await idle.mount();
    expect(smartAccountNetworksQueryOptions(idle).enabled).toBe(false);
    expect(document.querySelector('[data-walletdock-frame]')).toBeNull();

    const { dock, frame } = await loggedIn();
    const options = smartAccountNetworksQueryOptions(dock);
    expect(options.enabled).toBe(true);
    expect(await options.queryFn()).toEqual([33322]);
    expect(frame.requests.filter((r) => r.type === 'GET_SMART_ACCOUNT_ENABLED_NETWORKS')).toHaveLength(1);
  });
});
