// The tag walletdock hands to Intl for a locale. Digits are chosen here rather than left to the browser's CLDR data,
// which changed Arabic's default between versions: Arabic shows Arabic-Indic digits (٠١٢), Persian Extended
// Arabic-Indic ones (۰۱۲), as interfaces in those languages do. The pseudo-locale formats as English.
import { PSEUDO_LOCALE, type Locale } from './locales';

const NUMBERING: Partial<Record<Locale, string>> = { ar: 'arab', fa: 'arabext' };

/** The Intl locale tag of a walletdock locale. */
export function intlLocale(locale: Locale): string {
  if (locale === PSEUDO_LOCALE) return 'en';
  const numbering = NUMBERING[locale];
  return numbering ? `${locale}-u-nu-${numbering}` : locale;
}
