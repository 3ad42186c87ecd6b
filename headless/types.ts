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
export type { UseModalReturnType, UseRouterReturnType, UseToastReturnType, UseThemeReturnType } from './react/hooks/useModal';
export type { NetworkView, UseAccountParameters, UseConnectorsParameters, UseNetworkParameters, UseNetworkReturnType } from './react/hooks/useAccount';
export type { UseConnectParameters, UseConnectReturnType, UseDisconnectParameters, UseDisconnectReturnType } from './react/hooks/useConnect';
export type {
  UseSendTransactionParameters, UseSendTransactionReturnType, UseSignMessageParameters, UseSignMessageReturnType,
} from './react/hooks/useSignMessage';
export type { UseNativeBalanceParameters, UseNativeBalanceReturnType } from './react/hooks/useNativeBalance';
export type {
  UseWalletDirectoryParameters, UseWalletDirectoryQueryOptions, UseWalletDirectoryReturnType,
} from './react/hooks/useWalletDirectory';
export type { WalletConnectPairingView } from './react/hooks/useWalletConnectPairing';
export type { UseSiwxParameters, UseSiwxResult } from './react/hooks/useSiwx';
export type { UseEventsParameters } from './react/hooks/useEvents';
export type { UseWalletListParameters, WalletList } from './react/hooks/useWalletList';
export type { UseModalActionsResult } from './react/hooks/useModalActions';
export type {
  MutationParameter, NamespaceParameter, QueryParameter, SelectParameter, UseMutationReturnType, UseQueryReturnType,
} from './react/types';
export type { AdapterBalance, SendTransactionRequest } from './core/model/transfer';
export type { AdapterConnection, AdapterConnector, AdapterContext, AdapterEvents, ChainAdapter, ConnectorType } from './core/adapters/types';
export type { DisconnectVariables, SendTransactionVariables, SignMessageVariables, SwitchNetworkVariables } from './core/connection/query';
export type { ConnectMultiChainParameters, ConnectMultiChainResult } from './core/connection/multichain';
export type { UseBalancesParameters, UseIdentityParameters, UseNftsParameters, UseTransactionsParameters } from './react/hooks/useBalances';
export type { UseNameRegistrationParameters, UseNameRegistrationReturnType } from './react/hooks/useNameRegistration';
export type { NameSuggestions, RegisteredName } from './core/names/service';
export type { NameInput } from './core/names/rules';
export type {
  UseSwapParameters, UseSwapQuoteParameters, UseSwapQuoteReturnType, UseSwapReturnType, UseSwapTokensParameters, UseSwapTokensReturnType,
} from './react/hooks/useSwap';
export type { SwapApprovalResult, SwapQuote, SwapResult, SwapStep, SwapTokenOption, SwapVariables } from './core/swap/types';
export type { UseSendReturnType } from './react/hooks/useSend';
export type { UseReceiveReturnType } from './react/hooks/useReceive';
export type {
  UseOnrampOptionsParameters, UseOnrampProvidersReturnType, UseOnrampQuoteParameters, UseOnrampUrlParameters,
  UseOnrampUrlReturnType,
} from './react/hooks/useOnrampOptions';
export type { OnrampQuoteParameters, OnrampUrlVariables } from './core/onramp/query';
export type { OnrampProviders } from './core/onramp/offered';
export type {
  OnrampConfig, OnrampProvider, OnrampProviderConfig, OnrampProviderName, OnrampPurchase,
} from './core/onramp/providers';
export type { OnrampOptions, OnrampQuote } from './core/onramp/api-schemas';
export type { OnrampAmountCheck, OnrampPaymentMethod, OnrampQuoteInput } from './core/onramp/rules';
