// The Swap token entity, apart from model/entities.ts so that the swap client, loaded on
// demand, brings only the schemas it parses with.
import * as z from 'zod/mini';
import { tokenBalanceSchema } from '../model/token-balance';

/** Swap token: balance fields plus decimals, logoUri and eip2612 (always false here). */
export const swapTokenSchema = z.extend(z.partial(tokenBalanceSchema, { value: true, price: true, iconUrl: true }), {
  decimals: z.int().check(z.nonnegative()),
  logoUri: z.string(),
  eip2612: z.optional(z.boolean()),
});
/** A swap token. */
export type SwapToken = z.infer<typeof swapTokenSchema>;
