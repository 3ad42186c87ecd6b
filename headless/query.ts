/**
 * walletdock/query: the TanStack Query option factories and keys behind the hooks (wagmi's pattern:
 * action -> `xQueryOptions` / `xMutationOptions` -> hook). Use them to prefetch or invalidate a
 * hook's data, or to build your own hook with `useQuery` / `useMutation`:
 *
 * ```ts
 * import { balanceQueryKey } from 'walletdock/query';
 * queryClient.invalidateQueries({ queryKey: balanceQueryKey(dock, { address, caipNetworkId }) });
 * queryClient.invalidateQueries({ queryKey: balanceQueryKey(dock) }); // every native balance of the instance
 * ```
 *
 * @module walletdock/query
 */
export {
  connectMutationOptions,
  disconnectMutationOptions,
  sendTransactionMutationOptions,
  signMessageMutationOptions,
  switchNetworkMutationOptions,
} from './core/connection/query';
export type {
  DisconnectVariables,
  SendTransactionVariables,
  SignMessageVariables,
  SwitchNetworkVariables,
} from './core/connection/query';
export { nameSuggestionsQueryKey, nameSuggestionsQueryOptions, registerNameMutationOptions } from './core/names/query';
export type { RegisterNameVariables } from './core/names/query';
export { connectMultiChainMutationOptions } from './core/connection/multichain';
export { balanceQueryKey, balanceQueryOptions } from './core/account-data/native-balance';
export type { BalanceQueryParameters } from './core/account-data/native-balance';
export {
  balancesQueryKey,
  balancesQueryOptions,
  identityQueryKey,
  identityQueryOptions,
  nftsInfiniteQueryOptions,
  nftsQueryKey,
  transactionsInfiniteQueryOptions,
  transactionsQueryKey,
} from './core/account-data/query';
export type { AccountDataParameters, BalancesQueryParameters } from './core/account-data/query';
// The blockchain API client behind the account-data queries, for calls of your own (or to a server of your own).
export { createBlockchainApiClient } from './core/account-data/blockchain-api';
export { readAfterReceipt } from './core/account-data/floor';
export type { ReadAfterReceiptParameters } from './core/account-data/floor';
export type {
  BlockchainApiCallOptions,
  BlockchainApiClient,
  BlockchainApiClientOptions,
  BalanceReply,
  FungiblePrices,
  HistoryPage,
  NftsPage,
  SupportedChains,
} from './core/account-data/blockchain-api';
export { DEFAULT_BLOCKCHAIN_API_URL, resolveBlockchainApiUrl } from './core/api/blockchain-api-url';
export type { BlockchainApiLocation } from './core/api/blockchain-api-url';
// Swap: the queries and mutations behind useSwapTokens, useSwapQuote and useSwap, and the convert client they use.
export {
  swapApprovalMutationOptions,
  swapGasPriceQueryOptions,
  swapMutationOptions,
  swapGasPriceQueryKey,
  swapInvalidatedQueryKeys,
  swapQuoteQueryKey,
  swapQuoteQueryOptions,
  swapTokensQueryKey,
  swapTokensQueryOptions,
} from './core/swap/query';
export type { SwapProgress, SwapQueryParameters, SwapQuoteQueryParameters } from './core/swap/query';
export { createSwapApiClient } from './core/swap/api';
export {
  callsStatusQueryKey,
  callsStatusQueryOptions,
  capabilitiesQueryKey,
  capabilitiesQueryOptions,
  waitForCallsStatusQueryKey,
  sendCallsMutationOptions,
  waitForCallsStatusQueryOptions,
} from './core/calls/query';
export type {
  SwapApiApproval,
  SwapApiClient,
  SwapApiQuote,
  SwapApiToken,
  SwapApiTransaction,
  SwapGasPrice,
} from './core/swap/api';
export {
  DIRECTORY_STALE_TIME_MS,
  directoryQueryKey,
  excludedWalletsQueryOptions,
  featuredWalletsQueryOptions,
  recommendedWalletsQueryOptions,
  searchWalletsQueryOptions,
  walletPagesInfiniteQueryOptions,
  walletsFromPages,
} from './core/directory/query';
export type { DirectoryQueryContext, DirectoryQueryOptions } from './core/directory/query';
export { knownWalletsQueryKey, knownWalletsQueryOptions } from './core/directory/known-wallets-query';
export { accountActionsQueryKey, accountActionsQueryOptions } from './core/account/account-actions-query';
export type { AccountActionsTarget } from './core/account/account-actions-query';
export {
  sendBalancesQueryKey,
  sendBalancesQueryOptions,
  sendFeeQueryKey,
  sendFeeQueryOptions,
  sendInvalidatedQueryKeys,
  sendMutationOptions,
  sendReceiverQueryKey,
  sendReceiverQueryOptions,
  sendTokensQueryKey,
  sendTokensQueryOptions,
} from './core/send/query';
export type { SendBalances } from './core/send/query';
export type { ResolvedReceiver, SendContext, SendResult, SendVariables } from './core/send/context';
export type { SendFee, UseSendParameters } from './react/hooks/useSend';
export type { UseReceiveParameters } from './react/hooks/useReceive';
export type { TransferClient, TransferFee, TransferRequest } from './core/model/transfer';
export {
  deviceApprovalMutationOptions,
  emailLoginMutationOptions,
  emailOtpMutationOptions,
  embeddedController,
  socialLoginMutationOptions,
  updateEmailMutationOptions,
  updateEmailOtpMutationOptions,
} from './core/embedded/query';
export {
  preferredAccountTypeMutationOptions,
  smartAccountNetworksQueryKey,
  smartAccountNetworksQueryOptions,
  type PreferredAccountTypeVariables,
} from './core/embedded/account-type-query';
export type {
  EmailLoginResult,
  EmailLoginVariables,
  EmailOtpVariables,
  SocialLoginVariables,
  UpdateEmailOtpVariables,
  UpdateEmailResult,
} from './core/embedded/query';
export {
  onrampOptionsQueryKey,
  onrampOptionsQueryOptions,
  onrampProvidersQueryKey,
  onrampProvidersQueryOptions,
  onrampQuoteQueryKey,
  onrampQuoteQueryOptions,
  onrampUrlMutationOptions,
} from './core/onramp/query';
