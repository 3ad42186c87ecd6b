/**
 * walletdock/utils: the rules and helpers beyond the root. For hosts that draw their own wallet list
 * or modal (connector merging, visibility and order, deep links, router views and close rules), for
 * forms (amount parsing, send and fee validation, name rules), and for error handling (the error
 * catalogues, node-error names); plus CAIP helpers, the instance's stores through
 * `useStoreSelector`, multi-namespace connect, and every constant.
 *
 * ```ts
 * import { mergeConnectors, orderWalletSections } from 'walletdock/utils';
 * ```
 *
 * @module walletdock/utils
 */
export { CHAIN_NAMESPACES, isCaipAddress, isCaipNetworkId, isChainNamespace } from './core/model/caip';
export { chainIdToCoinType, coinTypeToChainId } from './core/namespaces/eip155/coin-type';
export { isCosmosAddress, isEvmAddress } from './core/namespaces/address';
export {
  formatHistoryAmount,
  formatRelativeTime,
  formatUsd,
  parseTokenAmount,
  shortenTxHash,
} from './core/model/format';
// Languages: the shipped locales, how a tag resolves, texts with plurals, Intl formatting per locale, per-locale chunks.
export { LOCALES, PSEUDO_LOCALE, RTL_LOCALES, localeDirection } from './core/i18n/locales';
export { matchLocale, resolveLocale } from './core/i18n/resolve';
export type { ResolvedLocale } from './core/i18n/resolve';
export type { LocaleActions } from './core/i18n/slice';
export { fillTemplate, localeText, pluralForm } from './core/i18n/text';
export type { LocaleText, PluralForms, TextValues } from './core/i18n/text';
export { createTranslator } from './core/i18n/translator';
export type { Translator } from './core/i18n/translator';
export { pseudoLocalize } from './core/i18n/pseudo';
export { createFormatters } from './core/i18n/format';
export type { LocaleFormatters } from './core/i18n/format';
// A face's own texts per locale (a host's, the faucet's): each locale a chunk loaded when it is shown. Not on the root:
// a bundler keeps in an app's first chunk whatever shares a package chunk with the root's start-up code.
export { createLocaleLoader } from './core/i18n/loader';
export { loadLocaleTable } from './core/i18n/loader';
export type { LocaleLoader, LocaleTableImports, TranslatedLocale } from './core/i18n/loader';
export { useLocaleTable } from './react/hooks/useLocaleTable';
export { useFormatters } from './react/hooks/useFormatters';
export { useLocalizedText } from './react/hooks/useLocalizedText';
export { assertTransactionFees, emailLoginGuard, isOriginAllowed } from './core/model/validation';
export type { FeeFields } from './core/model/validation';
// Send and Receive: the form's reducer, its rules, payment requests.
export { checkFunds, isTokenOnNetwork, maxSendAmount, receiverKind, validateSend } from './core/send/rules';
export type { FundsInput, ReceiverKind, SendInput } from './core/send/rules';
export { balancesInUsd, initialSendState, sendReducer } from './core/send/state';
export type { SendAction, SendState } from './core/send/state';
export { canReceiveOn, paymentUri, qrData } from './core/send/receive';
export type { PaymentRequest, QrData } from './core/send/receive';
export { getNamedNodeError, nodeErrorName, toNodeError } from './core/model/node-errors';
export type { NodeErrorName } from './core/model/node-errors';
export { createTransport } from './core/model/transports';
export type { CreateTransportOptions } from './core/model/transports';
export { EmbeddedWalletAlerts, ErrorCodes, providerMessageToAlert } from './core/model/errors';
export { rpcErrorMeaning } from './core/model/rpc-codes';
export {
  NAME_SUFFIXES,
  createNameRegistrationMessage,
  isValidName,
  nameLabelError,
  namesSupportedOn,
  parseNameInput,
  splitName,
} from './core/names/rules';
export type { NameRegistrationMessage, SplitName } from './core/names/rules';
export { nameServiceReason } from './core/names/reason';
export * from './core/model/constants';
// The WalletConnect connector's id, for a host's own WalletConnect view: importing it from here (not walletdock/
// walletconnect) keeps the universal provider's loader out of that view's chunk, so webpack builds of apps without
// the optional package stay quiet.
export { WALLETCONNECT_CONNECTOR_ID } from './core/walletconnect/namespaces';
export type { AccountType, FeatureName } from './core/model/constants';
export type { EmbeddedUser } from './core/model/entities';
export type { Identity, Transaction, WalletAsset } from './core/account-data/entities';
export type { SwapToken } from './core/swap/entities';
export type { TokenBalance } from './core/model/token-balance';
// Account data: what useBalances and useTransactions return, and their rules for hosts that draw their own lists.
export { balanceValue, isZeroQuantity, shownBalances, totalValue } from './core/account-data/balances';
export type { BalanceSource, Balances, BalancesHead } from './core/account-data/balances';
export {
  EMPTY_TRANSACTIONS,
  filterTransactions,
  groupTransactions,
  isSpamTransaction,
  transactionState,
} from './core/account-data/history';
export type { TransactionGroup, TransactionPage, TransactionState } from './core/account-data/history';
export { EMPTY_NFTS, filterNfts, nftState } from './core/account-data/nft-list';
export type { NftPage, NftState } from './core/account-data/nft-list';
export type { Nft } from './core/account-data/api-schemas';
// Swap: where swaps run, the form's rules and what a quote means (useSwapQuote applies them).
export {
  isNativeSwapToken,
  swapAmount,
  swapTokenOptions,
  NATIVE_TOKEN_ADDRESS,
  SWAP_QUOTE_REFRESH_MS,
} from './core/swap/rules';
export type { SwapTokenReply } from './core/swap/rules';
export { exchangeRate, isSwapNetwork, minimumReceived, swapQuote, validateSwap } from './core/swap/quote';
export type { SwapQuoteReply } from './core/swap/quote';
export type { TokenOption } from './core/instance/options';

