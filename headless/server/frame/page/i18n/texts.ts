// Every text the wallet frame's pages write (its approval screen, the social-login button, its refusals and the
// sign-in popup's page), by its English wording: the views write English and the current locale's table translates
// it where it is shown (language.ts), the gettext way the catalogue's texts are translated (core/i18n/translator.ts).
// `{name}` stands for the part a text is built with; `{count}` picks the plural form. What the frame shows but does
// not write (addresses, amounts, the app's origin and name, a message to sign) is never translated.
import type { LocaleText } from '../../../../core/i18n/text';

/** The English wording of every text of the frame's pages. */
export const FRAME_TEXTS = [
  // The page
  'Wallet',
  'This is a wallet frame. Open it from an app.',
  'This app is not allowed to use this wallet.',
  'The wallet could not start: {message}',
  // The approval screen
  'Approve',
  'Reject',
  'calls itself “{name}”',
  'Sign message',
  'Sign typed data',
  'Send transaction',
  'Send calls',
  'Grant permissions',
  'Revoke permissions',
  'Send user operation',
  'Sign transaction',
  'Sign {count} transactions',
  'Account',
  'Type',
  'From',
  'To',
  'Value',
  'Data',
  'Calls',
  'Network fee',
  'Account type',
  'Call data',
  'Fee payer',
  'Instructions',
  'Instruction {index}',
  '(new contract)',
  '{count}, one transaction each',
  '{count}, all or none',
  "Paid by the app's sponsor ({host})",
  'Paid by your account',
  'Paid by the paymaster {address}',
  'At most {amount}, paid by your account',
  'Smart account',
  'Smart account (deployed by its first transaction)',
  '{count} (uses address lookup tables)',
  '{data} ({count} bytes)',
  'transfer {amount} SOL to {address}',
  'program {address}',
  // Smart sessions (ERC-7715 permissions)
  'Granted to',
  'Allows',
  'Until',
  'Status',
  'Valid until',
  'Send up to {amount} per transfer',
  'Transfer the token {contract}',
  'Call the contract {contract}',
  // Social login, when the browser blocked the popup
  'Continue with {provider}',
  // The sign-in popup's page (callback.html)
  'Signing in…',
  'Completing sign-in…',
  'Sign-in finished. You can close this window.',
] as const;

/** A text of the frame's pages, by its English wording. */
export type FrameTextId = (typeof FRAME_TEXTS)[number];

/** One locale's texts of the frame's pages: every one of them, so a text a table lacks fails the type check. */
export type FrameTable = Readonly<Record<FrameTextId, LocaleText>>;

/** The texts of one locale: `translate` a text the frame wrote (filled in), `text` a text by its wording and values. */
export interface FrameLanguage {
  translate(shown: string): string;
  text(id: FrameTextId, values?: Readonly<Record<string, string | number>>): string;
}
