// The modal's tables of other locales that have arrived, shared by the connect button (first chunk) and the dialog.
import { useSyncExternalStore } from 'react';
import type { Locale } from 'walletdock';
import type { LocaleMessages } from './locale-messages';

/**
 * The modal's tables of other locales that have arrived. LocaleSync (i18n/LocaleSync, rendered by the lazy modal's
 * stand-in from the first chunk) loads them when the locale is not English, so the connect button speaks the page's
 * language before the dialog's chunk is wanted; an English app loads none. They live outside both chunks, so that
 * the button and the dialog share them without a chunk of their own. Static data: shared by every instance on the page.
 */
export const loadedMessages = new Map<Locale, LocaleMessages>();
/** Components showing a locale's table, called when one arrives. */
export const loadedListeners = new Set<() => void>();

const subscribeLoaded = (listener: () => void) => (
  loadedListeners.add(listener), () => void loadedListeners.delete(listener)
);

/** The modal's texts in `locale` (the current one, from useLocale), or undefined in English and until they arrive. */
export function useLoadedMessages(locale: Locale): LocaleMessages | undefined {
  const read = () => loadedMessages.get(locale);
  return useSyncExternalStore(subscribeLoaded, read, read);
}
