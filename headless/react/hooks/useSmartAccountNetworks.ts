/**
 * smartAccountEnabledNetworks for the embedded wallet: the eip155 chain ids on which the wallet frame gives
 * its users smart accounts. On `walletdock/embedded`, beside useEmbeddedAccountType: an app offering the account
 * switch can say on which networks it exists. Idle (no request, no frame) until an embedded user is signed in.
 */
import { useQuery } from '@tanstack/react-query';
import { smartAccountNetworksQueryOptions } from '../../core/embedded/account-type-query';
import type { EmbeddedWalletState } from '../../core/embedded/types';
import type { WalletDockErrorType } from '../../core/model/errors';
import { useDockFor } from '../context';
import { useEmbeddedWallet } from './useEmbeddedWallet';
import { withQueryOptions } from '../query-options';
import type { QueryParameter, UseQueryReturnType } from '../types';

/** Parameters of useSmartAccountNetworks: TanStack Query options. */
export type UseSmartAccountNetworksParameters<TData = number[]> = QueryParameter<number[], TData, WalletDockErrorType>;

const signedIn = (state: EmbeddedWalletState) => state.user !== null;

/**
 * The eip155 chain ids with smart accounts in the embedded wallet.
 *
 * @example
 * ```tsx
 * const { data: networks = [] } = useSmartAccountNetworks();
 * const offered = networks.includes(chainId);
 * ```
 */
export function useSmartAccountNetworks<TData = number[]>(
  parameters: UseSmartAccountNetworksParameters<TData> = {},
): UseQueryReturnType<TData, WalletDockErrorType> {
  const dock = useDockFor('useSmartAccountNetworks');
  // Re-rendered when the user signs in or out, so the options' `enabled` follows.
  useEmbeddedWallet({ select: signedIn });
  return useQuery(withQueryOptions(smartAccountNetworksQueryOptions(dock), parameters.query));
}
