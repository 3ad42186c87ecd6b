/** The native balance hook: a TanStack Query query over the adapter of the address's namespace. */
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { AccountState } from '../../core/connection/account';
import type { AdapterBalance } from '../../core/model/transfer';
import { balanceQueryOptions, type BalanceQueryParameters } from '../../core/account-data/native-balance';
import type { WalletDockErrorType } from '../../core/model/errors';
import { useDockFor } from '../context';
import { useAccount } from './useAccount';
import { withQueryOptions } from '../query-options';
import type { NamespaceParameter, QueryParameter, UseQueryReturnType } from '../types';

/**
 * Parameters of useNativeBalance: an address and CAIP-2 network (default: the active account of
 * `namespace` on its network) and TanStack Query options (`select` maps the AdapterBalance).
 */
export type UseNativeBalanceParameters<TData = AdapterBalance> = BalanceQueryParameters &
  NamespaceParameter &
  QueryParameter<AdapterBalance, TData, WalletDockErrorType>;

/** What useNativeBalance returns: the query; `data` is `{ value, decimals, symbol }` (value in base units). */
export type UseNativeBalanceReturnType<TData = AdapterBalance> = UseQueryReturnType<TData, WalletDockErrorType>;

/**
 * The native balance of an address on a network, cached 30 s. Disabled until both are known (for
 * the default, until an account is connected).
 *
 * @example
 * ```tsx
 * import { formatBalance, useNativeBalance } from 'walletdock';
 *
 * function Balance() {
 *   const balance = useNativeBalance({ query: { refetchInterval: 60_000 } });
 *   if (!balance.data) return null;
 *   return <span>{formatBalance(balance.data.value, balance.data.decimals, balance.data.symbol)}</span>;
 * }
 * ```
 */
export function useNativeBalance<TData = AdapterBalance>(
  parameters: UseNativeBalanceParameters<TData> = {},
): UseNativeBalanceReturnType<TData> {
  const dock = useDockFor('useNativeBalance');
  const active = useAccount({
    namespace: parameters.namespace,
    select: useCallback((a: AccountState) => a.caipAddress, []),
  });
  const [ns, ref, address] = active?.split(':') ?? [];
  const own = balanceQueryOptions(dock, {
    address: parameters.address ?? address,
    caipNetworkId: parameters.caipNetworkId ?? (ns && ref ? `${ns}:${ref}` : undefined),
  });
  return useQuery(withQueryOptions(own, parameters.query));
}
