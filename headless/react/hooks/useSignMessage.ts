/** Hooks that ask the connected wallet to sign or send, on any namespace its adapter supports. */
import { useMutation } from '@tanstack/react-query';
import {
  sendTransactionMutationOptions,
  signMessageMutationOptions,
  type SendTransactionVariables,
  type SignMessageVariables,
} from '../../core/connection/query';
import type { WalletDockError } from '../../core/model/errors';
import { useWalletDock } from '../context';
import type { MutationParameter, UseMutationReturnType } from '../types';

/** Parameters of useSignMessage: TanStack Query options of the mutation. */
export type UseSignMessageParameters<TContext = unknown> = MutationParameter<string, SignMessageVariables, WalletDockError, TContext>;

/** What useSignMessage returns: the mutation; `data` is the signature. */
export type UseSignMessageReturnType<TContext = unknown> = UseMutationReturnType<
  string,
  SignMessageVariables,
  WalletDockError,
  TContext
>;

/**
 * Signs a text message with the active account of a namespace (default: the active namespace),
 * through its adapter: eip155 (EIP-191 `personal_sign`, 0x hex), solana (`solana:signMessage`,
 * base58) and bip122 (`bitcoin:signMessage`, base64 BIP-322). Rejects with a WalletDockError
 * (code USER_REJECTED when declined, NOT_FOUND when no account is connected there).
 *
 * @example
 * ```tsx
 * function SignHello() {
 *   const sign = useSignMessage();
 *   return (
 *     <>
 *       <button onClick={() => sign.mutate({ message: 'hello' })}>Sign</button>
 *       {sign.data && <code>{sign.data}</code>}
 *     </>
 *   );
 * }
 * ```
 */
export function useSignMessage<TContext = unknown>(
  parameters: UseSignMessageParameters<TContext> = {},
): UseSignMessageReturnType<TContext> {
  return useMutation({ ...parameters.mutation, ...signMessageMutationOptions(useWalletDock()) });
}

/** Parameters of useSendTransaction: TanStack Query options of the mutation. */
export type UseSendTransactionParameters<TContext = unknown> = MutationParameter<
  string,
  SendTransactionVariables,
  WalletDockError,
  TContext
>;

/** What useSendTransaction returns: the mutation; `data` is the transaction hash (solana: its signature). */
export type UseSendTransactionReturnType<TContext = unknown> = UseMutationReturnType<
  string,
  SendTransactionVariables,
  WalletDockError,
  TContext
>;

/**
 * Sends a transfer or a call from the active account of a namespace: eip155 (`value` in wei,
 * optional `data`) and solana (`value` in lamports). Resolves when the wallet has sent it, with the
 * hash; it does not wait for inclusion (wait with viem's `waitForTransactionReceipt`). Rejects with a
 * WalletDockError (code USER_REJECTED when declined; bip122 answers UNSUPPORTED).
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
  return useMutation({ ...parameters.mutation, ...sendTransactionMutationOptions(useWalletDock()) });
}
