// useSwapTokens: the tokens a swap offers with the account's balances, a thin hook over swapTokensQueryOptions.
import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { WalletDockErrorType } from '../../core/model/errors';
import { swapTokenOptions, type SwapTokenReply } from '../../core/swap/rules';
import { swapTokensQueryOptions } from '../../core/swap/query';
import type { SwapTokenOption } from '../../core/swap/types';
import { useBalances } from './useBalances';
import { useDockFor } from '../context';
import { withQueryOptions } from '../query-options';
import type { NamespaceParameter, QueryParameter, UseQueryReturnType } from '../types';
import { useAccountTarget } from './useAccountTarget';

/** Parameters of useSwapTokens: the namespace (default the active one) and TanStack Query options (`select` maps the list). */
export type UseSwapTokensParameters<TData = SwapTokenOption[]> = NamespaceParameter &
  QueryParameter<SwapTokenOption[], TData, WalletDockErrorType>;

/** What useSwapTokens returns: the query; `data` is the tokens offered, each with the account's balance. */
export type UseSwapTokensReturnType<TData = SwapTokenOption[]> = UseQueryReturnType<TData, WalletDockErrorType>;

/**
 * The tokens a swap offers on the active network (the blockchain API's list: the native coin first), each with the
 * account's balance in base units (from useBalances; undefined while it loads). Fails with "Network not supported
 * for Swaps" on a network without swaps.
 *
 * @example
 * ```tsx
 * function TokenPicker({ onPick }: { onPick: (t: SwapTokenOption) => void }) {
 *   const { data } = useSwapTokens();
 *   return <>{data?.map((t) => <button key={t.address} onClick={() => onPick(t)}>{t.symbol}</button>)}</>;
 * }
 * ```
 */
export function useSwapTokens<TData = SwapTokenOption[]>(
  parameters: UseSwapTokensParameters<TData> = {},
): UseSwapTokensReturnType<TData> {
  const dock = useDockFor('useSwapTokens');
  const target = useAccountTarget({ namespace: parameters.namespace });
  const balances = useBalances({ namespace: parameters.namespace });
  const list = balances.data?.balances;
  const hostSelect = parameters.query?.select;
  const select = useCallback(
    (tokens: SwapTokenReply[]) => {
      const options = swapTokenOptions(tokens, list);
      return (hostSelect ? hostSelect(options) : options) as TData;
    },
    [list, hostSelect],
  );
  // The host's options apply to the joined list: its `select` runs after the join, inside ours.
  const options = withQueryOptions(
    swapTokensQueryOptions(dock, target),
    parameters.query,
  ) as unknown as UseQueryOptions<SwapTokenReply[], WalletDockErrorType, TData>;
  return useQuery({ ...options, select });
}
