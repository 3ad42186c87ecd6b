/**
 * Connection actions of an instance — connect, startup sync, network switch, disconnect — over
 * the adapters, applying the pure rules of account.ts, network.ts and disconnect.ts to the
 * connection store, keeping storage in step and tracking the spec's events.
 */
import type { CaipNetworkId, ChainNamespace } from '../model/caip';
import { toWalletDockError } from '../model/errors';
import { NotFoundError } from '../model/errors/sdk';
import { RequestTimeoutError } from '../model/errors/http';
import * as ErrorMessages from '../model/error-messages';
import { applyConnection, applyNetwork, applyStatus, resetChainAccount, type ChainState } from './account';
import type { AdapterConnection, AdapterConnector, ChainAdapter } from '../adapters/types';
import {
  SHARED_CONNECTOR_TYPES,
  aggregateDisconnect,
  disconnectError,
  namespacesToDisconnect,
  type ConnectedNamespaces,
} from './disconnect';
import type { EventEmitter } from '../model/events';
import type { CaipNetwork } from '../model/network';
import { planNetworkSwitch, resolveNetwork, shouldOpenUnsupportedChain, type UnsupportedChainPolicy } from './network';
import type { ConnectionState } from './startup';
import type { Store } from '../model/store';
import type { WalletDockStorage } from '../model/storage';
import { shownWalletInfo } from './listed-connectors';
import type { WalletRequestGate } from './wallet-timeout';
import type { TabChannel, TabMessage } from './tab-channel';
import { withReconnectLock } from './reconnect-lock';
import { restoreFailureReason } from './restore-failure';

/** Variables of connect. */
export interface ConnectParameters {
  connectorId: string;
  /** Defaults to the connector's namespace, then the active namespace. */
  namespace?: ChainNamespace | undefined;
  caipNetworkId?: CaipNetworkId | undefined;
}

/** What the connection actions need from the instance. */
export interface ConnectionContext {
  store: Store<ConnectionState>;
  connectors: Store<readonly AdapterConnector[]>;
  adapters: Partial<Record<ChainNamespace, ChainAdapter>>;
  storage: WalletDockStorage;
  events: EventEmitter;
  policy: UnsupportedChainPolicy;
  /** The bound on waiting for the wallet (connect, reconnect, switch). */
  gate: WalletRequestGate;
  /** The other tabs of the origin: told of this tab's connects, disconnects, account and network changes (absent on the server). */
  tabs?: Pick<TabChannel, 'post'> | undefined;
  /** The name restores of this storage take turns under, across tabs (the storage key prefix). */
  lockName: string;
  /** Where aggregated failures are logged (console in debug mode). */
  log?: (error: unknown) => void;
  /** Opens UnsupportedChain; closes it when the wallet came back to a supported network. */
  onUnsupportedChange(unsupported: boolean): void;
}

/** The connection actions. */
export interface ConnectionActions {
  connect(parameters: ConnectParameters): Promise<AdapterConnection>;
  /** Startup sync of every namespace restored as connecting. */
  syncRestored(): Promise<void>;
  /** Puts a namespace back to disconnected, in the store and in storage (as a failed startup sync does). */
  reset(namespace: ChainNamespace): void;
  switchNetwork(parameters: { caipNetworkId: CaipNetworkId; namespace?: ChainNamespace | undefined }): Promise<void>;
  disconnect(parameters?: { namespace?: ChainNamespace | undefined }): Promise<void>;
  /** Follows what another tab did, as this tab's storage now shows it (tab-channel.ts). */
  followTab(message: TabMessage): Promise<void>;
  /** Wires one adapter's events into the store; returns the unsubscription. */
  listen(adapter: ChainAdapter): () => void;
  adapterOf(namespace: ChainNamespace | undefined): ChainAdapter;
}

