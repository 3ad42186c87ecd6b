// useTransactions: the account's transaction history as an infinite query, a thin hook over
// transactionsInfiniteQueryOptions (core/account-data/query.ts).
import { useInfiniteQuery, type UseInfiniteQueryResult } from '@tanstack/react-query';
import { EMPTY_TRANSACTIONS, type TransactionPage, type TransactionState } from '../../core/account-data/history';
import { transactionsInfiniteQueryOptions, type AccountDataParameters } from '../../core/account-data/query';
import type { WalletDockErrorType } from '../../core/model/errors';
import { useDockFor } from '../context';
import { withQueryOptions } from '../query-options';
import type { InfiniteListQuery, NamespaceParameter } from '../types';
import { useAccountTarget } from './useAccountTarget';

/** Parameters of useTransactions: whose history (default: the active account) and TanStack Query options. */
export type UseTransactionsParameters = AccountDataParameters &
  NamespaceParameter & { query?: InfiniteListQuery<TransactionPage, TransactionState, WalletDockErrorType> };

/**
 * The transaction history of an account on its network, from the blockchain API, as an infinite query: `data` is
 * `{ transactions, groups, next, empty }` (grouped by year then month, newest first, spam and other chains left
 * out) and `fetchNextPage()` loads the next page by cursor. A failure shows "Failed to fetch transactions"; the list
 * then reads empty with no next page, and `refetch()` starts again from the first page.
 *
 * @example
 * ```tsx
 * function Activity() {
 *   const { data, hasNextPage, fetchNextPage } = useTransactions();
 *   return (
 *     <>
 *       {data?.groups.map((g) => <section key={`${g.year}-${g.month}`}>{g.transactions.length} in {g.month + 1}/{g.year}</section>)}
 *       {hasNextPage ? <button onClick={() => fetchNextPage()}>More</button> : null}
 *     </>
 *   );
 * }
 * ```
 */
export function useTransactions(
  parameters: UseTransactionsParameters = {},
): UseInfiniteQueryResult<TransactionState, WalletDockErrorType> {
  const dock = useDockFor('useTransactions');
  const target = useAccountTarget(parameters);
  const result = useInfiniteQuery(withQueryOptions(transactionsInfiniteQueryOptions(dock, target), parameters.query));
  // An error empties the list and clears the cursor: no half list stays on screen after a failed page.
  return result.isError ? ({ ...result, data: EMPTY_TRANSACTIONS, hasNextPage: false } as typeof result) : result;
}
