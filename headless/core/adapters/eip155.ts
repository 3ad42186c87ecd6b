/**
 * The eip155 adapter on wagmi core: injected wallets (EIP-6963 discovery through wagmi's
 * multiInjectedProviderDiscovery, plus the generic "Browser Wallet"), and any custom wagmi
 * connectors the host adds (WalletConnect's connector is added by the WalletConnect feature).
 */
import {
  connect,
  createConfig,
  createStorage,
  disconnect,
  getBalance,
  getConnection,
  injected,
  reconnect,
  sendTransaction,
  signMessage,
  switchChain,
  watchConnection,
  watchConnectors,
  type Config,
  type Connector,
  type CreateConnectorFn,
} from '@wagmi/core';
import type { Address, Hex, Transport } from 'viem';
import { formatCaipNetworkId, type ChainNamespace } from '../model/caip';
import { WalletDockError } from '../model/errors';
import * as ErrorMessages from '../model/error-messages';
import { defaultAccountType } from '../connection/account';
import { toViemChain } from '../connection/network';
import { createTransport } from '../model/transports';
import type {
  AdapterConnection,
  AdapterConnector,
  AdapterContext,
  AdapterDefinition,
  AdapterEvents,
  ChainAdapter,
  ConnectorType,
} from './types';

/** Options of the eip155 adapter. */
export interface Eip155AdapterOptions {
  /** Extra wagmi connectors (custom wallets, test connectors, WalletConnect). */
  connectors?: readonly CreateConnectorFn[];
  /** EIP-6963 discovery of announced wallets (default true). */
  multiInjectedProviderDiscovery?: boolean;
  /** Add wagmi's generic injected connector for `window.ethereum` (default true). */
  genericInjected?: boolean;
}

/** The eip155 adapter; `wagmiConfig` is exposed for hosts that also use wagmi directly. */
export interface Eip155Adapter extends ChainAdapter {
  readonly wagmiConfig: Config;
}

const NAMESPACE: ChainNamespace = 'eip155';
/** Connector id of wagmi's generic injected connector ("Browser Wallet", mobile only in lists). */
export const GENERIC_INJECTED_ID = 'injected';

/** The adapter definition to pass in `options.adapters`. */
export function eip155Adapter(options: Eip155AdapterOptions = {}): AdapterDefinition {
  return { namespace: NAMESPACE, create: (context) => createEip155Adapter(context, options) };
}

// wagmi's reconnect() keeps a module-level "already reconnecting" flag, so two configs in one
// process reconnecting at once would make the second a silent no-op. Serialising the calls keeps
// instances independent; it holds no state besides the tail of the queue.
let reconnectQueue: Promise<unknown> = Promise.resolve();
function serialisedReconnect(run: () => Promise<unknown>): Promise<unknown> {
  const next = reconnectQueue.then(run, run);
  reconnectQueue = next.catch(() => undefined);
  return next;
}

function connectorType(connector: Connector, hostUids: ReadonlySet<string>): ConnectorType {
  if (connector.type === 'walletConnect') return 'WALLET_CONNECT';
  if (hostUids.has(connector.uid)) return 'EXTERNAL';
  if (connector.id === GENERIC_INJECTED_ID) return 'INJECTED';
  // What remains was set up by wagmi's EIP-6963 discovery: an injected connector per announced rdns.
  if (connector.type === 'injected') return 'ANNOUNCED';
  return 'EXTERNAL';
}

function toAdapterConnector(connector: Connector, hostUids: ReadonlySet<string>): AdapterConnector {
  const type = connectorType(connector, hostUids);
  const announced = type === 'ANNOUNCED' ? connector.id : undefined;
  const rdns = (typeof connector.rdns === 'string' ? connector.rdns : connector.rdns?.[0]) ?? announced;
  return {
    id: connector.id,
    name: connector.id === GENERIC_INJECTED_ID ? 'Browser Wallet' : connector.name,
    type,
    chain: NAMESPACE,
    imageUrl: connector.icon,
    info: rdns ? { rdns } : undefined,
  };
}

