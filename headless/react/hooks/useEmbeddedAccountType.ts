/**
 * The embedded user's eip155 account type: which of their accounts the app is connected with (their EOA or their smart
 * account, ERC-4337), whether the smart account is deployed yet, and the switch between the two (the frame keeps the
 * choice). On `walletdock/embedded`: only the Account view's switch and apps that offer one use it.
 */
import { useMutation } from '@tanstack/react-query';
import {
  preferredAccountTypeMutationOptions,
  type PreferredAccountTypeVariables,
} from '../../core/embedded/account-type-query';
import type { EmbeddedWalletState, FrameUser } from '../../core/embedded/types';
import type { WalletDockErrorType } from '../../core/model/errors';
import { useDockFor } from '../context';
import { useEmbeddedWallet } from './useEmbeddedWallet';
import type { MutationParameter, UseMutationReturnType } from '../types';

/** The embedded user's eip155 accounts as the switch shows them. */
export interface EmbeddedAccountTypeState {
  /** The type the app is connected with; undefined when no embedded user is signed in. */
  preferredAccountType: 'eoa' | 'smartAccount' | undefined;
  eoaAddress: string | undefined;
  /** Undefined when the frame has no smart accounts on the user's network. */
  smartAccountAddress: string | undefined;
  /** False until the smart account's first user operation landed. */
  smartAccountDeployed: boolean;
}

/** Parameters of useEmbeddedAccountType: TanStack Query options of the switch. */
export type UseEmbeddedAccountTypeParameters<TContext = unknown> = MutationParameter<
  FrameUser,
  PreferredAccountTypeVariables,
  WalletDockErrorType,
  TContext
>;

/** What useEmbeddedAccountType returns: the accounts' state and the switch (`mutate({ type })`). */
export type UseEmbeddedAccountTypeReturnType<TContext = unknown> = UseMutationReturnType<
  FrameUser,
  PreferredAccountTypeVariables,
  WalletDockErrorType,
  TContext
> & {
  state: EmbeddedAccountTypeState;
};

const select = ({ user }: EmbeddedWalletState): EmbeddedAccountTypeState => {
  const eip155 = user?.accounts.filter((a) => a.namespace === 'eip155') ?? [];
  return {
    preferredAccountType: user ? user.preferredAccountType : undefined,
    eoaAddress: eip155.find((a) => a.type === 'eoa')?.address,
    smartAccountAddress: eip155.find((a) => a.type === 'smartAccount')?.address,
    smartAccountDeployed: user?.smartAccountDeployed ?? false,
  };
};

/**
 * The embedded user's account type and its switch.
 *
 * @example
 * ```tsx
 * const { state, mutate, isPending } = useEmbeddedAccountType();
 * if (state.smartAccountAddress) {
 *   const other = state.preferredAccountType === 'smartAccount' ? 'eoa' : 'smartAccount';
 *   return <button disabled={isPending} onClick={() => mutate({ type: other })}>Use {other}</button>;
 * }
 * ```
 */
export function useEmbeddedAccountType<TContext = unknown>(
  parameters: UseEmbeddedAccountTypeParameters<TContext> = {},
): UseEmbeddedAccountTypeReturnType<TContext> {
  const dock = useDockFor('useEmbeddedAccountType');
  const { state } = useEmbeddedWallet({ select });
  const mutation = useMutation({ ...parameters.mutation, ...preferredAccountTypeMutationOptions(dock) });
  return { ...mutation, state };
}
