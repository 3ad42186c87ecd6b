// Display rules: token amounts through viem's formatUnits as text, never through floats; USD values with 2 decimals,
// history amounts with 3 decimals and a sign by operation type, relative times with abbreviated labels.
import { formatUnits } from 'viem';

// Parsing a typed amount is its own module: the swap hooks need it without the display rules below.
export { parseTokenAmount } from './parse-amount';

const DECIMAL = /^(-)?(\d+)(?:\.(\d*))?$/;

/** Cuts a decimal text to `places` fraction digits without rounding; undefined for non-decimal text. */
export function truncateDecimal(
  text: string,
  places: number,
): { sign: '' | '-'; whole: string; fraction: string } | undefined {
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

let usd: Intl.NumberFormat | undefined; // created on first use so importing this file has no side effect

/** USD value with 2 decimals and grouping, e.g. "$1,234.57"; non-finite input shows "$0.00". */
export function formatUsd(value: number | string): string {
  const n = typeof value === 'number' ? value : Number(value);
  usd ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
  return usd.format(Number.isFinite(n) ? n : 0);
}

/** Operation types that add to the account (shown with "+"). */
export const INCOMING_OPERATIONS: readonly string[] = ['receive', 'deposit', 'borrow', 'claim'];
/** Operation types that take from the account (shown with "-"). */
export const OUTGOING_OPERATIONS: readonly string[] = ['withdraw', 'repay', 'burn'];

/**
 * History amount: 3 decimals (truncated, zeros kept so a column aligns), "+" for receive/deposit/borrow/claim,
 * "-" for withdraw/repay/burn, no sign for any other operation (e.g. send, trade, execute).
 */
export function formatHistoryAmount(quantity: string, operationType: string, symbol?: string): string {
  const parts = truncateDecimal(quantity, 3);
  const amount = parts ? `${parts.whole}.${parts.fraction}` : '0.000';
  const sign = INCOMING_OPERATIONS.includes(operationType)
    ? '+'
    : OUTGOING_OPERATIONS.includes(operationType)
      ? '-'
      : '';
  return `${sign}${amount}${symbol ? ` ${symbol}` : ''}`;
}

const UNITS: ReadonlyArray<readonly [label: string, seconds: number]> = [
  ['yr', 365 * 24 * 3600],
  ['mo', 30 * 24 * 3600],
  ['d', 24 * 3600],
  ['hr', 3600],
  ['min', 60],
  ['sec', 1],
];

/** Relative time with abbreviated labels: "5 sec ago", "3 hr ago", "2 mo ago", "in 4 min"; under a second is "now". */
export function formatRelativeTime(time: Date | number | string, now: number = Date.now()): string {
  const at = time instanceof Date ? time.getTime() : typeof time === 'number' ? time : Date.parse(time);
  if (!Number.isFinite(at)) return '';
  const seconds = Math.floor(Math.abs(now - at) / 1000);
  if (seconds < 1) return 'now';
  const [label, size] = UNITS.find(([, s]) => seconds >= s) ?? ['sec', 1];
  const text = `${Math.floor(seconds / size)} ${label}`;
  return at > now ? `in ${text}` : `${text} ago`;
}
