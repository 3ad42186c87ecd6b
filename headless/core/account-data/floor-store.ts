// The accounts' own changes: the floor of each (the block of its newest receipt, which every read of it must reflect)
// and who hears of a change. Every writer (send, swap, a 5792 batch, a payment, a host's refreshAfter) records its
// change here once, and the React provider listens here, so each of them marks the rows the same way, even with no
// hook of its own mounted (a payment resumed after a reload). Small, and free of the fetching code (floor.ts), so
// the provider listens from start-up while the reads still load on demand.
import type { CaipNetworkId } from '../model/caip';
import type { DockCore } from '../instance/dock-core';
import { accountKey } from './account-key';

/** A change of an account's own: at `blockNumber` (undefined where the chain gives none, as Solana's send). */
export interface AccountChange {
  caipNetworkId: CaipNetworkId;
  address: string;
  blockNumber: bigint | undefined;
}

type AccountChangeListener = (change: AccountChange) => void;

interface FloorStore {
  floors: Map<string, bigint>;
  listeners: Set<AccountChangeListener>;
}

const stores = new WeakMap<Pick<DockCore, 'id'>, FloorStore>();

function storeOf(dock: Pick<DockCore, 'id'>): FloorStore {
  let store = stores.get(dock);
  if (!store) {
    store = { floors: new Map(), listeners: new Set() };
    stores.set(dock, store);
  }
  return store;
}

/** The block every read of `address` on `caipNetworkId` must reflect, if a receipt of its own is known. */
export function floorOf(dock: Pick<DockCore, 'id'>, caipNetworkId: string, address: string): bigint | undefined {
  return storeOf(dock).floors.get(accountKey(caipNetworkId, address));
}

/**
 * Records `change`: its block becomes the account's floor if above the one known (the floor only rises), and the
 * listeners hear of it, synchronously, before the caller goes on (a view never renders the change's result beside
 * rows not yet marked). A block at or below the known floor is already being read: nobody hears of it again.
 */
export function noteAccountChange(dock: Pick<DockCore, 'id'>, change: AccountChange): void {
  const store = storeOf(dock);
  if (change.blockNumber !== undefined) {
    const account = accountKey(change.caipNetworkId, change.address);
    const known = store.floors.get(account);
    if (known !== undefined && change.blockNumber <= known) return;
    store.floors.set(account, change.blockNumber);
  }
  for (const listener of [...store.listeners]) listener(change);
}

/** Calls `listener` on every change noted from now on; returns the function that stops it. */
export function onAccountChange(dock: Pick<DockCore, 'id'>, listener: AccountChangeListener): () => void {
  const { listeners } = storeOf(dock);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
