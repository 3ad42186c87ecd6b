// useLocale: the modal's language, its text direction, and the setter (the instance's, stable).
import type { LocaleActions, LocaleState } from '../../core/i18n/slice';
import { useDockFor } from '../context';
import { selectState, useStoreSelector } from './useStoreSelector';

/** What useLocale returns: the locale, its direction and `setLocale`. */
export type UseLocaleReturnType = LocaleState & LocaleActions;

/**
 * The locale the modal shows ("de", "ar"…), which way its text runs (`dir`: "rtl" for Arabic, Hebrew and Persian)
 * and `setLocale` to change it at run time (an unknown tag shows English and warns once).
 *
 * @example
 * ```tsx
 * function LanguagePicker() {
 *   const { locale, setLocale } = useLocale();
 *   return (
 *     <select value={locale} onChange={(e) => setLocale(e.target.value)}>
 *       <option value="en">English</option>
 *       <option value="de">Deutsch</option>
 *     </select>
 *   );
 * }
 * ```
 */
export function useLocale(): UseLocaleReturnType {
  const dock = useDockFor('useLocale');
  const state = useStoreSelector(dock.stores.locale, selectState as (s: LocaleState) => LocaleState);
  return { ...state, setLocale: dock.locale.setLocale };
}
