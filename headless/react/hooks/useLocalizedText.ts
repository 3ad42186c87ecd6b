/** useLocalizedText: the catalogue's English texts (errors, toasts) as the current locale shows them. */
import { useCallback } from 'react';
import { catalogueTranslators } from '../../core/i18n/catalogue/load';
import { useLocaleTable } from './useLocaleTable';

/**
 * A function that gives a walletdock text (a toast's message, an error's `message`) in the current locale. Errors
 * and toasts keep their exact English wording, which code may compare; this is for showing them. A text walletdock
 * does not know (a wallet's own message) comes back unchanged, and so does every text until the locale's table has
 * loaded.
 *
 * @example
 * ```tsx
 * function SendError({ error }: { error: Error }) {
 *   const localized = useLocalizedText();
 *   return <p role="alert">{localized(error.message)}</p>;
 * }
 * ```
 */
export function useLocalizedText(): (text: string) => string {
  const translate = useLocaleTable(catalogueTranslators);
  return useCallback((text: string) => (translate ? translate(text) : text), [translate]);
}
