// A typed amount in base units (the forms' amount rule): apart from format.ts so that hooks reading it on every render do not
// bring the display rules into an app's start-up chunk (format.ts re-exports it).
import { parseUnits } from 'viem';

/**
 * A typed amount ("1.5") in base units via viem's parseUnits; undefined for text that is not a plain non-negative
 * decimal or has more fraction digits than the token has (parseUnits would silently round those).
 */
export function parseTokenAmount(amount: string, decimals: number): bigint | undefined {
  const text = amount.trim();
  if (!/^(\d+\.?\d*|\.\d+)$/.test(text)) return undefined;
  if ((text.split('.')[1] ?? '').length > decimals) return undefined;
  return parseUnits(text, decimals);
}
