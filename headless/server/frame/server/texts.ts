// What the frame server says to people: refusals (relayed by the frame page to the app as error messages) and emails.
import * as ErrorMessages from '../../../core/model/error-messages';

/** Reply texts of the frame server. */
export const FrameTexts = {
  tryAgainAfter: ErrorMessages.tryAgainAfter,
  noCode: 'No code is pending for this email. Request a new one.',
  codeExpired: 'This code has expired. Request a new one.',
  wrongCode: (left: number) => `Invalid code. ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`,
  codeLocked: ErrorMessages.codeLocked,
  mailFailed: 'Could not send the email. Please try again.',
  tooManyRequests: 'Too many requests. Please slow down.',
  notSignedIn: 'Not signed in',
  sessionExpired: 'Session expired',
  loginAgain: 'Please sign in again to use this wallet on this device.',
  walletExists: 'This account already has a wallet.',
  noWallet: 'This account has no wallet yet.',
  unknownDevice: 'This device is not enrolled for this account.',
  deviceExists: 'This device is already enrolled.',
  badProof: 'The wallet key did not sign this enrollment.',
  providerNotConfigured: (provider: string) => `Sign-in with ${provider} is not configured.`,
  loginFailed: 'The sign-in could not be completed. Please try again.',
  attemptExpired: 'This sign-in attempt has expired. Please start again.',
  approvalExpired: 'This link has expired. Start the sign-in again.',
  emailTaken: 'This email belongs to another account.',
  sameEmail: 'This is already your email.',
  noEmailChange: 'No email change is pending.',
  farcasterExpired: 'This Farcaster sign-in request has expired. Please start again.',
  farcasterUnavailable: 'The Farcaster relay could not be reached. Please try again.',
} as const;

/** The code email. */
export function codeMail(
  code: string,
  purpose: 'login' | 'update-primary' | 'update-secondary',
): { subject: string; text: string; html: string } {
  const why =
    purpose === 'login'
      ? 'sign in to your wallet'
      : purpose === 'update-primary'
        ? 'confirm changing your email address'
        : 'confirm your new email address';
  const text = `Your code is ${code}\n\nEnter it to ${why}. It expires in 10 minutes. If you did not ask for it, ignore this email.`;
  return {
    subject: `Your wallet code: ${code}`,
    text,
    html: `<p>Your code is <strong style="font-size:20px;letter-spacing:2px">${code}</strong></p><p>Enter it to ${why}. It expires in 10 minutes. If you did not ask for it, ignore this email.</p>`,
  };
}

/** The new-device email: a link to approve (or ignore) a sign-in from another device. */
export function deviceMail(link: string, hostOrigin: string | null): { subject: string; text: string; html: string } {
  const where = hostOrigin ? ` on ${hostOrigin}` : '';
  const text = `Someone asked to sign in to your wallet from a new device${where}.\n\nIf it was you, approve it: ${link}\n\nThe link expires in 10 minutes. If it was not you, ignore this email.`;
  const safeWhere = where.replace(/[<>&"]/g, '');
  return {
    subject: 'Approve a new device',
    text,
    html: `<p>Someone asked to sign in to your wallet from a new device${safeWhere}.</p><p><a href="${encodeURI(link)}">Approve this device</a></p><p>The link expires in 10 minutes. If it was not you, ignore this email.</p>`,
  };
}
