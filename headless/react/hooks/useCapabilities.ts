/** useCapabilities: what the connected eip155 wallet can do (EIP-5792 wallet_getCapabilities). */
import { useQuery } from '@tanstack/react-query';
import type { AccountState } from '../../core/connection/account';
import { capabilitiesQueryOptions } from '../../core/calls/query';
import type { ChainCapabilities } from '../../core/calls/types';
import type { WalletDockErrorType } from '../../core/model/errors';
import { useDockFor } from '../context';
import { withQueryOptions } from '../query-options';
import type { QueryParameter, UseQueryReturnType } from '../types';
import { useAccount } from './useAccount';

const selectCaipAddress = (a: AccountState) => a.caipAddress;

/** Parameters of useCapabilities: the chain (default: the wallet's) and TanStack Query options. */
export type UseCapabilitiesParameters<TData = ChainCapabilities | null> = QueryParameter<
  ChainCapabilities | null,
  TData,
  WalletDockErrorType
> & {
  chainId?: number | undefined;
};

/** What useCapabilities returns: the query; `data` is the chain's capabilities, null when the wallet has no EIP-5792. */
export type UseCapabilitiesReturnType<TData = ChainCapabilities | null> = UseQueryReturnType<
  TData,
  WalletDockErrorType
>;

/**
 * The connected eip155 wallet's capabilities on a chain (`atomic`, `paymasterService`, …), asked once per account and
 * chain. `null` means the wallet does not speak EIP-5792: useSendCalls still works, sending the calls one by one.
 *
 * @example
 * ```tsx
 * const { data } = useCapabilities();
 * const atomic = data?.atomic?.status === 'supported';
 * ```
 */
export function useCapabilities<TData = ChainCapabilities | null>(
  parameters: UseCapabilitiesParameters<TData> = {},
): UseCapabilitiesReturnType<TData> {
  const dock = useDockFor('useCapabilities');
  // Re-keyed when the eip155 account or its chain changes.
  useAccount({ namespace: 'eip155', select: selectCaipAddress });
  return useQuery(withQueryOptions(capabilitiesQueryOptions(dock, { chainId: parameters.chainId }), parameters.query));
}
