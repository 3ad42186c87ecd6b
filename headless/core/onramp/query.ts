// The on-ramp as TanStack Query options (wagmi's pattern: action -> options -> hook): the options and a quote (each
// with its fallback, so neither ever fails), the providers a visitor is offered, and the provider URL as a
// mutation. The calls load on the first fetch (a dynamic import): an app pays for them only once Buy is shown.
// Nothing here imports the on-ramp's rules or tables statically: this file shares a chunk with the start-up code.
import type { OnrampOptions, OnrampQuote } from './api-schemas';
import type { DockCore } from '../instance/dock-core';
import type { OnrampDock } from './offered';
import type { OnrampProviders } from './offered';
import type { OnrampProvider, OnrampPurchase } from './providers';
import type { OnrampQuoteInput } from './rules';
import { currentTimezone } from './timezone';

const loadFetchers = () => import('./fetchers');

/** How long options stay fresh: they change with the provider's offer, not per visit. */
const OPTIONS_STALE_MS = 5 * 60_000;
/** How long a quote is shown before it is asked again (prices move; the sandbox's quotes live 10 minutes). */
const QUOTE_STALE_MS = 30_000;

/** The options query's key. */
export function onrampOptionsQueryKey(dock: Pick<DockCore, 'id'>) {
  return ['walletdock', dock.id, 'onramp', 'options', {}] as const;
}

/** GET /v1/onramp/options, the built-in default options when it fails or no API is set; never an error. */
export function onrampOptionsQueryOptions(dock: DockCore) {
  return {
    queryKey: onrampOptionsQueryKey(dock),
    queryFn: async ({ signal }: { signal: AbortSignal }): Promise<OnrampOptions> =>
      (await loadFetchers()).fetchOnrampOptions(dock, signal),
    staleTime: OPTIONS_STALE_MS,
    retry: false,
  };
}

/** What a quote is asked for; the query waits until every field is set and the amount is a positive amount. */
export type OnrampQuoteParameters = Partial<OnrampQuoteInput>;

// A positive amount with at most two decimals (amounts.ts's parseFiatCents, without loading it).
const complete = (p: OnrampQuoteParameters): p is OnrampQuoteInput =>
  Boolean(
    p.purchaseCurrency &&
      p.paymentCurrency &&
      p.network &&
      p.amount &&
      /^\s*[0-9]{1,12}(\.[0-9]{0,2})?\s*$/.test(p.amount) &&
      /[1-9]/.test(p.amount),
  );

/** A quote's key (without parameters: every quote of the instance). */
export function onrampQuoteQueryKey(dock: Pick<DockCore, 'id'>, p?: OnrampQuoteParameters) {
  const base = ['walletdock', dock.id, 'onramp', 'quote'] as const;
  if (!p) return base;
  return [
    ...base,
    {
      purchaseCurrency: p.purchaseCurrency ?? null,
      network: p.network ?? null,
      paymentCurrency: p.paymentCurrency ?? null,
      paymentMethod: p.paymentMethod ?? null,
      amount: p.amount?.trim() ?? null,
    },
  ] as const;
}

/** The offered providers' key: keyed by the timezone Intl reports now (a visitor whose clock moves gets its rule). */
export function onrampProvidersQueryKey(dock: Pick<DockCore, 'id'>, timezone: string | undefined) {
  return ['walletdock', dock.id, 'onramp', 'providers', { timezone: timezone ?? null }] as const;
}

/** POST /v1/onramp/quote, the mock quote (`mocked-quote-id`) when it fails; never an error. */
export function onrampQuoteQueryOptions(dock: DockCore, parameters: OnrampQuoteParameters) {
  return {
    queryKey: onrampQuoteQueryKey(dock, parameters),
    // Runs only once `complete` holds (a manual refetch of an incomplete input is priced by the API, which refuses
    // it: the mock quote).
    queryFn: async ({ signal }: { signal: AbortSignal }): Promise<OnrampQuote> =>
      (await loadFetchers()).fetchOnrampQuote(
        dock,
        { ...(parameters as OnrampQuoteInput), amount: parameters.amount?.trim() ?? '' },
        signal,
      ),
    enabled: complete(parameters),
    staleTime: QUOTE_STALE_MS,
    retry: false,
  };
}

/** The providers offered here (see offered.ts): a query only so that their rules load on demand; never fails. */
export function onrampProvidersQueryOptions(dock: OnrampDock, timezone: string | undefined = currentTimezone()) {
  return {
    queryKey: onrampProvidersQueryKey(dock, timezone),
    queryFn: async (): Promise<OnrampProviders> => (await import('./offered')).onrampProviders(dock, timezone),
    staleTime: Infinity,
    retry: false,
  };
}

/** What the URL mutation takes: the provider chosen and the purchase. */
export interface OnrampUrlVariables {
  provider: OnrampProvider;
  purchase: OnrampPurchase;
}

/** The provider's checkout URL (the generator, or the provider's public parameters). */
export function onrampUrlMutationOptions(dock: DockCore) {
  return {
    mutationKey: ['walletdock', dock.id, 'onrampUrl'] as const,
    mutationFn: async ({ provider, purchase }: OnrampUrlVariables): Promise<string> =>
      (await loadFetchers()).fetchOnrampUrl(dock, provider, purchase),
  };
}
