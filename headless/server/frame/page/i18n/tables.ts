// The frame's texts in each locale, one chunk per locale, and the pseudo-locale's made from English: imported only
// when a locale other than English is shown (language.ts).
import { type LocaleTableImports, loadLocaleTable } from '../../../../core/i18n/loader';
import { localeDirection, type Locale, type TextDirection } from '../../../../core/i18n/locales';
import { resolveLocale } from '../../../../core/i18n/resolve';
import { pseudoLocalize } from '../../../../core/i18n/pseudo';
import { localeText, type LocaleText } from '../../../../core/i18n/text';
import { createTranslator } from '../../../../core/i18n/translator';
import type { FrameLanguage, FrameTable } from './texts';

const TABLES: LocaleTableImports<FrameTable> = {
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

/** The frame's table in `locale` (the pseudo-locale's from the English wording). */
export async function loadFrameTable(locale: Exclude<Locale, 'en'>): Promise<Readonly<Record<string, LocaleText>>> {
  return loadLocaleTable<Readonly<Record<string, LocaleText>>>(
    TABLES,
    async () => {
      const { FRAME_TEXTS } = await import('./texts');
      return Object.fromEntries(FRAME_TEXTS.map((id) => [id, pseudoLocalize(id)]));
    },
    locale,
  );
}

/**
 * The locale `tag` names (else the first of `languages` with texts, else English), its direction and its texts.
 */
export async function loadFrameLanguage(
  tag: string | undefined,
  languages: readonly string[],
): Promise<{ locale: Locale; dir: TextDirection; language: FrameLanguage }> {
  const { locale } = resolveLocale(tag, tag === undefined ? languages : []);
  const dir = localeDirection(locale);
  if (locale === 'en')
    return {
      locale,
      dir,
      language: { translate: (shown) => shown, text: (id, values) => localeText(locale, id, values) },
    };
  const table = await loadFrameTable(locale);
  const translate = createTranslator(locale, table);
  return { locale, dir, language: { translate, text: (id, values) => localeText(locale, table[id] ?? id, values) } };
}
