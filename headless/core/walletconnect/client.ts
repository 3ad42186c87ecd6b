// The WalletConnect client of one walletdock instance: one universal provider (loaded on first
// use), one session across every configured namespace, the pairing state a host draws its QR
// from, and the session events the namespace adapters turn into account state.
import type { WalletDockError } from '../model/errors';
import { ConnectorNotConnectedError } from '../model/errors/connector';
import { NotConfiguredError } from '../model/errors/sdk';
import { UserRejectedError } from '../model/errors/rpc';
import * as ErrorMessages from '../model/error-messages';
import type { CaipAddress, CaipNetworkId, ChainNamespace } from '../model/caip';
import type { CaipNetwork } from '../model/network';
import type { Store } from '../model/store';
import type { SIWXConfig } from '../siwx/types';
import { formatNativeUrl, formatUniversalUrl } from '../directory/deeplink';
import {
  createPairingController,
  type PairingController,
  type PairingPersistence,
  type PairingTimers,
  type WcConnectSuccessEvent,
} from './pairing-controller';
import type { PairingState, WcRecentWallet } from './pairing';
import { buildWcNamespaces, canUseOneClickAuth } from './namespaces';
import { accountsOnChain, hasStoredWcSession, sessionAccounts, toWcSession, type WcSession } from './session';
import { createIndexedDbWcStorage, createMemoryWcStorage, type WcKeyValueStorage } from './storage';
import { createWcAlertOnce, toWcError, type WcAlertCode } from './errors';
import { loadUniversalProvider, type WcMetadata, type WcUniversalProvider } from './provider';
import { addSessionsFromCacaos, createUniversalAuthParams } from '../siwx/authenticate';
import { WC_METHODS } from './namespaces';

/** Text shown while the wallet signs the one-click auth request. */
export const WC_AUTHENTICATING_TEXT = 'Authenticating...';

/** Options of a WalletConnect client (relay URL, projectId and rpcMap are the host's). */
export interface WalletConnectOptions {
  networks: readonly CaipNetwork[];
  projectId?: string;
  /** e.g. ws://127.0.0.1:PORT in tests; the default relay otherwise. */
  relayUrl?: string;
  /** RPC per CAIP-2 id for reads the provider makes (defaults to each network's first RPC URL). */
  rpcMap?: Partial<Record<CaipNetworkId, string>>;
  metadata?: WcMetadata;
  /** Pairing/session storage; IndexedDB in a browser (migrated from localStorage once), memory elsewhere. */
  storage?: WcKeyValueStorage;
  /** Told the storage version of the default IndexedDB storage (1 once localStorage data was moved). */
  onStorageVersion?: (version: number) => void;
  customStoragePrefix?: string;
  persistence?: PairingPersistence;
  track?: (event: WcConnectSuccessEvent) => void;
  onAlert?: (code: WcAlertCode, title: string) => void;
  /** Sign-in config; with every network eip155 the pairing signs in at once (one-click auth). */
  siwx?: SIWXConfig;
  telemetryEnabled?: boolean;
  logLevel?: string;
  /** Clock of the pairing-expiry rule (tests pass a fake one). */
  timers?: PairingTimers;
}

/** Events of the WalletConnect client. */
export interface WalletConnectEvents {
  session: WcSession;
  disconnect: { topic: string | undefined };
  accountsChanged: { namespace: ChainNamespace; accounts: CaipAddress[] };
  chainChanged: { caipNetworkId: CaipNetworkId };
  status: { text: string | undefined };
}

/** A wallet picked on the mobile list: remembered as recent, and opened through its link. */
export interface WcWalletChoice extends WcRecentWallet {
  mobile_link?: string | null | undefined;
}

/** The client; see createWalletConnectClient. */
export interface WalletConnectClient {
  /** Pairing state (status, wcUri, wcPairingExpiry, ...) for useConnect and the QR view. */
  readonly pairing: Store<PairingState>;
  /** Starts (or joins) a pairing; resolves with the session once the wallet approves. */
  connect(): Promise<WcSession>;
  /**
   * Starts a pairing in the background when none is under way and no session exists, so that a URI is ready when
   * the user taps a wallet (a deep link must open inside the tap). A wallet that approves it connects as usual;
   * a failure shows in the pairing state.
   */
  prefetch(): void;
  /** Restores a stored session; loads WalletConnect only when one exists. */
  restore(): Promise<WcSession | undefined>;
  disconnect(): Promise<void>;
  request<T>(request: { method: string; params?: unknown }, caipNetworkId: CaipNetworkId): Promise<T>;
  getSession(): WcSession | undefined;
  /** Makes `caipNetworkId` the session's default chain (emits chainChanged and accountsChanged). */
  setDefaultChain(caipNetworkId: CaipNetworkId): void;
  /** Mobile selection: remembers the wallet and returns its `scheme://wc?uri=` / `https://host/wc?uri=` link. */
  selectWallet(wallet: WcWalletChoice): string | undefined;
  /** Back to disconnected: clears uri, expiry, linking and recent wallet. */
  resetPairing(): void;
  on<E extends keyof WalletConnectEvents>(event: E, listener: (data: WalletConnectEvents[E]) => void): () => void;
  destroy(): Promise<void>;
}

