// POST /v1/fungible/price: the configured USD prices of the asked tokens, with their names and symbols. The native
// coin is asked for by the conventional 0xeeee…eeee address. Tokens the table does not price are left out (a
// missing price is not a price of 0). Each entry also carries the CAIP-10 `address` it answers, beyond the spec's
// name/symbol/iconUrl/price, so a caller can match prices to its tokens.
import { getAddress } from 'viem';
import type { ApiChain } from './chains';
import type { ApiContext } from './context';
import { readTokenMetadata } from './contracts';
import { hasPrice, priceOf } from './prices';

/** The address wallets and APIs use for a chain's native coin. */
export const NATIVE_TOKEN_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';
/** Most addresses one request may ask for. */
export const MAX_PRICE_ADDRESSES = 100;

/** One priced token. */
export interface Fungible {
  name: string;
  symbol: string;
  iconUrl: string;
  price: number;
  address: string;
}

/** Prices of `ids` (lower-case addresses) in the order asked, unpriced ones left out. */
export async function fungiblePrices(
  ctx: ApiContext,
  ids: readonly { chain: ApiChain; address: string }[],
): Promise<Fungible[]> {
  const priced = ids.filter(({ chain, address }) =>
    hasPrice(
      ctx.prices,
      chain.chainId,
      address === NATIVE_TOKEN_ADDRESS ? { nativeSymbol: chain.nativeCurrency.symbol } : { address },
    ),
  );
  const tokens = priced.filter((p) => p.address !== NATIVE_TOKEN_ADDRESS);
  const rows =
    tokens.length === 0
      ? []
      : await ctx.db.query<{ chain_id: number; address: string; name: string; symbol: string }>(
          `SELECT t.chain_id, t.address, t.name, t.symbol FROM api_token t
     JOIN unnest($1::int8[], $2::text[]) AS k(c, a) ON t.chain_id = k.c AND t.address = k.a`,
          [tokens.map((t) => t.chain.chainId), tokens.map((t) => t.address)],
        );
  const names = new Map(rows.map((r) => [`${r.chain_id}:${r.address}`, r]));
  // A priced token nobody has transferred yet is not in the index: its name and symbol are read now.
  for (const [chainId, list] of groupByChain(tokens.filter((t) => !names.has(`${t.chain.chainId}:${t.address}`)))) {
    const chain = ctx.chainById.get(chainId)!;
    const read = await readTokenMetadata(
      ctx.rpcOf(chainId),
      chain,
      list.map((t) => ({ address: t.address, kind: 'erc20' as const })),
    );
    for (const m of read)
      names.set(`${chainId}:${m.address}`, { chain_id: chainId, address: m.address, name: m.name, symbol: m.symbol });
  }
  return priced.map(({ chain, address }) => {
    const caip10 = `${chain.caip2}:${getAddress(address)}`;
    if (address === NATIVE_TOKEN_ADDRESS) {
      const { name, symbol } = chain.nativeCurrency;
      return {
        name,
        symbol,
        iconUrl: '',
        price: priceOf(ctx.prices, chain.chainId, { nativeSymbol: symbol }),
        address: caip10,
      };
    }
    const meta = names.get(`${chain.chainId}:${address}`);
    const symbol = meta?.symbol || meta?.name || '???';
    return {
      name: meta?.name || symbol,
      symbol,
      iconUrl: '',
      price: priceOf(ctx.prices, chain.chainId, { address }),
      address: caip10,
    };
  });
}

function groupByChain<T extends { chain: ApiChain }>(items: readonly T[]): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const item of items) out.set(item.chain.chainId, [...(out.get(item.chain.chainId) ?? []), item]);
  return out;
}
