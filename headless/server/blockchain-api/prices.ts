// The USD price table: a test chain has no market, so prices come from configuration (env PRICES). Entries name the
// native coin by its symbol, or a token by its contract address (any configured chain) or CAIP-10 id (one chain).
// Tokens are never priced by symbol: anyone can deploy a token that calls itself "USDC", and a symbol match would
// give that spam token a dollar value in every wallet that received it.
import { isAddress } from 'viem';

/** Prices in USD: native coins by upper-case symbol, tokens by lower-case address or `eip155:<id>:<address>`. */
export interface PriceTable {
  native: ReadonlyMap<string, number>;
  tokens: ReadonlyMap<string, number>;
}

/** An empty table (nothing priced: values come out as 0). */
export const NO_PRICES: PriceTable = { native: new Map(), tokens: new Map() };

/**
 * Parses `SYMBOL=price,0xaddress=price,eip155:1:0xaddress=price` (whitespace ignored); throws naming the first
 * bad entry.
 *
 * @example
 * parsePrices('AVENT=20,0x5FbDB2315678afecb367f032d93F642f64180aa3=2');
 */
export function parsePrices(text: string | undefined): PriceTable {
  const native = new Map<string, number>();
  const tokens = new Map<string, number>();
  for (const entry of (text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const m = /^([^=\s]+)\s*=\s*([0-9]+(?:\.[0-9]+)?(?:e[-+]?[0-9]+)?)$/i.exec(entry);
    const price = m ? Number(m[2]) : NaN;
    if (!m || !Number.isFinite(price) || price < 0)
      throw new Error(`PRICES: "${entry}" is not KEY=price (a non-negative number)`);
    const key = m[1]!;
    const caip = /^eip155:(\d{1,12}):(0x[0-9a-fA-F]{40})$/.exec(key);
    if (caip && isAddress(caip[2]!, { strict: false }))
      tokens.set(`eip155:${Number(caip[1])}:${caip[2]!.toLowerCase()}`, price);
    else if (/^0x[0-9a-fA-F]{40}$/.test(key)) tokens.set(key.toLowerCase(), price);
    else if (/^[A-Za-z0-9.$_-]{1,16}$/.test(key)) native.set(key.toUpperCase(), price);
    else throw new Error(`PRICES: "${key}" is not a native symbol, a 0x address or an eip155:<chain>:<address> id`);
  }
  return { native, tokens };
}

/** The USD price of a token (lower-case address) on `chainId`, or of the native coin with `nativeSymbol`; 0 if unpriced. */
export function priceOf(
  table: PriceTable,
  chainId: number,
  token: { address: string } | { nativeSymbol: string },
): number {
  if ('nativeSymbol' in token) return table.native.get(token.nativeSymbol.toUpperCase()) ?? 0;
  return table.tokens.get(`eip155:${chainId}:${token.address}`) ?? table.tokens.get(token.address) ?? 0;
}

/** Whether the table prices this token at all (so an unpriced token reads as "no price", not "worth 0"). */
export function hasPrice(
  table: PriceTable,
  chainId: number,
  token: { address: string } | { nativeSymbol: string },
): boolean {
  if ('nativeSymbol' in token) return table.native.has(token.nativeSymbol.toUpperCase());
  return table.tokens.has(`eip155:${chainId}:${token.address}`) || table.tokens.has(token.address);
}
