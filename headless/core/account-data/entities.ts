// zod schemas of the account-data entities: wallet assets (a wallet's EIP-7811 reply), transactions and identity.
// The token balance entry they produce is shared by every capability that shows balances (model/token-balance.ts).
import * as z from 'zod/mini';
import { hexSchema } from '../model/hex';

/**
 * Wallet asset from a wallet's get-assets reply. Every field is type-checked:
 * accepts a reply only if every entry has the expected field types. EIP-7811 spells the types in lower case
 * ('native', 'erc20'; the native coin's address is 'native'); wallets written to the upper-case form send 'NATIVE'
 * and 'ERC20'. Both are the same two types; any other type (an NFT) refuses the reply.
 */
export const walletAssetSchema = z.object({
  address: z.string(),
  balance: hexSchema,
  type: z.enum(['ERC20', 'NATIVE', 'erc20', 'native']),
  metadata: z.object({
    name: z.string(),
    symbol: z.string(),
    decimals: z.int().check(z.nonnegative()),
    price: z.optional(z.number()),
    iconUrl: z.optional(z.string()),
  }),
});
/** Wallet get-assets reply: assets grouped by hex chain id. */
export const walletAssetsResponseSchema = z.record(hexSchema, z.array(walletAssetSchema));
/** A wallet asset. */
export type WalletAsset = z.infer<typeof walletAssetSchema>;

/** Transaction transfer: a fungible or an NFT movement. */
export const transactionTransferSchema = z.object({
  fungible_info: z.nullish(
    z.object({
      name: z.optional(z.string()),
      symbol: z.optional(z.string()),
      icon: z.nullish(z.object({ url: z.string() })),
    }),
  ),
  nft_info: z.nullish(
    z.object({
      name: z.optional(z.string()),
      content: z.nullish(z.object({ preview: z.nullish(z.object({ url: z.string() })) })),
      flags: z.nullish(z.object({ is_spam: z.boolean() })),
    }),
  ),
  direction: z.optional(z.string()),
  quantity: z.object({ numeric: z.string() }),
  value: z.nullish(z.number()),
  price: z.nullish(z.number()),
});

/** Transaction from the history API. */
export const transactionSchema = z.object({
  id: z.string(),
  metadata: z.object({
    minedAt: z.string(),
    chain: z.string(),
    operationType: z.string(),
    status: z.string(),
    sentFrom: z.string(),
    sentTo: z.string(),
    hash: z.optional(z.string()),
    nonce: z.optional(z.number()),
  }),
  transfers: z.array(transactionTransferSchema),
});
/** A transaction of the activity list. */
export type Transaction = z.infer<typeof transactionSchema>;

/** Name-service identity. */
export const identitySchema = z.object({ avatar: z.nullable(z.string()), name: z.nullable(z.string()) });
/** An identity. */
export type Identity = z.infer<typeof identitySchema>;
