/**
 * useModalPrefetch: what a connect button calls on intent (hover, focus, touch), so the modal's first frame shows
 * the whole wallet list: the checked storage the open needs and, when the lists show walletdock's built-in wallets,
 * their list (its own chunk). Without it they load when the modal opens: Connect opens at once with the built-in
 * wallets' places held (useWalletList's pending rows), and fills them when the list is in.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { knownWalletsQueryOptions, showsKnownWallets } from '../../core/directory/known-wallets-query';
import { useDockFor } from '../context';

/**
 * Returns `prefetch()`: starts those loads (idempotent) and resolves when the list is in (the storage follows it, or
 * when the modal opened meanwhile, the open loads it after its animation); a failed load is tried again by the open.
 * @example
 * const prefetch = useModalPrefetch();
 * <button onPointerEnter={() => void prefetch()} onClick={() => modal.open()}>Connect</button>
 */
export function useModalPrefetch(): () => Promise<void> {
  const dock = useDockFor('useModalPrefetch');
  const queryClient = useQueryClient();
  return useCallback(async () => {
    if (showsKnownWallets({ projectId: dock.options.projectId }))
      await queryClient.prefetchQuery(knownWalletsQueryOptions());
    // Then, not beside it: the storage is for the first action, not the first frame (the list arrives sooner alone).
    // When the click came first (a pointer that arrives and clicks at once), the open loads it after its animation:
    // loaded now, zod's download and parsing would land before the dialog's first frame.
    if (!dock.stores.modal.getState().open) dock.modal.prefetch().catch(() => undefined);
  }, [dock, queryClient]);
}
