// The locale of one instance: a store the views read (locale and text direction) and setLocale. An unknown tag shows
// English and is reported once, so a typo in the option never leaves a blank or broken interface.
import { createStore, type Store } from '../model/store';
import { LOCALES, localeDirection, type Locale, type TextDirection } from './locales';
import { resolveLocale } from './resolve';

/** The interface language of an instance and which way its text runs. */
export interface LocaleState {
  locale: Locale;
  dir: TextDirection;
}

/** Changing the locale at run time. */
export interface LocaleActions {
  /**
   * Shows the interface in `locale` (a BCP 47 tag: "de", "pt-BR", "zh-Hant"…); a tag that fits no shipped locale
   * shows English and warns once.
   */
  setLocale(locale: string): void;
}

/** The locale slice of an instance. */
export interface LocaleSlice extends LocaleActions {
  store: Store<LocaleState>;
}

/** The browser's preferred languages; none on a server. */
function browserLanguages(): readonly string[] {
  const nav = (globalThis as { navigator?: { languages?: readonly string[]; language?: string } }).navigator;
  return nav?.languages?.length ? nav.languages : nav?.language ? [nav.language] : [];
}

/** Creates the slice from the `locale` option (else the browser's languages, else English). */
export function createLocaleSlice(requested: string | undefined, warn: (message: string) => void = console.warn): LocaleSlice {
  const warned = new Set<string>();
  const resolve = (tag: string | undefined): LocaleState => {
    const { locale, unknown } = resolveLocale(tag, tag === undefined ? browserLanguages() : []);
    if (unknown !== undefined && !warned.has(unknown)) {
      warned.add(unknown);
      warn(`walletdock: no texts for locale "${unknown}", showing English. Shipped locales: ${LOCALES.join(', ')}.`);
    }
    return { locale, dir: localeDirection(locale) };
  };
  const store = createStore<LocaleState>(resolve(requested));
  return {
    store,
    setLocale(tag) {
      const next = resolve(tag);
      store.setState((s) => (s.locale === next.locale ? s : next));
    },
  };
}
