/**
 * What a screen reader is told while the dialog is open: one polite and one assertive live region inside the dialog
 * (while a modal dialog is open, everything outside it is hidden from assistive technology, the toast included), kept
 * mounted across views so a change of text is announced even when the view that caused it is replaced.
 * A view says what a person is waiting for (`useAnnounce(text)`); the toast's text is mirrored here while the dialog
 * is open, errors assertively.
 */
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useToast } from 'walletdock';
import { visuallyHidden } from '../theme/root.css';
import { useLanguage } from '../i18n/language';

type Urgency = 'polite' | 'assertive';
type Announce = (text: string, urgency: Urgency) => void;

const AnnounceContext = createContext<Announce>(() => undefined);

/** Announces `text` whenever it changes to a non-empty value (nothing when undefined or empty). */
export function useAnnounce(text: string | undefined, urgency: Urgency = 'polite'): void {
  const announce = useContext(AnnounceContext);
  useEffect(() => {
    if (text) announce(text, urgency);
  }, [announce, text, urgency]);
}

/** The dialog's live regions, around its content. */
export function Announcer({ children }: { children: ReactNode }) {
  const [said, setSaid] = useState<Record<Urgency, string>>({ polite: '', assertive: '' });
  // A repeated text is announced again: the region is cleared first, then filled on the next frame.
  const [announce] = useState<Announce>(() => (text: string, urgency: Urgency) => {
    setSaid((s) => ({ ...s, [urgency]: '' }));
    requestAnimationFrame(() => setSaid((s) => ({ ...s, [urgency]: text })));
  });
  return (
    <AnnounceContext.Provider value={announce}>
      {children}
      <ToastEcho />
      <div className={visuallyHidden} role="status" aria-live="polite" data-announce="polite">
        {said.polite}
      </div>
      <div className={visuallyHidden} role="alert" aria-live="assertive" data-announce="assertive">
        {said.assertive}
      </div>
    </AnnounceContext.Provider>
  );
}

/** The toast's text, said inside the dialog. */
function ToastEcho() {
  const { state } = useToast();
  const { localize } = useLanguage();
  useAnnounce(
    state.open ? localize(state.message) : undefined,
    state.open && state.variant === 'error' ? 'assertive' : 'polite',
  );
  return null;
}
