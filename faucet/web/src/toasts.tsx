/**
 * The page's toast container (faucet-toasts). Wallet toasts close after 3 s, general ones after 5 s.
 * Announced politely to screen readers; errors assertively.
 */
import { useFaucetLanguage } from './i18n/language';
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';

/** Toast look. */
export type FaucetToastVariant = 'success' | 'error' | 'info' | 'warning';

/** One toast on screen. */
export interface FaucetToast {
  id: number;
  message: string;
  variant: FaucetToastVariant;
}

/** Wallet toasts close after this. */
export const WALLET_TOAST_MS = 3_000;
/** General toasts close after this. */
export const GENERAL_TOAST_MS = 5_000;

interface ToastApi {
  /** A general toast (5 s). */
  notify(message: string, variant?: FaucetToastVariant): void;
  /** A wallet toast (3 s). */
  walletNotify(message: string, variant?: FaucetToastVariant): void;
}

const ToastContext = createContext<ToastApi | null>(null);

/** Provides toasts and renders their container. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<FaucetToast[]>([]);
  const next = useRef(1);
  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  const push = useCallback(
    (message: string, variant: FaucetToastVariant, ms: number) => {
      const id = next.current++;
      // Keep the last few: a burst (e.g. reconnect loops) must not cover the page.
      setToasts((list) => [...list.slice(-3), { id, message, variant }]);
      setTimeout(() => dismiss(id), ms);
    },
    [dismiss],
  );
  const api = useMemo<ToastApi>(
    () => ({
      notify: (m, v = 'info') => push(m, v, GENERAL_TOAST_MS),
      walletNotify: (m, v = 'info') => push(m, v, WALLET_TOAST_MS),
    }),
    [push],
  );
  const { t: text, shown } = useFaucetLanguage();
  return (
    <ToastContext.Provider value={api}>
      {children}
      <section className="toasts" data-testid="faucet-toasts" aria-label={text('Notifications')}>
        {toasts.map((t) => (
          <div
            key={t.id}
            className={`toast toast-${t.variant}`}
            role={t.variant === 'error' ? 'alert' : 'status'}
            data-variant={t.variant}
          >
            <span>{shown(t.message)}</span>
            <button
              type="button"
              className="toast-close"
              aria-label={text('Dismiss notification')}
              onClick={() => dismiss(t.id)}
            >
              ×
            </button>
          </div>
        ))}
      </section>
    </ToastContext.Provider>
  );
}

/** The toast actions (inside ToastProvider). */
export function useFaucetToasts(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useFaucetToasts outside ToastProvider');
  return api;
}
