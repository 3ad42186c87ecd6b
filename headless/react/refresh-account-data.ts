// After a transaction of the account's own: its kept balances are marked as updating (each row shows the number from
// before as not current) and read again, and its history is reset (shown as loading) until an answer at the
// receipt's block comes. The native balance is read from the node, which holds the receipt already: invalidated.
// The provider does this for every change the core notes (floor-store.ts), whichever writer noted it.
import type { QueryClient } from '@tanstack/react-query';
import type { Balances } from '../core/account-data/balances';
import { onAccountChange } from '../core/account-data/floor-store';
import {
  balanceQueryKey,
  balancesQueryKey,
  transactionsQueryKey,
  type AccountDataParameters,
} from '../core/account-data/query-keys';
import { asUpdating, reflectsBlock } from '../core/account-data/updating';
import type { DockCore } from '../core/instance/dock-core';

/**
 * Marks the balances of `target` (every account's without it) as updating and reads them, its history and the native
 * balances again. Balances kept that say they reflect `block` already (a watched payout's answer) stay as they are.
 */
export async function refreshAccountData(
  queryClient: QueryClient,
  dock: Pick<DockCore, 'id'>,
  target?: AccountDataParameters,
  block?: bigint,
): Promise<void> {
  const balances = balancesQueryKey(dock, target);
  const behind = (kept: Balances | undefined) =>
    kept !== undefined && !(block !== undefined && reflectsBlock(kept, block));
  // Marked before the invalidation: writing data clears a query's invalidated flag.
  queryClient.setQueriesData<Balances>({ queryKey: balances }, (kept) =>
    kept && behind(kept) ? asUpdating(kept) : kept,
  );
  await Promise.all([
    queryClient.invalidateQueries({
      queryKey: balances,
      predicate: (query) => query.state.data === undefined || behind(query.state.data as Balances),
    }),
    queryClient.resetQueries({ queryKey: transactionsQueryKey(dock, target) }),
    queryClient.invalidateQueries({ queryKey: balanceQueryKey(dock) }),
  ]);
}

/**
 * Refreshes the account data of `queryClient` for each change of an account's own noted on `dock` from now on (the
 * marking is synchronous, in the writer's own step); returns the function that stops it.
 */
export function refreshOnAccountChange(queryClient: QueryClient, dock: Pick<DockCore, 'id'>): () => void {
  return onAccountChange(dock, ({ address, caipNetworkId, blockNumber }) => {
    void refreshAccountData(queryClient, dock, { address, caipNetworkId }, blockNumber);
  });
}