/** Creates the adapter for one walletdock instance (called by the client). */
export function createEip155Adapter(context: AdapterContext, options: Eip155AdapterOptions = {}): Eip155Adapter {
  const [first, ...rest] = context.networks.map(toViemChain);
  if (!first) throw new WalletDockError(ErrorMessages.chainNotConfigured, { code: 'CHAIN_NOT_CONFIGURED' });
  const transports: Record<number, Transport> = {};
  for (const network of context.networks) {
    const urls = context.customRpcUrls[network.caipNetworkId] ?? network.rpcUrls.default.http;
    transports[Number(network.id)] = createTransport([...urls]);
  }
  const generic = options.genericInjected === false ? [] : [injected()];
  const wagmiConfig = createConfig({
    chains: [first, ...rest],
    transports,
    connectors: [...generic, ...(options.connectors ?? [])],
    multiInjectedProviderDiscovery: options.multiInjectedProviderDiscovery ?? true,
    storage: createStorage({ storage: context.storage, key: 'walletdock.wagmi' }),
    ssr: context.isServer,
  });

  // One listener set per event name; typed at the edges (on/emit).
  // The host's own connectors (custom wallets) are EXTERNAL, whatever wagmi type they have.
  const hostUids = new Set(
    wagmiConfig.connectors.slice(generic.length, generic.length + (options.connectors?.length ?? 0)).map((c) => c.uid),
  );
  const describe = (connector: Connector) => toAdapterConnector(connector, hostUids);
  const listeners = new Map<keyof AdapterEvents, Set<(data: never) => void>>();
  const emit = <E extends keyof AdapterEvents>(event: E, data: AdapterEvents[E]) => {
    for (const listener of [...(listeners.get(event) ?? [])]) (listener as (d: AdapterEvents[E]) => void)(data);
  };
  const accountType = defaultAccountType(NAMESPACE);
  const toAccounts = (addresses: readonly string[]) =>
    addresses.map((address) => ({ namespace: NAMESPACE, address, type: accountType }));
  const toConnection = (connector: Connector, accounts: readonly string[], chainId: number): AdapterConnection => ({
    connectorId: connector.id,
    connectorType: connectorType(connector, hostUids),
    address: accounts[0] as string,
    accounts: toAccounts(accounts),
    caipNetworkId: formatCaipNetworkId(NAMESPACE, chainId),
    walletInfo: { name: describe(connector).name, icon: connector.icon, rdns: describe(connector).info?.rdns },
  });
  const findConnector = (id: string): Connector => {
    const connector = wagmiConfig.connectors.find((c) => c.id === id);
    if (!connector) throw new WalletDockError(ErrorMessages.providerNotFound, { code: 'NOT_FOUND' });
    return connector;
  };

  const unwatch: Array<() => void> = [];
  unwatch.push(
    watchConnection(wagmiConfig, {
      onChange(now, before) {
        if (now.status !== before.status) emit('status', { status: now.status });
        if (before.status === 'connected' && now.status === 'disconnected') emit('disconnect', {});
        // A wallet may connect itself (wagmi's connect event); the client ignores this while its
        // own connect() is running.
        if (now.status === 'connected' && before.status === 'disconnected') {
          emit('connect', toConnection(now.connector, now.addresses, now.chainId));
        }
        if (now.status !== 'connected' || before.status !== 'connected') return;
        if (now.chainId !== before.chainId) {
          emit('chainChanged', { caipNetworkId: formatCaipNetworkId(NAMESPACE, now.chainId) });
        }
        if (now.address !== before.address || now.addresses !== before.addresses) {
          emit('accountsChanged', { address: now.address, accounts: toAccounts(now.addresses) });
        }
      },
    }),
    watchConnectors(wagmiConfig, {
      onChange(connectors) {
        emit('connectorsChanged', { connectors: connectors.map(describe) });
      },
    }),
  );

  return {
    namespace: NAMESPACE,
    wagmiConfig,
    getConnectors: () => wagmiConfig.connectors.map(describe),
    async connect({ connectorId, caipNetworkId }) {
      const connector = findConnector(connectorId);
      const current = getConnection(wagmiConfig);
      if (current.status === 'connected' && current.connector.uid === connector.uid) {
        return toConnection(connector, current.addresses, current.chainId);
      }
      const chainId = caipNetworkId ? Number(caipNetworkId.split(':')[1]) : undefined;
      const result = await connect(wagmiConfig, { connector, chainId });
      return toConnection(connector, result.accounts, result.chainId);
    },
    async reconnect({ connectorId }) {
      const only = connectorId ? wagmiConfig.connectors.filter((c) => c.id === connectorId) : [];
      await serialisedReconnect(() => reconnect(wagmiConfig, only.length ? { connectors: only } : {}));
      const now = getConnection(wagmiConfig);
      return now.status === 'connected' ? toConnection(now.connector, now.addresses, now.chainId) : undefined;
    },
    async disconnect() {
      if (getConnection(wagmiConfig).connector) await disconnect(wagmiConfig);
    },
    async switchNetwork({ caipNetwork }) {
      // wagmi's injected connector adds the chain on 4902 and reports a refusal after adding
      // as a UserRejectedRequestError, which the client surfaces as a user rejection.
      await switchChain(wagmiConfig, { chainId: Number(caipNetwork.id) });
    },
    signMessage: ({ message, address }) => signMessage(wagmiConfig, { message, account: address as Address }),
    sendTransaction: ({ to, value, data, caipNetworkId }) =>
      sendTransaction(wagmiConfig, {
        to: to as Address,
        value,
        data: data as Hex | undefined,
        chainId: caipNetworkId ? Number(caipNetworkId.split(':')[1]) : undefined,
      }),
    async getBalance({ address, caipNetwork }) {
      const { value, decimals, symbol } = await getBalance(wagmiConfig, {
        address: address as Address,
        chainId: Number(caipNetwork.id),
      });
      return { value, decimals, symbol };
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set();
      listeners.set(event, set);
      set.add(listener as (data: never) => void);
      return () => void set.delete(listener as (data: never) => void);
    },
    destroy() {
      for (const stop of unwatch.splice(0)) stop();
    },
  };
}
