// Display rules of the account view (SPEC §9): USD values with 2 decimals, history amounts with 3 decimals and a sign
// by operation type, relative times with abbreviated labels. Apart from format.ts so that apps load them with the view
// that shows them, not with the connect button.
import { truncateDecimal } from './format';

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
  const sign = INCOMING_OPERATIONS.includes(operationType) ? '+' : OUTGOING_OPERATIONS.includes(operationType) ? '-' : '';
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
