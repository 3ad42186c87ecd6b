// WalletConnect adapters inside a walletdock instance: connect through the "walletConnect"
// connector, per-namespace account state from the session's CAIP addresses, requests through
// the instance, wallet-side disconnect, and the startup sync of a stored session after a reload.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { verifyMessage, type Hex } from 'viem';
import type { TestRelay } from '../../../support/relay/relay';
import type { RelayWallet } from '../../../support/relay/wallet';
import type { NetworkGuard } from '../../../support/relay/network-guard';
import { startRelayEnv, waitFor, type RelayEnv } from '../../../support/relay/env';
import { wcTestNetworks } from '../../../support/relay/fixtures';
import { testPublicClient } from '../../../support/chain';
import { createWalletDock, type WalletDock } from '../../../../headless/core/dock/create-wallet-dock';
import { memoryStorage } from '../../../../headless/core/model/storage';
import { createMemoryWcStorage, type WcKeyValueStorage } from '../../../../headless/core/walletconnect/storage';
import {
  findWalletConnectClient,
  walletConnectAdapters,
  WALLETCONNECT_CONNECTOR_ID,
  type WalletConnectChainAdapter,
  type WcAdapterConnection,
} from '../../../../headless/core/walletconnect/adapter';
import type { AdapterConnection } from '../../../../headless/core/adapters/types';
import type { KeyValueStorage } from '../../../../headless/core/model/storage';
import { eip155Adapter } from '../../../../headless/core/adapters/eip155';

const rpcUrl = inject('rpcUrl');
let relay: TestRelay;
let wallet: RelayWallet;
let guard: NetworkGuard;
let env: RelayEnv | undefined;
const docks: WalletDock[] = [];

