// useEmailLogin: the embedded wallet's email login (a code, or a new device's emailed link first) as a mutation.
import { useMutation } from '@tanstack/react-query';
import {
  deviceApprovalMutationOptions,
  emailLoginMutationOptions,
  type EmailLoginResult,
  type EmailLoginVariables,
  emailOtpMutationOptions,
  type EmailOtpVariables,
} from '../../core/embedded/query';
import type { FrameUser } from '../../core/embedded/types';
import type { WalletDockErrorType } from '../../core/model/errors';
import { useDockFor } from '../context';
import type { MutationParameter, UseMutationReturnType } from '../types';

/** Parameters of useEmailLogin: TanStack Query options of the email mutation. */
export type UseEmailLoginParameters<TContext = unknown> = MutationParameter<
  EmailLoginResult,
  EmailLoginVariables,
  WalletDockErrorType,
  TContext
>;

/** What useEmailLogin returns: the email mutation, the code (`verifyOtp`) and the new-device wait (`waitForDevice`). */
export type UseEmailLoginReturnType<TContext = unknown> = UseMutationReturnType<
  EmailLoginResult,
  EmailLoginVariables,
  WalletDockErrorType,
  TContext
> & {
  verifyOtp: UseMutationReturnType<FrameUser, EmailOtpVariables, WalletDockErrorType>;
  waitForDevice: UseMutationReturnType<void, void, WalletDockErrorType>;
};

/**
 * Email login: `mutate({ email })` sends a code (`data.action` VERIFY_OTP), or on a new device for an existing wallet
 * an approval link first (VERIFY_DEVICE: `waitForDevice.mutate()` resolves once it was approved, then a code comes);
 * `verifyOtp.mutate({ otp })` completes it and connects the wallet.
 *
 * @example
 * ```tsx
 * const login = useEmailLogin();
 * login.mutate({ email });            // then, with the emailed code:
 * login.verifyOtp.mutate({ otp });    // login.verifyOtp.data is the user
 * ```
 */
export function useEmailLogin<TContext = unknown>(
  parameters: UseEmailLoginParameters<TContext> = {},
): UseEmailLoginReturnType<TContext> {
  const dock = useDockFor('useEmailLogin');
  const mutation = useMutation({ ...parameters.mutation, ...emailLoginMutationOptions(dock) });
  const verifyOtp = useMutation<FrameUser, WalletDockErrorType, EmailOtpVariables>(emailOtpMutationOptions(dock));
  const waitForDevice = useMutation<void, WalletDockErrorType, void>(deviceApprovalMutationOptions(dock));
  return { ...mutation, verifyOtp, waitForDevice };
}
