/**
 * The zod check of a restored session, loaded with `mount()` (and with the server's
 * cookieToInitialState), never with the first chunk.
 *
 * The first render showed the saved session through a structural preview (saved-state.ts). Before
 * the startup sync reconnects anything, the raw values that render came from are parsed with the
 * storage schemas: a namespace the checked values do not show the same way goes back to what they
 * show (for a tampered session: disconnected, and the caller resets it like a failed reconnect).
 * Storage is tidied at the same time: a restore key that fails its schema is removed, and the saved
 * connections of namespaces saved as disconnected are cleared.
 */
import type { ChainNamespace } from '../model/caip';
import type { AccountType } from '../model/constants';
import { RESTORED_KEYS, type KeyValueStorage, type WalletDockStorage } from '../model/storage';
import { storageSchemas } from '../model/storage-schemas';
import type { Store } from '../model/store';
import type { ChainState } from './account';
import type { CaipNetwork } from '../model/network';
import { previewSavedState, takeShownRestore, type UncheckedSavedState } from './saved-state';
import { restoreConnectionState, type ConnectionState, type SavedState } from './startup';

/** The values that pass their storage schema; any other reads as absent. */
export function checkSavedState(raw: UncheckedSavedState): SavedState {
  const checked: SavedState = {};
  for (const key of RESTORED_KEYS) {
    if (raw[key] === undefined) continue;
    const parsed = storageSchemas[key].safeParse(raw[key]);
    if (parsed.success) Object.assign(checked, { [key]: parsed.data });
  }
  return checked;
}

/** What the check needs from the instance; `storage` is loaded (its reads are checked). */
export interface RestoreCheckContext {
  store: Store<ConnectionState>;
  networks: readonly CaipNetwork[];
  storage: WalletDockStorage;
  backend: KeyValueStorage;
  accountTypes?: Partial<Record<ChainNamespace, AccountType>> | undefined;
}

/**
 * Checks the restore the store shows (once per store) and tidies storage; returns the namespaces
 * shown as connecting, or saved as connected, that the checked values do not confirm, for the
 * caller to reset (store and storage, as a failed reconnect does).
 */
export function checkRestore(context: RestoreCheckContext): ChainNamespace[] {
  const { store, networks, storage, backend, accountTypes } = context;
  tidyStorage(storage, backend, networks, accountTypes);
  const shown = takeShownRestore(store);
  if (!shown) return [];
  const checked = restoreConnectionState(networks, checkSavedState(shown.raw), accountTypes).state;
  const claimed = previewSavedState(shown.raw).connectionStatus ?? {};
  const current = store.getState();
  const dropped: ChainNamespace[] = [];
  let chains = current.chains;
  for (const namespace of Object.keys(current.chains) as ChainNamespace[]) {
    const now = current.chains[namespace];
    const confirmed = checked.chains[namespace];
    // A chain that changed since the first render (a connect, a wallet's event) is live state.
    if (!now || !confirmed || now !== shown.state.chains[namespace]) continue;
    if (session(now) !== session(confirmed)) chains = { ...chains, [namespace]: confirmed };
    const unconfirmed = now.accountState.status !== 'disconnected' || claimed[namespace] === 'connected';
    if (unconfirmed && confirmed.accountState.status === 'disconnected') dropped.push(namespace);
  }
  const activeNamespace =
    current.activeNamespace === shown.state.activeNamespace ? checked.activeNamespace : current.activeNamespace;
  if (chains !== current.chains || activeNamespace !== current.activeNamespace)
    store.setState({ ...current, chains, activeNamespace });
  return dropped;
}

/** The parts of a namespace's state that a restore sets. */
function session(chain: ChainState): string {
  const { status, address, allAccounts, preferredAccountType } = chain.accountState;
  return JSON.stringify([
    chain.caipNetwork?.caipNetworkId,
    chain.connectorId,
    status,
    address,
    allAccounts,
    preferredAccountType,
  ]);
}

function tidyStorage(
  storage: WalletDockStorage,
  backend: KeyValueStorage,
  networks: readonly CaipNetwork[],
  accountTypes: RestoreCheckContext['accountTypes'],
): void {
  const saved: SavedState = {};
  for (const key of RESTORED_KEYS) {
    const value = storage.get(key);
    if (value !== undefined) Object.assign(saved, { [key]: value });
    else if (isPresent(backend, storage.keyOf(key))) storage.remove(key);
  }
  const { clearAddressCache } = restoreConnectionState(networks, saved, accountTypes);
  if (!clearAddressCache.length) return;
  const { ...connections } = saved.connections ?? {};
  for (const namespace of clearAddressCache) delete connections[namespace];
  storage.set('connections', connections);
}

function isPresent(backend: KeyValueStorage, key: string): boolean {
  try {
    return backend.getItem(key) !== null;
  } catch {
    return false;
  }
}
