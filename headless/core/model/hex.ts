// 0x-prefixed hex text as wallets, nodes and APIs send it (addresses, hashes, quantities, call data).
import * as z from 'zod/mini';

/** 0x-prefixed hex text. */
export const hexSchema = z.string().check(z.regex(/^0x[0-9a-fA-F]*$/)) as unknown as z.ZodMiniType<`0x${string}`>;
