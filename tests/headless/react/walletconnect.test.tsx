// WalletConnect through the hooks: useConnect exposes the pairing URI, expiry and status (a host
// draws its own QR), a WalletKit wallet pairs with that URI over the local relay, useAccount
// shows the session's CAIP address, and a wallet-side disconnect is reflected. walletdock/calls over WalletConnect: a
// wallet without EIP-5792 gets a batch one transaction at a time, and useCallsStatus reads it from the chain.
import '../../support/relay/node-websocket';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { encodeFunctionData, verifyMessage, type Address, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import {
  createWalletDock,
  eip155Adapter,
  memoryStorage,
  useAccount,
  useConnect,
  useWalletDock,
  type WalletDock,
  useWalletConnectPairing,
} from 'walletdock';
import { useCallsStatus, useSendCalls } from 'walletdock/calls';
import { testTokenAbi } from '../../../faucet/devnet/artifacts';
import { fundedAccount, mintTestToken, testPublicClient } from '../../support/chain';
import type { TestRelay } from '../../support/relay/relay';
import type { RelayWallet } from '../../support/relay/wallet';
import type { NetworkGuard } from '../../support/relay/network-guard';
import { startRelayEnv, type RelayEnv } from '../../support/relay/env';
import { wcTestNetworks } from '../../support/relay/fixtures';
import {
  walletConnectAdapters,
  findWalletConnectClient,
  WALLETCONNECT_CONNECTOR_ID,
} from '../../../headless/core/walletconnect/adapter';
import { createMemoryWcStorage } from '../../../headless/core/walletconnect/storage';
import { WC_PAIRING_TTL_MS } from '../../../headless/core/model/constants';
import { wrapperFor } from './support';

const rpcUrl = inject('rpcUrl');
const contracts = inject('contracts');
let relay: TestRelay;
let wallet: RelayWallet;
let guard: NetworkGuard;
let env: RelayEnv | undefined;
const docks: WalletDock[] = [];

function wcDock(): WalletDock {
  const [first, ...rest] = wcTestNetworks(rpcUrl).filter(
    (n) => n.chainNamespace === 'eip155' || n.chainNamespace === 'solana',
  );
  const dock = createWalletDock({
    networks: [first!, ...rest],
    storage: memoryStorage(),
    adapters: walletConnectAdapters({
      relayUrl: relay.url,
      storage: createMemoryWcStorage(),
      customStoragePrefix: `hooks-${docks.length}`,
    }),
  });
  docks.push(dock);
  return dock;
}

function usePairingHost() {
  return {
    connect: { ...useConnect(), pairing: useWalletConnectPairing().pairing },
    account: useAccount({ namespace: 'eip155' }),
    dock: useWalletDock(),
  };
}

beforeAll(async () => {
  env = await startRelayEnv(rpcUrl);
  ({ relay, wallet, guard } = env);
});

afterAll(async () => {
  for (const dock of docks) {
    await findWalletConnectClient(dock.adapters)?.destroy();
    dock.destroy();
  }
  await env?.close();
});

describe('useConnect with WalletConnect', () => {
  it('exposes the pairing URI and expiry, connects when the wallet pairs, reflects a wallet disconnect', async () => {
    const dock = wcDock();
    const { result } = renderHook(usePairingHost, { wrapper: wrapperFor(dock) });
    expect(result.current.connect.pairing).toMatchObject({ status: 'disconnected', uri: undefined, expiry: undefined });

    let connecting: Promise<unknown> | undefined;
    const started = Date.now();
    act(() => {
      connecting = result.current.connect.mutateAsync({ connectorId: WALLETCONNECT_CONNECTOR_ID, namespace: 'eip155' });
    });
    await waitFor(() => expect(result.current.connect.pairing.uri).toMatch(/^wc:/), { timeout: 10_000 });
    expect(result.current.connect.pairing.status).toBe('connecting');
    const expiry = result.current.connect.pairing.expiry as number;
    expect(expiry).toBeGreaterThanOrEqual(started + WC_PAIRING_TTL_MS);
    expect(expiry).toBeLessThanOrEqual(Date.now() + WC_PAIRING_TTL_MS);

    await wallet.pair(result.current.connect.pairing.uri as string);
    await act(async () => {
      await connecting;
    });
    expect(result.current.connect.pairing).toMatchObject({ status: 'connected', uri: undefined });
    expect(result.current.account).toMatchObject({
      status: 'connected',
      caipAddress: `eip155:33322:${wallet.evmAddress}`,
    });

    const signature = (await result.current.dock.signMessage({
      message: 'from a hook host',
      namespace: 'eip155',
    })) as Hex;
    expect(await verifyMessage({ address: wallet.evmAddress, message: 'from a hook host', signature })).toBe(true);

    const topic = findWalletConnectClient(dock.adapters)?.getSession()?.topic as string;
    await act(async () => {
      await wallet.kit.disconnectSession({ topic, reason: { code: 6000, message: 'User disconnected.' } });
    });
    await waitFor(() => expect(result.current.account.status).toBe('disconnected'));
    expect(result.current.connect.pairing.status).toBe('disconnected');
    expect(guard.remote).toEqual([]);
  });

  it('sends a batch from a wallet without EIP-5792 one transaction per call; the status comes from the chain', async () => {
    // WalletConnect beside the eip155 adapter (as the modal sets it up): wagmi sees the session, and the batch goes
    // through it. A WalletConnect-only instance has no wagmi config: walletdock/calls refuses there (not built yet).
    const [first, ...rest] = wcTestNetworks(rpcUrl).filter((n) => n.chainNamespace === 'eip155');
    const dock = createWalletDock({
      networks: [first!, ...rest],
      storage: memoryStorage(),
      adapters: walletConnectAdapters(
        { relayUrl: relay.url, storage: createMemoryWcStorage(), customStoragePrefix: `calls-${docks.length}` },
        [eip155Adapter({ genericInjected: false, multiInjectedProviderDiscovery: false })],
      ),
    });
    docks.push(dock);
    const { result } = renderHook(() => ({ ...usePairingHost(), send: useSendCalls() }), { wrapper: wrapperFor(dock) });
    let connecting: Promise<unknown> | undefined;
    act(() => {
      connecting = result.current.connect.mutateAsync({ connectorId: WALLETCONNECT_CONNECTOR_ID, namespace: 'eip155' });
    });
    await waitFor(() => expect(result.current.connect.pairing.uri).toMatch(/^wc:/), { timeout: 10_000 });
    await wallet.pair(result.current.connect.pairing.uri as string);
    await act(async () => {
      await connecting;
    });
    await mintTestToken(rpcUrl, contracts.token, await fundedAccount(rpcUrl), wallet.evmAddress, 100n);
    const [alice, bob] = [privateKeyToAddress(generatePrivateKey()), privateKeyToAddress(generatePrivateKey())];
    const transfer = (to: Address, amount: bigint) => ({
      to: contracts.token,
      data: encodeFunctionData({ abi: testTokenAbi, functionName: 'transfer', args: [to, amount] }),
    });

    // All or none is refused before the wallet is asked to send anything (5760).
    const sentBefore = wallet.requests.filter((m) => m === 'eth_sendTransaction').length;
    await act(async () => {
      await expect(
        result.current.send.mutateAsync({ calls: [transfer(alice, 1n), transfer(bob, 2n)], atomicRequired: true }),
      ).rejects.toMatchObject({ rpcCode: 5760 });
    });
    expect(wallet.requests.filter((m) => m === 'eth_sendTransaction').length).toBe(sentBefore);

    let id: string | undefined;
    await act(async () => {
      const sent = await result.current.send.mutateAsync({ calls: [transfer(alice, 30n), transfer(bob, 70n)] });
      expect(sent.route).toBe('sequential');
      id = sent.id;
    });
    expect(wallet.requests.filter((m) => m === 'eth_sendTransaction').length).toBe(sentBefore + 2);
    const status = renderHook(() => useCallsStatus({ id, query: { refetchInterval: 200 } }), {
      wrapper: wrapperFor(dock),
    });
    await waitFor(() => expect(status.result.current.data?.statusCode).toBe(200), { timeout: 20_000 });
    expect(status.result.current.data).toMatchObject({ atomic: false, status: 'success' });
    expect(status.result.current.data?.receipts).toHaveLength(2);
    const balance = (who: Address) =>
      testPublicClient(rpcUrl).readContract({
        address: contracts.token,
        abi: testTokenAbi,
        functionName: 'balanceOf',
        args: [who],
      });
    expect([await balance(alice), await balance(bob)]).toEqual([30n, 70n]);
  });
});