// Read when the provider starts (never at import): wallets compare metadata.url with the page.
const defaultMetadata = (): WcMetadata => {
  const origin = (globalThis as { location?: { origin?: string } }).location?.origin;
  return {
    name: 'walletdock',
    description: 'walletdock',
    url: origin && origin !== 'null' ? origin : 'http://localhost',
    icons: [],
  };
};

function defaultStorage(onVersion: ((version: number) => void) | undefined): WcKeyValueStorage {
  if (typeof indexedDB === 'undefined') return createMemoryWcStorage();
  return createIndexedDbWcStorage(onVersion ? { onVersion } : {});
}

/** Creates the WalletConnect client of one instance (nothing is loaded until connect or restore). */
export function createWalletConnectClient(options: WalletConnectOptions): WalletConnectClient {
  // Keyed by event name; the typed on/emit below keep each set's listener type right.
  const listeners = new Map<keyof WalletConnectEvents, Set<(data: never) => void>>();
  const emit = <E extends keyof WalletConnectEvents>(event: E, data: WalletConnectEvents[E]) => {
    for (const listener of [...(listeners.get(event) ?? [])]) (listener as (d: WalletConnectEvents[E]) => void)(data);
  };
  const alertOnce = createWcAlertOnce((code, title) => options.onAlert?.(code, title));
  let storage: WcKeyValueStorage | undefined;
  const getStorage = () => (storage ??= options.storage ?? defaultStorage(options.onStorageVersion));
  let providerPromise: Promise<WcUniversalProvider> | undefined;
  let provider: WcUniversalProvider | undefined;
  let session: WcSession | undefined;
  let inFlight: Promise<WcSession> | undefined;
  let attempt = 0;
  let settle: { resolve: (s: WcSession) => void; reject: (e: unknown) => void } | undefined;

  const pairing: PairingController = createPairingController({
    refresh: () => startAttempt(),
    ...(options.persistence ? { persistence: options.persistence } : {}),
    ...(options.track ? { track: options.track } : {}),
    ...(options.timers ? { timers: options.timers } : {}),
  });

  const fail = (error: unknown): WalletDockError => {
    alertOnce(error);
    return toWcError(error);
  };

  function onSessionEnded(topic: string | undefined) {
    session = undefined;
    pairing.dispatch({ type: 'disconnected', ...(topic ? { topic } : {}) });
    emit('disconnect', { topic });
  }

  function getProvider(): Promise<WcUniversalProvider> {
    providerPromise ??= loadUniversalProvider({
      projectId: options.projectId ?? '',
      relayUrl: options.relayUrl,
      metadata: options.metadata ?? defaultMetadata(),
      storage: getStorage(),
      customStoragePrefix: options.customStoragePrefix,
      telemetryEnabled: options.telemetryEnabled ?? false,
      logLevel: options.logLevel ?? 'error',
      onLoggedError: alertOnce,
    }).then((p) => {
      provider = p;
      p.on('display_uri', (uri: string) => pairing.setUri(uri));
      p.on('session_delete', ({ topic }: { topic: string }) => onSessionEnded(topic));
      p.on('session_update', () => {
        if (!p.session) return;
        session = toWcSession(p.session);
        for (const [namespace, ns] of Object.entries(session.namespaces)) {
          emit('accountsChanged', { namespace: namespace as ChainNamespace, accounts: ns?.accounts ?? [] });
        }
      });
      // Fired for wallet-initiated chain changes and for setDefaultChain alike; carries the CAIP id.
      p.on('default_chain_changed', ({ currentCaipChainId }: { currentCaipChainId: CaipNetworkId }) => {
        emit('chainChanged', { caipNetworkId: currentCaipChainId });
        const accounts = session ? accountsOnChain(session, currentCaipChainId) : [];
        if (accounts.length)
          emit('accountsChanged', { namespace: currentCaipChainId.split(':')[0] as ChainNamespace, accounts });
      });
      p.client.core.relayer.on('relayer_error', alertOnce);
      return p;
    });
    return providerPromise;
  }

  /** One pairing attempt; a refresh starts another and the older one is ignored. */
  async function startAttempt(): Promise<void> {
    const id = ++attempt;
    const p = await getProvider();
    const namespaces = buildWcNamespaces(options.networks, options.rpcMap);
    const eip155Chains = namespaces.eip155?.chains ?? [];
    let raw: unknown;
    try {
      if (options.siwx && canUseOneClickAuth(options.networks)) {
        const params = await createUniversalAuthParams(options.siwx, eip155Chains as CaipNetworkId[], {
          methods: [...WC_METHODS.eip155],
        });
        emit('status', { text: WC_AUTHENTICATING_TEXT });
        try {
          // The namespaces ride along so the provider keeps our rpcMap (the sign client ignores them).
          const result = await p.authenticate({ ...params, optionalNamespaces: namespaces } as never);
          if (id !== attempt) return;
          try {
            await addSessionsFromCacaos(options.siwx, result.auths, {
              // The wallet signed the sign client's own rendering of the payload (ReCaps included).
              formatMessage: (request, iss) => p.client.formatAuthMessage({ request: request as never, iss }),
            });
          } catch (error) {
            // A failed one-click auth disconnects, then rethrows.
            await p.disconnect().catch(() => undefined);
            throw error;
          }
          raw = result.session;
        } finally {
          emit('status', { text: undefined });
        }
      } else {
        raw = await p.connect({ optionalNamespaces: namespaces as never });
      }
    } catch (error) {
      if (id === attempt) settle?.reject(fail(error));
      return;
    }
    if (id !== attempt) return;
    session = toWcSession(raw);
    pairing.connected({
      topic: session.topic,
      accounts: sessionAccounts(session),
      ...(session.walletName ? { walletName: session.walletName } : {}),
    });
    settle?.resolve(session);
    emit('session', session);
  }

  const client: WalletConnectClient = {
    pairing: pairing.store,
    connect() {
      if (inFlight) return inFlight;
      pairing.dispatch({ type: 'connecting' });
      inFlight = new Promise<WcSession>((resolve, reject) => {
        settle = { resolve, reject };
        startAttempt().catch((error: unknown) => reject(fail(error)));
      }).finally(() => {
        inFlight = undefined;
        settle = undefined;
      });
      inFlight.catch(() => {
        // A reset already cleared the pairing; only a failure while still connecting is an error.
        if (pairing.store.getState().status === 'connecting') pairing.dispatch({ type: 'error' });
      });
      return inFlight;
    },
    prefetch() {
      if (session || inFlight) return;
      client.connect().catch(() => undefined);
    },
    async restore() {
      if (!provider && !(await hasStoredWcSession(getStorage(), options.customStoragePrefix))) return undefined;
      const p = await getProvider();
      if (!p.session) return undefined;
      session = toWcSession(p.session);
      pairing.dispatch({ type: 'connected', connection: { topic: session.topic, accounts: sessionAccounts(session) } });
      return session;
    },
    async disconnect() {
      if (!provider?.session) throw new ConnectorNotConnectedError(ErrorMessages.connectBeforeEnable);
      const topic = provider.session.topic;
      try {
        // Deletes the session, its stored namespaces and the pairings (universal-provider cleanup).
        await provider.disconnect();
      } catch (error) {
        throw fail(error);
      } finally {
        onSessionEnded(topic);
      }
    },
    async request<T>(request: { method: string; params?: unknown }, caipNetworkId: CaipNetworkId) {
      if (!provider) throw new NotConfiguredError(ErrorMessages.connectBeforeRequest);
      try {
        return await provider.request<T>(request as never, caipNetworkId);
      } catch (error) {
        throw fail(error);
      }
    },
    getSession: () => session,
    setDefaultChain(caipNetworkId) {
      provider?.setDefaultChain(caipNetworkId);
    },
    selectWallet(wallet) {
      const { mobile_link: link, ...recent } = wallet;
      pairing.dispatch({ type: 'recentWallet', wallet: recent });
      const uri = pairing.store.getState().wcUri;
      if (!link) {
        pairing.dispatch({ type: 'linking', linking: undefined });
        return undefined;
      }
      pairing.dispatch({ type: 'linking', linking: { name: wallet.name, href: link } });
      if (!uri) return undefined;
      return /^https?:\/\//i.test(link) ? formatUniversalUrl(link, uri) : formatNativeUrl(link, uri);
    },
    resetPairing() {
      attempt++; // a pending attempt's late approval must not resurrect a reset pairing
      // The user left the pairing (closed the QR view): a waiting connect() ends as a rejection.
      settle?.reject(new UserRejectedError('User rejected the request.', { rpcCode: 4001 }));
      pairing.dispatch({ type: 'reset' });
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set();
      listeners.set(event, set);
      set.add(listener as (data: never) => void);
      return () => void set.delete(listener as (data: never) => void);
    },
    async destroy() {
      pairing.dispose();
      const p = provider;
      if (p) await p.client.core.relayer.transportClose().catch(() => undefined);
    },
  };
  return client;
}
