// Pay with an exchange: the PayExchangeProvider a host's Pay lists exchanges from, and the blockchain API's replies
// of its exchange calls (the sandbox exchange, headless/server/blockchain-api/pay-exchange/), parsed by the client
// and checked against the server's replies in its tests. Status names are AppKit Pay's (getBuyStatus), so host code
// that reads them ports. Objects tolerate extra fields (the API may grow) but every field read is type-checked.
import * as z from 'zod/mini';

/** One exchange the visitor can pay with. */
export const payExchangeSchema = z.object({ id: z.string(), name: z.string(), imageUrl: z.string() });
/** An exchange Pay lists. */
export type PayExchange = z.infer<typeof payExchangeSchema>;

/** GET /v1/pay/exchanges?network&asset: the exchanges that can pay this asset on this network. */
export const payExchangesResponseSchema = z.object({ exchanges: z.array(payExchangeSchema), total: z.number() });

/** POST /v1/pay/exchanges/{exchangeId}/sessions: the page the visitor pays on, and the session to poll. */
export const payExchangeSessionResponseSchema = z.object({ sessionId: z.string(), url: z.url() });
/** A started exchange session. */
export type PayExchangeSession = z.infer<typeof payExchangeSessionResponseSchema>;

/**
 * UNKNOWN: the visitor has not completed the exchange's page yet; IN_PROGRESS: the exchange is paying;
 * SUCCESS: the payment is on chain (`txHash`); FAILED: it will not be (`error` says why; a new session may be started).
 */
export const payExchangeStatusSchema = z.enum(['UNKNOWN', 'IN_PROGRESS', 'SUCCESS', 'FAILED']);
/** GET /v1/pay/exchanges/{exchangeId}/sessions/{sessionId}. Poll it no faster than every 3 s. */
export const payExchangeStatusResponseSchema = z.object({
  sessionId: z.string(),
  status: payExchangeStatusSchema,
  txHash: z.optional(z.nullable(z.string().check(z.regex(/^0x[0-9a-f]{64}$/i)))),
  error: z.optional(z.string()),
});
/** Where an exchange session stands. */
export type PayExchangeStatus = z.infer<typeof payExchangeStatusResponseSchema>;

/** What a session is started for: the payment's asset, amount (decimal text in whole units) and recipient. */
export interface PayExchangeRequest {
  /** CAIP-2, e.g. 'eip155:33322'. */
  network: string;
  /** The token's address, or 'native'. */
  asset: string;
  /** Whole units as decimal text ("5", "0.25"). */
  amount: string;
  recipient: string;
  /** The payment's id (made in the browser): the same id finds the same session, so a payment is started once. */
  paymentId: string;
}

/** Where Pay finds exchanges: list those that serve an asset, start a session (its page's URL), read its status. */
export interface PayExchangeProvider {
  listExchanges(asset: { network: string; asset: string }): Promise<PayExchange[]>;
  startSession(exchangeId: string, request: PayExchangeRequest): Promise<PayExchangeSession>;
  getStatus(exchangeId: string, sessionId: string): Promise<PayExchangeStatus>;
}

/** The least time between two status reads of one session (ms). */
export const PAY_EXCHANGE_POLL_MS = 3_000;
