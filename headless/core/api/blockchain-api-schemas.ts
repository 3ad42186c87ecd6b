// Blockchain API replies (SPEC §7 "Blockchain API", "Signature check"). Objects tolerate extra fields (the API
// may grow) but every field we read is type-checked.
import * as z from 'zod/mini';
import { hexSchema } from '../model/entities';

// The account paths' replies (supported chains, identity, history, prices, balance, NFTs) are in account-api-schemas.ts,
// which the account-data client imports alone; this module is every reply of the API.
export * from './account-api-schemas';
// The name service's replies are in name-api-schemas.ts, which the name service client imports alone.
export * from './name-api-schemas';
// The convert (swap) paths' replies likewise (swap-api-schemas.ts), for the swap client.
export * from './swap-api-schemas';

const money = z.object({ amount: z.string(), currency: z.string() });
/** POST /v1/generators/onrampurl. */
export const onrampUrlResponseSchema = z.object({ url: z.url() });
/** GET /v1/onramp/options. */
export const onrampOptionsResponseSchema = z.object({
  paymentCurrencies: z.array(
    z.object({
      id: z.string(),
      payment_method_limits: z.array(z.object({ id: z.string(), min: z.string(), max: z.string() })),
    }),
  ),
  purchaseCurrencies: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      symbol: z.string(),
      networks: z.array(
        z.object({ name: z.string(), display_name: z.string(), chain_id: z.string(), contract_address: z.string() }),
      ),
    }),
  ),
});
/** On-ramp options. */
export type OnrampOptions = z.infer<typeof onrampOptionsResponseSchema>;
/** POST /v1/onramp/quote. */
export const onrampQuoteResponseSchema = z.object({
  coinbaseFee: money,
  networkFee: money,
  paymentSubtotal: money,
  paymentTotal: money,
  purchaseAmount: money,
  quoteId: z.string(),
});
/** An on-ramp quote. */
export type OnrampQuote = z.infer<typeof onrampQuoteResponseSchema>;
/** GET /v1/sessions/{address}: smart sessions, each identified by its permission context id (pci). */
export const smartSessionsResponseSchema = z.object({
  pcis: z.array(z.looseObject({ pci: z.string() })),
});
/** POST /v1/sessions/{address}/revoke: the result is not specified, so it is not read. */
export const revokeSessionResponseSchema = z.unknown();

/** JSON-RPC 2.0 reply of the signature-check eth_call: a result or an error. */
export const jsonRpcResponseSchema = z.union([
  z.object({ jsonrpc: z.literal('2.0'), id: z.union([z.number(), z.string()]), result: hexSchema }),
  z.object({
    jsonrpc: z.literal('2.0'),
    id: z.union([z.number(), z.string(), z.null()]),
    error: z.object({ code: z.number(), message: z.string(), data: z.optional(z.unknown()) }),
  }),
]);
