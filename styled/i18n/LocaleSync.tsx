/**
 * Loads the modal's texts for the current locale (each locale its own chunk) and makes them available to the dialog and
 * the connect button. Rendered by WalletDockModal from the dialog's chunk as soon as it has loaded, like ProfileSync;
 * a locale whose chunk fails to load stays in English and is tried again when the locale is next set. The
 * pseudo-locale's table is made here from the English one (the lazily loaded views' texts pass through
 * pseudoLocalize where they show: TextTransformProvider in Modal.tsx).
 */
import { useEffect } from 'react';
import { useLocale } from 'walletdock';
import { loadedListeners, loadedMessages } from './loaded-messages';

/** Renders nothing. */
export function LocaleSync() {
  const { locale } = useLocale();
  useEffect(() => {
    if (locale === 'en' || loadedMessages.has(locale)) return;
    // The table of locale chunks loads too only for a locale other than English.
    import('./tables')
      .then((m) => m.loadLocaleMessages(locale))
      .then(
        (texts) => {
          loadedMessages.set(locale, texts);
          for (const listener of loadedListeners) listener();
        },
        (error: unknown) => console.warn(`walletdock: the texts for "${locale}" could not be loaded`, error),
      );
  }, [locale]);
  return null;
}
