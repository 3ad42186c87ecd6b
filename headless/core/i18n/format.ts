// Numbers, money and time for a locale, by Intl: the display rules of model/format.ts (balances cut to
// 3 decimals, USD with 2, signed history amounts with 3, abbreviated relative times) with the locale's digits,
// separators and words. English (and the pseudo-locale) answer with those functions themselves, so English text
// stays exactly what it was.
import {
  INCOMING_OPERATIONS,
  OUTGOING_OPERATIONS,
  formatBalance,
  formatHistoryAmount,
  formatRelativeTime,
  formatUsd,
  truncateDecimal,
} from '../model/format';
import { intlLocale, PSEUDO_LOCALE, type Locale } from './locales';

/** The display rules in one locale. */
export interface LocaleFormatters {
  readonly locale: Locale;
  /** A balance cut (not rounded) to 3 decimals, trailing zeros dropped: "1234,5 ETH" in German. */
  balance(value: bigint | string, decimals: number, symbol?: string): string;
  /** A USD value with 2 decimals: "1.234,57 $" in German. */
  usd(value: number | string): string;
  /** A history amount with 3 decimals and the sign of its operation: "+0,500 ETH" in German. */
  historyAmount(quantity: string, operationType: string, symbol?: string): string;
  /** An abbreviated relative time: "vor 5 Min." in German, "now" under a second. */
  relativeTime(time: Date | number | string, now?: number): string;
  /** A month and its year, as Activity's headings show them: "März 2025". */
  monthYear(date: Date): string;
  /** Any other number (a rate, a count) with the locale's digits. */
  number(value: number, options?: Intl.NumberFormatOptions): string;
}

const UNITS: ReadonlyArray<readonly [unit: Intl.RelativeTimeFormatUnit, seconds: number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** Creates the display rules of `locale`; Intl formatters are made on first use. */
export function createFormatters(locale: Locale): LocaleFormatters {
  const tag = intlLocale(locale);
  const english = locale === 'en' || locale === PSEUDO_LOCALE;
  const cache = new Map<string, Intl.NumberFormat>();
  const numberFormat = (options: Intl.NumberFormatOptions) => {
    const key = JSON.stringify(options);
    let format = cache.get(key);
    if (!format) cache.set(key, (format = new Intl.NumberFormat(tag, options)));
    return format;
  };
  // A decimal text ("-1234.5") with the locale's digits and separators, exactly (Intl takes the text, not a float).
  const decimal = (
    text: string,
    fractionDigits: number,
    signDisplay: Intl.NumberFormatOptions['signDisplay'] = 'auto',
  ) =>
    numberFormat({
      useGrouping: false,
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
      signDisplay,
    }).format(text as Intl.StringNumericLiteral);
  // 'auto' words the present ("jetzt"); counts use 'always', which never says "yesterday" for one day, as English never does.
  let present: Intl.RelativeTimeFormat | undefined;
  let relative: Intl.RelativeTimeFormat | undefined;
  let months: Intl.DateTimeFormat | undefined;

  return {
    locale,
    balance(value, decimals, symbol) {
      if (english) return formatBalance(value, decimals, symbol);
      const text = formatBalance(value, decimals);
      const amount = decimal(text, text.split('.')[1]?.length ?? 0);
      return symbol ? `${amount} ${symbol}` : amount;
    },
    usd(value) {
      if (english) return formatUsd(value);
      const n = typeof value === 'number' ? value : Number(value);
      return numberFormat({
        style: 'currency',
        currency: 'USD',
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }).format(Number.isFinite(n) ? n : 0);
    },
    historyAmount(quantity, operationType, symbol) {
      if (english) return formatHistoryAmount(quantity, operationType, symbol);
      const parts = truncateDecimal(quantity, 3);
      const text = parts ? `${parts.whole}.${parts.fraction}` : '0.000';
      const amount = INCOMING_OPERATIONS.includes(operationType)
        ? decimal(text, 3, 'always')
        : OUTGOING_OPERATIONS.includes(operationType)
          ? decimal(`-${text}`, 3, 'always')
          : decimal(text, 3);
      return symbol ? `${amount} ${symbol}` : amount;
    },
    relativeTime(time, now = Date.now()) {
      if (english) return formatRelativeTime(time, now);
      const at = time instanceof Date ? time.getTime() : typeof time === 'number' ? time : Date.parse(time);
      if (!Number.isFinite(at)) return '';
      const seconds = Math.floor(Math.abs(now - at) / 1000);
      if (seconds < 1)
        return (present ??= new Intl.RelativeTimeFormat(tag, { style: 'short', numeric: 'auto' })).format(0, 'second');
      const [unit, size] = UNITS.find(([, s]) => seconds >= s) ?? ['second', 1];
      const count = Math.floor(seconds / size);
      relative ??= new Intl.RelativeTimeFormat(tag, { style: 'short', numeric: 'always' });
      return relative.format(at > now ? count : -count, unit);
    },
    monthYear(date) {
      months ??= new Intl.DateTimeFormat(tag, { month: 'long', year: 'numeric' });
      return months.format(date);
    },
    number(value, options = {}) {
      return numberFormat(options).format(value);
    },
  };
}
