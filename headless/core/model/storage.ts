// The kept keys of SPEC §3: typed, zod-checked on every read, safe on the server, never throwing on bad data.
import { RECENT_WALLETS_MAX } from './constants';
import {
  storageSchemas,
  type RecentWallet,
  type StorageKey,
  type StorageValues,
} from './storage-schemas';

export type { RecentWallet, StorageKey, StorageValues, StoredConnection } from './storage-schemas';

/** The subset of the Web Storage API walletdock needs; any synchronous key-value store fits. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Options of createStorage. */
export interface StorageOptions {
  /** Prefix of every key; the default keeps walletdock's keys apart from the host's. */
  prefix?: string;
}

/** Typed accessors over the kept keys. */
export interface WalletDockStorage {
  /** The stored value, or undefined when absent, unreadable, corrupt or of a foreign shape. */
  get<K extends StorageKey>(key: K): StorageValues[K] | undefined;
  /** Stores a value as JSON; a full or blocked backend is ignored (storage is a cache, not a source of truth). */
  set<K extends StorageKey>(key: K, value: StorageValues[K]): void;
  remove(key: StorageKey): void;
  /** Puts a wallet first in the recent list (deduplicated by id), keeps RECENT_WALLETS_MAX, returns the list. */
  addRecentWallet(wallet: RecentWallet): RecentWallet[];
  /** The full key a kept key is stored under (for listeners of the `storage` event). */
  keyOf(key: StorageKey): string;
}

/** Default key prefix. */
export const STORAGE_PREFIX = '@walletdock/';

/**
 * The kept keys a startup restore reads: enough to render a saved session before any wallet
 * answers. Cookie storage keeps exactly these in its cookie, so a server can render them too.
 */
export const RESTORED_KEYS = [
  'activeNamespace',
  'activeCaipNetworkId',
  'connectorIds',
  'connectionStatus',
  'connections',
  'preferredAccountTypes',
] as const satisfies readonly StorageKey[];

/** One of RESTORED_KEYS. */
export type RestoredKey = (typeof RESTORED_KEYS)[number];

/** A Map-backed store, for tests, SSR and browsers that refuse local storage. */
export function memoryStorage(): KeyValueStorage {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, String(value)),
    removeItem: (key) => void map.delete(key),
  };
}

/** The browser's localStorage when it exists and works, else a memory store; looked up only when called. */
export function defaultStorage(): KeyValueStorage {
  try {
    const candidate = (globalThis as { localStorage?: KeyValueStorage }).localStorage;
    if (candidate) {
      // Safari private mode and sandboxed frames expose localStorage but throw on use.
      const probe = `${STORAGE_PREFIX}probe`;
      candidate.setItem(probe, '1');
      candidate.removeItem(probe);
      return candidate;
    }
  } catch {
    // fall through to memory
  }
  return memoryStorage();
}

/** Creates typed accessors for the kept keys over `backend` (default: localStorage in a browser, memory elsewhere). */
export function createStorage(backend?: KeyValueStorage, options: StorageOptions = {}): WalletDockStorage {
  const store = backend ?? defaultStorage();
  const prefix = options.prefix ?? STORAGE_PREFIX;
  const keyOf = (key: StorageKey) => `${prefix}${key}`;

  function get<K extends StorageKey>(key: K): StorageValues[K] | undefined {
    let raw: string | null;
    let value: unknown;
    try {
      raw = store.getItem(keyOf(key));
      if (raw === null) return undefined;
      value = JSON.parse(raw);
    } catch {
      return undefined;
    }
    const parsed = storageSchemas[key].safeParse(value);
    return parsed.success ? (parsed.data as StorageValues[K]) : undefined;
  }

  function set<K extends StorageKey>(key: K, value: StorageValues[K]): void {
    try {
      store.setItem(keyOf(key), JSON.stringify(value));
    } catch {
      // quota exceeded or storage disabled: keep running without persistence
    }
  }

  function remove(key: StorageKey): void {
    try {
      store.removeItem(keyOf(key));
    } catch {
      // same as set
    }
  }

  function addRecentWallet(wallet: RecentWallet): RecentWallet[] {
    const others = (get('recentWallets') ?? []).filter((w) => w.id !== wallet.id);
    const next = [wallet, ...others].slice(0, RECENT_WALLETS_MAX);
    set('recentWallets', next);
    return next;
  }

  return { get, set, remove, addRecentWallet, keyOf };
}
