/**
 * The embedded wallet's texts (email and social login, the code and device views, ApproveTransaction, email change):
 * a table of their own, loaded with those views, so a modal without the embedded wallet never downloads them. A host
 * overrides them like any other message (`messages={{ otpTitle: '…' }}`).
 */
export const embeddedMessages = {
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
  // The account-type switch (SPEC names the types, not these words).
  accountTypeLabel: 'Account: {type}',
  accountTypeEoa: 'EOA',
  accountTypeSmartDeployed: 'Smart account (deployed)',
  accountTypeSmartUndeployed: 'Smart account (not deployed yet: its first transaction deploys it)',
  switchToEoa: 'Switch to EOA',
  switchToSmartAccount: 'Switch to smart account',
} as const;

/** The embedded wallet's message keys. */
export type EmbeddedMessageKey = keyof typeof embeddedMessages;
