// WalletConnect as chain adapters. One WalletConnect client per walletdock instance serves every
// namespace: each namespace's adapter offers the "walletConnect" connector and, when given a
// browser-wallet adapter for that namespace, delegates everything else to it.
import { eip155ChainNumber, type CaipNetworkId, type ChainNamespace } from '../model/caip';
import { defaultAccountType } from '../namespaces/account-type';
import { NAMESPACES } from '../namespaces/registry';
import { ConnectorAccountNotFoundError, ConnectorNotConnectedError } from '../model/errors/connector';
import { NotConfiguredError, NotFoundError, UnsupportedError } from '../model/errors/sdk';
import * as ErrorMessages from '../model/error-messages';
import type {
  AdapterConnection,
  AdapterConnector,
  AdapterContext,
  AdapterDefinition,
  AdapterEvents,
  ChainAdapter,
  Unsubscribe,
} from '../adapters/types';
import type { CaipNetwork } from '../model/network';
import { createStorage } from '../model/storage';
import { createWalletConnectClient, type WalletConnectClient, type WalletConnectOptions } from './client';
import { connectMethod } from './pairing';
import { WALLETCONNECT_CONNECTOR_ID } from './namespaces';
import { walletConnectSessionConnector } from './wagmi-connector';
import type { Eip155Adapter } from '../adapters/eip155';
import type { Config } from '@wagmi/core';
import { createPairingPersistence } from './pairing-controller';
import { wcGetBalance, wcSendTransaction, wcSignMessage } from './requests';
import { connectionFromSession, type WcSession } from './session';
import type { WcMetadata } from './provider';
import type { SIWXConfig } from '../siwx/types';

export { WALLETCONNECT_CONNECTOR_ID, connectionFromSession };

/** Events of a WalletConnect adapter (`connect` reports namespaces the shared session covers). */
export type WalletConnectAdapterEvents = AdapterEvents;

/** A WalletConnect connection; `connectMethod` is CONNECT_SUCCESS's method (mobile with a deep link, else qrcode). */
export interface WcAdapterConnection extends AdapterConnection {
  connectMethod: 'mobile' | 'qrcode';
}

/** A chain adapter carrying the instance's WalletConnect client (for the pairing hooks). */
export interface WalletConnectChainAdapter extends ChainAdapter {
  readonly walletConnect: WalletConnectClient;
  /** eip155 over a browser-wallet adapter: that adapter's wagmi config, which sees WalletConnect too. */
  readonly wagmiConfig?: Config;
  on<E extends keyof WalletConnectAdapterEvents>(
    event: E,
    listener: (data: WalletConnectAdapterEvents[E]) => void,
  ): Unsubscribe;
}

/** Options of walletConnectAdapters: the client's options without `networks` (taken from the instance). */
export type WalletConnectAdapterOptions = Omit<WalletConnectOptions, 'networks'> & {
  /** Namespaces to offer WalletConnect in (default: every namespace given a network). */
  namespaces?: readonly ChainNamespace[];
};

const CONNECTOR_NAME = 'WalletConnect';

