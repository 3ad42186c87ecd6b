/** useLocaleTable: a locale's data (texts, a translator) from a LocaleLoader, for the current locale. */
import { useEffect, useReducer } from 'react';
import type { LocaleLoader } from '../../core/i18n/loader';
import { useCurrentLocale } from './useCurrentLocale';

/**
 * The current locale's data from `loader`: undefined for English, and until the locale's chunk has arrived (the
 * component renders again then); the caller falls back to its English texts meanwhile, so nothing is ever blank.
 *
 * @example
 * ```tsx
 * const tables = createLocaleLoader((locale) => import(`./locales/${locale}.ts`).then((m) => m.default));
 * function Title() {
 *   const t = useLocaleTable(tables);
 *   return <h1>{t?.title ?? 'Claim test coins'}</h1>;
 * }
 * ```
 */
export function useLocaleTable<T>(loader: LocaleLoader<T>): T | undefined {
  const locale = useCurrentLocale();
  const [, arrived] = useReducer((n: number) => n + 1, 0);
  const value = loader.peek(locale);
  useEffect(() => {
    if (value !== undefined || locale === 'en') return;
    let live = true;
    loader.load(locale).then(
      () => live && arrived(),
      (error: unknown) => console.warn(`walletdock: the texts for "${locale}" could not be loaded`, error),
    );
    return () => void (live = false);
  }, [loader, locale, value]);
  return value;
}
