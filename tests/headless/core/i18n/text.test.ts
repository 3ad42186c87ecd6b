import { describe, expect, it, vi } from 'vitest';
import { createLocaleLoader, fillTemplate, localeText, pseudoLocalize } from 'walletdock/utils';

describe('texts of a locale table', () => {
  it('fills placeholders, leaves unknown ones as written, writes numbers in the locale digits', () => {
    expect(fillTemplate('Continue in {name}', { name: 'MetaMask' })).toBe('Continue in MetaMask');
    expect(fillTemplate('{a} and {b}', { a: 'x' })).toBe('x and {b}');
    expect(localeText('fa', '{count} تلاش', { count: 12 })).toBe('۱۲ تلاش');
    expect(
      localeText(
        'pl',
        { one: '{count} próba', few: '{count} próby', many: '{count} prób', other: '{count} próby' },
        { count: 22 },
      ),
    ).toBe('22 próby');
    expect(
      localeText(
        'pl',
        { one: '{count} próba', few: '{count} próby', many: '{count} prób', other: '{count} próby' },
        { count: 25 },
      ),
    ).toBe('25 prób');
  });

  it('the pseudo-locale keeps placeholders, accents the rest and is about 40% longer', () => {
    const text = 'Continue in {name}';
    const pseudo = pseudoLocalize(text);
    expect(pseudo).toContain('{name}');
    expect(pseudo.startsWith('[Çöñţîñûé îñ {name}')).toBe(true);
    expect(pseudo.length - 2).toBeGreaterThanOrEqual(Math.round(text.length * 1.3));
    expect(pseudoLocalize('')).toBe('');
  });
});

describe('a locale loader', () => {
  it('loads each locale once, never English, and tries a failed download again', async () => {
    const load = vi.fn(async (locale: string) => {
      if (locale === 'ko' && load.mock.calls.filter(([l]) => l === 'ko').length === 1) throw new Error('chunk failed');
      return { hello: `hello in ${locale}` };
    });
    const loader = createLocaleLoader(load);
    expect(await loader.load('en')).toBeUndefined();
    expect(loader.peek('de')).toBeUndefined();
    await Promise.all([loader.load('de'), loader.load('de')]);
    expect(loader.peek('de')).toEqual({ hello: 'hello in de' });
    await loader.load('de');
    await expect(loader.load('ko')).rejects.toThrow('chunk failed');
    expect(await loader.load('ko')).toEqual({ hello: 'hello in ko' });
    expect(load.mock.calls.map(([l]) => l)).toEqual(['de', 'ko', 'ko']);
  });
});
