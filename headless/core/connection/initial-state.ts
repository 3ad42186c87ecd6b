/**
 * SSR like wagmi: the server reads the request's walletdock cookie into an initial state, the page
 * passes it to `<WalletDockProvider initialState>`, and the first render on both sides shows the
 * saved session (connecting, with its address) — no disconnected frame, no hydration mismatch.
 */
import { readCookie, parseCookieValues, WALLETDOCK_COOKIE } from '../model/cookie-storage';
import { createStorage, memoryStorage, RESTORED_KEYS, STORAGE_PREFIX } from '../model/storage';
import type { WalletDock } from './dock';
import { restoreConnectionState, type SavedState } from './startup';

/** The saved session a server read from the request (the kept keys a restore reads, validated). */
export type WalletDockInitialState = SavedState;

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
  const storage = createStorage(backend, { prefix: STORAGE_PREFIX });
  const state: WalletDockInitialState = {};
  for (const key of RESTORED_KEYS) {
    const value = storage.get(key);
    if (value !== undefined) Object.assign(state, { [key]: value });
  }
  return Object.keys(state).length ? state : undefined;
}

/**
 * Puts an initial state into an instance that has not started yet (WalletDockProvider does this
 * during its first render, on the server and in the browser alike); a started instance keeps its
 * live state.
 */
export function applyInitialState(dock: WalletDock, initialState: WalletDockInitialState): void {
  if (dock.stores.modal.getState().initialized) return;
  const { state } = restoreConnectionState(dock.networks, initialState, dock.options.defaultAccountTypes);
  dock.stores.connection.setState(state);
}
