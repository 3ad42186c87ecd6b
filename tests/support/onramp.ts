// Fixtures of the on-ramp sandbox's tests: JSON calls to a blockchain API's on-ramp endpoints, replies parsed by the
// client's own schemas, and a checkout made for a destination.
import * as z from 'zod/mini';
import { onrampQuoteResponseSchema, onrampUrlResponseSchema } from '../../headless/core/onramp/api-schemas';

/** A reply's status and JSON body. */
export interface JsonReply {
  status: number;
  body: Record<string, unknown> & { error?: string };
}

/** POSTs `body` as JSON to `url`. */
export async function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<JsonReply> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as JsonReply['body'] };
}

/** POSTs and parses a 200 reply with `schema` (throws with the reply's text otherwise). */
export async function postParsed<S extends z.core.$ZodType>(
  url: string,
  body: unknown,
  schema: S,
): Promise<z.infer<S>> {
  const reply = await postJson(url, body);
  if (reply.status !== 200) throw new Error(`POST ${url}: HTTP ${reply.status} ${JSON.stringify(reply.body)}`);
  return z.parse(schema, reply.body);
}

/** A quote for `amount` USD of AVENT on the devnet. */
export function quoteAvent(apiUrl: string, amount: string, extra: Record<string, unknown> = {}) {
  return postParsed(
    `${apiUrl}/v1/onramp/quote`,
    { purchaseCurrency: 'AVENT', paymentCurrency: 'USD', amount, network: 'eip155:33322', ...extra },
    onrampQuoteResponseSchema,
  );
}

/** A checkout of `quoteId` for `address` (the generator call as the client makes it); returns its URL. */
export async function checkoutFor(apiUrl: string, quoteId: string, address: string): Promise<string> {
  const { url } = await postParsed(
    `${apiUrl}/v1/generators/onrampurl`,
    {
      destinationWallets: [{ address, blockchains: ['eip155:33322'], assets: ['AVENT'] }],
      defaultExperience: 'buy',
      quoteId,
    },
    onrampUrlResponseSchema,
  );
  return url;
}

/** Presses "pay" on a checkout (JSON). */
export function pay(checkoutUrl: string): Promise<JsonReply> {
  return postJson(`${checkoutUrl}/pay`, {});
}
