/**
 * walletdock/types: the parameter and result types of the hooks, and the types an adapter author
 * implements. The root (`walletdock`) keeps what an app writes with; import these when you wrap a hook
 * or write an adapter of your own.
 *
 * ```ts
 * import type { UseConnectParameters, ChainAdapter } from 'walletdock/types';
 * ```
 *
 * @module walletdock/types
 */
export type { UseModalReturnType } from './react/hooks/useModal';
export type { UseRouterReturnType } from './react/hooks/useRouter';
export type { UseToastReturnType } from './react/hooks/useToast';
export type { UseThemeReturnType } from './react/hooks/useTheme';
export type { UseLocaleReturnType } from './react/hooks/useLocale';
export type { NetworkView, UseNetworkParameters, UseNetworkReturnType } from './react/hooks/useNetwork';
export type { UseAccountParameters } from './react/hooks/useAccount';
export type { UseConnectorsParameters } from './react/hooks/useConnectors';
export type { UseConnectParameters, UseConnectReturnType } from './react/hooks/useConnect';
export type { UseDisconnectParameters, UseDisconnectReturnType } from './react/hooks/useDisconnect';
export type { UseSendTransactionParameters, UseSendTransactionReturnType } from './react/hooks/useSendTransaction';
export type { UseSignMessageParameters, UseSignMessageReturnType } from './react/hooks/useSignMessage';
export type { UseNativeBalanceParameters, UseNativeBalanceReturnType } from './react/hooks/useNativeBalance';
export type {
  UseWalletDirectoryParameters,
  UseWalletDirectoryQueryOptions,
  UseWalletDirectoryReturnType,
} from './react/hooks/useWalletDirectory';
export type { WalletConnectPairingView } from './react/hooks/useWalletConnectPairing';
export type { UseSiwxParameters, UseSiwxResult } from './react/hooks/useSiwx';
export type { UseEventsParameters } from './react/hooks/useEvents';
export type { UseWalletListParameters, WalletList } from './react/hooks/useWalletList';
export type { UseModalActionsResult } from './react/hooks/useModalActions';
export type {
  MutationParameter,
  NamespaceParameter,
  QueryParameter,
  SelectParameter,
  UseMutationReturnType,
  UseQueryReturnType,
} from './react/types';
export type { AdapterBalance, SendTransactionRequest } from './core/model/transfer';
export type {
  AdapterConnection,
  AdapterConnector,
  AdapterContext,
  AdapterEvents,
  ChainAdapter,
  ConnectorType,
} from './core/adapters/types';
export type {
  DisconnectVariables,
  SendTransactionVariables,
  SignMessageVariables,
  SwitchNetworkVariables,
} from './core/connection/query';
export type { ConnectMultiChainParameters, ConnectMultiChainResult } from './core/connection/multichain';
export type { UseBalancesParameters } from './react/hooks/useBalances';
export type {
  AccountDataReceipt,
  RefreshAfterTarget,
  UseAccountDataReturnType,
} from './react/hooks/useAccountData';
export type { UseIdentityParameters } from './react/hooks/useIdentity';
export type { UseNftsParameters } from './react/hooks/useNfts';
export type { UseTransactionsParameters } from './react/hooks/useTransactions';
export type { UseNameRegistrationParameters, UseNameRegistrationReturnType } from './react/hooks/useNameRegistration';
export type { NameSuggestions, RegisteredName } from './core/names/service';
export type { NameInput } from './core/names/rules';
export type { UseSwapParameters, UseSwapReturnType } from './react/hooks/useSwap';
export type { UseSwapQuoteParameters, UseSwapQuoteReturnType } from './react/hooks/useSwapQuote';
export type { UseSwapTokensParameters, UseSwapTokensReturnType } from './react/hooks/useSwapTokens';
export type {
  SwapApprovalResult,
  SwapQuote,
  SwapResult,
  SwapStep,
  SwapTokenOption,
  SwapVariables,
} from './core/swap/types';
export type { UseSendReturnType } from './react/hooks/useSend';
export type { UseReceiveReturnType } from './react/hooks/useReceive';
export type { UseOnrampOptionsParameters } from './react/hooks/useOnrampOptions';
export type { UseOnrampProvidersReturnType } from './react/hooks/useOnrampProviders';
export type { UseOnrampQuoteParameters } from './react/hooks/useOnrampQuote';
export type { UseOnrampUrlParameters, UseOnrampUrlReturnType } from './react/hooks/useOnrampUrl';
export type { OnrampQuoteParameters, OnrampUrlVariables } from './core/onramp/query';
export type { OnrampProviders } from './core/onramp/offered';
export type {
  OnrampConfig,
  OnrampProvider,
  OnrampProviderConfig,
  OnrampProviderName,
  OnrampPurchase,
} from './core/onramp/providers';
export type { OnrampOptions, OnrampQuote } from './core/onramp/api-schemas';
export type { OnrampAmountCheck, OnrampPaymentMethod, OnrampQuoteInput } from './core/onramp/rules';
// What the hooks' `error` is: one of the kinds, told apart by `name` (or `code`); each kind's type by its name.
export type {
  ChainNotConfiguredErrorType,
  ConnectorAccountNotFoundErrorType,
  ConnectorAlreadyConnectedErrorType,
  ConnectorChainMismatchErrorType,
  ConnectorNotConnectedErrorType,
  ConnectorUnavailableReconnectingErrorType,
  FrameRequestFailedErrorType,
  HttpErrorType,
  IframeLoadFailedErrorType,
  IframeRequestTimeoutErrorType,
  InternalSdkErrorType,
  InvalidAddressErrorType,
  InvalidAppConfigurationErrorType,
  InvalidCaipAddressErrorType,
  InvalidCaipNetworkIdErrorType,
  InvalidChainIdErrorType,
  InvalidInputErrorType,
  InvalidProjectIdErrorType,
  JwtTokenNotValidErrorType,
  NodeErrorType,
  NotConfiguredErrorType,
  NotFoundErrorType,
  NotInitializedErrorType,
  ProjectIdNotConfiguredErrorType,
  RateLimitedErrorType,
  RequestTimeoutErrorType,
  SwitchNetworkNotFoundErrorType,
  UnknownErrorType,
  UnsupportedErrorType,
  UnverifiedDomainErrorType,
  UserRejectedErrorType,
  WalletRpcErrorType,
} from './core/model/error-kinds';
export type { ErrorKindName, ErrorKindOptions, WalletDockErrorOf, WalletDockErrorType } from './core/model/errors';
export type { ErrorKind } from './core/model/errors/kinds';
export type { ConnectorErrorFields, ConnectorErrorOptions } from './core/model/errors/connector';
