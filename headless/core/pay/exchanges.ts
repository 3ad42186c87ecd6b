// Pay with an exchange: the PayExchangeProvider of the instance's blockchain API (its /v1/pay/exchanges calls, the
// self-hosted sandbox exchange among them), the host's includeOnly / exclude over its list, and the wait for a
// session to pay, polled no faster than every 3 s. Loaded with the routes (flow.ts), never at start-up.
import { resolveBlockchainApiUrl } from '../api/blockchain-api-url';
import type { HttpClient } from '../api/http';
import {
  PAY_EXCHANGE_POLL_MS,
  payExchangeSessionResponseSchema,
  payExchangeStatusResponseSchema,
  payExchangesResponseSchema,
  type PayExchange,
  type PayExchangeProvider,
} from '../api/pay-exchange-schemas';
import { createHostedApiClient } from '../api/sdk';
import type { DockCore } from '../instance/dock-core';
import { PaymentFailedError } from '../model/errors/pay';
import type { Payment, PayWithExchangeOptions } from './options';
import * as PayMessages from './messages';

/** The longest an exchange session is waited for (the sandbox's session lives 30 minutes). */
export const EXCHANGE_WAIT_MS = 30 * 60_000;

/** The exchange calls of the blockchain API at `api`. */
export function blockchainApiExchanges(api: HttpClient): PayExchangeProvider {
  const path = (exchangeId: string) => `/v1/pay/exchanges/${encodeURIComponent(exchangeId)}/sessions`;
  return {
    async listExchanges({ network, asset }) {
      const reply = await api.get('/v1/pay/exchanges', payExchangesResponseSchema, { query: { network, asset } });
      return reply.exchanges;
    },
    startSession: (exchangeId, request) =>
      api.post(path(exchangeId), payExchangeSessionResponseSchema, { body: { ...request } }),
    getStatus: (exchangeId, sessionId) =>
      api.get(`${path(exchangeId)}/${encodeURIComponent(sessionId)}`, payExchangeStatusResponseSchema),
  };
}

const providers = new WeakMap<DockCore, PayExchangeProvider | null>();

/** The instance's exchange provider: its blockchain API's; null when it has none (Pay then lists no exchange). */
export function exchangeProviderOf(dock: DockCore): PayExchangeProvider | null {
  if (providers.has(dock)) return providers.get(dock)!;
  const baseUrl = resolveBlockchainApiUrl(dock.options);
  const provider = baseUrl
    ? blockchainApiExchanges(
        createHostedApiClient({ projectId: dock.options.projectId, fetch: dock.options.api?.fetch }, baseUrl),
      )
    : null;
  providers.set(dock, provider);
  return provider;
}

/** The host's `payWithExchange` over a list: only the ids in `includeOnly` when given, never those in `exclude`. */
export function filterExchanges(
  exchanges: readonly PayExchange[],
  filter: PayWithExchangeOptions | undefined,
): PayExchange[] {
  const only = filter?.includeOnly;
  const exclude = filter?.exclude ?? [];
  return exchanges.filter((e) => (!only || only.includes(e.id)) && !exclude.includes(e.id));
}

/**
 * The exchanges that can pay `payment`, filtered by its options; none without a blockchain API or when the API
 * cannot be reached (the wallet route still works, so the list's failure is not the payment's).
 */
export async function listPaymentExchanges(dock: DockCore, payment: Payment): Promise<PayExchange[]> {
  const provider = exchangeProviderOf(dock);
  if (!provider) return [];
  const listed = await provider
    .listExchanges({ network: payment.caipNetwork.caipNetworkId, asset: payment.options.paymentAsset.asset })
    .catch(() => []);
  return filterExchanges(listed, payment.options.payWithExchange);
}

/**
 * Waits for exchange session `sessionId` to pay: resolves with the transaction hash once the exchange says SUCCESS,
 * rejects with its reason on FAILED or after `waitMs`, and stops (rejecting) once `stillWanted` says no. A status read
 * that fails is tried again at the next poll: a blip of the API does not end a payment the visitor may be completing.
 */
export async function waitForExchange(
  provider: PayExchangeProvider,
  exchangeId: string,
  sessionId: string,
  options: { stillWanted: () => boolean; waitMs?: number },
): Promise<string> {
  const deadline = Date.now() + (options.waitMs ?? EXCHANGE_WAIT_MS);
  const pollMs = PAY_EXCHANGE_POLL_MS;
  for (;;) {
    if (!options.stillWanted()) throw new PaymentFailedError(PayMessages.paymentReplaced);
    const status = await provider.getStatus(exchangeId, sessionId).catch(() => undefined);
    if (status?.status === 'SUCCESS' && status.txHash) return status.txHash;
    if (status?.status === 'FAILED') throw new PaymentFailedError(PayMessages.exchangeFailed(status.error));
    if (Date.now() + pollMs > deadline) throw new PaymentFailedError(PayMessages.exchangeTimedOut);
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}