/** Creates the connection actions. */
export function createConnectionActions(context: ConnectionContext): ConnectionActions {
  const { store, storage, events, gate } = context;
  // Connectors whose connect timed out and has not answered since, by namespace: their late answer is undone, and
  // until it comes a connection they report is not taken (it would connect behind the visitor's back).
  const abandoned = new Map<ChainNamespace, Set<string>>();
  const isAbandoned = (namespace: ChainNamespace, connectorId: string) =>
    abandoned.get(namespace)?.has(connectorId) ?? false;
  // The connector each namespace's connect() is asking now.
  const asking = new Map<ChainNamespace, string>();
  const chainOf = (namespace: ChainNamespace) => store.getState().chains[namespace];
  const setChain = (namespace: ChainNamespace, update: (chain: ChainState) => ChainState) =>
    store.setState((s) => {
      const chain = s.chains[namespace];
      if (!chain) return s;
      const next = update(chain);
      return next === chain ? s : { ...s, chains: { ...s.chains, [namespace]: next } };
    });

  const adapterOf = (namespace: ChainNamespace | undefined): ChainAdapter => {
    const adapter = namespace ? context.adapters[namespace] : undefined;
    if (!adapter) throw new NotFoundError(ErrorMessages.adapterNotFound);
    return adapter;
  };

  // Storage mirrors what a reload needs: status, connector, accounts, networks. Each write merges
  // into what is stored, and reads are checked only once the storage schemas have loaded (the
  // client loads them before its actions run): a wallet event that comes earlier waits for them.
  const persist = (write: () => void) => (storage.loaded ? write() : void storage.load().then(write));
  const persistConnected = (namespace: ChainNamespace, chain: ChainState) =>
    persist(() => {
      storage.set('connectionStatus', { ...storage.get('connectionStatus'), [namespace]: 'connected' });
      storage.set('connectedNamespaces', [...new Set([...(storage.get('connectedNamespaces') ?? []), namespace])]);
      if (chain.connectorId)
        storage.set('connectorIds', { ...storage.get('connectorIds'), [namespace]: chain.connectorId });
      storage.set('connections', {
        ...storage.get('connections'),
        [namespace]: [
          {
            connectorId: chain.connectorId ?? '',
            accounts: chain.accountState.allAccounts.map((a) => ({ address: a.address, type: a.type })),
            caipNetworkId: chain.caipNetwork?.caipNetworkId,
          },
        ],
      });
      persistActive();
    });
  const persistActive = () => {
    const { activeNamespace, chains } = store.getState();
    if (!activeNamespace) return;
    storage.set('activeNamespace', activeNamespace);
    const network = chains[activeNamespace]?.caipNetwork;
    if (network && !network.unsupported) storage.set('activeCaipNetworkId', network.caipNetworkId);
  };
  const persistDisconnected = (namespace: ChainNamespace) =>
    persist(() => {
      storage.set('connectionStatus', { ...storage.get('connectionStatus'), [namespace]: 'disconnected' });
      storage.set(
        'connectedNamespaces',
        (storage.get('connectedNamespaces') ?? []).filter((ns) => ns !== namespace),
      );
      const { [namespace]: _id, ...connectorIds } = storage.get('connectorIds') ?? {};
      storage.set('connectorIds', connectorIds);
      const { [namespace]: _c, ...connections } = storage.get('connections') ?? {};
      storage.set('connections', connections);
    });

  const applyAdapterConnection = (namespace: ChainNamespace, connection: AdapterConnection) => {
    const chain = chainOf(namespace);
    if (!chain) return;
    const network = resolveNetwork(connection.caipNetworkId, chain.caipNetworks);
    setChain(namespace, (c) => {
      // Connected: a restore that failed before is no longer news.
      const { restoreFailure: _, ...connected } = applyConnection(c, {
        address: connection.address,
        accounts: connection.accounts,
        network,
        connectorId: connection.connectorId,
        connectorType: connection.connectorType,
        walletInfo: shownWalletInfo(connection.walletInfo),
      });
      return connected;
    });
    persistConnected(namespace, chainOf(namespace) as ChainState);
    context.onUnsupportedChange(shouldOpenUnsupportedChain(network, context.policy));
  };

  // What storage says of a namespace now (another tab may have written it); unknown before the schemas have loaded.
  const savedStatus = (namespace: ChainNamespace) =>
    storage.loaded ? storage.get('connectionStatus')?.[namespace] : undefined;

  const resetNamespace = (namespace: ChainNamespace) => {
    setChain(namespace, resetChainAccount);
    persistDisconnected(namespace);
  };

  // A restore that gave up: disconnected, with why (in one update, so no frame shows the label without the reason).
  const failRestore = (chain: ChainState, error: unknown) => {
    const listed = context.connectors.getState().some((c) => c.id === chain.connectorId);
    const restoreFailure = { reason: restoreFailureReason(error, listed), connectorId: chain.connectorId };
    setChain(chain.namespace, (c) => ({ ...resetChainAccount(c), restoreFailure }));
    persistDisconnected(chain.namespace);
    if (error !== undefined) context.log?.(error);
  };

  // Another tab's account or network change is told once it is in storage (persist writes it at once when loaded).
  const tellChanged = (namespace: ChainNamespace) => persist(() => context.tabs?.post({ kind: 'changed', namespace }));

  // Another tab changed the account or the network of the session this tab shows too (the same wallet, as storage now
  // says): this tab's own wallet client is moved there as well, so what it signs or sends matches what it shows. A
  // WalletConnect or email wallet tells only the tab that asked; an extension tells every tab, and then this finds
  // nothing left to do. Follows run one after another per namespace, so a quick second change is not overtaken.
  const following = new Map<ChainNamespace, Promise<void>>();
  const followChange = (ns: ChainNamespace) => {
    const next = (following.get(ns) ?? Promise.resolve()).then(() => followSaved(ns));
    following.set(
      ns,
      next.catch(() => undefined),
    );
    return next;
  };
  const followSaved = async (ns: ChainNamespace) => {
    const chain = chainOf(ns);
    const saved = storage.get('connections')?.[ns]?.[0];
    const adapter = context.adapters[ns];
    if (!adapter || !saved || chain?.accountState.status !== 'connected' || savedStatus(ns) !== 'connected') return;
    if (saved.connectorId !== chain.connectorId) return; // another wallet: a connect there says 'connected', not this
    const target = saved.caipNetworkId;
    if (target && target !== chain.caipNetwork?.caipNetworkId) {
      const network = chain.caipNetworks.find((n) => n.caipNetworkId === target && !n.unsupported);
      if (network) {
        await gate('switchNetwork', () => adapter.switchNetwork({ caipNetwork: network }));
        if (chainOf(ns)?.accountState.status === 'connected') {
          setChain(ns, (c) => (c.caipNetwork?.caipNetworkId === target ? c : applyNetwork(c, network)));
          context.onUnsupportedChange(false);
        }
      }
    }
    const address = saved.accounts[0]?.address;
    const shown = chainOf(ns)?.accountState.address;
    if (!address || !shown || address.toLowerCase() === shown.toLowerCase()) return;
    // The account: this tab's wallet client is asked afresh, and its answer shown only if it names the same account.
    const now = await gate('reconnect', () => adapter.reconnect({ connectorId: chain.connectorId }));
    if (now && now.address.toLowerCase() === address.toLowerCase() && chainOf(ns)?.accountState.status === 'connected')
      applyAdapterConnection(ns, now);
  };

  return {
    adapterOf,
    reset: resetNamespace,
    listen(adapter) {
      const ns = adapter.namespace;
      const stops = [
        adapter.on('accountsChanged', ({ address, accounts }) => {
          const chain = chainOf(ns);
          if (chain?.accountState.status !== 'connected') return;
          if (chain.accountState.address === address && chain.accountState.allAccounts.length === accounts.length)
            return;
          setChain(ns, (c) =>
            applyConnection(c, {
              address,
              accounts,
              network: c.caipNetwork as CaipNetwork,
              connectorId: c.connectorId ?? '',
              connectorType: c.connectorType ?? 'EXTERNAL',
            }),
          );
          persistConnected(ns, chainOf(ns) as ChainState);
          tellChanged(ns);
        }),
        adapter.on('chainChanged', ({ caipNetworkId }) => {
          const chain = chainOf(ns);
          if (!chain || chain.caipNetwork?.caipNetworkId === caipNetworkId) return;
          const network = resolveNetwork(caipNetworkId, chain.caipNetworks);
          setChain(ns, (c) => applyNetwork(c, network));
          if (chain.accountState.status === 'connected') {
            persistConnected(ns, chainOf(ns) as ChainState);
            tellChanged(ns);
          }
          context.onUnsupportedChange(shouldOpenUnsupportedChain(network, context.policy));
        }),
        adapter.on('connect', (connection) => {
          if (chainOf(ns)?.accountState.status === 'connecting') return; // connect() applies its own result
          if (isAbandoned(ns, connection.connectorId)) return;
          applyAdapterConnection(ns, connection);
        }),
        adapter.on('disconnect', () => {
          const chain = chainOf(ns);
          if (chain && chain.accountState.status === 'connected') resetNamespace(ns);
        }),
        adapter.on('status', ({ status }) => {
          // Only mirror the underlying client's reconnecting during the startup sync.
          if (status === 'reconnecting' && chainOf(ns)?.accountState.status === 'connecting') {
            setChain(ns, (c) => applyStatus(c, 'reconnecting'));
          }
        }),
      ];
      return () => stops.forEach((stop) => stop());
    },

    async connect({ connectorId, namespace, caipNetworkId }) {
      const ns =
        namespace ??
        context.connectors.getState().find((c) => c.id === connectorId)?.chain ??
        store.getState().activeNamespace;
      const adapter = adapterOf(ns);
      const before = chainOf(adapter.namespace);
      setChain(adapter.namespace, (c) => applyStatus(c, 'connecting'));
      asking.set(adapter.namespace, connectorId);
      // A wallet that answers after the time-out: the visitor was told it did not, and may have picked another since.
      // Its connection is ended, unless that same wallet is what the namespace is connected to or asking now.
      const undoLate = (late: AdapterConnection) => {
        const forget = () => abandoned.get(adapter.namespace)?.delete(late.connectorId);
        const now = chainOf(adapter.namespace);
        const inUse =
          (now?.accountState.status === 'connected' && now.connectorId === late.connectorId) ||
          (now?.accountState.status === 'connecting' && asking.get(adapter.namespace) === late.connectorId);
        events.track('WALLET_LATE_ANSWER', { request: 'connect', connectorId: late.connectorId, undone: !inUse });
        if (inUse) return void forget();
        const undo = adapter.abandon
          ? adapter.abandon(late.connectorId)
          : now?.accountState.status === 'connected'
            ? Promise.resolve() // an adapter of one connection at a time is on the one the visitor chose since
            : adapter.disconnect();
        // Forgotten once undone: what the wallet reports meanwhile still belongs to the abandoned request.
        void undo.catch((error: unknown) => context.log?.(error)).finally(forget);
      };
      try {
        const ask = () => adapter.connect({ connectorId, caipNetworkId });
        // WalletConnect's pairing waits for a person to scan a code: its bound is the pairing's own expiry.
        const pairing = context.connectors.getState().find((c) => c.id === connectorId)?.type === 'WALLET_CONNECT';
        const connection = await (pairing ? ask() : gate('connect', ask, undoLate));
        abandoned.get(adapter.namespace)?.delete(connectorId);
        store.setState((s) => ({ ...s, activeNamespace: adapter.namespace }));
        applyAdapterConnection(adapter.namespace, connection);
        // Remembered for the "recent" section of the wallet list (kept: RECENT_WALLETS_MAX). A
        // WalletConnect connection saves the wallet the user picked itself; the generic pairing
        // connector is not a wallet and would push a real one out of the two kept; nor is the embedded wallet's AUTH one.
        const walletInfo = shownWalletInfo(connection.walletInfo);
        const name = walletInfo?.name ?? connectorId;
        if (!SHARED_CONNECTOR_TYPES.includes(connection.connectorType)) {
          storage.addRecentWallet({ id: connectorId, name, rdns: walletInfo?.rdns ?? null });
        }
        context.tabs?.post({ kind: 'connected', namespace: adapter.namespace });
        events.track('CONNECT_SUCCESS', {
          method: connection.connectMethod ?? 'browser',
          name,
          namespace: adapter.namespace,
        });
        return connection;
      } catch (error) {
        setChain(adapter.namespace, (c) =>
          applyStatus(c, before?.accountState.address ? before.accountState.status : 'disconnected'),
        );
        const wrapped = toWalletDockError(error);
        if (wrapped instanceof RequestTimeoutError && wrapped.walletRequest === 'connect') {
          const set = abandoned.get(adapter.namespace) ?? new Set<string>();
          abandoned.set(adapter.namespace, set.add(connectorId));
        }
        events.track('CONNECT_ERROR', { message: wrapped.message, code: wrapped.code });
        throw wrapped;
      }
    },

    async syncRestored() {
      const restoring = Object.values(store.getState().chains).filter(
        (c): c is ChainState =>
          c !== undefined && (c.accountState.status === 'connecting' || c.accountState.status === 'reconnecting'),
      );
      await Promise.all(
        restoring.map((chain) =>
          withReconnectLock(`${context.lockName}reconnect:${chain.namespace}`, async () => {
            // Another tab's restore, or a disconnect there, may have settled this session while this one waited.
            if (savedStatus(chain.namespace) === 'disconnected') return resetNamespace(chain.namespace);
            const adapter = context.adapters[chain.namespace];
            try {
              // Bounded like a connect: a wallet that never answers leaves the visitor disconnected, not "reconnecting".
              const connection = adapter
                ? await gate('reconnect', () => adapter.reconnect({ connectorId: chain.connectorId }))
                : undefined;
              if (connection) applyAdapterConnection(chain.namespace, connection);
              else failRestore(chain, undefined);
            } catch (error) {
              failRestore(chain, error);
            }
          }),
        ),
      );
    },

    async followTab(message) {
      await storage.load();
      if (message.kind === 'changed') return followChange(message.namespace);
      if (message.kind === 'disconnected') {
        for (const ns of message.namespaces) {
          // Only a session this tab shows as connected: a connect or a restore under way here settles by itself.
          if (chainOf(ns)?.accountState.status !== 'connected' || savedStatus(ns) === 'connected') continue;
          resetNamespace(ns);
          // This tab's wallet client lets go too (its own state; the other tab already ended the session).
          void context.adapters[ns]?.disconnect().catch((error: unknown) => context.log?.(error));
        }
        return;
      }
      const ns = message.namespace;
      const adapter = context.adapters[ns];
      if (!adapter || chainOf(ns)?.accountState.status !== 'disconnected' || savedStatus(ns) !== 'connected') return;
      // The wallet approved this site in the other tab: this tab's client reconnects without a prompt.
      const connectorId = storage.get('connectorIds')?.[ns];
      const connection = await gate('reconnect', () => adapter.reconnect({ connectorId })).catch((error: unknown) => {
        context.log?.(error);
        return undefined;
      });
      if (connection && chainOf(ns)?.accountState.status === 'disconnected') applyAdapterConnection(ns, connection);
    },

    async switchNetwork({ caipNetworkId, namespace }) {
      const all = Object.values(store.getState().chains).flatMap((c) => c?.caipNetworks ?? []);
      const plan = planNetworkSwitch(caipNetworkId, all, store.getState().activeNamespace);
      if (plan.network.unsupported || (namespace && plan.network.chainNamespace !== namespace)) {
        throw new NotFoundError(ErrorMessages.networkNotFound);
      }
      const ns = plan.network.chainNamespace;
      if (plan.namespaceChanged) store.setState((s) => ({ ...s, isSwitchingNamespace: true }));
      try {
        const chain = chainOf(ns);
        if (chain?.accountState.status === 'connected') {
          try {
            await gate('switchNetwork', () => adapterOf(ns).switchNetwork({ caipNetwork: plan.network }));
          } catch (error) {
            throw toWalletDockError(error);
          }
        }
        setChain(ns, (c) => applyNetwork(c, plan.network));
        store.setState((s) => ({ ...s, activeNamespace: ns }));
        persistActive();
        if (chainOf(ns)?.accountState.status === 'connected') {
          persistConnected(ns, chainOf(ns) as ChainState);
          tellChanged(ns);
        }
        context.onUnsupportedChange(false);
        events.track('SWITCH_NETWORK', { network: plan.network.caipNetworkId });
      } finally {
        if (plan.namespaceChanged) store.setState((s) => ({ ...s, isSwitchingNamespace: false }));
      }
    },

    async disconnect(parameters) {
      const connected: ConnectedNamespaces = {};
      for (const chain of Object.values(store.getState().chains)) {
        if (chain && (chain.accountState.status !== 'disconnected' || chain.connectorId)) {
          connected[chain.namespace] = { connectorType: chain.connectorType };
        }
      }
      const target = parameters?.namespace;
      const namespaces = target && !connected[target] ? [target] : namespacesToDisconnect(connected, target);
      const results = await Promise.allSettled(namespaces.map((ns) => context.adapters[ns]?.disconnect()));
      const outcome = aggregateDisconnect(namespaces, results);
      for (const ns of outcome.succeeded) resetNamespace(ns);
      if (outcome.succeeded.length) context.tabs?.post({ kind: 'disconnected', namespaces: outcome.succeeded });
      if (outcome.failed.length) {
        const error = disconnectError(outcome);
        context.log?.(error);
        events.track('DISCONNECT_ERROR', { message: error.cause instanceof Error ? error.cause.message : '' });
        throw error;
      }
      events.track('DISCONNECT_SUCCESS', { namespaces: outcome.succeeded });
    },
  };
}
