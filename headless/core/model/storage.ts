// The kept keys: typed, zod-checked on every read, safe on the server, never throwing on bad data.
// The schemas (and zod with them) load on first use, not with the module: every host reaches this
// module from its first chunk, and a read needs them only once the instance has mounted.
import { RECENT_WALLETS_MAX } from './constants';
import type { RecentWallet, StorageKey, StorageValues, storageSchemas as StorageSchemas } from './storage-schemas';

export type { PendingPayment, RecentWallet, StorageKey, StorageValues, StoredConnection } from './storage-schemas';

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
  /**
   * The stored value, or undefined when absent, unreadable, corrupt or of a foreign shape — and
   * before `load()` has resolved, since nothing is read without its zod schema.
   */
  get<K extends StorageKey>(key: K): StorageValues[K] | undefined;
  /** Stores a value as JSON; a full or blocked backend is ignored (storage is a cache, not a source of truth). */
  set<K extends StorageKey>(key: K, value: StorageValues[K]): void;
  remove(key: StorageKey): void;
  /** Puts a wallet first in the recent list (deduplicated by id), keeps RECENT_WALLETS_MAX, returns the list. */
  addRecentWallet(wallet: RecentWallet): RecentWallet[];
  /** The full key a kept key is stored under (for listeners of the `storage` event). */
  keyOf(key: StorageKey): string;
  /**
   * Loads the schemas reads are checked with (a lazy chunk, once per page) and resolves with this
   * storage. An instance's storage is loaded by `mount()` before anything reads it.
   *
   * @example
   * ```ts
   * const storage = await createStorage(localStorage).load();
   * storage.get('recentWallets');
   * ```
   */
  load(): Promise<WalletDockStorage>;
  /**
   * Resolves with this storage once the schemas are in, without asking for them: for a reader that can wait until
   * whoever needs them loads them (the instance's mount when something is kept, the modal once its opening animation
   * has run, the first action), so that reader never adds their download to a moment the visitor is waiting on.
   */
  whenLoaded(): Promise<WalletDockStorage>;
  /** True once `load()` has resolved: from then on reads are checked synchronously. */
  readonly loaded: boolean;
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

/**
 * Every kept key (the storage schemas cover exactly these). Listed here, without zod, so that start-up can tell
 * whether anything is saved at all: a first visit then loads neither zod nor the schemas.
 */
export const KEPT_KEYS = [
  'activeNamespace',
  'activeCaipNetworkId',
  'connectorIds',
  'recentWallets',
  'connectedSocialProvider',
  'connectedSocialUsername',
  'connectionStatus',
  'connectedNamespaces',
  'preferredAccountTypes',
  'connections',
  'portfolioCache',
  'nativeBalanceCache',
  'nameCache',
  'identityCache',
  'lastUsedChain',
  'loginEmail',
  'emailLoginUsed',
  'pendingPayment',
  'storageVersion',
] as const satisfies readonly StorageKey[];
type MustBeTrue<T extends true> = T;
/** Compiles only while KEPT_KEYS lists every key the schemas have. */
export type KeptKeysComplete = MustBeTrue<
  [Exclude<StorageKey, (typeof KEPT_KEYS)[number]>] extends [never] ? true : false
>;

/** True when `backend` holds a value under any kept key. */
export function hasKeptValues(backend: KeyValueStorage, prefix: string = STORAGE_PREFIX): boolean {
  try {
    return KEPT_KEYS.some((key) => backend.getItem(`${prefix}${key}`) !== null);
  } catch {
    return true; // unreadable: let the checked load decide
  }
}

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

/**
 * The JSON value under a full key, unchecked: undefined when absent, unreadable or not JSON. Only
 * what checks it reads this (the reads above, the startup restore's structural preview and the
 * zod check on mount).
 */
export function readUnchecked(backend: KeyValueStorage, fullKey: string): unknown {
  try {
    const raw = backend.getItem(fullKey);
    return raw === null ? undefined : (JSON.parse(raw) as unknown);
  } catch {
    return undefined;
  }
}

// The schemas module once loaded: immutable, so one copy serves every instance of the page.
let schemas: typeof StorageSchemas | undefined;
let loadingSchemas: Promise<void> | undefined;
let schemasIn: () => void = () => undefined;
const schemasLoaded = new Promise<void>((resolve) => (schemasIn = resolve));
const loadSchemas = () =>
  (loadingSchemas ??= import('./storage-schemas').then(
    (module) => {
      schemas = module.storageSchemas;
      schemasIn();
    },
    (error: unknown) => {
      // A failed download (offline for a moment) is tried again by the next load().
      loadingSchemas = undefined;
      throw error;
    },
  ));

/**
 * Creates typed accessors for the kept keys over `backend` (default: localStorage in a browser,
 * memory elsewhere). Reads are checked by zod once `load()` has resolved, and absent before.
 */
export function createStorage(backend?: KeyValueStorage, options: StorageOptions = {}): WalletDockStorage {
  const store = backend ?? defaultStorage();
  const prefix = options.prefix ?? STORAGE_PREFIX;
  const keyOf = (key: StorageKey) => `${prefix}${key}`;

  function get<K extends StorageKey>(key: K): StorageValues[K] | undefined {
    if (!schemas) return undefined;
    const value = readUnchecked(store, keyOf(key));
    if (value === undefined) return undefined;
    const parsed = schemas[key].safeParse(value);
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

  const storage: WalletDockStorage = {
    get,
    set,
    remove,
    addRecentWallet,
    keyOf,
    load: () => loadSchemas().then(() => storage),
    whenLoaded: () => schemasLoaded.then(() => storage),
    get loaded() {
      return schemas !== undefined;
    },
  };
  return storage;
}
