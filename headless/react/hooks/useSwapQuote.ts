// useSwapQuote: a debounced and refreshed quote, a thin hook over swapQuoteQueryOptions (core/swap/query.ts).
import { useQuery } from '@tanstack/react-query';
import { DEBOUNCE_MS } from '../../core/model/constants';
import type { WalletDockErrorType } from '../../core/model/errors';
import { swapAmount } from '../../core/swap/rules';
import { swapQuoteQueryOptions } from '../../core/swap/query';
import type { SwapQuote, SwapTokenOption } from '../../core/swap/types';
import { useDockFor } from '../context';
import { useDebounced } from './useDebounced';
import { withQueryOptions } from '../query-options';
import type { NamespaceParameter, QueryParameter, UseQueryReturnType } from '../types';
import { useAccountTarget } from './useAccountTarget';

/** Parameters of useSwapQuote: the tokens and the amount as typed, the slippage (percent, default 1) and query options. */
export type UseSwapQuoteParameters<TData = SwapQuote> = NamespaceParameter &
  QueryParameter<SwapQuote, TData, WalletDockErrorType> & {
    from?: SwapTokenOption | undefined;
    to?: SwapTokenOption | undefined;
    /** The amount of `from` in whole tokens, as typed. */
    amount?: string | undefined;
    slippage?: number | undefined;
  };

/** What useSwapQuote returns: the query; `data` is the SwapQuote (amounts, rate, fee, impact, minimum, approval). */
export type UseSwapQuoteReturnType<TData = SwapQuote> = UseQueryReturnType<TData, WalletDockErrorType>;

/**
 * The best quote for swapping `amount` of `from` into `to`: asked 500 ms after the typing stops and again every 10 s
 * while the page is visible, with the rate, the pools' fee, the price impact, the minimum received within the slippage
 * and whether an approval must come first. Disabled until both tokens and a valid amount are set.
 *
 * @example
 * ```tsx
 * function Quote({ from, to, amount }: { from?: SwapTokenOption; to?: SwapTokenOption; amount: string }) {
 *   const { data } = useSwapQuote({ from, to, amount });
 *   return data ? <p>1 {data.from.symbol} = {data.rate.toFixed(4)} {data.to.symbol}</p> : null;
 * }
 * ```
 */
export function useSwapQuote<TData = SwapQuote>(
  parameters: UseSwapQuoteParameters<TData> = {},
): UseSwapQuoteReturnType<TData> {
  const dock = useDockFor('useSwapQuote');
  const target = useAccountTarget({ namespace: parameters.namespace });
  const { from, to, slippage } = parameters;
  const amount = useDebounced(parameters.amount ?? '', DEBOUNCE_MS);
  const own = swapQuoteQueryOptions(dock, {
    ...target,
    from,
    to,
    slippage,
    amount: from ? swapAmount(amount, from) : undefined,
  });
  return useQuery(withQueryOptions(own, parameters.query));
}
