// WalletConnect through the hooks: useConnect exposes the pairing URI, expiry and status (a host
// draws its own QR), a WalletKit wallet pairs with that URI over the local relay, useAccount
// shows the session's CAIP address, and a wallet-side disconnect is reflected.
import '../../support/relay/node-websocket';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { verifyMessage, type Hex } from 'viem';
import { createWalletDock, memoryStorage, useAccount, useConnect, useWalletDock, type WalletDock } from 'walletdock';
import type { TestRelay } from '../../support/relay/relay';
import type { RelayWallet } from '../../support/relay/wallet';
import type { NetworkGuard } from '../../support/relay/network-guard';
import { startRelayEnv, type RelayEnv } from '../../support/relay/env';
import { wcTestNetworks } from '../../support/relay/fixtures';
import { walletConnectAdapters, findWalletConnectClient, WALLETCONNECT_CONNECTOR_ID } from '../../../headless/core/walletconnect/adapter';
import { createMemoryWcStorage } from '../../../headless/core/walletconnect/storage';
import { WC_PAIRING_TTL_MS } from '../../../headless/core/model/constants';
import { wrapperFor } from './support';

const rpcUrl = inject('rpcUrl');
let relay: TestRelay;
let wallet: RelayWallet;
let guard: NetworkGuard;
let env: RelayEnv | undefined;
const docks: WalletDock[] = [];

function wcDock(): WalletDock {
  const [first, ...rest] = wcTestNetworks(rpcUrl).filter((n) => n.chainNamespace === 'eip155' || n.chainNamespace === 'solana');
  const dock = createWalletDock({
    networks: [first!, ...rest],
    storage: memoryStorage(),
    adapters: walletConnectAdapters({ relayUrl: relay.url, storage: createMemoryWcStorage(), customStoragePrefix: `hooks-${docks.length}` }),
  });
  docks.push(dock);
  return dock;
}

function usePairingHost() {
  return { connect: useConnect(), account: useAccount({ namespace: 'eip155' }), dock: useWalletDock() };
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
    expect(result.current.account).toMatchObject({ status: 'connected', caipAddress: `eip155:33322:${wallet.evmAddress}` });

    const signature = (await result.current.dock.signMessage({ message: 'from a hook host', namespace: 'eip155' })) as Hex;
    expect(await verifyMessage({ address: wallet.evmAddress, message: 'from a hook host', signature })).toBe(true);

    const topic = findWalletConnectClient(dock.adapters)?.getSession()?.topic as string;
    await act(async () => {
      await wallet.kit.disconnectSession({ topic, reason: { code: 6000, message: 'User disconnected.' } });
    });
    await waitFor(() => expect(result.current.account.status).toBe('disconnected'));
    expect(result.current.connect.pairing.status).toBe('disconnected');
    expect(guard.remote).toEqual([]);
  });
});
