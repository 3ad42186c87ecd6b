// useOnrampQuote: a quote for a purchase, asked once the input settles, a thin hook over onrampQuoteQueryOptions.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { OnrampQuote } from '../../core/onramp/api-schemas';
import { DEBOUNCE_MS } from '../../core/model/constants';
import type { WalletDockErrorType } from '../../core/model/errors';
import { onrampQuoteQueryOptions, type OnrampQuoteParameters } from '../../core/onramp/query';
import { useDockFor } from '../context';
import { withQueryOptions } from '../query-options';
import type { QueryParameter, UseQueryReturnType } from '../types';

/** Parameters of useOnrampQuote: what to price (asked once it is complete), the debounce, TanStack Query options. */
export type UseOnrampQuoteParameters<TData = OnrampQuote> = OnrampQuoteParameters &
  QueryParameter<OnrampQuote, TData, WalletDockErrorType> & {
    /** How long the input must stay unchanged before it is priced (default 500 ms). */
    debounceMs?: number | undefined;
  };

/** `value`, once it has stayed the same (by JSON) for `ms`; undefined before the first value settles. */
function useDebounced<T>(value: T, ms: number): T | undefined {
  const [settled, setSettled] = useState<T | undefined>(ms <= 0 ? value : undefined);
  const key = JSON.stringify(value);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the JSON key stands for the value: a new object with the same fields is not a change
  useEffect(() => {
    if (ms <= 0) {
      setSettled(value);
      return;
    }
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [key, ms]);
  return settled;
}

/**
 * A quote for buying `amount` of `paymentCurrency` worth of `purchaseCurrency` on `network` (POST /v1/onramp/quote),
 * asked once the input has settled for `debounceMs`. When the call fails, the quote is the mock one (id
 * `mocked-quote-id`, every amount the input's; `isMockQuote` tells it apart).
 *
 * @example
 * ```tsx
 * const { data } = useOnrampQuote({ purchaseCurrency: 'ETH', network: 'base', paymentCurrency: 'USD', amount: '20' });
 * data?.purchaseAmount.amount;
 * ```
 */
export function useOnrampQuote<TData = OnrampQuote>(
  parameters: UseOnrampQuoteParameters<TData>,
): UseQueryReturnType<TData, WalletDockErrorType> {
  const dock = useDockFor('useOnrampQuote');
  const { purchaseCurrency, paymentCurrency, amount, network, paymentMethod } = parameters;
  const input = useDebounced(
    { purchaseCurrency, paymentCurrency, amount, network, paymentMethod },
    parameters.debounceMs ?? DEBOUNCE_MS,
  );
  return useQuery(withQueryOptions(onrampQuoteQueryOptions(dock, input ?? {}), parameters.query));
}
