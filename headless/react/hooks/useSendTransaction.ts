// useSendTransaction: asking the connected wallet to send a transaction, on any namespace its adapter supports.
import { useMutation } from '@tanstack/react-query';
import { sendTransactionMutationOptions, type SendTransactionVariables } from '../../core/connection/query';
import type { WalletDockErrorType } from '../../core/model/errors';
import { useDockFor } from '../context';
import type { MutationParameter, UseMutationReturnType } from '../types';

/** Parameters of useSendTransaction: TanStack Query options of the mutation. */
export type UseSendTransactionParameters<TContext = unknown> = MutationParameter<
  string,
  SendTransactionVariables,
  WalletDockErrorType,
  TContext
>;

/** What useSendTransaction returns: the mutation; `data` is the transaction hash (solana: its signature). */
export type UseSendTransactionReturnType<TContext = unknown> = UseMutationReturnType<
  string,
  SendTransactionVariables,
  WalletDockErrorType,
  TContext
>;

/**
 * Sends a transfer or a call from the active account of a namespace: eip155 (`value` in wei,
 * optional `data`) and solana (`value` in lamports). Resolves when the wallet has sent it, with the
 * hash; it does not wait for inclusion (wait with viem's `waitForTransactionReceipt`). Rejects with a
 * WalletDockError (a UserRejectedError when declined; bip122 answers with an UnsupportedError).
 *
 * @example
 * ```tsx
 * import { parseEther } from 'viem';
 *
 * function Tip() {
 *   const send = useSendTransaction();
 *   return (
 *     <button onClick={() => send.mutate({ to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', value: parseEther('0.01') })}>
 *       {send.isPending ? 'Confirm in your wallet…' : 'Tip 0.01 ETH'}
 *     </button>
 *   );
 * }
 * ```
 */
export function useSendTransaction<TContext = unknown>(
  parameters: UseSendTransactionParameters<TContext> = {},
): UseSendTransactionReturnType<TContext> {
  return useMutation({ ...parameters.mutation, ...sendTransactionMutationOptions(useDockFor('useSendTransaction')) });
}
