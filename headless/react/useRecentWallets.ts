/** useRecentWallets: the wallets connected lately, newest first, for a list's "recent" section. */
import { useCallback } from 'react';
import { readRecentWallets, sameRecentWallets } from '../core/directory/recent-wallets';
import type { ModalState } from '../core/modal/modal';
import type { RecentWallet } from '../core/model/storage';
import { useWalletDock } from './context';
import { useStoreSelector } from './useStoreSelector';

const selectInitialized = (state: ModalState) => state.initialized;

/**
 * The recent wallets (at most two), re-read whenever the instance tracks an event: a connect
 * stores its wallet just before CONNECT_SUCCESS, so the list is current once the connect is.
 * Storage reads are checked by schemas that load on mount, so the list is empty until the
 * instance is initialized (also what the server renders) and read again then.
 * @example
 * const recent = useRecentWallets();
 * recent.map((w) => <li key={w.id}>{w.name}</li>);
 */
export function useRecentWallets(): readonly RecentWallet[] {
  const dock = useWalletDock();
  const initialized = useStoreSelector(dock.stores.modal, selectInitialized);
  const read = useCallback(() => (initialized ? readRecentWallets(dock.storage) : NO_WALLETS), [dock, initialized]);
  return useStoreSelector(dock.events.store, read, sameRecentWallets);
}

const NO_WALLETS: readonly RecentWallet[] = [];
