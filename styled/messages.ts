/**
 * Every user-visible string of the modal, in one typed table. A host overrides any entry with
 * `messages={{ ... }}`; `{name}`-style placeholders are filled at render, so a translation is
 * data only.
 */
import { createContext, useContext, useMemo } from 'react';
import type { EmbeddedMessageKey } from './embedded-messages';

/** The default (English) messages. */
export const defaultMessages = {
  connectButton: 'Connect Wallet',
  reconnectingLabel: 'Reconnecting…',
  restoreWalletGone: 'Your wallet is no longer available',
  restoreRefused: 'Your wallet did not reconnect this site',
  restoreTimeout: 'Your wallet did not answer in time',
  restoreFailed: 'Your wallet could not be reconnected',
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
  walletBroken: 'This wallet cannot be shown',
  viewFailed: 'Something went wrong',
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
  qrCodeTag: 'QR code',
  newToWallets: 'New to wallets?',
  whatIsAWalletEntry: 'What is a wallet?',
  whatIsAWalletTitle: 'What is a wallet?',
  getWalletTitle: 'Get a wallet',
  installWalletTitle: 'Get {name}',
  legalFooterBoth: 'By connecting your wallet, you agree to our {terms} and {privacy}',
  legalFooterTerms: 'By connecting your wallet, you agree to our {terms}',
  legalFooterPrivacy: 'By connecting your wallet, you agree to our {privacy}',
  legalTermsName: 'Terms of Service',
  legalPrivacyName: 'Privacy Policy',
  legalCheckboxBoth: 'I agree to our {terms} and {privacy}',
  legalCheckboxTerms: 'I agree to our {terms}',
  legalCheckboxPrivacy: 'I agree to our {privacy}',
  legalCheckboxTermsName: 'terms of service',
  legalCheckboxPrivacyName: 'privacy policy',
  legalLockedHint: 'Agree to the terms above to connect',
  legalNewTab: '(opens in a new tab)',
  continueWithWallet: 'Continue with a wallet',
  connectWalletsTitle: 'Connect a wallet',
} as const;

/**
 * Keys of the Account view's texts. Their English defaults load with the view (views/Account/messages.ts), not with
 * the button; a host overrides them here like any other key.
 */
export type AccountMessageKey =
  | 'accountTabsLabel'
  | 'tokensTab'
  | 'nftsTab'
  | 'activityTab'
  | 'totalValueLabel'
  | 'viewOnExplorer'
  | 'noTokens'
  | 'noNfts'
  | 'noActivity'
  | 'tokensFailed'
  | 'nftsFailed'
  | 'activityFailed'
  | 'loading'
  | 'balanceUpdating'
  | 'loadMore'
  | 'nftOf'
  | 'activitySend'
  | 'activityReceive'
  | 'activityMint'
  | 'activityBurn'
  | 'activityTrade'
  | 'activityOther'
  | 'statusFailed'
  | 'statusPending'
  | 'registerNameEntry';

/** Keys of the name registration views' texts; their English defaults load with those views. */
export type NameMessageKey =
  | 'registerNameLabel'
  | 'registerNameHint'
  | 'registerNameChecking'
  | 'registerNameAvailable'
  | 'registerNameTaken'
  | 'registerNameSuggestions'
  | 'registerNameSubmit'
  | 'registerNameSigning'
  | 'registerNameUnsupported'
  | 'registerNameSuccess'
  | 'registerNameSuccessHint'
  | 'registerNameDone';

/** Keys of the wallet help views' texts (What is a wallet?, Get a wallet); their defaults load with those views. */
export type WalletHelpMessageKey =
  | 'walletHelpAssetsTitle'
  | 'walletHelpAssetsBody'
  | 'walletHelpLoginTitle'
  | 'walletHelpLoginBody'
  | 'walletHelpControlTitle'
  | 'walletHelpControlBody'
  | 'getWalletAction'
  | 'getWalletHint'
  | 'walletPlatforms'
  | 'platformExtension'
  | 'platformIos'
  | 'platformAndroid'
  | 'installExtension'
  | 'installIos'
  | 'installAndroid'
  | 'installHomepage'
  | 'installHint';

