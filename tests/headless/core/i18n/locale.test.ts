import { describe, expect, it, vi } from 'vitest';
import { createWalletDock, type WalletDock } from 'walletdock';
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
  const create = (locale?: string) =>
    createWalletDock({ networks: [mainnet], ...(locale === undefined ? {} : { locale }) });
  const localeOf = (dock: WalletDock) => dock.stores.locale.getState();

  it('an unknown locale shows English and warns once, however often it is asked for', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const dock = create('xx');
      await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
      expect(localeOf(dock)).toEqual({ locale: 'en', dir: 'ltr' });
      dock.locale.setLocale('xx');
      dock.locale.setLocale('de');
      await vi.waitFor(() => expect(localeOf(dock).locale).toBe('de'));
      dock.locale.setLocale('xx');
      await vi.waitFor(() => expect(localeOf(dock).locale).toBe('en'));
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0]?.[0]).toContain('"xx"');
      dock.destroy();
    } finally {
      warn.mockRestore();
    }
  });

  it('follows the browser without an option, and setLocale changes language and direction at run time', async () => {
    vi.stubGlobal('navigator', { languages: ['he-IL', 'en'], language: 'he-IL' });
    try {
      const dock = create();
      await vi.waitFor(() => expect(localeOf(dock)).toEqual({ locale: 'he', dir: 'rtl' }));
      const seen: string[] = [];
      dock.stores.locale.subscribe(() => seen.push(localeOf(dock).locale));
      dock.locale.setLocale('pt');
      await vi.waitFor(() => expect(localeOf(dock).locale).toBe('pt-BR'));
      dock.locale.setLocale('pt-BR'); // the same locale: nothing to announce
      dock.locale.setLocale('fa-IR');
      await vi.waitFor(() => expect(localeOf(dock)).toEqual({ locale: 'fa', dir: 'rtl' }));
      expect(seen).toEqual(['pt-BR', 'fa']);
      dock.destroy();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('the last setLocale wins, English at once, and an English browser needs no rules at all', async () => {
    vi.stubGlobal('navigator', { languages: ['en-GB', 'de'], language: 'en-GB' });
    try {
      const dock = create();
      expect(localeOf(dock)).toEqual({ locale: 'en', dir: 'ltr' });
      dock.locale.setLocale('ja');
      dock.locale.setLocale('en-US');
      expect(localeOf(dock).locale).toBe('en');
      dock.locale.setLocale('ar');
      dock.locale.setLocale('ko');
      await vi.waitFor(() => expect(localeOf(dock).locale).toBe('ko'));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(localeOf(dock).locale).toBe('ko');
      dock.destroy();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