/** Creates the WalletConnect adapter of one namespace over the instance's client. */
export function createWalletConnectChainAdapter(
  client: WalletConnectClient,
  namespace: ChainNamespace,
  context: AdapterContext,
  base?: ChainAdapter,
): WalletConnectChainAdapter {
  const connector: AdapterConnector = {
    id: WALLETCONNECT_CONNECTOR_ID,
    name: CONNECTOR_NAME,
    type: 'WALLET_CONNECT',
    chain: namespace,
  };
  type Listener = (data: never) => void;
  const listeners = new Map<keyof WalletConnectAdapterEvents, Set<Listener>>();
  const emit = <E extends keyof WalletConnectAdapterEvents>(event: E, data: WalletConnectAdapterEvents[E]) => {
    for (const l of [...(listeners.get(event) ?? [])]) (l as (d: WalletConnectAdapterEvents[E]) => void)(data);
  };
  let active = false; // this namespace's current connection is the WalletConnect session
  let current: CaipNetworkId | undefined;
  const defaultNetwork = context.networks[0]?.caipNetworkId;

  const onSession = (session: WcSession, preferred?: CaipNetworkId) => {
    const connection = connectionFromSession(session, namespace, preferred ?? current ?? defaultNetwork);
    if (!connection) return undefined;
    active = true;
    current = connection.caipNetworkId;
    return connection;
  };

  const stops = [
    client.on('session', (session) => {
      // The namespace that called connect() reports the connection itself; the others are told here.
      if (active) return;
      const connection = onSession(session);
      if (connection) emit('connect', connection);
    }),
    client.on('disconnect', () => {
      if (!active) return;
      active = false;
      current = undefined;
      emit('disconnect', {});
    }),
    client.on('chainChanged', ({ caipNetworkId }) => {
      if (!active || !caipNetworkId.startsWith(`${namespace}:`)) return;
      current = caipNetworkId;
      emit('chainChanged', { caipNetworkId });
    }),
    client.on('accountsChanged', ({ namespace: ns, accounts }) => {
      if (!active || ns !== namespace || !accounts[0]) return;
      const addresses = [...new Set(accounts.map((a) => a.split(':')[2] as string))];
      emit('accountsChanged', {
        address: addresses[0] as string,
        accounts: addresses.map((address) => ({ namespace, address, type: defaultAccountType(namespace) })),
      });
    }),
  ];

  // eip155: wagmi sees the session through a connector on the same session (the host's
  // WagmiProvider and useWriteContract work over WalletConnect too).
  const wagmiBase = namespace === 'eip155' ? (base as Partial<Eip155Adapter> | undefined) : undefined;
  const switchOnSession = async (caipNetworkId: CaipNetworkId) => {
    const granted = client.getSession()?.namespaces[namespace]?.chains ?? [];
    if (!granted.includes(caipNetworkId)) {
      if (namespace !== 'eip155') throw new UnsupportedError(ErrorMessages.chainNotSupported);
      // Not approved in the session: ask the wallet (wallet_switchEthereumChain is in the session's methods).
      const hex = `0x${eip155ChainNumber(caipNetworkId).toString(16)}`;
      await client.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: hex }] }, requireNetwork());
    }
    client.setDefaultChain(caipNetworkId);
    current = caipNetworkId;
  };
  const wagmiConnector = wagmiBase?.attachSessionConnector?.(
    walletConnectSessionConnector({
      client,
      connection: (session) => {
        const connection = connectionFromSession(session, namespace, current ?? defaultNetwork);
        return (
          connection && { accounts: connection.accounts.map((a) => a.address), caipNetworkId: connection.caipNetworkId }
        );
      },
      switchChain: switchOnSession,
    }),
  );

  const baseOrThrow = () => {
    if (!base) throw new ConnectorNotConnectedError(ErrorMessages.connectorNotConnected);
    return base;
  };
  const networkOf = () => current ?? defaultNetwork;
  const requireNetwork = (): CaipNetworkId => {
    const id = networkOf();
    if (!id) throw new NotFoundError(ErrorMessages.caipNetworkUndefined);
    return id;
  };

  return {
    namespace,
    walletConnect: client,
    ...(wagmiBase?.wagmiConfig ? { wagmiConfig: wagmiBase.wagmiConfig } : {}),
    // What the base offers other features (the embedded wallet's solana wallet) stays reachable through this adapter.
    ...pick(base, 'attachWallet'),
    // A namespace the host gave no network cannot be paired on (the session asks for networks): no connector there.
    getConnectors: () => [
      ...(context.networks.length > 0 ? [connector] : []),
      ...(base?.getConnectors() ?? []).filter((c) => c.id !== WALLETCONNECT_CONNECTOR_ID),
    ],
    async connect({ connectorId, caipNetworkId }) {
      if (connectorId !== WALLETCONNECT_CONNECTOR_ID) return baseOrThrow().connect({ connectorId, caipNetworkId });
      const session = client.getSession() ?? (await client.connect());
      const connection = onSession(session, caipNetworkId);
      if (!connection) throw new NotConfiguredError(ErrorMessages.namespaceNotConfigured(namespace));
      if (caipNetworkId && connection.caipNetworkId === caipNetworkId) client.setDefaultChain(caipNetworkId);
      const result: WcAdapterConnection = { ...connection, connectMethod: connectMethod(client.pairing.getState()) };
      return result;
    },
    async reconnect({ connectorId }) {
      if (connectorId !== WALLETCONNECT_CONNECTOR_ID) return base ? base.reconnect({ connectorId }) : undefined;
      const session = client.getSession() ?? (await client.restore());
      const connection = session ? onSession(session) : undefined;
      if (connection) await wagmiConnector?.restored();
      return connection;
    },
    async disconnect() {
      if (!active) return base?.disconnect();
      active = false;
      // The session spans namespaces: the first namespace to disconnect ends it for all.
      if (client.getSession()) await client.disconnect();
    },
    async switchNetwork({ caipNetwork }) {
      if (!active) return baseOrThrow().switchNetwork({ caipNetwork });
      await switchOnSession(caipNetwork.caipNetworkId);
    },
    async signMessage(parameters) {
      if (!active) return baseOrThrow().signMessage(parameters);
      return wcSignMessage((r, id) => client.request(r, id), namespace, requireNetwork(), parameters);
    },
    async sendTransaction(request) {
      if (!active) return baseOrThrow().sendTransaction(request);
      const chain = request.caipNetworkId ?? requireNetwork();
      const from = client
        .getSession()
        ?.namespaces[namespace]?.accounts.find((a) => a.startsWith(`${chain}:`))
        ?.split(':')[2];
      if (!from) throw new ConnectorAccountNotFoundError(ErrorMessages.connectorAccountNotFound);
      return wcSendTransaction((r, id) => client.request(r, id), namespace, chain, from, request);
    },
    // Send's token transfers run on the browser-wallet adapter's own connection (not over the session).
    ...(base?.transfers
      ? {
          transfers: () =>
            active
              ? Promise.reject(
                  new UnsupportedError(`Token transfers are not supported on ${namespace} over WalletConnect`),
                )
              : base.transfers!(),
        }
      : {}),
    async getBalance(parameters: { address: string; caipNetwork: CaipNetwork }) {
      if (!active && base) return base.getBalance(parameters);
      return wcGetBalance((r, id) => client.request(r, id), parameters.caipNetwork, parameters.address);
    },
    on(event, listener) {
      const baseStop = base?.on(event, listener as never);
      const set = listeners.get(event) ?? new Set<Listener>();
      listeners.set(event, set);
      set.add(listener as Listener);
      return () => {
        set.delete(listener as Listener);
        baseStop?.();
      };
    },
    mount: () => base?.mount?.(),
    destroy() {
      for (const stop of stops.splice(0)) stop();
      wagmiConnector?.detach();
      base?.destroy?.();
    },
  };
}

