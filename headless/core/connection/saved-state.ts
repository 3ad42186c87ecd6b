/**
 * The saved session as the first render shows it, before zod has loaded.
 *
 * The startup restore runs while the instance is created, so the first render (and the server's,
 * from the request's cookie) already shows a saved session as connecting with its address. zod
 * and the storage schemas load later, with `mount()`: until then the saved values go through the
 * structural preview below, which keeps only values of the types the restore reads (known
 * namespaces, strings, the status and account-type words, CAIP-2 network ids) and drops the rest.
 * What it keeps only ever reaches the store for rendering: before the startup sync reconnects
 * anything, mount parses the same raw values with the storage schemas (saved-state-check.ts) and
 * resets every namespace they do not confirm.
 */
import { CHAIN_NAMESPACES, isChainNamespace, type ChainNamespace } from '../model/caip';
import {
  readUnchecked,
  RESTORED_KEYS,
  STORAGE_PREFIX,
  type KeyValueStorage,
  type RestoredKey,
  type StoredConnection,
} from '../model/storage';
import type { Store } from '../model/store';
import type { AccountType } from '../model/constants';
import type { CaipNetwork } from '../model/network';
import { restoreConnectionState, type ConnectionState, type SavedState } from './startup';

/** The values a restore starts from, as read (parsed JSON), before any check. */
export type UncheckedSavedState = Partial<Record<RestoredKey, unknown>>;

/** What the first render showed and the raw values it came from: mount checks them with zod. */
export interface ShownRestore {
  raw: UncheckedSavedState;
  state: ConnectionState;
}

/** Reads the restore keys from a backend, unchecked. */
export function readSavedState(backend: KeyValueStorage): UncheckedSavedState {
  const saved: UncheckedSavedState = {};
  for (const key of RESTORED_KEYS) {
    const value = readUnchecked(backend, `${STORAGE_PREFIX}${key}`);
    if (value !== undefined) saved[key] = value;
  }
  return saved;
}

// The same words and id pattern as the storage schemas (model/storage-schemas.ts).
const STATUSES: readonly unknown[] = ['connecting', 'connected', 'disconnected', 'reconnecting'];
const ACCOUNT_TYPES: readonly unknown[] = ['eoa', 'smartAccount', 'payment', 'ordinal'];
const CAIP_NETWORK_ID = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/;

type Fields = Record<string, unknown>;
const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const isNetworkId = (value: unknown): value is string => isString(value) && CAIP_NETWORK_ID.test(value);
const isConnection = (value: unknown): value is StoredConnection =>
  isFields(value) &&
  isString(value.connectorId) &&
  (value.caipNetworkId === undefined || isNetworkId(value.caipNetworkId)) &&
  Array.isArray(value.accounts) &&
  value.accounts.every(
    (a: unknown) => isFields(a) && isString(a.address) && (a.type === undefined || isString(a.type)),
  );

/** The entries of a per-namespace record whose key is a namespace and whose value passes `keep`. */
function perNamespace<T>(
  value: unknown,
  keep: (entry: unknown) => boolean,
): Partial<Record<ChainNamespace, T>> | undefined {
  if (!isFields(value)) return undefined;
  const kept: Partial<Record<ChainNamespace, T>> = {};
  for (const namespace of CHAIN_NAMESPACES) {
    if (Object.hasOwn(value, namespace) && keep(value[namespace])) kept[namespace] = value[namespace] as T;
  }
  return kept;
}

/**
 * The well-typed part of unchecked saved values, for rendering only (never for acting): anything
 * of another type reads as absent.
 */
export function previewSavedState(raw: UncheckedSavedState): SavedState {
  const { activeNamespace, activeCaipNetworkId } = raw;
  return {
    activeNamespace: isChainNamespace(activeNamespace) ? activeNamespace : undefined,
    activeCaipNetworkId: isNetworkId(activeCaipNetworkId) ? activeCaipNetworkId : undefined,
    connectorIds: perNamespace<string>(raw.connectorIds, isString),
    connectionStatus: perNamespace(raw.connectionStatus, (s) => STATUSES.includes(s)),
    preferredAccountTypes: perNamespace<AccountType>(raw.preferredAccountTypes, (t) => ACCOUNT_TYPES.includes(t)),
    connections: perNamespace<StoredConnection[]>(
      raw.connections,
      (list) => Array.isArray(list) && list.every(isConnection),
    ),
  };
}

/** The first render's restore from unchecked values (structural preview, see above). */
export function previewRestore(
  networks: readonly CaipNetwork[],
  raw: UncheckedSavedState,
  accountTypes?: Partial<Record<ChainNamespace, AccountType>>,
): ShownRestore {
  return { raw, state: restoreConnectionState(networks, previewSavedState(raw), accountTypes).state };
}

// Per connection store: the restore it shows until mount has checked it, then null (checked: a
// late initial state is not shown any more). The instance's own store is the key, so nothing is
// shared between instances.
const shownRestores = new WeakMap<Store<ConnectionState>, ShownRestore | null>();

/** Puts a previewed restore into a store and remembers it for mount's check (ignored once checked). */
export function showRestore(store: Store<ConnectionState>, shown: ShownRestore): void {
  if (shownRestores.get(store) === null) return;
  store.setState(shown.state);
  shownRestores.set(store, shown);
}

/** The restore a store shows unchecked, once: from then on the store counts as checked. */
export function takeShownRestore(store: Store<ConnectionState>): ShownRestore | undefined {
  const shown = shownRestores.get(store) ?? undefined;
  shownRestores.set(store, null);
  return shown;
}
