// Blockchain API replies of the convert (swap) paths: tokens, quotes, allowance, gas price and the built
// approve and swap transactions. Apart from blockchain-api-schemas.ts (which re-exports them) so that the swap client,
// loaded on demand, brings only these schemas and the zod code they use. Objects tolerate extra fields (the API may
// grow) but every field we read is type-checked.
import * as z from 'zod/mini';
import { hexSchema } from '../model/hex';
import { swapTokenSchema } from './entities';

/** GET /v1/convert/quotes. */
export const swapQuotesResponseSchema = z.object({
  quotes: z.array(
    z.object({
      id: z.nullish(z.string()),
      fromAmount: z.string(),
      fromAccount: z.string(),
      toAmount: z.string(),
      toAccount: z.string(),
      // Beyond the hosted API, from walletdock's own (absent from the hosted one): the tokens along the route (CAIP-10), the
      // percent of the output lost to the pools' depth, and the pools' fee in the input token's base units.
      route: z.optional(z.array(z.string())),
      priceImpact: z.optional(z.number()),
      fee: z.optional(z.string()),
    }),
  ),
});
/** GET /v1/convert/tokens. */
export const swapTokensResponseSchema = z.object({
  tokens: z.array(z.extend(z.partial(swapTokenSchema, { chainId: true, quantity: true }), { address: z.string() })),
});
/** GET /v1/convert/allowance. */
export const allowanceResponseSchema = z.object({ allowance: z.string() });
/** GET /v1/convert/gas-price. */
export const gasPriceResponseSchema = z.object({ standard: z.string(), fast: z.string(), instant: z.string() });

const eip155Fees = z.object({ gas: z.union([z.string(), z.number()]), gasPrice: z.string() });
/** POST /v1/convert/build-transaction. */
export const buildTransactionResponseSchema = z.object({
  tx: z.object({
    from: z.string(),
    to: z.string(),
    data: hexSchema,
    amount: z.string(),
    eip155: z.optional(eip155Fees),
  }),
});
/** GET /v1/convert/build-approve. */
export const buildApproveResponseSchema = z.object({
  tx: z.object({
    from: z.string(),
    to: z.string(),
    data: hexSchema,
    value: z.string(),
    eip155: z.optional(eip155Fees),
  }),
});
