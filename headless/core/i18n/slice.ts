// The locale of one instance: a store the views read (locale and text direction) and setLocale. English needs nothing
// more; any other language loads the rules that match a tag to a shipped locale (resolve.ts, a chunk of its own), so
// an English app's start-up carries none of them. An unknown tag shows English and is reported once, so a typo in the
// option never leaves a blank or broken interface.
import { createStore, type Store } from '../model/store';
import type { LocaleState } from './locales';

export type { LocaleState } from './locales';

/** Changing the locale at run time. */
export interface LocaleActions {
  /**
   * Shows the interface in `locale` (a BCP 47 tag: "de", "pt-BR", "zh-Hant"…) as soon as the rules that match it are
   * loaded; a tag that fits no shipped locale shows English and warns once.
   */
  setLocale(locale: string): void;
}

/** The locale slice of an instance. */
export interface LocaleSlice extends LocaleActions {
  store: Store<LocaleState>;
}

const ENGLISH: LocaleState = { locale: 'en', dir: 'ltr' };

/** Creates the slice from the `locale` option (else the browser's languages, else English). */
export function createLocaleSlice(requested: string | undefined): LocaleSlice {
  const store = createStore<LocaleState>(ENGLISH);
  let latest = 0;
  const setLocale = (tag: string | undefined) => {
    const call = ++latest;
    const first = tag ?? (globalThis as { navigator?: { language?: string } }).navigator?.language ?? 'en';
    // English ("en", "en-GB"…; not the pseudo-locale en-XA) is settled here, without the rules.
    if (/^en(?!-xa$)(-|$)/i.test(first)) return store.setState(ENGLISH);
    // A later call wins, even if its rules arrived first; the same locale comes back as the same state (no update).
    void import('./resolve').then((rules) => call === latest && store.setState(rules.resolveLocaleState(tag)));
  };
  setLocale(requested);
  return { store, setLocale };
}
