/**
 * The current locale, read straight from the instance's store: for the hooks on walletdock/utils (useFormatters,
 * useLocaleTable), which so share no package chunk with the root's useLocale and stay out of an app's first chunk.
 */
import type { Locale } from '../../core/i18n/locales';
import type { LocaleState } from '../../core/i18n/slice';
import { useDockFor } from '../context';
import { useStoreSelector } from './useStoreSelector';

const selectLocale = (s: LocaleState) => s.locale;

/** The instance's locale. */
export function useCurrentLocale(): Locale {
  return useStoreSelector(useDockFor('useCurrentLocale').stores.locale, selectLocale);
}
