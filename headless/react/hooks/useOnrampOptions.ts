/**
 * Buy (on-ramp) hooks: the options, a debounced quote, the providers offered here, and the provider's checkout in
 * a window of its own, each a thin layer over the core options in core/onramp/query.ts.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { OnrampOptions, OnrampQuote } from '../../core/onramp/api-schemas';
import { balancesQueryOptions } from '../../core/account-data/query';
import type { CaipNetworkId } from '../../core/model/caip';
import { DEBOUNCE_MS } from '../../core/model/constants';
import type { WalletDockError } from '../../core/model/errors';
import {
  onrampOptionsQueryOptions, onrampProvidersQueryOptions, onrampQuoteQueryOptions, onrampUrlMutationOptions,
  type OnrampQuoteParameters, type OnrampUrlVariables,
} from '../../core/onramp/query';
import type { OnrampProviders } from '../../core/onramp/offered';
import { useAccount } from './useAccount';
import { useWalletDock } from '../context';
import { withQueryOptions } from '../query-options';
import type { MutationParameter, QueryParameter, UseMutationReturnType, UseQueryReturnType } from '../types';

/** Parameters of useOnrampOptions: TanStack Query options (`select` maps the options). */
export type UseOnrampOptionsParameters<TData = OnrampOptions> = QueryParameter<OnrampOptions, TData, WalletDockError>;

/**
 * What can be bought with what (GET /v1/onramp/options): purchase currencies with their networks, fiat currencies
 * with each payment method's limits. When the call fails (or no blockchain API is set) the built-in default options
 * answer (SPEC §8), so `data` is always there once loaded.
 *
 * @example
 * ```tsx
 * const { data } = useOnrampOptions();
 * data?.paymentCurrencies.map((c) => c.id); // ['USD', 'EUR']
 * ```
 */
export function useOnrampOptions<TData = OnrampOptions>(parameters: UseOnrampOptionsParameters<TData> = {}): UseQueryReturnType<TData, WalletDockError> {
  const dock = useWalletDock();
  return useQuery(withQueryOptions(onrampOptionsQueryOptions(dock), parameters.query));
}

/** Parameters of useOnrampQuote: what to price (asked once it is complete), the debounce, TanStack Query options. */
export type UseOnrampQuoteParameters<TData = OnrampQuote> = OnrampQuoteParameters &
  QueryParameter<OnrampQuote, TData, WalletDockError> & {
    /** How long the input must stay unchanged before it is priced (default 500 ms). */
    debounceMs?: number | undefined;
  };

/** `value`, once it has stayed the same (by JSON) for `ms`; undefined before the first value settles. */
function useDebounced<T>(value: T, ms: number): T | undefined {
  const [settled, setSettled] = useState<T | undefined>(ms <= 0 ? value : undefined);
  const key = JSON.stringify(value);
  useEffect(() => {
    if (ms <= 0) {
      setSettled(value);
      return;
    }
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
    // The JSON key stands for the value: a new object with the same fields is not a change.
  }, [key, ms]);
  return settled;
}

/**
 * A quote for buying `amount` of `paymentCurrency` worth of `purchaseCurrency` on `network` (POST /v1/onramp/quote),
 * asked once the input has settled for `debounceMs`. When the call fails, the quote is the mock one (SPEC §8: id
 * `mocked-quote-id`, every amount the input's; `isMockQuote` tells it apart).
 *
 * @example
 * ```tsx
 * const { data } = useOnrampQuote({ purchaseCurrency: 'ETH', network: 'base', paymentCurrency: 'USD', amount: '20' });
 * data?.purchaseAmount.amount;
 * ```
 */
export function useOnrampQuote<TData = OnrampQuote>(parameters: UseOnrampQuoteParameters<TData>): UseQueryReturnType<TData, WalletDockError> {
  const dock = useWalletDock();
  const { purchaseCurrency, paymentCurrency, amount, network, paymentMethod } = parameters;
  const input = useDebounced({ purchaseCurrency, paymentCurrency, amount, network, paymentMethod }, parameters.debounceMs ?? DEBOUNCE_MS);
  return useQuery(withQueryOptions(onrampQuoteQueryOptions(dock, input ?? {}), parameters.query));
}

/** What useOnrampProviders returns: the providers (none until their rules have loaded) and whether that is done. */
export type UseOnrampProvidersReturnType = OnrampProviders & { isPending: boolean };

const NONE: OnrampProviders = { providers: [], restricted: undefined };

/**
 * The on-ramp providers offered to this visitor, in the host's order, each with its fee range (1–2%). None in a
 * restricted timezone (read from Intl unless `timezone` is given), with `restricted.explanation` to show. The rules
 * load on first use, so the first render has no provider and `isPending` true.
 */
export function useOnrampProviders(parameters: { timezone?: string | undefined } = {}): UseOnrampProvidersReturnType {
  const dock = useWalletDock();
  const query = useQuery(onrampProvidersQueryOptions(dock, parameters.timezone));
  return { ...(query.data ?? NONE), isPending: query.isPending };
}

/** Parameters of useOnrampUrl: how often balances are read while the provider's window is open, mutation options. */
export type UseOnrampUrlParameters = MutationParameter<string, OnrampUrlVariables, WalletDockError> & {
  /** Interval of the balance reads while the window is open (default 2000 ms). */
  pollMs?: number | undefined;
};

/** What useOnrampUrl returns: the mutation (its data is the URL opened) and whether the provider's window is open. */
export type UseOnrampUrlReturnType = UseMutationReturnType<string, OnrampUrlVariables, WalletDockError> & { isWindowOpen: boolean };

/**
 * Opens the chosen provider's checkout for a purchase: the URL from the blockchain API's generator (or the
 * provider's public parameters), then a provider window. While that window is open, the active account's balances
 * are read afresh every `pollMs`, so the Account view shows the coins as they arrive. Rejects with the pop-up
 * message when the browser blocks the window.
 */
export function useOnrampUrl(parameters: UseOnrampUrlParameters = {}): UseOnrampUrlReturnType {
  const dock = useWalletDock();
  const queryClient = useQueryClient();
  const caipAddress = useAccount({ select: (a) => a.caipAddress });
  const target = useRef(caipAddress);
  target.current = caipAddress;
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => void (mounted.current = false);
  }, []);
  const [isWindowOpen, setWindowOpen] = useState(false);
  const own = onrampUrlMutationOptions(dock);
  const pollMs = parameters.pollMs ?? 2000;
  const mutation = useMutation({
    ...parameters.mutation,
    mutationKey: own.mutationKey,
    mutationFn: async (variables: OnrampUrlVariables) => {
      const [url, checkout] = await Promise.all([own.mutationFn(variables), import('../../core/onramp/checkout-window')]);
      const popup = checkout.openCheckoutWindow(url);
      setWindowOpen(true);
      // Watched until the window closes, not until this component unmounts: the buyer goes back to Account to
      // see the coins arrive while the provider's window is still open.
      checkout.watchCheckoutWindow(popup, {
        pollMs,
        // The account's balances past their 30 s cache, into the same query every view reads.
        tick: () => {
          const [ns, ref, address] = target.current?.split(':') ?? [];
          if (!ns || !ref || !address) return;
          const query = balancesQueryOptions(dock, { address, caipNetworkId: `${ns}:${ref}` as CaipNetworkId, forceUpdate: true });
          void queryClient.fetchQuery({ ...query, staleTime: 0 }).catch(() => undefined);
        },
        closed: () => mounted.current && setWindowOpen(false),
      });
      return url;
    },
  });
  return { ...mutation, isWindowOpen };
}
