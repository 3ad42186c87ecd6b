import { describe, expect, it } from 'vitest';
import { formatBalance } from 'walletdock';
import { createFormatters, formatHistoryAmount, formatRelativeTime, formatUsd } from 'walletdock/utils';

const NOW = Date.UTC(2025, 2, 15, 12, 0, 0);
const BALANCES: Array<[bigint | string, number, string | undefined]> = [
  [1234567890000000000n, 18, undefined],
  [0n, 18, 'AVENT'],
  [1n, 18, undefined],
  [-1500000000000000000n, 18, 'ETH'],
  [123456789012345678901234567890n, 18, undefined],
  ['12.3456789', 18, 'TEST'],
  ['abc', 18, undefined],
  ['1234.5', 0, 'USDC'],
];
const USD: Array<number | string> = [0, 1234.567, '0.005', 'NaN', Infinity, 1e9, -3.2];
const HISTORY: Array<[string, string, string | undefined]> = [
  ['1.23456', 'receive', 'ETH'],
  ['0.5', 'send', 'TEST'],
  ['2', 'burn', undefined],
  ['x', 'deposit', 'ETH'],
  ['1234.5678', 'trade', 'USDC'],
];
const TIMES: Array<number | string> = [
  NOW - 500,
  NOW - 5_000,
  NOW - 3 * 3600_000,
  NOW - 40 * 86400_000,
  NOW - 800 * 86400_000,
  NOW + 4 * 60_000,
  'not a date',
];

describe('English and the pseudo-locale keep the text the display rules always gave', () => {
  it.each(['en', 'en-XA'] as const)('%s', (locale) => {
    const f = createFormatters(locale);
    for (const [value, decimals, symbol] of BALANCES)
      expect(f.balance(value, decimals, symbol)).toBe(formatBalance(value, decimals, symbol));
    for (const value of USD) expect(f.usd(value)).toBe(formatUsd(value));
    for (const [q, op, symbol] of HISTORY)
      expect(f.historyAmount(q, op, symbol)).toBe(formatHistoryAmount(q, op, symbol));
    for (const t of TIMES) expect(f.relativeTime(t, NOW)).toBe(formatRelativeTime(t, NOW));
    expect(f.monthYear(new Date(2025, 2, 1))).toBe('March 2025');
  });
});

describe('other locales: the same rules with their digits, separators and words', () => {
  it('German: decimal comma, still cut (not rounded) to 3 decimals, exact beyond float precision', () => {
    const f = createFormatters('de');
    expect(f.balance(1999999999999999999n, 18, 'ETH')).toBe('1,999 ETH');
    expect(f.balance(123456789012345678901234567890n, 18)).toBe('123456789012,345');
    expect(f.balance(0n, 18, 'AVENT')).toBe('0,000 AVENT');
    expect(f.usd(1234.567)).toBe('1.234,57\u00a0$');
    expect(f.historyAmount('1.23456', 'receive', 'ETH')).toBe('+1,234 ETH');
    expect(f.historyAmount('0.5', 'withdraw', 'ETH')).toBe('-0,500 ETH');
    expect(f.historyAmount('0.5', 'send', 'ETH')).toBe('0,500 ETH');
    expect(f.relativeTime(NOW - 5 * 60_000, NOW)).toBe('vor 5 Min.');
    expect(f.relativeTime(NOW - 86400_000, NOW)).toBe('vor 1 Tag'); // a count, never "gestern", as English never says "yesterday"
    expect(f.relativeTime(NOW - 200, NOW)).toBe('jetzt');
    expect(f.monthYear(new Date(2025, 2, 1))).toBe('März 2025');
  });

  it('Arabic writes Arabic-Indic digits, Persian Extended Arabic-Indic ones', () => {
    const ar = createFormatters('ar');
    expect(ar.balance('1234.5', 18, 'ETH')).toBe('١٢٣٤٫٥ ETH');
    expect(ar.usd(12.5)).toMatch(/١٢٫٥٠/);
    expect(ar.relativeTime(NOW - 3 * 3600_000, NOW)).toMatch(/٣/);
    const fa = createFormatters('fa');
    expect(fa.balance('1234.5', 18)).toBe('۱۲۳۴٫۵');
    expect(fa.monthYear(new Date(2025, 2, 1))).toMatch(/[۰-۹]/);
  });

  it('Japanese and Hindi keep Latin digits', () => {
    expect(createFormatters('ja').relativeTime(NOW - 5 * 60_000, NOW)).toBe('5 分前');
    expect(createFormatters('hi').balance('0.25', 18, 'ETH')).toBe('0.25 ETH');
  });

  it('every shipped locale answers every rule with text (never blank)', () => {
    for (const locale of [
      'ar',
      'de',
      'es',
      'fa',
      'fr',
      'he',
      'hi',
      'id',
      'it',
      'ja',
      'ko',
      'nl',
      'pl',
      'pt-BR',
      'ru',
      'th',
      'tr',
      'uk',
      'vi',
      'zh-CN',
      'zh-TW',
    ] as const) {
      const f = createFormatters(locale);
      expect(f.balance(1500000n, 6, 'USDC')).toMatch(/\S/);
      expect(f.usd('oops')).toMatch(/\S/);
      expect(f.historyAmount('3', 'claim')).toMatch(/\S/);
      expect(f.relativeTime(NOW - 90 * 86400_000, NOW)).toMatch(/\S/);
    }
  });
});
