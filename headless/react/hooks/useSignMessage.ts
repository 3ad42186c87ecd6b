// useSignMessage: asking the connected wallet to sign a message, on any namespace its adapter supports.
import { useMutation } from '@tanstack/react-query';
import { signMessageMutationOptions, type SignMessageVariables } from '../../core/connection/query';
import type { WalletDockErrorType } from '../../core/model/errors';
import { useDockFor } from '../context';
import type { MutationParameter, UseMutationReturnType } from '../types';

/** Parameters of useSignMessage: TanStack Query options of the mutation. */
export type UseSignMessageParameters<TContext = unknown> = MutationParameter<
  string,
  SignMessageVariables,
  WalletDockErrorType,
  TContext
>;

/** What useSignMessage returns: the mutation; `data` is the signature. */
export type UseSignMessageReturnType<TContext = unknown> = UseMutationReturnType<
  string,
  SignMessageVariables,
  WalletDockErrorType,
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
  return useMutation({ ...parameters.mutation, ...signMessageMutationOptions(useDockFor('useSignMessage')) });
}
