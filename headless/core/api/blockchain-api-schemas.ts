// Blockchain API replies (SPEC §7 "Blockchain API", "Signature check"). Objects tolerate extra fields (the API
// may grow) but every field we read is type-checked.
import * as z from 'zod/mini';
import { hexSchema, swapTokenSchema } from '../model/entities';

// The account paths' replies (supported chains, identity, history, prices, balance, NFTs) are in account-api-schemas.ts,
// which the account-data client imports alone; this module is every reply of the API.
export * from './account-api-schemas';
// The name service's replies are in name-api-schemas.ts, which the name service client imports alone.
export * from './name-api-schemas';
// The on-ramp replies likewise (onramp-api-schemas.ts, loaded with the Buy panel's calls).
export * from './onramp-api-schemas';

/** GET /v1/convert/quotes. */
export const swapQuotesResponseSchema = z.object({
  quotes: z.array(
    z.object({
      id: z.nullish(z.string()),
      fromAmount: z.string(),
      fromAccount: z.string(),
      toAmount: z.string(),
      toAccount: z.string(),
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
