// Every text the faucet page shows a visitor, by its English wording: the page (and the faucet API's refusals, which it
// shows as they come) write English, and the visitor's language's table translates it where it is shown
// (useFaucetLanguage), the gettext way walletdock's own catalogue is translated (createTranslator from
// walletdock/utils). `{name}` stands for the part a text is built with; `{count}` picks the plural form. Amounts,
// addresses and hashes are never translated.
import type { Locale } from 'walletdock';
import type { LocaleText } from 'walletdock/utils';

/** The English wording of every text of the faucet page. */
export const FAUCET_TEXTS = [
  // Header, lead, demo banner
  'AVENT test faucet',
  'AVENT Faucet',
  'Free AVENT test coins',
  'Connect a wallet (or paste an address), solve the math problem and claim {amount} on the test chain (id {chainId}).',
  'Demo build: a {wallet} is offered in the wallet list. It holds a devnet key and is never part of a production build.',
  'development test wallet',
  // Toasts
  'Notifications',
  'Dismiss notification',
  // Wallet button
  'Connect Wallet',
  'Connecting…',
  'Reconnecting…',
  'Connected',
  '(connected, open account)',
  'Disconnect',
  // Claim form
  'Claim test coins',
  'Wallet address',
  'Verification',
  'Loading math problem…',
  'What is {a} + {b}?',
  'What is {a} - {b}?',
  'What is {a} × {b}?',
  'Answer to the math problem',
  'Answer',
  'Verify',
  'New problem',
  'Correct! You can claim now.',
  'Could not load the math problem. Please refresh.',
  'Claiming…',
  'Claim AVENT',
  'Next claim in',
  'Ready to claim!',
  'Sending coins…',
  'Your claim is being processed.',
  'Claim sent',
  'Claim successful!',
  '{amount} sent. Transaction {hash}',
  '{amount} sent.',
  '{amount} sent to {address}',
  'View on explorer',
  // History
  'Your claims',
  'Connect a wallet or enter an address to see its claims.',
  'Loading history…',
  '{count} claims, {amount} AVENT received',
  'Transaction {hash} on the explorer',
  'Error loading history',
  'No claims yet. Make your first claim!',
  // Checks and refusals (the page's and the API's)
  'Please enter a valid wallet address',
  'Please solve the math problem',
  'Please enter an answer',
  'No captcha loaded. Please refresh.',
  'Incorrect answer. Try again.',
  'Captcha expired or already used. Please load a new one.',
  'Please wait {count} seconds before claiming again.',
  'The faucet is busy. Please try again in a few seconds.',
  'The faucet is running low on funds. Please try again later.',
  'The faucet could not pay this claim: its balance is too low. No cooldown was charged.',
  'The payout failed. No cooldown was charged; please try again.',
  'The faucet has reached its hourly limit. Please try again later.',
  'Contract addresses cannot receive faucet coins. Please use a wallet address.',
  'Too many captcha requests. Please wait a minute.',
  'Claim failed',
  'Network error. Please try again.',
  'Verification failed. Please try again.',
  // Wallet messages
  'Connection timeout. Please try again.',
  'Failed to open wallet selector: {message}',
  'Wallet connected successfully!',
  'Wallet disconnected',
  'Connecting to wallet...',
  'Reconnecting to wallet...',
  'Connection failed: {message}',
  'Connection error: {message}',
  'Your wallet keeps disconnecting. Try unlocking it, refreshing the page, or run clearWalletState() in the console.',
  'Using Trust Wallet? Install the Trust Wallet mobile app and connect by scanning the pairing code.',
  // The console helpers' results, also shown as toasts
  'Please install {wallet} first',
  'Please use {wallet} wallet',
  'Already connected to the test chain!',
  'Request cancelled by user',
  'Invalid network parameters. Please try again.',
  '{wallet} internal error. Please refresh and try again.',
  'Switched {wallet} to {chain}!',
  '{chain} added to {wallet}!',
  'Wallet request timed out',
  'Wallet state cleared. Please refresh the page.',
  'New math problem loaded.',
  'Could not load the math problem.',
  'Captcha verified.',
  'Captcha not verified.',
  'Choose WalletConnect in the list and scan the code with your mobile wallet.',
] as const;

/** A text of the faucet page, by its English wording. */
export type FaucetTextId = (typeof FAUCET_TEXTS)[number];

/** One locale's texts of the faucet page: every one of them, so a text a table lacks fails the type check. */
export type FaucetTable = Readonly<Record<FaucetTextId, LocaleText>>;

/** What the page's components read (useFaucetLanguage). */
export interface FaucetLanguage {
  locale: Locale;
  /** A text of the page by its wording, `{name}` parts filled with `values`. */
  t(id: FaucetTextId, values?: Readonly<Record<string, string | number>>): string;
  /** A text the page (or the faucet API) wrote and filled in, in the visitor's language; any other text as it came. */
  shown(text: string): string;
}
