// The on-ramp calls, loaded on the first fetch (query.ts imports this file only dynamically) so an app that
// never shows Buy never downloads the client or its schemas. The fallbacks live here: a failed options call gives the
// built-in default options, a failed quote call the mock quote. The URL comes from the blockchain API's generator
// for the providers that need it, else from the provider's public URL parameters.
import { resolveBlockchainApiUrl } from '../api/blockchain-api-url';
import type { HttpClient } from '../api/http';
import {
  onrampOptionsResponseSchema,
  onrampQuoteResponseSchema,
  onrampUrlResponseSchema,
  type OnrampOptions,
  type OnrampQuote,
} from './api-schemas';
import { createHostedApiClient } from '../api/sdk';
import type { DockCore } from '../instance/dock-core';
import * as OnrampErrorMessages from './messages';
import { InvalidInputError } from '../model/errors/validation';
import {
  coinbaseOnrampUrl,
  meldOnrampUrl,
  onrampUrlRequest,
  type OnrampProvider,
  type OnrampPurchase,
} from './providers';
import { DEFAULT_ONRAMP_OPTIONS, MOCK_QUOTE_ID, mockOnrampQuote, type OnrampQuoteInput } from './rules';

const clients = new WeakMap<DockCore, HttpClient | null>();

/** The instance's blockchain API client for the on-ramp calls; null without an API. */
function apiOf(dock: DockCore): HttpClient | null {
  if (clients.has(dock)) return clients.get(dock)!;
  const baseUrl = resolveBlockchainApiUrl(dock.options);
  const client = baseUrl
    ? createHostedApiClient({ projectId: dock.options.projectId, fetch: dock.options.api?.fetch }, baseUrl)
    : null;
  clients.set(dock, client);
  return client;
}

/** GET /v1/onramp/options; the built-in default options without an API or when the call fails. */
export async function fetchOnrampOptions(dock: DockCore, signal?: AbortSignal): Promise<OnrampOptions> {
  const api = apiOf(dock);
  if (!api) return DEFAULT_ONRAMP_OPTIONS;
  try {
    return await api.get('/v1/onramp/options', onrampOptionsResponseSchema, { signal });
  } catch {
    return DEFAULT_ONRAMP_OPTIONS;
  }
}

/** POST /v1/onramp/quote; the mock quote (id `mocked-quote-id`, every amount the input's) when it fails. */
export async function fetchOnrampQuote(
  dock: DockCore,
  input: OnrampQuoteInput,
  signal?: AbortSignal,
): Promise<OnrampQuote> {
  const api = apiOf(dock);
  if (!api) return mockOnrampQuote(input);
  try {
    return await api.post('/v1/onramp/quote', onrampQuoteResponseSchema, { signal, body: { ...input } });
  } catch {
    return mockOnrampQuote(input);
  }
}

/**
 * The provider's checkout URL for a purchase: POST /v1/generators/onrampurl for a provider that needs the
 * generator (a failure rejects: there is no URL to fall back to), the public parameters otherwise.
 */
export async function fetchOnrampUrl(
  dock: DockCore,
  provider: OnrampProvider,
  purchase: OnrampPurchase,
): Promise<string> {
  const { config } = provider;
  if (config.name === 'meld') return meldOnrampUrl(config, purchase);
  if (config.name === 'coinbase' && config.appId) return coinbaseOnrampUrl(config, purchase);
  const api = apiOf(dock);
  if (!api) throw new InvalidInputError(OnrampErrorMessages.onrampNeedsBlockchainApi);
  // The mock quote prices nothing: the generator quotes afresh from the amount.
  const quoteId = purchase.quoteId === MOCK_QUOTE_ID ? undefined : purchase.quoteId;
  const reply = await api.post('/v1/generators/onrampurl', onrampUrlResponseSchema, {
    body: onrampUrlRequest({ ...purchase, quoteId }),
  });
  return reply.url;
}
