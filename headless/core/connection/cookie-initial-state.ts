/**
 * cookieToInitialState: the server side of SSR (exported from `walletdock/server`). It parses the
 * cookie with the storage schemas directly; the browser's first chunk never loads them.
 */
import { parseCookieValues, readCookie, WALLETDOCK_COOKIE } from '../model/cookie-storage';
import { memoryStorage } from '../model/storage';
import type { WalletDockInitialState } from './initial-state';
import { readSavedState } from './saved-state';
import { checkSavedState } from './saved-state-check';

/**
 * Reads the walletdock cookie of a request's Cookie header; undefined when there is none. Every
 * value is checked against its schema: a tampered or foreign cookie gives no state, never a throw.
 *
 * @example
 * ```ts
 * // app/layout.tsx (a server component)
 * import { cookieToInitialState } from 'walletdock/server';
 * const initialState = cookieToInitialState((await headers()).get('cookie'));
 * ```
 */
export function cookieToInitialState(
  cookie: string | null | undefined,
  options: { name?: string } = {},
): WalletDockInitialState | undefined {
  const values = parseCookieValues(readCookie(cookie, options.name ?? WALLETDOCK_COOKIE));
  if (Object.keys(values).length === 0) return undefined;
  const backend = memoryStorage();
  for (const [key, value] of Object.entries(values)) backend.setItem(key, value);
  const state = checkSavedState(readSavedState(backend));
  return Object.keys(state).length ? state : undefined;
}
