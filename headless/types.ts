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
export type { UseLocaleReturnType, UseModalReturnType, UseRouterReturnType, UseToastReturnType, UseThemeReturnType } from './react/ui';
export type { NetworkView, UseAccountParameters, UseConnectorsParameters, UseNetworkParameters, UseNetworkReturnType } from './react/connection';
export type { UseConnectParameters, UseConnectReturnType, UseDisconnectParameters, UseDisconnectReturnType } from './react/connect';
export type {
  UseSendTransactionParameters, UseSendTransactionReturnType, UseSignMessageParameters, UseSignMessageReturnType,
} from './react/wallet-actions';
export type { UseNativeBalanceParameters, UseNativeBalanceReturnType } from './react/balance';
export type {
  UseWalletDirectoryParameters, UseWalletDirectoryQueryOptions, UseWalletDirectoryReturnType,
} from './react/directory';
export type { WalletConnectPairingView } from './react/walletconnect';
export type { UseSiwxParameters, UseSiwxResult } from './react/useSiwx';
export type { UseEventsParameters } from './react/events';
export type { UseWalletListParameters, WalletList } from './react/useWalletList';
export type { UseModalActionsResult } from './react/useModalActions';
export type {
  MutationParameter, NamespaceParameter, QueryParameter, SelectParameter, UseMutationReturnType, UseQueryReturnType,
} from './react/types';
export type {
  AdapterBalance, AdapterConnection, AdapterConnector, AdapterContext, AdapterEvents, ChainAdapter,
  ConnectorType, SendTransactionRequest,
} from './core/adapters/types';
export type { DisconnectVariables, SendTransactionVariables, SignMessageVariables, SwitchNetworkVariables } from './core/connection/query';
export type { ConnectMultiChainParameters, ConnectMultiChainResult } from './core/connection/multichain';
export type { UseBalancesParameters, UseIdentityParameters, UseNftsParameters, UseTransactionsParameters } from './react/account-data';
export type { UseNameRegistrationParameters, UseNameRegistrationReturnType } from './react/names';
export type { NameSuggestions, RegisteredName } from './core/names/service';
export type { NameInput } from './core/names/rules';
export type {
  UseSwapParameters, UseSwapQuoteParameters, UseSwapQuoteReturnType, UseSwapReturnType, UseSwapTokensParameters, UseSwapTokensReturnType,
} from './react/swap';
export type { SwapApprovalResult, SwapQuote, SwapResult, SwapStep, SwapTokenOption, SwapVariables } from './core/swap/types';
export type { UseSendReturnType } from './react/useSend';
export type { UseReceiveReturnType } from './react/useReceive';
export type {
  UseOnrampOptionsParameters, UseOnrampProvidersReturnType, UseOnrampQuoteParameters, UseOnrampUrlParameters,
  UseOnrampUrlReturnType,
} from './react/onramp';
export type { OnrampQuoteParameters, OnrampUrlVariables } from './core/onramp/query';
export type { OnrampProviders } from './core/onramp/offered';
export type {
  OnrampConfig, OnrampProvider, OnrampProviderConfig, OnrampProviderName, OnrampPurchase,
} from './core/onramp/providers';
export type { OnrampOptions, OnrampQuote } from './core/api/onramp-api-schemas';
export type { OnrampAmountCheck, OnrampPaymentMethod, OnrampQuoteInput } from './core/onramp/rules';
