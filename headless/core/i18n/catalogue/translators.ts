// A catalogue translator for one locale other than English: its table's chunk, then a translator over it (the
// pseudo-locale's is pseudo-localisation). Imported by ./load only when such a locale is shown.
import { type LocaleTableImports, loadLocaleTable } from '../loader';
import type { Locale } from '../locales';
import { pseudoLocalize } from '../pseudo';
import { createTranslator, type Translator } from '../translator';
import type { CatalogueTable } from './ids';

const TABLES: LocaleTableImports<CatalogueTable> = {
  ar: () => import('./ar'),
  de: () => import('./de'),
  es: () => import('./es'),
  fa: () => import('./fa'),
  fr: () => import('./fr'),
  he: () => import('./he'),
  hi: () => import('./hi'),
  id: () => import('./id'),
  it: () => import('./it'),
  ja: () => import('./ja'),
  ko: () => import('./ko'),
  nl: () => import('./nl'),
  pl: () => import('./pl'),
  'pt-BR': () => import('./pt-BR'),
  ru: () => import('./ru'),
  th: () => import('./th'),
  tr: () => import('./tr'),
  uk: () => import('./uk'),
  vi: () => import('./vi'),
  'zh-CN': () => import('./zh-CN'),
  'zh-TW': () => import('./zh-TW'),
};

/** The translator of `locale`'s catalogue texts. */
export async function catalogueTranslator(locale: Exclude<Locale, 'en'>): Promise<Translator> {
  // The pseudo-locale's translator is pseudo-localisation itself, not a table.
  const table = await loadLocaleTable<CatalogueTable | undefined>(TABLES, () => undefined, locale);
  return table ? createTranslator(locale, table) : pseudoLocalize;
}