function makeDock(storage: KeyValueStorage, wcStorage: WcKeyValueStorage, prefix: string): WalletDock {
  const [first, ...rest] = wcTestNetworks(rpcUrl);
  const dock = createWalletDock({
    networks: [first!, ...rest],
    storage,
    adapters: walletConnectAdapters({ relayUrl: relay.url, storage: wcStorage, customStoragePrefix: prefix }),
  });
  docks.push(dock);
  return dock;
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

describe('WalletConnect adapters in an instance', () => {
  it('connects every namespace from one pairing and feeds per-namespace account state', async () => {
    const storage = memoryStorage();
    const wcStorage = createMemoryWcStorage();
    const dock = makeDock(storage, wcStorage, 'adapter-a');
    await dock.mount();
    const wc = findWalletConnectClient(dock.adapters);
    expect(wc).toBeDefined();
    expect(dock.adapters.eip155?.getConnectors().map((c) => c.id)).toEqual([WALLETCONNECT_CONNECTOR_ID]);

    const solanaConnected = new Promise<AdapterConnection>((resolve) =>
      (dock.adapters.solana as WalletConnectChainAdapter).on('connect', resolve),
    );
    const connecting = dock.connect({ connectorId: WALLETCONNECT_CONNECTOR_ID, namespace: 'eip155' });
    const uri = await waitFor(() => wc!.pairing.getState().wcUri);
    await wallet.pair(uri);
    const connection = await connecting;

    expect(connection).toMatchObject({
      connectorType: 'WALLET_CONNECT',
      address: wallet.evmAddress,
      caipNetworkId: 'eip155:33322',
    });
    expect((connection as WcAdapterConnection).connectMethod).toBe('qrcode');
    const eip155 = dock.stores.connection.getState().chains.eip155?.accountState;
    expect(eip155).toMatchObject({ status: 'connected', caipAddress: `eip155:33322:${wallet.evmAddress}` });
    expect(await solanaConnected).toMatchObject({
      address: wallet.solanaAddress,
      caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    });
    // Every namespace the session granted is connected in the core's per-namespace state.
    const chains = dock.stores.connection.getState().chains;
    expect(chains.solana?.accountState).toMatchObject({
      status: 'connected',
      caipAddress: `solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1:${wallet.solanaAddress}`,
    });
    expect(chains.polkadot?.accountState.status).toBe('connected');
    expect(chains.cosmos?.accountState.caipAddress).toMatch(/^cosmos:theta-testnet-001:cosmos1/);
    expect(chains.bip122?.connectorType).toBe('WALLET_CONNECT');

    const message = 'signed through the instance';
    const signature = (await dock.signMessage({ message, namespace: 'eip155' })) as Hex;
    expect(await verifyMessage({ address: wallet.evmAddress, message, signature })).toBe(true);

    const hash = (await dock.sendTransaction({
      namespace: 'eip155',
      to: '0x000000000000000000000000000000000000bEEF',
      value: 7n,
    })) as Hex;
    expect((await testPublicClient(rpcUrl).waitForTransactionReceipt({ hash })).status).toBe('success');

    const balance = await dock.getBalance({ address: wallet.evmAddress, caipNetworkId: 'eip155:33322' });
    expect(balance.symbol).toBe('AVENT');
    expect(balance.value).toBe(await testPublicClient(rpcUrl).getBalance({ address: wallet.evmAddress }));

    // A reload: the page (and its relay socket) goes away; a new instance and adapters over the
    // same storages restore the session at startup.
    await findWalletConnectClient(dock.adapters)?.destroy();
    dock.destroy();
    const reloaded = makeDock(storage, wcStorage, 'adapter-a');
    await reloaded.mount();
    expect(reloaded.stores.connection.getState().chains.eip155?.accountState).toMatchObject({
      status: 'connected',
      address: wallet.evmAddress,
    });
    const again = (await reloaded.signMessage({ message: 'after reload', namespace: 'eip155' })) as Hex;
    expect(await verifyMessage({ address: wallet.evmAddress, message: 'after reload', signature: again })).toBe(true);
    expect(guard.remote).toEqual([]);
  });

  it('reflects a wallet-initiated disconnect in account state', async () => {
    const dock = makeDock(memoryStorage(), createMemoryWcStorage(), 'adapter-b');
    await dock.mount();
    const wc = findWalletConnectClient(dock.adapters)!;
    const connecting = dock.connect({ connectorId: WALLETCONNECT_CONNECTOR_ID, namespace: 'eip155' });
    await wallet.pair(await waitFor(() => wc.pairing.getState().wcUri));
    await connecting;
    const topic = wc.getSession()!.topic;
    await wallet.kit.disconnectSession({ topic, reason: { code: 6000, message: 'User disconnected.' } });
    await waitFor(() =>
      dock.stores.connection.getState().chains.eip155?.accountState.status === 'disconnected' ? true : undefined,
    );
    expect(dock.stores.connection.getState().chains.eip155?.accountState.address).toBeUndefined();
    expect(dock.stores.connection.getState().chains.solana?.accountState.status).toBe('disconnected');
    expect(dock.storage.get('connectorIds')?.eip155).toBeUndefined();
  });

  it('surfaces a wallet rejection through the instance as a user rejection', async () => {
    const dock = makeDock(memoryStorage(), createMemoryWcStorage(), 'adapter-c');
    await dock.mount();
    const wc = findWalletConnectClient(dock.adapters)!;
    const connecting = dock.connect({ connectorId: WALLETCONNECT_CONNECTOR_ID, namespace: 'eip155' });
    await wallet.pair(await waitFor(() => wc.pairing.getState().wcUri));
    await connecting;
    wallet.setRequestBehavior('personal_sign', 'reject');
    try {
      await expect(dock.signMessage({ message: 'no', namespace: 'eip155' })).rejects.toMatchObject({
        code: 'USER_REJECTED',
        rpcCode: 4001,
      });
    } finally {
      wallet.setRequestBehavior('personal_sign', 'approve');
    }
    await dock.disconnect();
    expect(wc.getSession()).toBeUndefined();
    expect(dock.stores.connection.getState().chains.eip155?.accountState.status).toBe('disconnected');
  });

  it('mobile selection: opens the wallet by its deep link, then saves it as recent and reports method mobile', async () => {
    const dock = makeDock(memoryStorage(), createMemoryWcStorage(), 'adapter-d');
    await dock.mount();
    const wc = findWalletConnectClient(dock.adapters)!;
    const connecting = dock.connect({ connectorId: WALLETCONNECT_CONNECTOR_ID, namespace: 'eip155' });
    const uri = await waitFor(() => wc.pairing.getState().wcUri);
    const link = wc.selectWallet({ id: 'relay-test-wallet', name: 'Relay Test Wallet', mobile_link: 'relaytest://' });
    expect(link).toBe(`relaytest://wc?uri=${encodeURIComponent(uri)}`);
    // The wallet app receives the URI from the link's query.
    await wallet.pair(new URL(link as string).searchParams.get('uri') as string);
    const connection = (await connecting) as WcAdapterConnection;
    expect(connection.connectMethod).toBe('mobile');
    expect(dock.storage.get('recentWallets')?.map((w) => w.id)).toEqual(['relay-test-wallet']);
    await dock.disconnect();
  });

  it('wraps a browser-wallet adapter: both connectors listed, WalletConnect requests go over the session', async () => {
    const [first, ...rest] = wcTestNetworks(rpcUrl).filter((n) => n.chainNamespace === 'eip155');
    const dock = createWalletDock({
      networks: [first!, ...rest],
      storage: memoryStorage(),
      adapters: walletConnectAdapters(
        {
          relayUrl: relay.url,
          storage: createMemoryWcStorage(),
          customStoragePrefix: 'adapter-e',
          namespaces: ['eip155'],
        },
        [eip155Adapter({ multiInjectedProviderDiscovery: false })],
      ),
    });
    docks.push(dock);
    await dock.mount();
    const ids = dock.adapters.eip155?.getConnectors().map((c) => c.id) ?? [];
    expect(ids[0]).toBe(WALLETCONNECT_CONNECTOR_ID);
    expect(ids.length).toBeGreaterThan(1); // wagmi's own connectors follow
    const wc = findWalletConnectClient(dock.adapters)!;
    const connecting = dock.connect({ connectorId: WALLETCONNECT_CONNECTOR_ID });
    await wallet.pair(await waitFor(() => wc.pairing.getState().wcUri));
    await connecting;
    const signature = (await dock.signMessage({ message: 'wrapped' })) as Hex;
    expect(await verifyMessage({ address: wallet.evmAddress, message: 'wrapped', signature })).toBe(true);
    await dock.disconnect();
    expect(dock.stores.connection.getState().chains.eip155?.accountState.status).toBe('disconnected');
  });
});
