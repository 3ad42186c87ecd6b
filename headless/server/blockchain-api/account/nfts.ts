// GET /v1/account/{address}/nfts (an addition to the hosted API's calls, which have none for NFTs although the account view has an NFTs tab):
// the ERC-721/1155 tokens the index says the address holds, ordered by chain, contract and token id, with the
// collection's name and symbol (read from the contract) and the token's name and image (from its metadata URI).
import { getAddress } from 'viem';
import type { Nft } from '../../../core/account-data/api-schemas';
import type { ApiChain } from '../chains';
import type { ApiContext } from '../context';
import { encodeCursor } from './cursor';
import { nftKey, nftMetadata } from './nft-meta';

/** NFTs per page unless the caller asks for fewer or more (up to MAX_NFT_LIMIT). */
export const DEFAULT_NFT_LIMIT = 50;
/** Largest page. */
export const MAX_NFT_LIMIT = 100;

/** A page of the NFTs of `address` (lower-case) on `chains`, after `cursor` (chain, contract, token id). */
export async function accountNfts(
  ctx: ApiContext,
  address: string,
  chains: readonly ApiChain[],
  cursor: [number, string, string] | null,
  limit: number,
): Promise<{ data: Nft[]; next: string | null }> {
  const rows = await ctx.db.query<{
    chain_id: number;
    token: string;
    token_id: string;
    amount: string;
    kind: string | null;
    name: string | null;
    symbol: string | null;
  }>(
    `SELECT n.chain_id, n.token, n.token_id::text AS token_id, n.amount::text AS amount, t.kind, t.name, t.symbol
     FROM api_nft n LEFT JOIN api_token t ON t.chain_id = n.chain_id AND t.address = n.token
     WHERE n.owner = $1 AND n.chain_id = ANY($2::int8[]) AND n.amount > 0 AND (n.chain_id, n.token, n.token_id) > ($3, $4, $5::numeric)
     ORDER BY n.chain_id, n.token, n.token_id LIMIT $6`,
    [address, chains.map((c) => c.chainId), cursor?.[0] ?? 0, cursor?.[1] ?? '', cursor?.[2] ?? '-1', limit + 1],
  );
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const next = rows.length > limit && last ? encodeCursor([last.chain_id, last.token, last.token_id]) : null;
  const kindOf = (kind: string | null) => (kind === 'erc1155' ? 'erc1155' : 'erc721') as 'erc721' | 'erc1155';
  const meta = await nftMetadata(
    ctx,
    page.map((r) => ({ chainId: r.chain_id, token: r.token, tokenId: r.token_id, kind: kindOf(r.kind) })),
  );
  const data = page.map((r): Nft => {
    const chain = ctx.chainById.get(r.chain_id) as ApiChain;
    const info = meta.get(nftKey({ chainId: r.chain_id, token: r.token, tokenId: r.token_id }));
    const collection = { name: r.name || r.symbol || 'NFT', symbol: r.symbol ?? '' };
    return {
      chainId: chain.caip2,
      address: `${chain.caip2}:${getAddress(r.token)}`,
      tokenId: r.token_id,
      standard: kindOf(r.kind) === 'erc1155' ? 'ERC1155' : 'ERC721',
      quantity: { numeric: r.amount },
      name: info?.name ?? `${collection.name} #${r.token_id}`,
      collection,
      image: info?.image ?? null,
      tokenUri: info?.uri ?? null,
      flags: { is_spam: false },
    };
  });
  return { data, next };
}
