// The language of the frame's pages. The app names it (SYNC_DAPP_DATA carries the modal's locale, and again when it
// changes); until then, and on a page no app opened (a refusal, the sign-in popup), the browser's languages decide,
// then English. Each locale's table is a chunk of its own, loaded when that locale is shown: English, written inline
// in the views, loads nothing. `dir` and `lang` on the document follow the texts, so Arabic, Hebrew and Persian read
// right to left.
import type { FrameLanguage, FrameTextId } from './texts';

// core/i18n/text's fillTemplate, written here: importing it would bring the locale list into every English page.
const fill = (template: string, values: Readonly<Record<string, string | number>> = {}) =>
  template.replace(/\{(\w+)\}/g, (all, key: string) => (values[key] === undefined ? all : String(values[key])));
const ENGLISH: FrameLanguage = { translate: (shown) => shown, text: fill };
// English ("en", "en-GB"…, not the pseudo-locale "en-XA") needs no rules to know it: an English page loads nothing.
const isEnglish = (tag: string) => /^en(?:[-_](?!xa$)|$)/i.test(tag.trim());

let shown: FrameLanguage = ENGLISH;
let asked = 0;
let loading: Promise<void> = Promise.resolve();

function browserLanguages(): readonly string[] {
  return navigator.languages?.length ? navigator.languages : navigator.language ? [navigator.language] : [];
}

/**
 * Shows the frame's pages in the locale `tag` names (a BCP 47 tag from the app; a tag walletdock has no texts for is
 * English), or without one in the first of the browser's languages that has texts. Resolves once its texts are in
 * (a table that fails to load leaves English; never rejects).
 */
export function setFrameLocale(tag?: string): Promise<void> {
  const turn = ++asked;
  const first = tag ?? browserLanguages()[0];
  const next =
    first === undefined || isEnglish(first)
      ? Promise.resolve({ locale: 'en', dir: 'ltr', language: ENGLISH })
      : import('./tables').then((m) => m.loadFrameLanguage(tag, browserLanguages()));
  loading = next.then(
    ({ locale, dir, language }) => {
      if (turn !== asked) return;
      shown = language;
      document.documentElement.lang = locale;
      document.documentElement.dir = dir;
      document.title = language.text('Wallet');
    },
    (error: unknown) => console.warn("[wallet frame] the texts of the app's language could not be loaded", error),
  );
  return loading;
}

/** Resolves once the texts of the locale last asked for are in (or failed to load). */
export const frameLanguageReady = (): Promise<void> => loading;

/** A text of the frame's pages in the current locale, its `{name}` parts filled with `values`. */
export const t = (id: FrameTextId, values?: Readonly<Record<string, string | number>>): string =>
  shown.text(id, values);

/**
 * A text the frame wrote and filled in (an approval screen's title, labels and values) in the current locale; a text
 * that is none of the frame's own (an address, the app's name) is shown as it came.
 */
export const translateShown = (text: string): string => shown.translate(text);
