// useBalances: the account's token balances, a thin hook over balancesQueryOptions (core/account-data/query.ts).
import { useQuery } from '@tanstack/react-query';
import type { Balances } from '../../core/account-data/balances';
import { balancesQueryOptions, type BalancesQueryParameters } from '../../core/account-data/query';
import type { WalletDockErrorType } from '../../core/model/errors';
import { useDockFor } from '../context';
import { withQueryOptions } from '../query-options';
import type { NamespaceParameter, QueryParameter, UseQueryReturnType } from '../types';
import { useAccountTarget } from './useAccountTarget';

/**
 * Parameters of useBalances: an address and CAIP-2 network (default: the active account of `namespace` on its
 * network), `forceUpdate`, and TanStack Query options (`select` maps the Balances).
 */
export type UseBalancesParameters<TData = Balances> = BalancesQueryParameters &
  NamespaceParameter &
  QueryParameter<Balances, TData, WalletDockErrorType>;

/**
 * The token balances of an account: from the wallet (EIP-7811 asset discovery), else the blockchain API, else the
 * chain itself (the native coin and the `tokens` option through multicall3). `data` is `{ balances, source,
 * totalValue }`; tokens with decimals 0 or a zero amount are left out. Cached 30 s; when no source answers, the
 * "Token Balance Unavailable" toast shows and the sources rest for 30 s.
 *
 * @example
 * ```tsx
 * import { formatBalance, useBalances } from 'walletdock';
 *
 * function Tokens() {
 *   const { data } = useBalances();
 *   return <ul>{data?.balances.map((b) => <li key={b.address ?? b.symbol}>{formatBalance(b.quantity.numeric, 0, b.symbol)}</li>)}</ul>;
 * }
 * ```
 */
export function useBalances<TData = Balances>(
  parameters: UseBalancesParameters<TData> = {},
): UseQueryReturnType<TData, WalletDockErrorType> {
  const dock = useDockFor('useBalances');
  const target = useAccountTarget(parameters);
  const own = balancesQueryOptions(dock, { ...target, forceUpdate: parameters.forceUpdate });
  return useQuery(withQueryOptions(own, parameters.query));
}
