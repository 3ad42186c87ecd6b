// The modal's texts in each locale: one chunk per locale, imported when that locale is shown (LocaleSync); an English
// app downloads none of them.
import type { Locale } from 'walletdock';
import { type LocaleTableImports, loadLocaleTable, pseudoLocalize } from 'walletdock/utils';
import { defaultMessages } from '../messages';
import type { LocaleMessages } from './locale-messages';

const TABLES: LocaleTableImports<LocaleMessages> = {
  ar: () => import('../locales/ar'),
  de: () => import('../locales/de'),
  es: () => import('../locales/es'),
  fa: () => import('../locales/fa'),
  fr: () => import('../locales/fr'),
  he: () => import('../locales/he'),
  hi: () => import('../locales/hi'),
  id: () => import('../locales/id'),
  it: () => import('../locales/it'),
  ja: () => import('../locales/ja'),
  ko: () => import('../locales/ko'),
  nl: () => import('../locales/nl'),
  pl: () => import('../locales/pl'),
  'pt-BR': () => import('../locales/pt-BR'),
  ru: () => import('../locales/ru'),
  th: () => import('../locales/th'),
  tr: () => import('../locales/tr'),
  uk: () => import('../locales/uk'),
  vi: () => import('../locales/vi'),
  'zh-CN': () => import('../locales/zh-CN'),
  'zh-TW': () => import('../locales/zh-TW'),
};

const pseudoTable = (): LocaleMessages =>
  Object.fromEntries(Object.entries(defaultMessages).map(([key, text]) => [key, pseudoLocalize(text)]));

/** The modal's texts in `locale` (the pseudo-locale's from the English ones). */
export function loadLocaleMessages(locale: Exclude<Locale, 'en'>): Promise<LocaleMessages> {
  return loadLocaleTable(TABLES, pseudoTable, locale);
}
