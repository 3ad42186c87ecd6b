import { describe, expect, it, vi } from 'vitest';
import { createWalletDock } from 'walletdock';
import { LOCALES, localeDirection, matchLocale, resolveLocale } from 'walletdock/utils';
import { mainnet } from 'viem/chains';

describe('a language tag resolves to a shipped locale', () => {
  it.each([
    ['de', 'de'],
    ['de-AT', 'de'],
    ['DE_ch', 'de'],
    ['en-GB', 'en'],
    ['es-419', 'es'],
    ['fr-CA', 'fr'],
    ['pt', 'pt-BR'],
    ['pt-PT', 'pt-BR'],
    ['pt-br', 'pt-BR'],
    ['zh', 'zh-CN'],
    ['zh-Hans-SG', 'zh-CN'],
    ['zh-Hant', 'zh-TW'],
    ['zh-HK', 'zh-TW'],
    ['zh-TW', 'zh-TW'],
    ['iw', 'he'],
    ['in', 'id'],
    ['en-XA', 'en-XA'],
  ])('%s -> %s', (tag, locale) => {
    expect(matchLocale(tag)).toBe(locale);
  });

  it.each(['xx', 'klingon', '', 'sv-SE'])('%j fits none', (tag) => {
    expect(matchLocale(tag)).toBeUndefined();
  });

  it('ships the 22 locales, three of them right to left', () => {
    expect(LOCALES).toHaveLength(22);
    expect(LOCALES.filter((l) => localeDirection(l) === 'rtl')).toEqual(['ar', 'fa', 'he']);
  });

  it('the option wins; else the first browser language that fits; else English; the pseudo-locale only by name', () => {
    expect(resolveLocale('ja', ['de'])).toEqual({ locale: 'ja' });
    expect(resolveLocale(undefined, ['sv-SE', 'nl-BE', 'de'])).toEqual({ locale: 'nl' });
    expect(resolveLocale(undefined, ['sv', 'no'])).toEqual({ locale: 'en' });
    expect(resolveLocale(undefined, ['en-XA', 'fr'])).toEqual({ locale: 'fr' });
    expect(resolveLocale('xx-YY', ['de'])).toEqual({ locale: 'en', unknown: 'xx-YY' });
  });
});

describe('the locale of an instance', () => {
  const create = (locale?: string) => createWalletDock({ networks: [mainnet], ...(locale === undefined ? {} : { locale }) });

  it('an unknown locale shows English and warns once, however often it is asked for', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const dock = create('xx');
      expect(dock.stores.locale.getState()).toEqual({ locale: 'en', dir: 'ltr' });
      dock.locale.setLocale('xx');
      dock.locale.setLocale('de');
      dock.locale.setLocale('xx');
      expect(dock.stores.locale.getState()).toEqual({ locale: 'en', dir: 'ltr' });
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0]?.[0]).toContain('"xx"');
      dock.destroy();
    } finally {
      warn.mockRestore();
    }
  });

  it('follows the browser without an option, and setLocale changes language and direction at run time', () => {
    vi.stubGlobal('navigator', { languages: ['he-IL', 'en'], language: 'he-IL' });
    try {
      const dock = create();
      expect(dock.stores.locale.getState()).toEqual({ locale: 'he', dir: 'rtl' });
      const seen: string[] = [];
      dock.stores.locale.subscribe(() => seen.push(dock.stores.locale.getState().locale));
      dock.locale.setLocale('pt');
      dock.locale.setLocale('pt-BR'); // the same locale: no change to announce
      dock.locale.setLocale('fa-IR');
      expect(seen).toEqual(['pt-BR', 'fa']);
      expect(dock.stores.locale.getState().dir).toBe('rtl');
      dock.destroy();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
