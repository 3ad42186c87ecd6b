// useLocale: the active locale (one walletdock ships), its direction, and setLocale.
import { describe, expectTypeOf, test } from 'vitest';
import { useLocale, type Locale, type TextDirection } from 'walletdock';

describe('useLocale', () => {
  test('returns the locale, its direction and the setter', () => {
    const locale = useLocale();
    expectTypeOf(locale.locale).toEqualTypeOf<Locale>();
    expectTypeOf(locale.dir).toEqualTypeOf<TextDirection>();
    expectTypeOf<TextDirection>().toEqualTypeOf<'ltr' | 'rtl'>();
    locale.setLocale('ar');
  });

  test('a locale is one walletdock ships; the setter takes text', () => {
    // @ts-expect-error 'xx' is not a shipped locale
    const shipped: Locale = 'xx';
    void shipped;
    // @ts-expect-error setLocale takes the tag as text
    useLocale().setLocale({ locale: 'de' });
  });
});
