// The catalogue's translators by locale: each locale's table is its own chunk, imported when that locale is shown.
// The tables' loaders and the translator are a module of their own (./translators), imported only for a locale other
// than English, so a page in English, whose texts are the catalogue itself, downloads none of it.
import { createLocaleLoader } from '../loader';
import type { Translator } from '../translator';

/** Translators of the catalogue's texts, one per locale, loaded on first use. */
export const catalogueTranslators = /* @__PURE__ */ createLocaleLoader<Translator>(async (locale) =>
  (await import('./translators')).catalogueTranslator(locale),
);
