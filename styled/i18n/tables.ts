// The modal's texts in each locale: one chunk per locale, imported when that locale is shown (LocaleSync); an English
// app downloads none of them.
import type { Locale } from 'walletdock';
import type { LocaleMessages } from './locale-messages';

const TABLES: Record<Exclude<Locale, 'en' | 'en-XA'>, () => Promise<{ default: LocaleMessages }>> = {
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

/** The modal's texts in `locale`. */
export async function loadLocaleMessages(locale: Exclude<Locale, 'en' | 'en-XA'>): Promise<LocaleMessages> {
  return (await TABLES[locale]()).default;
}
