/** useRecentWallets: the wallets connected lately, newest first, for a list's "recent" section. */
import { useCallback, useEffect, useState } from 'react';
import { readRecentWallets, sameRecentWallets } from '../../core/directory/recent-wallets';
import type { RecentWallet } from '../../core/model/storage';
import { useDockFor } from '../context';
import { useStoreSelector } from './useStoreSelector';

const NO_WALLETS: readonly RecentWallet[] = [];

/**
 * The recent wallets (at most two), re-read whenever the instance tracks an event: a connect
 * stores its wallet just before CONNECT_SUCCESS, so the list is current once the connect is.
 * Storage reads are checked by schemas that load after hydration (a lazy chunk): until they
 * have, the list is empty, as the server renders it. This hook waits for them without asking: the instance
 * loads them at mount when something is kept (so a returning visitor's recent wallets are there), and on a first
 * visit there is nothing to list until a connect, which loads them; asking here would put their download in the
 * task that opens the modal, before its first frame.
 * @example
 * const recent = useRecentWallets();
 * recent.map((w) => <li key={w.id}>{w.name}</li>);
 */
export function useRecentWallets(): readonly RecentWallet[] {
  const dock = useDockFor('useRecentWallets');
  const [loaded, setLoaded] = useState(() => dock.storage.loaded);
  useEffect(() => {
    let live = true;
    void dock.storage.whenLoaded().then(() => live && setLoaded(true));
    return () => {
      live = false;
    };
  }, [dock]);
  const read = useCallback(() => (loaded ? readRecentWallets(dock.storage) : NO_WALLETS), [dock, loaded]);
  return useStoreSelector(dock.events.store, read, sameRecentWallets);
}
