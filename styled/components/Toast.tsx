/**
 * The toast: shows the instance's toast state; auto-closing toasts hide after
 * TOAST_VISIBLE_MS (the 150 ms swap between two toasts is the headless controller's).
 */
import { useEffect, type CSSProperties } from 'react';
import { useLocale, useToast } from 'walletdock';
import { TOAST_VISIBLE_MS } from '../theme/tokens';
import { root } from '../theme/root.css';
import { spinner } from './ui.css';
import { toast as toastClass, toastText } from './toast.css';
import { useLanguage } from '../i18n/language';

/** The toast, themed like the modal; renders nothing when closed. */
export function Toast({ style }: { style: CSSProperties }) {
  const { state, hide } = useToast();
  const { localize } = useLanguage();
  const { locale, dir } = useLocale();
  useEffect(() => {
    if (!state.open || !state.autoClose) return;
    const timer = setTimeout(hide, TOAST_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [state, hide]);
  return (
    <div className={root} style={style} dir={dir} lang={locale}>
      <div role="status" aria-live="polite">
        {state.open ? (
          <div className={toastClass[state.variant]} data-toast={state.variant} title={localize(state.message)}>
            {state.variant === 'loading' ? <span className={spinner} aria-hidden="true" /> : null}
            <span className={toastText}>{localize(state.message)}</span>
          </div>
        ) : null}
      </div>
    </div>
  );
}
