// The faucet page's language: walletdock's locale (detected from the browser's languages, as the modal's), the page's
// own table for it (each locale a chunk of its own, loaded when shown; English, written inline, loads nothing), and
// `lang`/`dir` on the document so Arabic, Hebrew and Persian read right to left.
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocale, type Locale } from 'walletdock';
import { fillTemplate, localeText, type PluralForms } from 'walletdock/utils';
import type { FaucetLanguage, FaucetTextId } from './texts';

type Values = Readonly<Record<string, string | number>>;

// English's own plurals ("1 claim"); every other English text is its id.
const ENGLISH_PLURALS: Partial<Record<FaucetTextId, PluralForms>> = {
  '{count} claims, {amount} AVENT received': {
    one: '{count} claim, {amount} AVENT received',
    other: '{count} claims, {amount} AVENT received',
  },
};
const english = (id: FaucetTextId, values?: Values) => {
  const plural = ENGLISH_PLURALS[id];
  return plural ? localeText('en', plural, values) : fillTemplate(id, values ?? {});
};
const ENGLISH = (locale: Locale): FaucetLanguage => ({ locale, t: english, shown: (text) => text });
const LanguageContext = createContext<FaucetLanguage>(ENGLISH('en'));

/** The page's language for every component under it (inside WalletDockProvider: the locale is the instance's). */
export function FaucetLanguageProvider({ children }: { children: ReactNode }) {
  return <LanguageContext.Provider value={useLanguageOfLocale()}>{children}</LanguageContext.Provider>;
}

/** The page's language (FaucetLanguageProvider's). */
export const useFaucetLanguage = (): FaucetLanguage => useContext(LanguageContext);

function useLanguageOfLocale(): FaucetLanguage {
  const { locale, dir } = useLocale();
  const [loaded, setLoaded] = useState<{ locale: Locale; language: Omit<FaucetLanguage, 'locale'> } | undefined>(
    undefined,
  );
  useEffect(() => {
    document.documentElement.lang = locale;
    document.documentElement.dir = dir;
    if (locale === 'en') return;
    let current = true;
    import('./tables').then(
      (m) => m.loadFaucetLanguage(locale).then((language) => current && setLoaded({ locale, language })),
      (error: unknown) => console.warn(`faucet: the texts for "${locale}" could not be loaded`, error),
    );
    return () => void (current = false);
  }, [locale, dir]);
  return useMemo(() => {
    if (locale !== 'en' && loaded?.locale === locale) return { locale, ...loaded.language };
    return ENGLISH(locale);
  }, [locale, loaded]);
}
