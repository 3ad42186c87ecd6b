/**
 * Cookie storage: the keys a startup restore reads (RESTORED_KEYS) live in one cookie, so the
 * server sees the saved session with the request and renders the restored address; every other
 * key (recent wallets, caches) stays in localStorage, off the request. Nothing touches `document`
 * at import time, and on the server every read is empty and every write ignored.
 */
import { defaultStorage, RESTORED_KEYS, STORAGE_PREFIX, type KeyValueStorage } from './storage';

/** Name of the cookie walletdock keeps its restore keys in (default). */
export const WALLETDOCK_COOKIE = 'walletdock';

/** Options of createCookieStorage. */
export interface CookieStorageOptions {
  /** Cookie name (default "walletdock"); give each app its own when several share a domain. */
  name?: string;
  /** Lifetime in seconds (default one year). */
  maxAge?: number;
  /** Where the other keys go (default: localStorage in a browser, memory elsewhere). */
  fallback?: KeyValueStorage;
}

const restored = new Set<string>(RESTORED_KEYS.map((key) => `${STORAGE_PREFIX}${key}`));
const YEAR_S = 365 * 24 * 60 * 60;

/** The value of cookie `name` in a Cookie header (or `document.cookie`), decoded; undefined when absent. */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(at + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** The key-value map kept in the cookie; anything unreadable counts as empty. */
export function parseCookieValues(raw: string | undefined): Record<string, string> {
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return {};
  }
}

const nothingKept: KeyValueStorage = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };

type CookieDocument = { cookie: string; location?: { protocol?: string } };
const browserDocument = () => (globalThis as { document?: CookieDocument }).document;

/**
 * A storage backend for SSR: pass it as `createWalletDock({ storage })`, and on the server read
 * the same cookie with `cookieToInitialState` (from `walletdock/server`).
 *
 * @example
 * ```ts
 * const [dock] = useState(() => createWalletDock({ networks, adapters, storage: createCookieStorage() }));
 * ```
 */
export function createCookieStorage(options: CookieStorageOptions = {}): KeyValueStorage {
  const name = options.name ?? WALLETDOCK_COOKIE;
  const maxAge = options.maxAge ?? YEAR_S;
  let fallback: KeyValueStorage | undefined;
  // On the server nothing is kept (the module-level `cookieStorage` must not carry one request's
  // values into the next): reads are empty, writes are dropped.
  const other = () => options.fallback ?? (browserDocument() ? (fallback ??= defaultStorage()) : nothingKept);
  const read = () => parseCookieValues(readCookie(browserDocument()?.cookie, name));
  const write = (values: Record<string, string>) => {
    const doc = browserDocument();
    if (!doc) return;
    const secure = doc.location?.protocol === 'https:' ? ';secure' : '';
    const empty = Object.keys(values).length === 0;
    doc.cookie = `${name}=${empty ? '' : encodeURIComponent(JSON.stringify(values))};path=/;max-age=${empty ? -1 : maxAge};samesite=lax${secure}`;
  };
  return {
    getItem: (key) => (restored.has(key) ? (read()[key] ?? null) : other().getItem(key)),
    setItem(key, value) {
      if (!restored.has(key)) return other().setItem(key, value);
      write({ ...read(), [key]: String(value) });
    },
    removeItem(key) {
      if (!restored.has(key)) return other().removeItem(key);
      const { [key]: _gone, ...rest } = read();
      write(rest);
    },
  };
}

/** Cookie storage with the defaults (cookie "walletdock", one year, other keys in localStorage). */
export const cookieStorage: KeyValueStorage = createCookieStorage();
