/** useSendCalls: a batch of calls from the connected eip155 account, whatever the wallet (EIP-5792). */
import { useMutation } from '@tanstack/react-query';
import { sendCallsMutationOptions } from '../../core/calls/query';
import type { SendCallsResult, SendCallsVariables } from '../../core/calls/types';
import type { WalletDockErrorType } from '../../core/model/errors';
import { useDockFor } from '../context';
import type { MutationParameter, UseMutationReturnType } from '../types';

/** Parameters of useSendCalls: TanStack Query options of the mutation. */
export type UseSendCallsParameters<TContext = unknown> = MutationParameter<
  SendCallsResult,
  SendCallsVariables,
  WalletDockErrorType,
  TContext
>;

/** What useSendCalls returns: the mutation; `data.id` is the batch id for useCallsStatus. */
export type UseSendCallsReturnType<TContext = unknown> = UseMutationReturnType<
  SendCallsResult,
  SendCallsVariables,
  WalletDockErrorType,
  TContext
>;

/**
 * Sends a batch of calls from the connected eip155 account, the way the wallet can: a wallet that speaks EIP-5792
 * gets `wallet_sendCalls` (the embedded wallet's smart account sends it as one user operation, all or none); a
 * wallet without it gets the calls one by one as transactions — unless `atomicRequired` is set, which such a wallet
 * refuses with code 5760 (atomicity not supported) before anything is asked. `capabilities` pass through to the
 * wallet, e.g. `{ paymasterService: { url } }` (ERC-7677) to have a paymaster pay the gas.
 *
 * @example
 * ```tsx
 * const send = useSendCalls();
 * send.mutate({ calls: [{ to: token, data: transferA }, { to: token, data: transferB }] });
 * const status = useCallsStatus({ id: send.data?.id, query: { refetchInterval: (q) => (q.state.data?.status === 'pending' ? 1000 : false) } });
 * ```
 */
export function useSendCalls<TContext = unknown>(
  parameters: UseSendCallsParameters<TContext> = {},
): UseSendCallsReturnType<TContext> {
  return useMutation({ ...parameters.mutation, ...sendCallsMutationOptions(useDockFor('useSendCalls')) });
}
