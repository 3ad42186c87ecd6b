// A token balance entry: what balances, Send, Swap and the portfolio cache all show and keep (the native coin has no
// address). A file of its own so that each of them loads this schema alone, not every entity's.
import * as z from 'zod/mini';

/** Numeric quantity with its decimals, both as text. */
export const quantitySchema = z.object({ decimals: z.string(), numeric: z.string() });

/** Token balance entry; address is absent for the native coin. */
export const tokenBalanceSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  chainId: z.string(),
  address: z.optional(z.string()),
  value: z.optional(z.number()),
  price: z.number(),
  quantity: quantitySchema,
  iconUrl: z.string(),
});
/** A token balance entry. */
export type TokenBalance = z.infer<typeof tokenBalanceSchema>;
