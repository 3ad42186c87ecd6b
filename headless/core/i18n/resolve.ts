// Which shipped locale stands for a language tag (BCP 47, as hosts write them and browsers report them), and which
// one an instance shows: the host's `locale` option first, then the browser's languages, then English.
import { LOCALES, PSEUDO_LOCALE, localeDirection, type Locale, type LocaleState } from './locales';

/** The shipped locale for a language tag, or undefined when none fits ("de-AT" is de, "pt" is pt-BR, "zh-HK" is zh-TW). */
export function matchLocale(tag: string): Locale | undefined {
  const parts = tag.trim().replace(/_/g, '-').toLowerCase().split('-');
  const full = parts.join('-');
  if (full === PSEUDO_LOCALE.toLowerCase()) return PSEUDO_LOCALE;
  const exact = LOCALES.find((l) => l.toLowerCase() === full);
  if (exact) return exact;
  const [language = '', ...rest] = parts;
  // Chinese by script, else by region: Traditional for Taiwan, Hong Kong and Macau, Simplified elsewhere.
  if (language === 'zh')
    return rest.some((p) => p === 'hant' || p === 'tw' || p === 'hk' || p === 'mo') ? 'zh-TW' : 'zh-CN';
  // The one Portuguese we ship; and the codes older browsers still report for Hebrew and Indonesian.
  const base = language === 'pt' ? 'pt-BR' : language === 'iw' ? 'he' : language === 'in' ? 'id' : language;
  return LOCALES.find((l) => l === base);
}

/** What resolveLocale decided: the locale, and the requested tag when it named none we ship. */
export interface ResolvedLocale {
  locale: Locale;
  /** The host's tag that matched no shipped locale (the instance warns about it once). */
  unknown?: string;
}

/**
 * The locale to show: the requested tag when it fits a shipped locale, else English with `unknown` set; without a
 * request, the first of the browser's languages that fits (the pseudo-locale is never picked from those), else English.
 */
export function resolveLocale(requested: string | undefined, languages: readonly string[] = []): ResolvedLocale {
  if (requested !== undefined) {
    const locale = matchLocale(requested);
    return locale ? { locale } : { locale: 'en', unknown: requested };
  }
  for (const tag of languages) {
    const locale = matchLocale(tag);
    if (locale && locale !== PSEUDO_LOCALE) return { locale };
  }
  return { locale: 'en' };
}

// Tags already warned about: each unknown tag is reported once.
const warned = new Set<string>();
// One state object per locale, so setting the locale an instance already shows changes nothing.
const states = new Map<Locale, LocaleState>();

/**
 * The state an instance shows for a tag (undefined: the browser's languages); an unknown tag shows English and is
 * reported on the console the first time.
 */
export function resolveLocaleState(tag: string | undefined): LocaleState {
  const nav = (globalThis as { navigator?: { languages?: readonly string[]; language?: string } }).navigator;
  const languages =
    tag !== undefined ? [] : nav?.languages?.length ? nav.languages : nav?.language ? [nav.language] : [];
  const { locale, unknown } = resolveLocale(tag, languages);
  if (unknown !== undefined && !warned.has(unknown)) {
    warned.add(unknown);
    console.warn(
      `walletdock: no texts for locale "${unknown}", showing English. Shipped locales: ${LOCALES.join(', ')}.`,
    );
  }
  let state = states.get(locale);
  if (!state) states.set(locale, (state = { locale, dir: localeDirection(locale) }));
  return state;
}
