// The on-ramp as TanStack Query options (wagmi's pattern: action -> options -> hook): the options and a quote (each
// with its §8 fallback, so neither ever fails), the providers a visitor is offered, and the provider URL as a
// mutation. The calls load on the first fetch (a dynamic import): an app pays for them only once Buy is shown.
import { resolveBlockchainApiUrl } from '../api/blockchain-api-url';
import type { OnrampOptions, OnrampQuote } from '../api/onramp-api-schemas';
import type { WalletDock } from '../connection/dock';
import * as ErrorMessages from '../model/error-messages';
import { parseFiatCents } from './amounts';
import { resolveOnrampProviders, type OnrampProvider, type OnrampPurchase } from './providers';
import type { OnrampQuoteInput } from './rules';
import { currentTimezone, isRestrictedTimezone } from './timezone';

const loadFetchers = () => import('./fetchers');

/** How long options stay fresh: they change with the provider's offer, not per visit. */
const OPTIONS_STALE_MS = 5 * 60_000;
/** How long a quote is shown before it is asked again (prices move; the sandbox's quotes live 10 minutes). */
const QUOTE_STALE_MS = 30_000;

/** The options query's key. */
export function onrampOptionsQueryKey(dock: WalletDock) {
  return ['walletdock', dock.id, 'onrampOptions'] as const;
}

/** GET /v1/onramp/options, the built-in default options when it fails or no API is set; never an error. */
export function onrampOptionsQueryOptions(dock: WalletDock) {
  return {
    queryKey: onrampOptionsQueryKey(dock),
    queryFn: async ({ signal }: { signal: AbortSignal }): Promise<OnrampOptions> => (await loadFetchers()).fetchOnrampOptions(dock, signal),
    staleTime: OPTIONS_STALE_MS,
    retry: false,
  };
}

/** What a quote is asked for; the query waits until every field is set and the amount is a positive amount. */
export type OnrampQuoteParameters = Partial<OnrampQuoteInput>;

const complete = (p: OnrampQuoteParameters): p is OnrampQuoteInput => {
  const cents = p.amount === undefined ? null : parseFiatCents(p.amount);
  return Boolean(p.purchaseCurrency && p.paymentCurrency && p.network && cents !== null && cents > 0n);
};

/** A quote's key. */
export function onrampQuoteQueryKey(dock: WalletDock, p: OnrampQuoteParameters) {
  return ['walletdock', dock.id, 'onrampQuote', p.purchaseCurrency ?? null, p.network ?? null, p.paymentCurrency ?? null, p.paymentMethod ?? null, p.amount?.trim() ?? null] as const;
}

/** POST /v1/onramp/quote, the mock quote (`mocked-quote-id`) when it fails (§8); never an error. */
export function onrampQuoteQueryOptions(dock: WalletDock, parameters: OnrampQuoteParameters) {
  return {
    queryKey: onrampQuoteQueryKey(dock, parameters),
    queryFn: async ({ signal }: { signal: AbortSignal }): Promise<OnrampQuote> => {
      if (!complete(parameters)) throw new Error(ErrorMessages.onrampAmountInvalid);
      return (await loadFetchers()).fetchOnrampQuote(dock, { ...parameters, amount: parameters.amount.trim() }, signal);
    },
    enabled: complete(parameters),
    staleTime: QUOTE_STALE_MS,
    retry: false,
  };
}

/** The providers offered to this visitor, or none and why. */
export interface OnrampProviders {
  providers: OnrampProvider[];
  /** Set when none is offered because of where the visitor is (their timezone). */
  restricted: { timezone: string; explanation: string } | undefined;
}

/**
 * The providers the host enables (`onramp.providers`, default Coinbase), none in a restricted timezone (read from
 * Intl unless `timezone` is given). Generator-backed providers need a blockchain API.
 */
export function onrampProviders(dock: WalletDock, timezone: string | undefined = currentTimezone()): OnrampProviders {
  if (timezone !== undefined && isRestrictedTimezone(timezone)) {
    return { providers: [], restricted: { timezone, explanation: ErrorMessages.onrampRestrictedTimezone } };
  }
  return { providers: resolveOnrampProviders(dock.options.onramp, resolveBlockchainApiUrl(dock.options) !== undefined), restricted: undefined };
}

/** What the URL mutation takes: the provider chosen and the purchase. */
export interface OnrampUrlVariables {
  provider: OnrampProvider;
  purchase: OnrampPurchase;
}

/** The provider's checkout URL (the generator, or the provider's public parameters). */
export function onrampUrlMutationOptions(dock: WalletDock) {
  return {
    mutationKey: ['walletdock', dock.id, 'onrampUrl'] as const,
    mutationFn: async ({ provider, purchase }: OnrampUrlVariables): Promise<string> => (await loadFetchers()).fetchOnrampUrl(dock, provider, purchase),
  };
}
