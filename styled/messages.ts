/**
 * Every user-visible string of the modal, in one typed table. A host overrides any entry with
 * `messages={{ ... }}`; `{name}`-style placeholders are filled at render, so a translation is
 * data only.
 */
import { createContext, useContext } from 'react';

/** The default (English) messages. */
export const defaultMessages = {
  connectButton: 'Connect Wallet',
  connectTitle: 'Connect Wallet',
  allWalletsTitle: 'All Wallets',
  allWalletsEntry: 'All Wallets',
  accountTitle: 'Account',
  networksTitle: 'Choose Network',
  unsupportedTitle: 'Switch Network',
  unsupportedBody: 'This app does not support your current network. Switch to an available option to continue.',
  closeLabel: 'Close',
  backLabel: 'Back',
  searchLabel: 'Search wallets',
  searchPlaceholder: 'Search wallet',
  noWallets: 'No wallet found',
  walletListLabel: 'Wallets',
  installedTag: 'Installed',
  recentTag: 'Recent',
  connectingTitle: '{name}',
  connectingWaiting: 'Continue in {name}',
  connectingHint: 'Accept the connection request in the wallet',
  connectingDeclined: 'Connection declined',
  connectingDeclinedHint: 'The connection request was declined in the wallet',
  connectingFailed: 'Connection failed',
  retry: 'Try again',
  balanceLabel: 'Balance',
  networkLabel: 'Network',
  switchNetwork: 'Switch network',
  currentNetwork: 'Current network',
  switchingNetwork: 'Switching network…',
  switchNetworkFailed: 'Network switch failed',
  disconnect: 'Disconnect',
  copyAddress: 'Copy address',
  addressCopied: 'Address copied',
  disconnected: 'Disconnected',
  unknownNetwork: 'Unknown network',
  openWallet: 'Open {name}',
  dialogLabel: 'Wallet connection',
  walletConnectName: 'WalletConnect',
  scanTitle: 'Scan with your wallet',
  scanHint: 'Scan this QR code with a WalletConnect-compatible wallet',
  qrLabel: 'WalletConnect QR code',
  copyLink: 'Copy link',
  linkCopied: 'Link copied',
  refresh: 'Refresh',
  siwxTitle: 'Sign In',
  siwxHeading: '{app} needs to connect to your wallet',
  siwxBody: 'Sign this message to prove you own this wallet and proceed. Canceling will disconnect you.',
  siwxSign: 'Sign',
  siwxSigning: 'Signing…',
  siwxCancel: 'Cancel',
  // The embedded wallet (email and social login)
  emailLabel: 'Email',
  emailPlaceholder: 'Email',
  emailContinue: 'Continue',
  emailInvalid: 'Enter a valid email address',
  socialListLabel: 'Log in with',
  socialContinue: 'Continue with {name}',
  socialGoogle: 'Google',
  socialX: 'X',
  socialDiscord: 'Discord',
  socialGithub: 'GitHub',
  socialApple: 'Apple',
  socialFacebook: 'Facebook',
  otpTitle: 'Confirm Email',
  otpHeading: 'Enter the 6-digit code we emailed to {email}',
  otpHint: 'The code expires in 10 minutes',
  otpLabel: 'Code',
  otpSubmit: 'Confirm',
  otpVerifying: 'Verifying…',
  otpResend: 'Send a new code',
  otpResent: 'A new code is on its way',
  deviceTitle: 'Register Device',
  deviceHeading: 'Approve this device from the email we sent to {email}',
  deviceHint: 'Open the link in the email and approve the login; a code follows.',
  deviceWaiting: 'Waiting for approval…',
  socialTitle: 'Log in with {name}',
  socialHeading: 'Continue in the {name} window',
  socialHint: 'Finish logging in in the window that opened. If none opened, use the button below.',
  socialFailed: 'Login failed',
  approveTitle: 'Approve Transaction',
  approveHint: 'Review the request in the wallet below, then approve or reject it there.',
  updateEmailTitle: 'Edit Email',
  updateEmailHeading: 'Enter your new email address',
  updateEmailPrimaryTitle: 'Confirm Current Email',
  updateEmailPrimaryHeading: 'Enter the code we emailed to your current address',
  updateEmailSecondaryTitle: 'Confirm New Email',
  updateEmailSecondaryHeading: 'Enter the code we emailed to {email}',
  updateEmail: 'Update email',
  emailUpdated: 'Email updated',
  signOut: 'Sign out',
} as const;

/** The message table's keys and shape. */
export type MessageKey = keyof typeof defaultMessages;
/** A full message table. */
export type Messages = Record<MessageKey, string>;

const MessagesContext = createContext<Messages>(defaultMessages);

/** Provides the merged message table to the modal's components. */
export const MessagesProvider = MessagesContext.Provider;

/** The current message table. */
export function useMessages(): Messages {
  return useContext(MessagesContext);
}

/** Defaults overlaid with a host's partial table. */
export function mergeMessages(overrides?: Partial<Messages>): Messages {
  return overrides ? { ...defaultMessages, ...overrides } : defaultMessages;
}

/** Fills `{key}` placeholders. */
export function format(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (all, key: string) => values[key] ?? all);
}
