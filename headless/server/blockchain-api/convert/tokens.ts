// GET /v1/convert/tokens: the native coin and the configured tokens of a chain, with name, symbol and decimals read
// from the contracts once (a token whose decimals cannot be read is left out: its amounts could not be shown) and
// USD prices from the API's table when it has them.
import type { ApiContext } from '../context';
import { readTokenMetadata, type TokenMetadata } from '../contracts';
import { hasPrice, priceOf } from '../prices';
import type { SwapChain } from './config';
import { caip10Of } from './params';

/** A swap token as the reply carries it (the client's swapTokensResponseSchema). */
export interface SwapTokenEntry {
  name: string;
  symbol: string;
  chainId: string;
  address: string;
  decimals: number;
  logoUri: string;
  eip2612: boolean;
  price?: number;
}

const metadata = new WeakMap<SwapChain, Promise<TokenMetadata[]>>();

function metadataOf(ctx: ApiContext, swap: SwapChain): Promise<TokenMetadata[]> {
  let read = metadata.get(swap);
  if (!read) {
    read = readTokenMetadata(
      ctx.rpcOf(swap.chain.chainId),
      swap.chain,
      swap.tokens.map((address) => ({ address, kind: 'erc20' as const })),
    );
    metadata.set(swap, read);
    // A failed read is not kept: the next request reads again.
    read.catch(() => metadata.delete(swap));
  }
  return read;
}

/** The tokens swapped on `swap`'s chain: its native coin first, then the configured tokens in order. */
export async function swapTokens(ctx: ApiContext, swap: SwapChain): Promise<SwapTokenEntry[]> {
  const { chain } = swap;
  const { name, symbol, decimals } = chain.nativeCurrency;
  const priced = (p: number | undefined) => (p === undefined ? {} : { price: p });
  const native: SwapTokenEntry = {
    name,
    symbol,
    chainId: chain.caip2,
    address: caip10Of(chain, 'native'),
    decimals,
    logoUri: '',
    eip2612: false,
    ...priced(
      hasPrice(ctx.prices, chain.chainId, { nativeSymbol: symbol })
        ? priceOf(ctx.prices, chain.chainId, { nativeSymbol: symbol })
        : undefined,
    ),
  };
  const tokens = (await metadataOf(ctx, swap)).flatMap((m, i): SwapTokenEntry[] => {
    if (m.decimals === null) return [];
    const address = swap.tokens[i]!;
    const key = { address: address.toLowerCase() };
    const tokenSymbol = m.symbol || m.name || '???';
    return [
      {
        name: m.name || tokenSymbol,
        symbol: tokenSymbol,
        chainId: chain.caip2,
        address: caip10Of(chain, address),
        decimals: m.decimals,
        logoUri: '',
        eip2612: false,
        ...priced(hasPrice(ctx.prices, chain.chainId, key) ? priceOf(ctx.prices, chain.chainId, key) : undefined),
      },
    ];
  });
  return [native, ...tokens];
}
