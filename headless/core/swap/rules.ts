// Swap's rules the hooks read on every render: the tokens offered with the account's balances, the amount typed, and
// which queries a swap changes. What a swap itself checks and computes is in quote.ts, which only the work loaded on
// demand (and walletdock/utils) imports: a module the hooks reach statically would put it in apps' start-up chunk.
import type { TokenBalance } from '../model/token-balance';
import { parseTokenAmount } from '../model/parse-amount';
import type { SwapTokenOption } from './types';

/** How often a shown quote is asked again while the page is visible (ms). */
export const SWAP_QUOTE_REFRESH_MS = 10_000;
/** The address APIs and wallets use for a chain's native coin. */
export const NATIVE_TOKEN_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';

/** Whether a CAIP-10 token id is the native coin. */
export function isNativeSwapToken(caip10: string): boolean {
  return caip10.split(':')[2]?.toLowerCase() === NATIVE_TOKEN_ADDRESS;
}

/** A token of the API's list, as the convert endpoints describe it. */
export interface SwapTokenReply {
  address: string;
  name: string;
  symbol: string;
  decimals: number;
  logoUri: string;
  chainId?: string | undefined;
  price?: number | undefined;
}

/**
 * The API's tokens with the account's balances (entries of `balances` by CAIP-10 address, the native coin by its
 * missing address); a token the account does not hold has balance 0, and all are undefined while balances load.
 */
export function swapTokenOptions(
  tokens: readonly SwapTokenReply[],
  balances: readonly TokenBalance[] | undefined,
): SwapTokenOption[] {
  const held = new Map<string, TokenBalance>();
  for (const b of balances ?? []) held.set(b.address ? b.address.toLowerCase() : 'native', b);
  return tokens.map((t) => {
    const native = isNativeSwapToken(t.address);
    const entry = held.get(native ? 'native' : t.address.toLowerCase());
    const balance =
      balances === undefined ? undefined : entry ? (parseTokenAmount(entry.quantity.numeric, t.decimals) ?? 0n) : 0n;
    return {
      address: t.address,
      chainId: t.chainId ?? t.address.split(':').slice(0, 2).join(':'),
      name: t.name,
      symbol: t.symbol,
      decimals: t.decimals,
      logoUri: t.logoUri,
      price: t.price,
      native,
      balance,
    };
  });
}

/** The amount typed, in base units of `token`; undefined when it is not a positive number within its decimals. */
export function swapAmount(amount: string, token: Pick<SwapTokenOption, 'decimals'>): bigint | undefined {
  const value = parseTokenAmount(amount.trim(), token.decimals);
  return value !== undefined && value > 0n ? value : undefined;
}
