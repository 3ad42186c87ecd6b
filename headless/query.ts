/**
 * walletdock/query: the TanStack Query option factories and keys behind the hooks (wagmi's pattern:
 * action -> `xQueryOptions` / `xMutationOptions` -> hook). Use them to prefetch or invalidate a
 * hook's data, or to build your own hook with `useQuery` / `useMutation`:
 *
 * ```ts
 * import { balanceQueryKey } from 'walletdock/query';
 * queryClient.invalidateQueries({ queryKey: balanceQueryKey({ address, caipNetworkId }) });
 * ```
 *
 * @module walletdock/query
 */
export {
  connectMutationOptions, disconnectMutationOptions, sendTransactionMutationOptions, signMessageMutationOptions,
  switchNetworkMutationOptions,
} from './core/connection/query';
export type {
  DisconnectVariables, SendTransactionVariables, SignMessageVariables, SwitchNetworkVariables,
} from './core/connection/query';
export { connectMultiChainMutationOptions } from './core/connection/multichain';
export { balanceQueryKey, balanceQueryOptions } from './core/account-data/native-balance';
export type { BalanceQueryParameters } from './core/account-data/native-balance';
export {
  DIRECTORY_STALE_TIME_MS, directoryQueryKey, excludedWalletsQueryOptions, featuredWalletsQueryOptions,
  recommendedWalletsQueryOptions, searchWalletsQueryOptions, walletPagesInfiniteQueryOptions, walletsFromPages,
} from './core/directory/query';
export type { DirectoryQueryContext, DirectoryQueryOptions } from './core/directory/query';
export {
  deviceApprovalMutationOptions, emailLoginMutationOptions, emailOtpMutationOptions, embeddedController, socialLoginMutationOptions,
  updateEmailMutationOptions, updateEmailOtpMutationOptions,
} from './core/embedded/query';
export type {
  EmailLoginResult, EmailLoginVariables, EmailOtpVariables, SocialLoginVariables, UpdateEmailOtpVariables, UpdateEmailResult,
} from './core/embedded/query';
