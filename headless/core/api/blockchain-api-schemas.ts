// Blockchain API replies (SPEC §7 "Blockchain API", "Signature check"). Objects tolerate extra fields (the API
// may grow) but every field we read is type-checked.
import * as z from 'zod/mini';
import { hexSchema, swapTokenSchema } from '../model/entities';

// The account paths' replies (supported chains, identity, history, prices, balance, NFTs) are in account-api-schemas.ts,
// which the account-data client imports alone; this module is every reply of the API.
export * from './account-api-schemas';

const money = z.object({ amount: z.string(), currency: z.string() });

/** GET /v1/convert/quotes. */
export const swapQuotesResponseSchema = z.object({
  quotes: z.array(
    z.object({
      id: z.nullish(z.string()),
      fromAmount: z.string(),
      fromAccount: z.string(),
      toAmount: z.string(),
      toAccount: z.string(),
      // Beyond §7, from walletdock's own API (absent from the hosted one): the tokens along the route (CAIP-10), the
      // percent of the output lost to the pools' depth, and the pools' fee in the input token's base units.
      route: z.optional(z.array(z.string())),
      priceImpact: z.optional(z.number()),
      fee: z.optional(z.string()),
    }),
  ),
});
/** GET /v1/convert/tokens. */
export const swapTokensResponseSchema = z.object({
  tokens: z.array(
    z.extend(z.partial(swapTokenSchema, { chainId: true, quantity: true }), { address: z.string() }),
  ),
});
/** GET /v1/convert/allowance. */
export const allowanceResponseSchema = z.object({ allowance: z.string() });
/** GET /v1/convert/gas-price. */
export const gasPriceResponseSchema = z.object({ standard: z.string(), fast: z.string(), instant: z.string() });

const eip155Fees = z.object({ gas: z.union([z.string(), z.number()]), gasPrice: z.string() });
/** POST /v1/convert/build-transaction. */
export const buildTransactionResponseSchema = z.object({
  tx: z.object({ from: z.string(), to: z.string(), data: hexSchema, amount: z.string(), eip155: z.optional(eip155Fees) }),
});
/** GET /v1/convert/build-approve. */
export const buildApproveResponseSchema = z.object({
  tx: z.object({ from: z.string(), to: z.string(), data: hexSchema, value: z.string(), eip155: z.optional(eip155Fees) }),
});
const nameAttributes = z.union([z.record(z.string(), z.string()), z.array(z.record(z.string(), z.string()))]);
/** A name record: what a name resolves to per coin type, and its text attributes. */
export const nameRecordSchema = z.object({
  name: z.string(),
  registered: z.optional(z.number()),
  updated: z.optional(z.number()),
  addresses: z.record(z.string(), z.object({ address: z.string(), created: z.optional(z.string()) })),
  attributes: z.optional(nameAttributes),
});
/** GET /v1/profile/account/{name}. */
export const profileAccountResponseSchema = nameRecordSchema;
/** GET /v1/profile/reverse/{address}: the names of an address. */
export const profileReverseResponseSchema = z.array(nameRecordSchema);
/** GET /v1/profile/suggestions/{name}. */
export const nameSuggestionsResponseSchema = z.object({
  suggestions: z.array(z.object({ name: z.string(), registered: z.boolean() })),
});
/** POST /v1/profile/account (name registration). */
export const registerNameResponseSchema = z.object({ success: z.boolean() });
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
