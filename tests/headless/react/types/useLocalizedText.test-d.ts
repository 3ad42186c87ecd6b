// useLocalizedText (walletdock/utils): a function from an English text to the active locale's.
import { describe, expectTypeOf, test } from 'vitest';
import { useLocalizedText } from 'walletdock/utils';

describe('useLocalizedText', () => {
  test('returns a text-to-text function', () => {
    const t = useLocalizedText();
    expectTypeOf(t).toEqualTypeOf<(text: string) => string>();
    expectTypeOf(t('Connect Wallet')).toEqualTypeOf<string>();
  });

  test('takes nothing; the function takes text', () => {
    // @ts-expect-error the locale is the dock's
    useLocalizedText('de');
    // @ts-expect-error a text, not a key object
    useLocalizedText()({ key: 'connect' });
  });
});
