// Key-value storage handed to the WalletConnect clients (their IKeyValueStorage shape).
// In a browser, pairing and session data live in IndexedDB; data an older build left in
// localStorage moves there once, and the move is flagged by storage version 1.
import * as z from 'zod/mini';

/** The storage shape the WalletConnect core expects (async, JSON values). */
export interface WcKeyValueStorage {
  getKeys(): Promise<string[]>;
  getEntries<T = unknown>(): Promise<[string, T][]>;
  getItem<T = unknown>(key: string): Promise<T | undefined>;
  setItem<T = unknown>(key: string, value: T): Promise<void>;
  removeItem(key: string): Promise<void>;
}

/** The part of `window.localStorage` the migration reads. */
export interface LegacyLocalStorage {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
  removeItem(key: string): void;
}

/** Key holding the storage version in IndexedDB; 1 means localStorage data was moved. */
export const WC_STORAGE_VERSION_KEY = 'wc_storage_version';
/** Current version of the WalletConnect storage layout. */
export const WC_STORAGE_VERSION = 1;
/** Prefix of every key the WalletConnect core and universal provider write. */
export const WC_STORAGE_KEY_PREFIX = 'wc@2:';

const jsonText = z.pipe(
  z.string(),
  z.transform((text: string, ctx): unknown => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.issues.push({ code: 'custom', message: 'Invalid JSON', input: text });
      return z.NEVER;
    }
  }),
);
const versionSchema = z.int().check(z.nonnegative());

// bigint is not JSON; the WalletConnect clients store ids that may be one.
const stringify = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));

/** In-memory storage: SSR, tests, and two clients in one process (each gets its own). */
export function createMemoryWcStorage(initial?: Record<string, unknown>): WcKeyValueStorage {
  const map = new Map<string, string>(Object.entries(initial ?? {}).map(([k, v]) => [k, stringify(v)]));
  const read = <T>(key: string): T | undefined => {
    const raw = map.get(key);
    if (raw === undefined) return undefined;
    const parsed = jsonText.safeParse(raw);
    return parsed.success ? (parsed.data as T) : undefined;
  };
  return {
    getKeys: async () => [...map.keys()],
    getEntries: async <T>() => [...map.keys()].map((k): [string, T] => [k, read<T>(k) as T]),
    getItem: async <T>(key: string) => read<T>(key),
    setItem: async (key, value) => {
      map.set(key, stringify(value));
    },
    removeItem: async (key) => {
      map.delete(key);
    },
  };
}

export interface IndexedDbWcStorageOptions {
  dbName?: string;
  storeName?: string;
  /** Source of the one-time migration; defaults to `globalThis.localStorage` when present. */
  legacy?: LegacyLocalStorage;
  /** Told the storage version once it is known (1 after the move); walletdock keeps it as `storageVersion`. */
  onVersion?: (version: number) => void;
}

/** IndexedDB-backed storage (idb-keyval, loaded lazily) with the one-time localStorage move. */
export function createIndexedDbWcStorage(options: IndexedDbWcStorageOptions = {}): WcKeyValueStorage {
  const dbName = options.dbName ?? 'WALLETDOCK_WALLETCONNECT';
  const storeName = options.storeName ?? 'keyvaluestorage';
  let ready: Promise<IdbApi> | undefined;
  const open = () =>
    (ready ??= openIdb(dbName, storeName, options.legacy ?? defaultLegacy()).then((api) => {
      options.onVersion?.(WC_STORAGE_VERSION);
      return api;
    }));
  return {
    getKeys: async () => (await open()).keys(),
    getEntries: async <T>() => {
      const idb = await open();
      const keys = await idb.keys();
      return Promise.all(keys.map(async (k): Promise<[string, T]> => [k, (await idb.get(k)) as T]));
    },
    getItem: async <T>(key: string) => (await (await open()).get(key)) as T | undefined,
    setItem: async (key, value) => (await open()).set(key, stringify(value)),
    removeItem: async (key) => (await open()).del(key),
  };
}

interface IdbApi {
  keys(): Promise<string[]>;
  get(key: string): Promise<unknown>;
  set(key: string, text: string): Promise<void>;
  del(key: string): Promise<void>;
}

function defaultLegacy(): LegacyLocalStorage | undefined {
  try {
    return typeof globalThis.localStorage === 'undefined' ? undefined : globalThis.localStorage;
  } catch {
    return undefined; // access can throw when storage is disabled
  }
}

async function openIdb(dbName: string, storeName: string, legacy: LegacyLocalStorage | undefined): Promise<IdbApi> {
  const idb = await import('idb-keyval');
  const store = idb.createStore(dbName, storeName);
  const api: IdbApi = {
    keys: async () => (await idb.keys(store)).filter((k): k is string => typeof k === 'string'),
    get: async (key) => {
      const parsed = jsonText.safeParse(await idb.get(key, store));
      return parsed.success ? parsed.data : undefined;
    },
    set: (key, text) => idb.set(key, text, store),
    del: (key) => idb.del(key, store),
  };
  await migrateLocalStorageToIdb(api, legacy);
  return api;
}

/** Moves `wc@2:` keys from localStorage into IndexedDB once; the version key marks it done. */
async function migrateLocalStorageToIdb(api: IdbApi, legacy: LegacyLocalStorage | undefined): Promise<void> {
  const version = versionSchema.safeParse(await api.get(WC_STORAGE_VERSION_KEY));
  if (version.success && version.data >= WC_STORAGE_VERSION) return;
  if (legacy) {
    const keys: string[] = [];
    for (let i = 0; i < legacy.length; i++) {
      const key = legacy.key(i);
      if (key?.startsWith(WC_STORAGE_KEY_PREFIX)) keys.push(key);
    }
    for (const key of keys) {
      const raw = legacy.getItem(key);
      // Unparseable values are dropped rather than copied: the core would choke on them.
      if (raw !== null && jsonText.safeParse(raw).success) await api.set(key, raw);
    }
    for (const key of keys) legacy.removeItem(key);
  }
  await api.set(WC_STORAGE_VERSION_KEY, String(WC_STORAGE_VERSION));
}
