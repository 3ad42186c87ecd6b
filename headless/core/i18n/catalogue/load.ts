// The catalogue's translators by locale: each locale's table is its own chunk, imported when that locale is shown.
import { createLocaleLoader } from '../loader';
import { PSEUDO_LOCALE, type ShippedLocale } from '../locales';
import { pseudoLocalize } from '../pseudo';
import { createTranslator, type Translator } from '../translator';
import type { CatalogueTable } from './ids';

const TABLES: Record<Exclude<ShippedLocale, 'en'>, () => Promise<{ default: CatalogueTable }>> = {
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

/** Translators of the catalogue's texts, one per locale, loaded on first use. */
export const catalogueTranslators = /* @__PURE__ */ createLocaleLoader<Translator>(async (locale) =>
  locale === PSEUDO_LOCALE ? pseudoLocalize : createTranslator(locale, (await TABLES[locale]()).default),
);
