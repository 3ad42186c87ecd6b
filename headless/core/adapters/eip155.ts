/**
 * The eip155 adapter on wagmi core: injected wallets (EIP-6963 discovery, each announcement checked at
 * the boundary: eip6963.ts; plus the generic "Browser Wallet"), any custom wagmi connectors
 * the host adds, or everything of the host's own wagmi config (`eip155Adapter({ wagmiConfig })`).
 * WalletConnect attaches a connector over its session (`attachSessionConnector`), so wagmi's
 * hooks see WalletConnect connections too.
 */
import {
  connect,
  disconnect,
  injected,
  reconnect,
  switchChain,
  watchConnectors,
  type Config,
  type Connector,
  type CreateConnectorFn,
} from '@wagmi/core';
import { getConnection, watchConnection } from './wagmi-connection';
import type { Address, Hex } from 'viem';
import { formatCaipNetworkId, type ChainNamespace } from '../model/caip';
import { NotFoundError } from '../model/errors/sdk';
import * as ErrorMessages from '../model/error-messages';
import { defaultAccountType } from '../namespaces/account-type';
import {
  hydrateOwnConfig,
  resolveWagmiConfig,
  settledHostConnection,
  type Eip155AdapterOptions,
} from './eip155-config';
import { EMBEDDED_WAGMI_TYPE } from '../model/constants';
import { watchAnnouncements, type AnnouncedInfo, type AnnouncedWallet } from './eip6963';
import type {
  AdapterConnection,
  AdapterConnector,
  AdapterContext,
  AdapterDefinition,
  AdapterEvents,
  ChainAdapter,
  ConnectorType,
} from './types';

export type {
  AnnouncedProvider,
  Eip155AdapterOptions,
  HostWagmiConfigOptions,
  OwnWagmiConfigOptions,
} from './eip155-config';

/** The eip155 adapter; `wagmiConfig` is the config it runs on (the host's own when given). */
export interface Eip155Adapter extends ChainAdapter {
  readonly wagmiConfig: Config;
  /**
   * Adds a wagmi connector whose connection another adapter drives (WalletConnect's session):
   * wagmi's hooks see its connections, walletdock lists it nowhere and reports none of its
   * changes (the driving adapter does).
   */
  attachSessionConnector(connectorFn: CreateConnectorFn): SessionConnectorHandle;
}

/** What attachSessionConnector returns. */
export interface SessionConnectorHandle {
  /**
   * Tells wagmi that the driving adapter restored its session at startup. On walletdock's own
   * config this reconnects the connector (nobody else does); the host's WagmiProvider already
   * reconnects every connector of its config.
   */
  restored(): Promise<void>;
  detach(): void;
}

const NAMESPACE: ChainNamespace = 'eip155';
// Signing, sending and balances load on first use (eip155-actions.ts).
const walletActions = () => import('./eip155-actions');
/** Connector id of wagmi's generic injected connector ("Browser Wallet", mobile only in lists). */
export const GENERIC_INJECTED_ID = 'injected';

