// The network switch and disconnect rules through createWalletDock, with in-test adapters over the
// ChainAdapter interface (two namespaces sharing a WalletConnect-type connection, one apart).
import { afterEach, describe, expect, it } from 'vitest';
import { createWalletDock, memoryStorage, type AdapterDefinition, type CaipNetwork, type WalletDock } from 'walletdock';
import type { ChainAdapter, ConnectorType } from 'walletdock/types';

const evm: CaipNetwork = {
  id: 33322,
  name: 'Devnet',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:33322',
  nativeCurrency: { name: 'AVENT', symbol: 'AVENT', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
};
const sol: CaipNetwork = { ...evm, id: 'sol', name: 'Solana', chainNamespace: 'solana', caipNetworkId: 'solana:sol' };
const btc: CaipNetwork = { ...evm, id: 'btc', name: 'Bitcoin', chainNamespace: 'bip122', caipNetworkId: 'bip122:btc' };

function adapter(network: CaipNetwork, type: ConnectorType, log: string[], fail = false): AdapterDefinition {
  const namespace = network.chainNamespace;
  return {
    namespace,
    create: (): ChainAdapter => ({
      namespace,
      getConnectors: () => [{ id: `${namespace}-c`, name: `${namespace} wallet`, type, chain: namespace }],
      connect: async () => ({
        connectorId: `${namespace}-c`,
        connectorType: type,
        address: `${namespace}-address`,
        accounts: [{ namespace, address: `${namespace}-address`, type: 'eoa' }],
        caipNetworkId: network.caipNetworkId,
      }),
      reconnect: async () => undefined,
      disconnect: async () => {
        log.push(namespace);
        if (fail) throw new Error(`${namespace} refused`);
      },
      switchNetwork: async () => undefined,
      signMessage: async () => 'sig',
      sendTransaction: async () => 'hash',
      getBalance: async () => ({ value: 0n, decimals: 18, symbol: 'X' }),
      on: () => () => undefined,
    }),
  };
}

const docks: WalletDock[] = [];
afterEach(() => docks.splice(0).forEach((d) => d.destroy()));

async function connectedDock(failing: string[] = []) {
  const log: string[] = [];
  const dock = createWalletDock({
    networks: [evm, sol, btc],
    storage: memoryStorage(),
    adapters: [
      adapter(evm, 'WALLET_CONNECT', log, failing.includes('eip155')),
      adapter(sol, 'WALLET_CONNECT', log, failing.includes('solana')),
      adapter(btc, 'ANNOUNCED', log, failing.includes('bip122')),
    ],
  });
  docks.push(dock);
  await dock.mount();
  for (const ns of ['eip155', 'solana', 'bip122'] as const) await dock.connect({ connectorId: `${ns}-c` });
  const status = () =>
    (['eip155', 'solana', 'bip122'] as const).map(
      (ns) => dock.stores.connection.getState().chains[ns]?.accountState.status,
    );
  return { dock, log, status };
}

describe('Disconnect through the client', () => {
  it('a namespace on WalletConnect takes the other WalletConnect namespace with it', async () => {
    const { dock, log, status } = await connectedDock();
    await dock.disconnect({ namespace: 'solana' });
    expect(log.sort()).toEqual(['eip155', 'solana']);
    expect(status()).toEqual(['disconnected', 'disconnected', 'connected']);
    expect(dock.storage.get('connectedNamespaces')).toEqual(['bip122']);
  });

  it('Per-chain failures are aggregated: the others still disconnect, DISCONNECT_ERROR is recorded, "Failed to disconnect" thrown', async () => {
    const { dock, log, status } = await connectedDock(['solana']);
    const events: string[] = [];
    dock.events.subscribe((e) => events.push(e.data.event));
    const error = await dock.disconnect().catch((e: unknown) => e);
    expect(error).toMatchObject({ message: 'Failed to disconnect', code: 'INTERNAL_SDK_ERROR' });
    expect(log.sort()).toEqual(['bip122', 'eip155', 'solana']);
    expect(status()).toEqual(['disconnected', 'connected', 'disconnected']);
    expect(events).toEqual(['DISCONNECT_ERROR']);
  });
});

describe('Network switch through the client', () => {
  it('if the namespace changes a switching flag is set; the active namespace and stored network follow; SWITCH_NETWORK is tracked', async () => {
    const { dock } = await connectedDock();
    const flags: boolean[] = [];
    dock.stores.connection.subscribe(() => flags.push(dock.stores.connection.getState().isSwitchingNamespace));
    const events: unknown[] = [];
    dock.events.subscribe((e) => events.push(e.data));
    dock.stores.connection.setState((s) => ({ ...s, activeNamespace: 'eip155' }));
    await dock.switchNetwork({ caipNetworkId: 'solana:sol' });
    expect(flags).toContain(true);
    expect(dock.stores.connection.getState()).toMatchObject({ activeNamespace: 'solana', isSwitchingNamespace: false });
    expect(dock.storage.get('activeNamespace')).toBe('solana');
    expect(dock.storage.get('activeCaipNetworkId')).toBe('solana:sol');
    expect(events).toContainEqual({ type: 'track', event: 'SWITCH_NETWORK', properties: { network: 'solana:sol' } });
  });

  it('within one namespace no switching flag is set', async () => {
    const { dock } = await connectedDock();
    const flags: boolean[] = [];
    dock.stores.connection.subscribe(() => flags.push(dock.stores.connection.getState().isSwitchingNamespace));
    dock.stores.connection.setState((s) => ({ ...s, activeNamespace: 'eip155' }));
    await dock.switchNetwork({ caipNetworkId: 'eip155:33322' });
    expect(flags).not.toContain(true);
  });

  it('an explicit switch to a network nobody configured throws "Network not found"', async () => {
    const { dock } = await connectedDock();
    await expect(dock.switchNetwork({ caipNetworkId: 'eip155:1' })).rejects.toThrow('Network not found');
  });
});

describe('CONNECT_SUCCESS', () => {
  it('is tracked with the method the adapter reports (browser by default) and the wallet is remembered as recent', async () => {
    const { dock } = await connectedDock();
    const events: unknown[] = [];
    dock.events.subscribe((e) => events.push(e.data));
    await dock.connect({ connectorId: 'bip122-c' });
    expect(events).toContainEqual({
      type: 'track',
      event: 'CONNECT_SUCCESS',
      properties: { method: 'browser', name: 'bip122-c', namespace: 'bip122' },
    });
    // eip155-c and solana-c connected through the WalletConnect connector type: the pairing layer
    // records the wallet the user picked, so the core leaves those out of recent wallets.
    expect(dock.storage.get('recentWallets')?.map((w) => w.id)).toEqual(['bip122-c']);
  });
});

describe('Adapters', () => {
  it('connect with no adapter for the namespace throws "Adapter not found"', async () => {
    const dock = createWalletDock({ networks: [evm], storage: memoryStorage() });
    docks.push(dock);
    await expect(dock.connect({ connectorId: 'x', namespace: 'eip155' })).rejects.toThrow('Adapter not found');
  });

  it('signing without a connected address throws "No ActiveCaipAddress found"', async () => {
    const dock = createWalletDock({
      networks: [evm],
      storage: memoryStorage(),
      adapters: [adapter(evm, 'ANNOUNCED', [])],
    });
    docks.push(dock);
    await expect(dock.signMessage({ message: 'hi' })).rejects.toThrow('No ActiveCaipAddress found');
  });
});
