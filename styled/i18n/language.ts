// The modal's language for its views: the current locale's display rules (numbers, money, time) and the catalogue's
// texts (errors, toasts) translated for display. The dialog (Modal.tsx) provides it from the public hooks
// (useFormatters, useLocalizedText); the views, each a chunk loaded on demand, read it here, so none of them imports the
// locale machinery itself.
import { createContext, useContext } from 'react';
import type { LocaleFormatters } from 'walletdock/utils';

/** What the views read: `format` (balance, usd, relativeTime…) and `localize` (a catalogue text in the locale). */
export interface ModalLanguage {
  format: LocaleFormatters;
  localize(text: string): string;
}

const LanguageContext = createContext<ModalLanguage | undefined>(undefined);

/** Provides the modal's language to its views (Modal.tsx). */
export const LanguageProvider = LanguageContext.Provider;

/** The modal's language; views render inside the modal, which provides it. */
export function useLanguage(): ModalLanguage {
  const language = useContext(LanguageContext);
  if (!language) throw new Error('useLanguage is used inside WalletDockModal only');
  return language;
}
