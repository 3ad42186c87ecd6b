// Loading what a locale needs (its texts, a translator) once, on demand: each locale is its own chunk, so an app
// downloads the languages its visitors use and English, written inline, downloads nothing.
import { PSEUDO_LOCALE, type Locale } from './locales';

/** A locale's data, loaded on first use and kept. */
export interface LocaleLoader<T> {
  /** The data of `locale` if it has arrived (always undefined for English, whose texts are inline). */
  peek(locale: Locale): T | undefined;
  /** Loads the data of `locale` (once); English resolves undefined. A failed download is tried again next time. */
  load(locale: Locale): Promise<T | undefined>;
}

/** A loader over `load`, which imports one locale's chunk. */
export function createLocaleLoader<T>(load: (locale: Exclude<Locale, 'en'>) => Promise<T>): LocaleLoader<T> {
  const loaded = new Map<Locale, T>();
  const pending = new Map<Locale, Promise<T | undefined>>();
  return {
    peek: (locale) => loaded.get(locale),
    load(locale) {
      if (locale === 'en') return Promise.resolve(undefined);
      let promise = pending.get(locale);
      if (!promise) {
        promise = load(locale).then(
          (value) => (loaded.set(locale, value), value),
          (error: unknown) => {
            // The interface stays in English; the next render asks again.
            pending.delete(locale);
            throw error;
          },
        );
        pending.set(locale, promise);
      }
      return promise;
    },
  };
}

/** A locale with a table of its own: English is written inline and the pseudo-locale is made from it. */
export type TranslatedLocale = Exclude<Locale, 'en' | typeof PSEUDO_LOCALE>;

/**
 * Each translated locale's table as a chunk of its own. Every table set (the catalogue's, the modal's, the frame's,
 * the faucet's) writes its imports out as literals, one per locale: a literal `import('./de')` is the form every
 * bundler splits into a chunk without a plugin, where a template literal needs each bundler's glob support.
 */
export type LocaleTableImports<T> = Readonly<Record<TranslatedLocale, () => Promise<{ default: T }>>>;

/**
 * The table of `locale`: its chunk from `imports`, or for the pseudo-locale `pseudo()` (made from the English
 * wording). The one loader of every text table.
 */
export async function loadLocaleTable<T>(
  imports: LocaleTableImports<T>,
  pseudo: () => T | Promise<T>,
  locale: Exclude<Locale, 'en'>,
): Promise<T> {
  return locale === PSEUDO_LOCALE ? pseudo() : (await imports[locale]()).default;
}