// The wallet list: merging, visibility, sections and connect methods.
export {
  CONNECTOR_TYPES,
  connectMethodOrder,
  connectorDisplayName,
  exclusionsFromWallets,
  hasInstalledWallet,
  isConnectorVisible,
  mergeConnectors,
  orderWalletSections,
  visibleConnectors,
} from './core/connection/connectors';
export type {
  ConnectMethod,
  ConnectMethodFeatures,
  ConnectorLike,
  VisibilityRules,
  WalletSection,
  WalletSectionInput,
  WalletSectionItem,
  WalletSectionType,
} from './core/connection/connectors';
export {
  allWalletEntries,
  findListedConnector,
  isInstalledConnector,
  matchConnector,
  selectWalletEntry,
  walletConnectView,
  walletListSections,
} from './core/directory/wallet-list';
export type { WalletListSources, WalletSelection, WalletSelectionContext } from './core/directory/wallet-list';
export {
  browseDeepLink,
  formatNativeUrl,
  formatUniversalUrl,
  isHttpUrl,
  pairingLinkTarget,
  walletPairingLink,
} from './core/directory/deeplink';
export type {
  BrowseDeepLinkInput,
  BrowseDeepLinkRule,
  WalletLinks,
  WalletPairingLink,
} from './core/directory/deeplink';
export type {
  CallOptions,
  GetWalletsParams,
  WalletDirectory,
  WalletDirectoryOptions,
  WalletPage,
} from './core/directory/client';
export type { GetWalletsResponse } from './core/directory/schemas';
export type { Analytics, AnalyticsOptions, TrackOptions } from './core/analytics/analytics';
export type { AnalyticsEventName } from './core/analytics/events';

// The modal's rules and the instance's state.
export { ROUTER_VIEWS, routeData } from './core/modal/router';
export type {
  RouterData,
  RouterDataArgument,
  RouterRoute,
  RouterTarget,
  RouterWallet,
  TransactionAction,
} from './core/modal/router';
export { isCloseDisabled, isLockedView, shouldCloseAfterConnect } from './core/modal/modal';
export type { CloseContext } from './core/modal/modal';
export type { ModalActions, RouterActions, SignInState } from './core/modal/slices';
export type { ToastController } from './core/modal/toast';
export type { EventEmitter, EventSink } from './core/model/events';
export type { Unsubscribe } from './core/adapters/types';
export type { ChainState } from './core/connection/account';
export type { ConnectionState } from './core/connection/startup';
export { toCaipNetwork } from './core/model/network';
export { unsupportedNetwork } from './core/connection/network';
export { connectMultiChain, multiChainMembers } from './core/connection/multichain';
export { shallowEqual, useStoreSelector } from './react/hooks/useStoreSelector';
export type { Listener, Store } from './core/model/store';
export {
  DEFAULT_ONRAMP_OPTIONS,
  MOCK_QUOTE_ID,
  checkOnrampAmount,
  isMockQuote,
  mockOnrampQuote,
  onrampLimit,
  onrampSupportedOn,
} from './core/onramp/rules';
export { coinbaseOnrampUrl, meldOnrampUrl, resolveOnrampProviders } from './core/onramp/providers';
export { currentTimezone, isRestrictedTimezone } from './core/onramp/timezone';
export { coinbaseNetworkName, meldCurrencyCode, onrampNetworkCaipId } from './core/onramp/networks';
export { normalizeFiat, parseFiatCents } from './core/onramp/amounts';
// The error kinds: one WalletDockError subclass per code, each with a literal name and the fields it is about.
export {
  ChainNotConfiguredError,
  ConnectorAccountNotFoundError,
  ConnectorAlreadyConnectedError,
  ConnectorChainMismatchError,
  ConnectorNotConnectedError,
  ConnectorUnavailableReconnectingError,
  FrameRequestFailedError,
  HttpError,
  IframeLoadFailedError,
  IframeRequestTimeoutError,
  InternalSdkError,
  InvalidAddressError,
  InvalidAppConfigurationError,
  InvalidCaipAddressError,
  InvalidCaipNetworkIdError,
  InvalidChainIdError,
  InvalidInputError,
  InvalidProjectIdError,
  JwtTokenNotValidError,
  NodeError,
  NotConfiguredError,
  NotFoundError,
  NotInitializedError,
  ProjectIdNotConfiguredError,
  RateLimitedError,
  RequestTimeoutError,
  SwitchNetworkNotFoundError,
  UnknownError,
  UnsupportedError,
  UnverifiedDomainError,
  UserRejectedError,
  WalletRpcError,
} from './core/model/error-kinds';
export { ConnectorError } from './core/model/errors/connector';
export { errorKind, errorOfCode } from './core/model/errors/kinds';
