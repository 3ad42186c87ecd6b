/** useFormatters: numbers, money and time in the current locale. */
import { useMemo } from 'react';
import { createFormatters, type LocaleFormatters } from '../../core/i18n/format';
import { useCurrentLocale } from './useCurrentLocale';

/**
 * The display rules in the current locale: balances cut to 3 decimals, USD with 2, signed history amounts, relative
 * times and month headings, with the locale's digits and words (Arabic-Indic digits in Arabic). In English the text is
 * exactly formatBalance's, formatUsd's, formatHistoryAmount's and formatRelativeTime's.
 *
 * @example
 * ```tsx
 * function Amount({ balance }: { balance: TokenBalance }) {
 *   const format = useFormatters();
 *   return <span>{format.balance(balance.quantity.numeric, 0, balance.symbol)}</span>;
 * }
 * ```
 */
export function useFormatters(): LocaleFormatters {
  const locale = useCurrentLocale();
  return useMemo(() => createFormatters(locale), [locale]);
}