/**
 * The adapter definition to pass in `options.adapters`; give it your own wagmi config to share it
 * with `<WagmiProvider>` (its chains must be walletdock's eip155 networks).
 *
 * @example
 * ```ts
 * const wagmiConfig = createConfig({ chains: [mainnet], transports: { [mainnet.id]: http() }, ssr: true });
 * const dock = createWalletDock({ networks: wagmiConfig.chains, adapters: [eip155Adapter({ wagmiConfig })] });
 * ```
 */
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
  if (connector.type === EMBEDDED_WAGMI_TYPE) return 'AUTH';
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
  const { config: wagmiConfig, owned, hostUids, detach } = resolveWagmiConfig(context, options);
  // Connectors driven by another adapter's session (WalletConnect): hidden from lists and events.
  const sessionUids = new Set<string>();
  const ours = (connector: Connector | undefined) => !connector || !sessionUids.has(connector.uid);
  let hydrated: Promise<void> = Promise.resolve();

  // One listener set per event name; typed at the edges (on/emit).
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
  const listed = () => wagmiConfig.connectors.filter((c) => ours(c));
  const findConnector = (id: string): Connector => {
    const connector = listed().find((c) => c.id === id);
    if (!connector) throw new NotFoundError(ErrorMessages.providerNotFound);
    return connector;
  };

  // The announced wallets walletdock's own discovery added (by connector id = rdns), as they were announced: what the
  // zod schema confirms before the wallet is asked anything.
  const announced = new Map<string, AnnouncedInfo>();
  const addAnnounced = ({ info, provider }: AnnouncedWallet) => {
    if (wagmiConfig.connectors.some((c) => c.id === info.rdns)) return;
    announced.set(info.rdns, info);
    const target = { id: info.rdns, name: info.name, icon: info.icon, provider: provider as never };
    const connector = wagmiConfig._internal.connectors.setup(injected({ target }));
    wagmiConfig._internal.connectors.setState((all) => [...all, connector]);
  };
  /** Rejects before an announced wallet is asked anything unless its announcement passes the zod schema. */
  const confirmAnnounced = async (connectorId: string | undefined) => {
    const info = connectorId ? announced.get(connectorId) : undefined;
    if (!info) return;
    const { announcedInfoSchema } = await import('./wallet-metadata-schema');
    if (!announcedInfoSchema.safeParse(info).success) throw new NotFoundError(ErrorMessages.providerNotFound);
  };

  const unwatch: Array<() => void> = [];
  unwatch.push(
    watchConnection(wagmiConfig, {
      onChange(now, before) {
        if (!ours(now.connector) || !ours(before.connector)) return;
        if (now.status !== before.status) emit('status', { status: now.status });
        if (before.status === 'connected' && now.status === 'disconnected') emit('disconnect', {});
        // A wallet may connect itself (wagmi's connect event), and on a host's config the host may
        // connect or reconnect through wagmi; the client ignores this while its own connect() runs.
        if (now.status === 'connected' && before.status !== 'connected') {
          emit('connect', toConnection(now.connector, now.addresses, now.chainId));
        }
        if (now.status !== 'connected' || before.status !== 'connected') return;
        // Another of wagmi's connections became the current one (a wallet that answered a connect late): a new
        // connection, not the same wallet's account change, so the client can tell whose it is.
        if (now.connector.uid !== before.connector.uid) {
          emit('connect', toConnection(now.connector, now.addresses, now.chainId));
          return;
        }
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
        emit('connectorsChanged', { connectors: connectors.filter((c) => ours(c)).map(describe) });
      },
    }),
  );

  return {
    namespace: NAMESPACE,
    wagmiConfig,
    getConnectors: () => listed().map(describe),
    attachSessionConnector(connectorFn) {
      const connector = wagmiConfig._internal.connectors.setup(connectorFn);
      sessionUids.add(connector.uid);
      wagmiConfig._internal.connectors.setState((all) => [...all, connector]);
      return {
        async restored() {
          if (!owned) return;
          await hydrated;
          await serialisedReconnect(() => reconnect(wagmiConfig, { connectors: [connector] }));
        },
        detach() {
          wagmiConfig._internal.connectors.setState((all) => all.filter((c) => c.uid !== connector.uid));
          sessionUids.delete(connector.uid);
        },
      };
    },
    mount() {
      if (!owned) return;
      // Announced wallets join once wagmi's store is read (as wagmi adds its own discovery's), so a restore finds them.
      const discover = options.multiInjectedProviderDiscovery !== false && typeof window !== 'undefined';
      hydrated = hydrateOwnConfig(wagmiConfig).then(() => {
        if (discover) unwatch.push(watchAnnouncements(window, addAnnounced));
      });
    },
    async connect({ connectorId, caipNetworkId }) {
      await hydrated;
      const connector = findConnector(connectorId);
      await confirmAnnounced(connectorId);
      const current = getConnection(wagmiConfig);
      if (current.status === 'connected' && current.connector.uid === connector.uid) {
        return toConnection(connector, current.addresses, current.chainId);
      }
      const chainId = caipNetworkId ? Number(caipNetworkId.split(':')[1]) : undefined;
      const result = await connect(wagmiConfig, { connector, chainId });
      return toConnection(connector, result.accounts, result.chainId);
    },
    async reconnect({ connectorId }) {
      let now;
      if (owned) {
        await hydrated;
        await confirmAnnounced(connectorId);
        const only = connectorId ? listed().filter((c) => c.id === connectorId) : [];
        await serialisedReconnect(() => reconnect(wagmiConfig, only.length ? { connectors: only } : {}));
        now = getConnection(wagmiConfig);
      } else {
        now = await settledHostConnection(wagmiConfig);
      }
      return now.status === 'connected' && ours(now.connector)
        ? toConnection(now.connector, now.addresses, now.chainId)
        : undefined;
    },
    async disconnect() {
      if (getConnection(wagmiConfig).connector) await disconnect(wagmiConfig);
    },
    async abandon(connectorId) {
      const connector = listed().find((c) => c.id === connectorId);
      if (connector && wagmiConfig.state.connections.has(connector.uid)) await disconnect(wagmiConfig, { connector });
    },
    async switchNetwork({ caipNetwork }) {
      // wagmi's injected connector adds the chain on 4902 and reports a refusal after adding
      // as a UserRejectedRequestError, which the client surfaces as a user rejection.
      await switchChain(wagmiConfig, { chainId: Number(caipNetwork.id) });
    },
    signMessage: async ({ message, address }) =>
      (await walletActions()).signMessage(wagmiConfig, { message, account: address as Address }),
    sendTransaction: async ({ to, value, data, caipNetworkId, gas }) =>
      (await walletActions()).sendTransaction(wagmiConfig, {
        to: to as Address,
        value,
        data: data as Hex | undefined,
        gas,
        chainId: caipNetworkId ? Number(caipNetworkId.split(':')[1]) : undefined,
      }),
    async getBalance({ address, caipNetwork }) {
      const { value, decimals, symbol } = await (await walletActions()).getBalance(wagmiConfig, {
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
      detach();
    },
  };
}
