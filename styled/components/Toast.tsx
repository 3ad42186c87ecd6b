/**
 * The toast: shows the instance's toast state; auto-closing toasts hide after
 * TOAST_VISIBLE_MS (the 150 ms swap between two toasts is the headless controller's).
 */
import { useEffect, type CSSProperties } from 'react';
import { createPortal } from 'react-dom';
import { useLocale, useToast } from 'walletdock';
import { TOAST_VISIBLE_MS } from '../theme/tokens';
import { root } from '../theme/root.css';
import { spinner } from './ui.css';
import { toast as toastClass, toastText } from './toast.css';
import { useLanguage } from '../i18n/language';

/**
 * The toast, themed like the modal; renders nothing when closed. A child of <body> of its own (data-walletdock-toast),
 * which the open dialog leaves live: its regions are announced and it shows above the dialog.
 */
export function Toast({ style }: { style: CSSProperties }) {
  const { state, hide } = useToast();
  const { localize } = useLanguage();
  const { locale, dir } = useLocale();
  useEffect(() => {
    if (!state.open || !state.autoClose) return;
    const timer = setTimeout(hide, TOAST_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [state, hide]);
  const body = (
    <div className={toastClass[state.variant]} data-toast={state.variant} title={localize(state.message)}>
      {state.variant === 'loading' ? <span className={spinner} aria-hidden="true" /> : null}
      <span className={toastText}>{localize(state.message)}</span>
    </div>
  );
  return createPortal(
    <div className={root} style={style} dir={dir} lang={locale} data-walletdock-toast="">
      {/* Errors are said at once (assertive), the rest when the reader is idle; both regions stay mounted so a new
          toast's text is announced. */}
      <div role="status" aria-live="polite">
        {state.open && state.variant !== 'error' ? body : null}
      </div>
      <div role="alert" aria-live="assertive">
        {state.open && state.variant === 'error' ? body : null}
      </div>
    </div>,
    document.body,
  );
}
