// useSocialLogin: the embedded wallet's social login (a popup, or Farcaster's QR code) as a mutation.
import { useMutation } from '@tanstack/react-query';
import { socialLoginMutationOptions, type SocialLoginVariables } from '../../core/embedded/query';
import type { FrameUser } from '../../core/embedded/types';
import type { WalletDockErrorType } from '../../core/model/errors';
import { useDockFor } from '../context';
import type { MutationParameter, UseMutationReturnType } from '../types';

/** Parameters of useSocialLogin: TanStack Query options of the mutation. */
export type UseSocialLoginParameters<TContext = unknown> = MutationParameter<
  FrameUser,
  SocialLoginVariables,
  WalletDockErrorType,
  TContext
>;

/** What useSocialLogin returns: the social login mutation; `data` is the user. */
export type UseSocialLoginReturnType<TContext = unknown> = UseMutationReturnType<
  FrameUser,
  SocialLoginVariables,
  WalletDockErrorType,
  TContext
>;

/**
 * Social login: the frame opens the provider's window (google, x, discord, github, apple, facebook) and the wallet is
 * connected once the provider answered. While it runs the frame is shown (when the browser blocked the window, the
 * frame offers a button that opens it). `provider: 'farcaster'` signs in with Farcaster instead: show
 * `useEmbeddedWallet().state.farcasterUrl` as a QR code and a link until the user signed in their Farcaster app.
 *
 * @example
 * ```tsx
 * const social = useSocialLogin();
 * <button onClick={() => social.mutate({ provider: 'google' })}>Google</button>
 * ```
 */
export function useSocialLogin<TContext = unknown>(
  parameters: UseSocialLoginParameters<TContext> = {},
): UseSocialLoginReturnType<TContext> {
  return useMutation({ ...parameters.mutation, ...socialLoginMutationOptions(useDockFor('useSocialLogin')) });
}
