// The faucet page's texts in each locale, one chunk per locale, and the pseudo-locale's made from English: imported only
// when a locale other than English is shown (useFaucetLanguage).
import type { Locale } from 'walletdock';
import {
  createTranslator,
  type LocaleTableImports,
  type LocaleText,
  loadLocaleTable,
  localeText,
  pseudoLocalize,
} from 'walletdock/utils';
import type { FaucetLanguage, FaucetTable } from './texts';

const TABLES: LocaleTableImports<FaucetTable> = {
  ar: () => import('./locales/ar'),
  de: () => import('./locales/de'),
  es: () => import('./locales/es'),
  fa: () => import('./locales/fa'),
  fr: () => import('./locales/fr'),
  he: () => import('./locales/he'),
  hi: () => import('./locales/hi'),
  id: () => import('./locales/id'),
  it: () => import('./locales/it'),
  ja: () => import('./locales/ja'),
  ko: () => import('./locales/ko'),
  nl: () => import('./locales/nl'),
  pl: () => import('./locales/pl'),
  'pt-BR': () => import('./locales/pt-BR'),
  ru: () => import('./locales/ru'),
  th: () => import('./locales/th'),
  tr: () => import('./locales/tr'),
  uk: () => import('./locales/uk'),
  vi: () => import('./locales/vi'),
  'zh-CN': () => import('./locales/zh-CN'),
  'zh-TW': () => import('./locales/zh-TW'),
};

/** The page's language in `locale` (the pseudo-locale's from the English wording). */
export async function loadFaucetLanguage(locale: Exclude<Locale, 'en'>): Promise<Omit<FaucetLanguage, 'locale'>> {
  const table = await loadLocaleTable<Readonly<Record<string, LocaleText>>>(
    TABLES,
    async () => {
      const { FAUCET_TEXTS } = await import('./texts');
      return Object.fromEntries(FAUCET_TEXTS.map((id) => [id, pseudoLocalize(id)]));
    },
    locale,
  );
  const shown = createTranslator(locale, table);
  return { t: (id, values) => localeText(locale, table[id] ?? id, values), shown };
}
