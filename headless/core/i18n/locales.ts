// The locales walletdock ships texts for, the pseudo-locale, which of them read right to left, and the tag each hands
// to Intl. A locale here is the language of the interface; numbers, money and dates follow it through Intl (format.ts).

/** Every locale the modal, the wallet frame and the faucet have texts in; English is the source of the others. */
export const LOCALES = [
  'ar',
  'de',
  'en',
  'es',
  'fa',
  'fr',
  'he',
  'hi',
  'id',
  'it',
  'ja',
  'ko',
  'nl',
  'pl',
  'pt-BR',
  'ru',
  'th',
  'tr',
  'uk',
  'vi',
  'zh-CN',
  'zh-TW',
] as const;

/** A locale with translated texts. */
export type ShippedLocale = (typeof LOCALES)[number];

/**
 * The pseudo-locale: English with accented letters and about 40% longer, to see that no text is hard-coded and none
 * is clipped. Chosen only by name (the `locale` option or setLocale), never from the browser's languages.
 */
export const PSEUDO_LOCALE = 'en-XA';

/** A locale walletdock can show: a shipped one or the pseudo-locale. */
export type Locale = ShippedLocale | typeof PSEUDO_LOCALE;

/** Which way a locale's text runs; the modal's root carries it as `dir`. */
export type TextDirection = 'ltr' | 'rtl';

/** The shipped locales written right to left. */
export const RTL_LOCALES: readonly ShippedLocale[] = ['ar', 'fa', 'he'];

// Digits are chosen here rather than left to the browser's CLDR data, which changed Arabic's default between versions:
// Arabic shows Arabic-Indic digits (٠١٢), Persian Extended Arabic-Indic ones (۰۱۲), as interfaces in those languages do.
const NUMBERING: Partial<Record<Locale, string>> = { ar: 'arab', fa: 'arabext' };

/** The tag walletdock hands to Intl for a locale (the pseudo-locale formats as English). */
export function intlLocale(locale: Locale): string {
  if (locale === PSEUDO_LOCALE) return 'en';
  const numbering = NUMBERING[locale];
  return numbering ? `${locale}-u-nu-${numbering}` : locale;
}

/** The text direction of a locale. */
export function localeDirection(locale: Locale): TextDirection {
  return (RTL_LOCALES as readonly string[]).includes(locale) ? 'rtl' : 'ltr';
}

/** The interface language of an instance and which way its text runs. */
export interface LocaleState {
  locale: Locale;
  dir: TextDirection;
}
