// useFormatters (walletdock/utils): the active locale's number, money, balance and time formatters.
import { describe, expectTypeOf, test } from 'vitest';
import type { Locale } from 'walletdock';
import { useFormatters, type LocaleFormatters } from 'walletdock/utils';

describe('useFormatters', () => {
  test('returns the formatters of the active locale', () => {
    const format = useFormatters();
    expectTypeOf(format).toEqualTypeOf<LocaleFormatters>();
    expectTypeOf(format.locale).toEqualTypeOf<Locale>();
    expectTypeOf(format.balance(1_500_000n, 6, 'USDC')).toEqualTypeOf<string>();
    expectTypeOf(format.usd(12.5)).toEqualTypeOf<string>();
    expectTypeOf(format.relativeTime(Date.now())).toEqualTypeOf<string>();
  });

  test('a balance needs its decimals', () => {
    // @ts-expect-error base units mean nothing without the decimals
    useFormatters().balance(1n);
  });
});
