/** useCallsStatus: where a batch of calls stands (EIP-5792 wallet_getCallsStatus). */
import { useQuery } from '@tanstack/react-query';
import { callsStatusQueryOptions } from '../../core/calls/query';
import type { CallsStatus } from '../../core/calls/types';
import type { WalletDockErrorType } from '../../core/model/errors';
import { useDockFor } from '../context';
import { withQueryOptions } from '../query-options';
import type { QueryParameter, UseQueryReturnType } from '../types';

/** Parameters of useCallsStatus: the batch id (from useSendCalls) and TanStack Query options. */
export type UseCallsStatusParameters<TData = CallsStatus> = QueryParameter<CallsStatus, TData, WalletDockErrorType> & {
  id?: string | undefined;
};

/** What useCallsStatus returns: the query; `data.statusCode` is 100 pending, 200 confirmed, 400/500/600 failed. */
export type UseCallsStatusReturnType<TData = CallsStatus> = UseQueryReturnType<TData, WalletDockErrorType>;

/**
 * The status of batch `id`, asked once (poll with `query.refetchInterval`): `status` pending, success or failure,
 * `statusCode` EIP-5792's, and the receipts. A batch sent one by one is read from the chain, so its id answers after a
 * reload too; an id the wallet does not know fails with code 5730.
 *
 * @example
 * ```tsx
 * const { data } = useCallsStatus({ id, query: { refetchInterval: 1000 } });
 * ```
 */
export function useCallsStatus<TData = CallsStatus>(
  parameters: UseCallsStatusParameters<TData> = {},
): UseCallsStatusReturnType<TData> {
  return useQuery(
    withQueryOptions(callsStatusQueryOptions(useDockFor('useCallsStatus'), { id: parameters.id }), parameters.query),
  );
}
