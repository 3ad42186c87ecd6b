/**
 * SSR like wagmi: the server reads the request's walletdock cookie into an initial state
 * (cookieToInitialState, in cookie-initial-state.ts: server code), the page passes it to
 * `<WalletDockProvider initialState>`, and the first render on both sides shows the saved session
 * (connecting, with its address) — no disconnected frame, no hydration mismatch.
 */
import type { ConnectionDock } from './connection-dock';
import { previewRestore, showRestore } from './saved-state';
import type { SavedState } from './startup';

/** The saved session a server read from the request (the kept keys a restore reads, validated). */
export type WalletDockInitialState = SavedState;

/**
 * Puts an initial state into an instance that has not started yet (WalletDockProvider does this
 * during its first render, on the server and in the browser alike); a started instance keeps its
 * live state. Like a restore from storage it is shown through the structural preview and checked
 * by zod on mount, before the startup sync acts on it.
 */
export function applyInitialState(dock: ConnectionDock, initialState: WalletDockInitialState): void {
  if (dock.stores.modal.getState().initialized) return;
  showRestore(dock.stores.connection, previewRestore(dock.networks, initialState, dock.options.defaultAccountTypes));
}
