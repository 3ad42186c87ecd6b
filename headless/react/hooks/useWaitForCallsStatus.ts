/** useWaitForCallsStatus: waits until a batch of calls landed (or failed). */
import { useQuery } from '@tanstack/react-query';
import { waitForCallsStatusQueryOptions } from '../../core/calls/query';
import type { CallsStatus } from '../../core/calls/types';
import type { WalletDockErrorType } from '../../core/model/errors';
import { useDockFor } from '../context';
import { withQueryOptions } from '../query-options';
import type { QueryParameter, UseQueryReturnType } from '../types';

/** Parameters of useWaitForCallsStatus: the batch id, how long to wait (ms, 60 s) and how often to ask (1 s). */
export type UseWaitForCallsStatusParameters<TData = CallsStatus> = QueryParameter<
  CallsStatus,
  TData,
  WalletDockErrorType
> & {
  id?: string | undefined;
  timeout?: number | undefined;
  pollingInterval?: number | undefined;
};

/** What useWaitForCallsStatus returns: the query, pending until the batch is no longer pending. */
export type UseWaitForCallsStatusReturnType<TData = CallsStatus> = UseQueryReturnType<TData, WalletDockErrorType>;

/**
 * Resolves with batch `id`'s final status (200 confirmed, 400/500/600 failed), polling until it is no longer pending;
 * fails with "The request took too long to respond." after `timeout`.
 *
 * @example
 * ```tsx
 * const done = useWaitForCallsStatus({ id: send.data?.id });
 * if (done.data?.status === 'success') return <p>Both transfers landed</p>;
 * ```
 */
export function useWaitForCallsStatus<TData = CallsStatus>(
  parameters: UseWaitForCallsStatusParameters<TData> = {},
): UseWaitForCallsStatusReturnType<TData> {
  const { id, timeout, pollingInterval } = parameters;
  const dock = useDockFor('useWaitForCallsStatus');
  // A batch that reached the chain changed the account: the wait records the receipts' block as its floor, and the
  // provider marks its balances and history as updating until they reflect it.
  return useQuery(
    withQueryOptions(waitForCallsStatusQueryOptions(dock, { id, timeout, pollingInterval }), parameters.query),
  );
}