/** Keys of the Buy panel's texts; their English defaults load with the panel (views/OnRamp/messages.ts). */
export type OnrampMessageKey =
  | 'onrampAmount'
  | 'onrampCurrency'
  | 'onrampMethod'
  | 'onrampMethodCard'
  | 'onrampMethodBank'
  | 'onrampLimits'
  | 'onrampAsset'
  | 'onrampAssetOn'
  | 'onrampProviders'
  | 'onrampFee'
  | 'onrampYouGet'
  | 'onrampPriceAtProvider'
  | 'onrampContinue'
  | 'onrampOpening'
  | 'onrampWindowOpen'
  | 'onrampNoProviders'
  | 'onrampBelow'
  | 'onrampAbove'
  | 'onrampInvalid'
  | 'onrampUnsupported';

/**
 * Keys of the Swap view's texts; their English defaults load with the view (views/Swap/messages.ts), like Account's.
 */
export type SwapMessageKey =
  | 'swapFromLabel'
  | 'swapToLabel'
  | 'swapTokenLabel'
  | 'swapAmountLabel'
  | 'swapBalance'
  | 'swapFlip'
  | 'swapRate'
  | 'swapFee'
  | 'swapImpact'
  | 'swapMinimum'
  | 'swapSlippage'
  | 'swapQuoting'
  | 'swapApprove'
  | 'swapApproving'
  | 'swapButton'
  | 'swapSwapping'
  | 'swapDone'
  | 'swapApproved'
  | 'swapLoadingTokens';

/** Keys of the Pay views' texts; their English defaults load with the views (views/Pay/messages.ts). */
export type PayMessageKey =
  | 'payTitle'
  | 'payQuoteTitle'
  | 'payLoadingTitle'
  | 'payAmountOn'
  | 'payWithWallet'
  | 'payWithNamed'
  | 'payToken'
  | 'payBalance'
  | 'payNetworkFee'
  | 'payTotal'
  | 'payExchanges'
  | 'payButton'
  | 'paySwitchNetwork'
  | 'payQuoting'
  | 'payStepCheck'
  | 'payStepSign'
  | 'payStepExchange'
  | 'payOpenExchange'
  | 'payStepConfirm'
  | 'payDone'
  | 'payFailed'
  | 'payClose'
  | 'payOtherTokens'
  | 'paySwapFee'
  | 'payFeeInWallet'
  | 'payFeeSponsored'
  | 'payApproveAndPay'
  | 'payStepApprove'
  | 'payStepSwap'
  | 'payStepTransfer';

/** The message table's keys and shape. */
export type MessageKey =
  | keyof typeof defaultMessages
  | AccountMessageKey
  | NameMessageKey
  | SwapMessageKey
  | OnrampMessageKey
  | PayMessageKey
  | WalletHelpMessageKey;
/**
 * A full message table. The embedded wallet's texts (`embeddedMessages`) are optional here: their defaults load with
 * the embedded wallet's views, not with the modal.
 */
export type Messages = Record<MessageKey, string> & Partial<Record<EmbeddedMessageKey, string>>;

// The Account and Swap keys are filled in by their views (useAccountMessages, useSwapMessages) unless a host overrode them.
const MessagesContext = createContext<Messages>(defaultMessages as Messages);
// What every English default passes through before it shows: the pseudo-locale's accents, else nothing.
const TextTransformContext = createContext<((text: string) => string) | undefined>(undefined);

/** Provides the merged message table to the modal's components. */
export const MessagesProvider = MessagesContext.Provider;

/** The current message table. */
export function useMessages(): Messages {
  return useContext(MessagesContext);
}

/** Provides the function the English defaults of lazily loaded views pass through (the pseudo-locale's). */
export const TextTransformProvider = TextTransformContext.Provider;

/**
 * The message table with a view's own defaults under the host's overrides and the locale's texts: the defaults of a
 * panel that loads on demand (Account, Swap, Buy, names, the embedded wallet's views) travel with its chunk, not with
 * the button.
 */
export function useMessagesWith<T extends object>(defaults: T): Messages & T {
  const m = useMessages();
  const transform = useContext(TextTransformContext);
  return useMemo(
    () =>
      ({
        ...(transform
          ? Object.fromEntries(Object.entries(defaults).map(([k, v]) => [k, transform(v as string)]))
          : defaults),
        ...m,
      }) as Messages & T,
    [defaults, m, transform],
  );
}

/**
 * The modal's table: the English defaults, under the current locale's texts (`locale`, from useLocale), under the
 * host's overrides, which win in every locale.
 */
export function mergeMessages(overrides?: Partial<Messages>, locale?: Partial<Messages>): Messages {
  return (overrides || locale ? { ...defaultMessages, ...locale, ...overrides } : defaultMessages) as Messages;
}

/** Fills `{key}` placeholders. */
export function format(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (all, key: string) => values[key] ?? all);
}
