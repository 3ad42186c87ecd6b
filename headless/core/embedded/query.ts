/**
 * Mutation options of the embedded wallet's logins (wagmi's pattern: action -> `xMutationOptions` -> thin hook). Each
 * loads the flows and the frame on first use; without the `embeddedWallet` option each rejects ("Address or auth
 * connector not found", NOT_CONFIGURED).
 */
import type { EmbeddedDock } from './types';
import { NotConfiguredError } from '../model/errors/sdk';
import * as ErrorMessages from '../model/error-messages';
import type { EmbeddedController, EmbeddedMutationOptions, EmbeddedSocial, FrameUser } from './types';

/** The instance's embedded wallet flows (loaded on first use). */
export function embeddedController(dock: EmbeddedDock): Promise<EmbeddedController> {
  if (!dock.embedded) return Promise.reject(new NotConfiguredError(ErrorMessages.addressOrAuthConnectorNotFound));
  return dock.embedded.load();
}

/** Variables of the email login. */
export interface EmailLoginVariables {
  email: string;
}
/** What comes after the email: a code was sent (VERIFY_OTP), a device link was sent (VERIFY_DEVICE), or done (CONNECT). */
export interface EmailLoginResult {
  action: 'VERIFY_OTP' | 'VERIFY_DEVICE' | 'CONNECT';
}

/** emailLogin({ email }): starts an email login (at most once per 30 s: "Please try again after {n} seconds"). */
export function emailLoginMutationOptions(dock: EmbeddedDock) {
  return {
    mutationKey: ['walletdock', 'embedded', 'emailLogin'] as const,
    mutationFn: (variables: EmailLoginVariables): Promise<EmailLoginResult> =>
      embeddedController(dock).then((c) => c.connectEmail(variables)),
  };
}

/** Variables of a code: the 6 digits emailed. */
export interface EmailOtpVariables {
  otp: string;
}

/** emailOtp({ otp }): completes the email login with the emailed code; resolves with the user once connected. */
export function emailOtpMutationOptions(dock: EmbeddedDock) {
  return {
    mutationKey: ['walletdock', 'embedded', 'emailOtp'] as const,
    mutationFn: (variables: EmailOtpVariables): Promise<FrameUser> =>
      embeddedController(dock).then((c) => c.verifyOtp(variables)),
  };
}

/** deviceApproval(): resolves once this new device was approved from the emailed link (30 s per wait). */
export function deviceApprovalMutationOptions(dock: EmbeddedDock) {
  return {
    mutationKey: ['walletdock', 'embedded', 'deviceApproval'] as const,
    mutationFn: (): Promise<void> => embeddedController(dock).then((c) => c.waitForDevice()),
  };
}

/** Variables of a social login. */
export interface SocialLoginVariables {
  provider: EmbeddedSocial;
}

/**
 * socialLogin({ provider }): login in a window the frame opens; resolves with the user once connected. Farcaster
 * signs in by a QR code instead: its URL is the embedded wallet state's `farcasterUrl` while the login waits.
 */
export function socialLoginMutationOptions(dock: EmbeddedDock) {
  return {
    mutationKey: ['walletdock', 'embedded', 'socialLogin'] as const,
    mutationFn: ({ provider }: SocialLoginVariables): Promise<FrameUser> =>
      embeddedController(dock).then((c) =>
        provider === 'farcaster' ? c.connectFarcaster() : c.connectSocial({ provider }),
      ),
  };
}

/** What comes after a new email: a code to the current address, or (none) to the new one. */
export interface UpdateEmailResult {
  action: 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP';
}

/** updateEmail({ email }): starts changing the signed-in user's email. */
export function updateEmailMutationOptions(dock: EmbeddedDock) {
  return {
    mutationKey: ['walletdock', 'embedded', 'updateEmail'] as const,
    mutationFn: (variables: EmailLoginVariables): Promise<UpdateEmailResult> =>
      embeddedController(dock).then((c) => c.updateEmail(variables)),
  };
}

/** Variables of an email-change code: the one sent to the current address (primary), then to the new one (secondary). */
export interface UpdateEmailOtpVariables {
  otp: string;
  step: 'primary' | 'secondary';
}

/** updateEmailOtp({ otp, step }): the primary code, then the secondary one (which stores the new email). */
export function updateEmailOtpMutationOptions(dock: EmbeddedDock) {
  return {
    mutationKey: ['walletdock', 'embedded', 'updateEmailOtp'] as const,
    mutationFn: ({ otp, step }: UpdateEmailOtpVariables): Promise<{ email?: string }> =>
      embeddedController(dock).then((c) =>
        step === 'primary' ? c.updateEmailPrimaryOtp({ otp }).then(() => ({})) : c.updateEmailSecondaryOtp({ otp }),
      ),
  };
}

/** All of them, for one instance (the embedded wallet carries them: `dock.embedded.mutationOptions`). */
export function embeddedMutationOptions(dock: EmbeddedDock): EmbeddedMutationOptions {
  return {
    emailLogin: emailLoginMutationOptions(dock),
    emailOtp: emailOtpMutationOptions(dock),
    deviceApproval: deviceApprovalMutationOptions(dock),
    socialLogin: socialLoginMutationOptions(dock),
    updateEmail: updateEmailMutationOptions(dock),
    updateEmailOtp: updateEmailOtpMutationOptions(dock),
  };
}
