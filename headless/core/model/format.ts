// Display rules of SPEC §9. Token amounts go through viem's formatUnits as text, never through floats. The account
// view's own rules (USD values, signed history amounts, relative times) are in format-account.ts, which loads with it.
import { formatUnits } from 'viem';

// Parsing a typed amount is its own module: the swap hooks need it without the display rules below.
export { parseTokenAmount } from './parse-amount';

const DECIMAL = /^(-)?(\d+)(?:\.(\d*))?$/;

/** Cuts a decimal text to `places` fraction digits without rounding; undefined for non-decimal text. */
export function truncateDecimal(text: string, places: number): { sign: '' | '-'; whole: string; fraction: string } | undefined {
  const match = DECIMAL.exec(text.trim());
  if (!match) return undefined;
  const [, minus, whole = '0', fraction = ''] = match;
  const cut = fraction.slice(0, places).padEnd(places, '0');
  const isZero = /^0*$/.test(whole) && /^0*$/.test(cut);
  return { sign: minus && !isZero ? '-' : '', whole: whole.replace(/^0+(?=\d)/, ''), fraction: cut };
}

function amountText(value: bigint | string, decimals: number): string {
  return typeof value === 'bigint' ? formatUnits(value, decimals) : value;
}

/**
 * Balance text truncated (not rounded) to 3 decimals, trailing zeros dropped, "0.000" for zero or unreadable input.
 * A bigint is in base units (scaled by `decimals`); a string is already a decimal amount in token units.
 */
export function formatBalance(value: bigint | string, decimals: number, symbol?: string): string {
  const parts = truncateDecimal(amountText(value, decimals), 3);
  let text = '0.000';
  if (parts && !(/^0*$/.test(parts.whole) && /^0*$/.test(parts.fraction))) {
    const fraction = parts.fraction.replace(/0+$/, '');
    text = `${parts.sign}${parts.whole}${fraction ? `.${fraction}` : ''}`;
  }
  return symbol ? `${text} ${symbol}` : text;
}

function shorten(text: string, head: number, tail: number): string {
  return text.length <= head + tail + 3 ? text : `${text.slice(0, head)}...${text.slice(-tail)}`;
}

/** Address shortened to its first 6 and last 4 characters ("0xf39F...2266"); short text is left as is. */
export function shortenAddress(address: string): string {
  return shorten(address, 6, 4);
}

/** Transaction hash shortened to its first 10 and last 8 characters. */
export function shortenTxHash(hash: string): string {
  return shorten(hash, 10, 8);
}
