// After a transaction of the account's own: the balances and history queries are reset, not merely invalidated, so
// a view shows them as loading (updating) until an answer at the receipt's block comes, never the number from before
// it as if current. The native balance is read from the node, which holds the receipt already: invalidated.
import type { QueryClient } from '@tanstack/react-query';
import { balanceQueryKey } from '../core/account-data/native-balance';
import { balancesQueryKey, transactionsQueryKey, type AccountDataParameters } from '../core/account-data/query';
import type { DockCore } from '../core/instance/dock-core';

/** Resets the balances and history of `target` (every account's without it) and refetches the native balances. */
export async function refreshAccountData(
  queryClient: QueryClient,
  dock: Pick<DockCore, 'id'>,
  target?: AccountDataParameters,
): Promise<void> {
  await Promise.all([
    queryClient.resetQueries({ queryKey: balancesQueryKey(dock, target) }),
    queryClient.resetQueries({ queryKey: transactionsQueryKey(dock, target) }),
    queryClient.invalidateQueries({ queryKey: balanceQueryKey(dock) }),
  ]);
}
