// Blockchain API replies of the account paths: supported chains, identity, history, fungible prices, balance,
// and the NFTs of walletdock's own API. Apart from blockchain-api-schemas.ts (which re-exports them) so that the
// account-data client, loaded on demand, brings only these schemas and the zod code they use. Objects tolerate extra
// fields (the API may grow) but every field we read is type-checked.
import * as z from 'zod/mini';
import { identitySchema, transactionSchema } from './entities';
import { tokenBalanceSchema } from '../model/token-balance';

/**
 * The indexed head a reply of walletdock's API answers for, per chain asked (CAIP-2 id; null before its first block):
 * the reply reflects at least these blocks. The hosted API sends none.
 */
export const indexedHeadsSchema = z.record(z.string(), z.nullable(z.object({ number: z.number(), hash: z.string() })));
/** The indexed heads of a reply, per CAIP-2 chain id. */
export type IndexedHeads = z.infer<typeof indexedHeadsSchema>;
/**
 * A read asked with `minBlock` that the index has not reached within the API's wait: 202 (the index is behind) or
 * 409 (the block is beyond the API's node), with Retry-After and the heads it has. Never an answer to show.
 */
export const belowFloorResponseSchema = z.object({
  error: z.string(),
  heads: indexedHeadsSchema,
  minBlock: z.record(z.string(), z.number()),
});

/** GET v1/supported-chains. */
export const supportedChainsResponseSchema = z.object({ http: z.array(z.string()), ws: z.array(z.string()) });
/** GET /v1/identity/{address}. */
export const identityResponseSchema = z.extend(identitySchema, { heads: z.optional(indexedHeadsSchema) });
/** GET /v1/account/{account}/history. */
export const historyResponseSchema = z.object({
  data: z.array(transactionSchema),
  next: z.nullish(z.string()),
  heads: z.optional(indexedHeadsSchema),
});
/** POST /v1/fungible/price. */
export const pricesResponseSchema = z.object({
  fungibles: z.array(z.object({ name: z.string(), symbol: z.string(), iconUrl: z.string(), price: z.number() })),
});
/** GET /v1/account/{address}/balance. */
export const balanceResponseSchema = z.object({
  balances: z.array(tokenBalanceSchema),
  heads: z.optional(indexedHeadsSchema),
});
/**
 * One NFT an address holds (GET /v1/account/{address}/nfts; the hosted API has no NFT call although the
 * account view has an NFTs tab). `address` is the contract's CAIP-10 id, as in balances; `image` a URL or data: URI.
 */
export const nftSchema = z.object({
  chainId: z.string(),
  address: z.string(),
  tokenId: z.string(),
  /** 'ERC721' or 'ERC1155'. */
  standard: z.string(),
  quantity: z.object({ numeric: z.string() }),
  name: z.string(),
  collection: z.object({ name: z.string(), symbol: z.string() }),
  image: z.nullable(z.string()),
  /** The metadata URI when the server did not read it (it reads only inline data: documents). */
  tokenUri: z.nullable(z.string()),
  flags: z.object({ is_spam: z.boolean() }),
});
/** An NFT of the account view's NFTs tab. */
export type Nft = z.infer<typeof nftSchema>;
/** GET /v1/account/{address}/nfts: a page of NFTs and the cursor of the next one. */
export const nftsResponseSchema = z.object({
  data: z.array(nftSchema),
  next: z.nullish(z.string()),
  heads: z.optional(indexedHeadsSchema),
});
