/**
 * The toast: shows the instance's toast state; auto-closing toasts hide after
 * TOAST_VISIBLE_MS (the 150 ms swap between two toasts is the headless controller's).
 */
import { useEffect, type CSSProperties } from 'react';
import { useToast } from 'walletdock';
import { TOAST_VISIBLE_MS } from '../theme/tokens';
import { root } from '../theme/root.css';
import { spinner } from './ui.css';
import { toast as toastClass, toastText } from './toast.css';

/** The toast, themed like the modal; renders nothing when closed. */
export function Toast({ style }: { style: CSSProperties }) {
  const { state, hide } = useToast();
  useEffect(() => {
    if (!state.open || !state.autoClose) return;
    const timer = setTimeout(hide, TOAST_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [state, hide]);
  return (
    <div className={root} style={style}>
      <div role="status" aria-live="polite">
        {state.open ? (
          <div className={toastClass[state.variant]} data-toast={state.variant} title={state.message}>
            {state.variant === 'loading' ? <span className={spinner} aria-hidden="true" /> : null}
            <span className={toastText}>{state.message}</span>
          </div>
        ) : null}
      </div>
    </div>
  );
}
