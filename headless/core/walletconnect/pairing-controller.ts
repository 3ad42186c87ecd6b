// Drives the pairing reducer over time: keeps the shown URI fresh (a new pairing replaces it
// when 10 s or less remain, without the user doing anything), and on a successful connect
// saves the deep link and recent wallet and tracks CONNECT_SUCCESS.
import * as z from 'zod/mini';
import { createStore, type Store } from '../model/store';
import { STORAGE_PREFIX, type KeyValueStorage, type WalletDockStorage } from '../model/storage';
import {
  connectMethod,
  initialPairingState,
  msUntilPairingExpired,
  pairingReducer,
  type PairingAction,
  type PairingState,
  type WcConnection,
  type WcLinking,
} from './pairing';

/** The CONNECT_SUCCESS analytics event of a WalletConnect connect. */
export interface WcConnectSuccessEvent {
  event: 'CONNECT_SUCCESS';
  properties: { method: 'mobile' | 'qrcode'; name: string };
}

/** Where the pairing layer keeps what outlives a session: the deep link and recent wallets. */
export interface PairingPersistence {
  saveDeepLink(linking: WcLinking | undefined): void;
  loadDeepLink(): WcLinking | undefined;
  saveRecentWallet(wallet: { id: string; name: string; imageUrl?: string }): void;
}

/** The clock of the expiry rule; real timers by default, a fake one in tests. */
export interface PairingTimers {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realTimers: PairingTimers = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface PairingControllerOptions {
  /** Starts a new pairing when the shown one expires while still connecting. */
  refresh: () => Promise<void> | void;
  persistence?: PairingPersistence;
  track?: (event: WcConnectSuccessEvent) => void;
  timers?: PairingTimers;
  /** Reports a failed refresh (the state also gets wcError). */
  onError?: (error: unknown) => void;
}

/** The pairing state plus the timer that renews the URI. */
export interface PairingController {
  readonly store: Store<PairingState>;
  dispatch(action: Exclude<PairingAction, { type: 'uri' }>): void;
  /** A new `wc:` URI was displayed; (re)arms the refresh timer. */
  setUri(uri: string): void;
  /** The session settled: saves deep link and recent wallet, tracks CONNECT_SUCCESS. */
  connected(connection: WcConnection): void;
  dispose(): void;
}

/** Creates a pairing controller (one per walletdock instance, never module-level). */
export function createPairingController(options: PairingControllerOptions): PairingController {
  const timers = options.timers ?? realTimers;
  const now = () => timers.now();
  const store = createStore<PairingState>(initialPairingState);
  let timer: unknown;
  const apply = (action: PairingAction) => store.setState((s) => pairingReducer(s, action));

  const disarm = () => {
    if (timer !== undefined) timers.clearTimeout(timer);
    timer = undefined;
  };

  const arm = () => {
    disarm();
    const { wcUri, wcPairingExpiry } = store.getState();
    if (!wcUri) return;
    timer = timers.setTimeout(
      () => {
        timer = undefined;
        const state = store.getState();
        // Only the URI still on screen is renewed; a connected or reset pairing is left alone.
        if (state.status !== 'connecting' || state.wcUri !== wcUri) return;
        Promise.resolve()
          .then(options.refresh)
          .catch((error: unknown) => {
            apply({ type: 'error' });
            options.onError?.(error);
          });
      },
      msUntilPairingExpired(wcPairingExpiry, now()),
    );
  };

  return {
    store,
    dispatch(action) {
      apply(action);
      if (action.type === 'reset' || action.type === 'connected' || action.type === 'disconnected') disarm();
    },
    setUri(uri) {
      apply({ type: 'uri', uri, now: now() });
      arm();
    },
    connected(connection) {
      disarm();
      const before = store.getState();
      apply({ type: 'connected', connection });
      options.persistence?.saveDeepLink(before.wcLinking);
      if (before.recentWallet) options.persistence?.saveRecentWallet(before.recentWallet);
      options.track?.({
        event: 'CONNECT_SUCCESS',
        properties: {
          method: connectMethod(before),
          name: before.recentWallet?.name ?? connection.walletName ?? 'WalletConnect',
        },
      });
    },
    dispose: disarm,
  };
}

const linkingSchema = z.object({ name: z.string(), href: z.string().check(z.minLength(1)) });
/** Storage key of the saved WalletConnect deep link. */
export const WC_DEEPLINK_KEY = `${STORAGE_PREFIX}wcDeepLink`;

/** Persistence over the kept storage (recent wallets) and a raw key for the deep link. */
export function createPairingPersistence(storage: WalletDockStorage, backend: KeyValueStorage): PairingPersistence {
  return {
    saveDeepLink(linking) {
      try {
        if (linking) backend.setItem(WC_DEEPLINK_KEY, JSON.stringify(linking));
        else backend.removeItem(WC_DEEPLINK_KEY);
      } catch {
        // storage is a cache; a blocked backend only loses the preference
      }
    },
    loadDeepLink() {
      try {
        const raw = backend.getItem(WC_DEEPLINK_KEY);
        const parsed = raw === null ? undefined : linkingSchema.safeParse(JSON.parse(raw));
        return parsed?.success ? parsed.data : undefined;
      } catch {
        return undefined;
      }
    },
    saveRecentWallet(wallet) {
      storage.addRecentWallet({
        id: wallet.id,
        name: wallet.name,
        ...(wallet.imageUrl ? { image_url: wallet.imageUrl } : {}),
      });
    },
  };
}