/** `{ [name]: base[name] }` when the base adapter has that method, else nothing. */
function pick(base: ChainAdapter | undefined, name: string): Record<string, unknown> {
  const fn = (base as Record<string, unknown> | undefined)?.[name];
  return typeof fn === 'function' ? { [name]: fn } : {};
}

// One client per instance. The instance's storage backend is the one object every adapter of an
// instance receives, so it keys the client without any module-level singleton state.
interface InstanceEntry {
  networks: CaipNetwork[];
  client: WalletConnectClient;
}

/**
 * WalletConnect for an instance: pass the host's browser-wallet adapter definitions (if any) and
 * get definitions for every namespace, each offering the shared "walletConnect" connector.
 */
export function walletConnectAdapters(
  options: WalletConnectAdapterOptions,
  baseDefinitions: readonly AdapterDefinition[] = [],
): AdapterDefinition[] {
  const instances = new WeakMap<object, InstanceEntry>();
  const namespaces = options.namespaces ?? (Object.keys(NAMESPACES) as ChainNamespace[]);
  const byNamespace = new Map(baseDefinitions.map((d) => [d.namespace, d]));
  const all = new Set<ChainNamespace>([...namespaces, ...byNamespace.keys()]);
  return [...all].map((namespace) => ({
    namespace,
    create(context: AdapterContext): ChainAdapter {
      const base = byNamespace.get(namespace)?.create(context);
      // A namespace left out of `namespaces` keeps its browser-wallet adapter untouched.
      if (base && !namespaces.includes(namespace)) return base;
      return createWalletConnectChainAdapter(entryFor(context).client, namespace, context, base);
    },
  }));

  function entryFor(context: AdapterContext): InstanceEntry {
    const key = context.storage as object;
    let entry = instances.get(key);
    if (!entry) {
      const networks: CaipNetwork[] = [];
      const { namespaces: _ns, ...clientOptions } = options;
      const kept = createStorage(context.storage);
      entry = {
        networks,
        client: createWalletConnectClient({
          projectId: context.projectId,
          // Deep link and recent wallet are kept in the instance's own storage by default.
          persistence: createPairingPersistence(kept, context.storage),
          // The move of pairing/session data to IndexedDB is flagged by storage version 1.
          onStorageVersion: (version) => kept.set('storageVersion', version),
          // The host configures metadata and sign-in once, on createWalletDock; options given to
          // walletConnectAdapters itself still win.
          ...(context.metadata ? { metadata: context.metadata as WcMetadata } : {}),
          ...(context.siwx ? { siwx: context.siwx as SIWXConfig } : {}),
          ...clientOptions,
          // Filled as each namespace's adapter is created; read when a pairing starts.
          get networks() {
            return networks;
          },
        }),
      };
      instances.set(key, entry);
    }
    for (const n of context.networks)
      if (!entry.networks.some((m) => m.caipNetworkId === n.caipNetworkId)) entry.networks.push(n);
    return entry;
  }
}

export { findWalletConnectClient } from './find';
