// Fiat amounts as the on-ramp calls carry them: decimal text with at most two decimals ("20", "20.5", "7500.00").
// Compared and computed in whole cents (bigint), never in floating point, so a limit of 7500.00 admits 7500.00
// exactly and a total never drifts by a cent. Shared by the client's rules and the self-hosted API's sandbox.

/** Whole cents of a fiat amount, or null when the text is not a plain non-negative decimal with at most 2 decimals. */
export function parseFiatCents(text: string): bigint | null {
  const m = /^\s*([0-9]{1,12})(?:\.([0-9]{0,2}))?\s*$/.exec(text);
  if (!m) return null;
  return BigInt(m[1]!) * 100n + BigInt((m[2] ?? '').padEnd(2, '0') || '0');
}

/** "1234.50" from 123450 cents. */
export function formatCents(cents: bigint): string {
  const sign = cents < 0n ? '-' : '';
  const abs = cents < 0n ? -cents : cents;
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/** A fiat amount written the way limits are ("20" -> "20.00"); the text unchanged when it is not an amount. */
export function normalizeFiat(text: string): string {
  const cents = parseFiatCents(text);
  return cents === null ? text : formatCents(cents);
}
