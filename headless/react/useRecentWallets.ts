/** useRecentWallets: the wallets connected lately, newest first, for a list's "recent" section. */
import { useCallback } from 'react';
import { readRecentWallets, sameRecentWallets } from '../core/directory/recent-wallets';
import type { RecentWallet } from '../core/model/storage';
import { useWalletDock } from './context';
import { useStoreSelector } from './useStoreSelector';

/**
 * The recent wallets (at most two), re-read whenever the instance tracks an event: a connect
 * stores its wallet just before CONNECT_SUCCESS, so the list is current once the connect is.
 * @example
 * const recent = useRecentWallets();
 * recent.map((w) => <li key={w.id}>{w.name}</li>);
 */
export function useRecentWallets(): readonly RecentWallet[] {
  const dock = useWalletDock();
  const read = useCallback(() => readRecentWallets(dock.storage), [dock]);
  return useStoreSelector(dock.events.store, read, sameRecentWallets);
}
