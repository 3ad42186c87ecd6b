// NFT names and images, read from the contract the first time an NFT is shown (history or NFT list) and kept in
// api_nft_meta: indexing never waits on token URIs, and a page shows at most a bounded number of new reads.
import type { ApiContext } from '../context';
import { readNftMetadata, type NftMetadata } from '../contracts';

/** New NFTs whose metadata one request reads from the chain; the rest show without until a later request. */
export const MAX_METADATA_READS = 60;

/** One NFT to describe. */
export interface NftRef {
  chainId: number;
  token: string;
  /** Decimal text. */
  tokenId: string;
  kind: 'erc721' | 'erc1155';
}

/** Key of an NFT in the maps below. */
export const nftKey = (n: { chainId: number; token: string; tokenId: string }) =>
  `${n.chainId}:${n.token}:${n.tokenId}`;

/** The metadata of `nfts` by nftKey: stored, or read now (up to MAX_METADATA_READS) and stored. */
export async function nftMetadata(ctx: ApiContext, nfts: readonly NftRef[]): Promise<Map<string, NftMetadata>> {
  const out = new Map<string, NftMetadata>();
  const unique = [...new Map(nfts.map((n) => [nftKey(n), n])).values()];
  if (unique.length === 0) return out;
  const rows = await ctx.db.query<{
    chain_id: number;
    token: string;
    token_id: string;
    name: string | null;
    image: string | null;
    uri: string | null;
  }>(
    `SELECT m.chain_id, m.token, m.token_id::text AS token_id, m.name, m.image, m.uri FROM api_nft_meta m
     JOIN unnest($1::int8[], $2::text[], $3::numeric[]) AS k(chain_id, token, token_id)
       ON m.chain_id = k.chain_id AND m.token = k.token AND m.token_id = k.token_id`,
    [unique.map((n) => n.chainId), unique.map((n) => n.token), unique.map((n) => n.tokenId)],
  );
  for (const r of rows)
    out.set(nftKey({ chainId: r.chain_id, token: r.token, tokenId: r.token_id }), {
      name: r.name,
      image: r.image,
      uri: r.uri,
    });
  const missing = unique.filter((n) => !out.has(nftKey(n))).slice(0, MAX_METADATA_READS);
  const byChain = new Map<number, NftRef[]>();
  for (const n of missing) byChain.set(n.chainId, [...(byChain.get(n.chainId) ?? []), n]);
  await Promise.all(
    [...byChain].map(async ([chainId, list]) => {
      const chain = ctx.chainById.get(chainId);
      if (!chain) return;
      // A node that cannot be reached now leaves these NFTs without metadata for this reply (nothing is stored).
      const read = await readNftMetadata(
        ctx.rpcOf(chainId),
        chain,
        list.map((n) => ({ token: n.token, tokenId: BigInt(n.tokenId), kind: n.kind })),
      ).catch(() => null);
      if (!read) return;
      list.forEach((n, i) => out.set(nftKey(n), read[i]!));
      await ctx.db.query(
        `INSERT INTO api_nft_meta (chain_id, token, token_id, name, image, uri)
       SELECT $1, * FROM unnest($2::text[], $3::numeric[], $4::text[], $5::text[], $6::text[]) ON CONFLICT DO NOTHING`,
        [
          chainId,
          list.map((n) => n.token),
          list.map((n) => n.tokenId),
          read.map((m) => m.name),
          read.map((m) => m.image),
          read.map((m) => m.uri),
        ],
      );
    }),
  );
  return out;
}
