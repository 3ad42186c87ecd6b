/** Toasts as a pure state machine plus a timed controller. */
import { createStore, type Store } from '../model/store';

/** Toast variants. */
export type ToastVariant = 'loading' | 'success' | 'error';

/** The toast: its text, variant, whether it shows and whether it closes by itself. */
export interface ToastState {
  message: string;
  variant: ToastVariant;
  svg?: string | undefined;
  open: boolean;
  autoClose: boolean;
}

/** A toast to show. */
export interface ToastInput {
  message: string;
  variant: ToastVariant;
  svg?: string;
  autoClose?: boolean;
}

/** No toast shown. */
export const initialToastState: ToastState = { message: '', variant: 'success', open: false, autoClose: true };

/**
 * Showing a toast: when one is open it closes now and the new one opens after `delayMs`
 * (TOAST_SWAP_DELAY_MS); otherwise the new one opens at once.
 */
export function showToastTransition(current: ToastState, input: ToastInput): { now: ToastState; later?: ToastState } {
  const next: ToastState = {
    message: input.message,
    variant: input.variant,
    svg: input.svg,
    open: true,
    autoClose: input.autoClose ?? input.variant !== 'loading',
  };
  if (current.open) return { now: { ...current, open: false }, later: next };
  return { now: next };
}

/** The toast slice of a walletdock instance. */
export interface ToastController {
  store: Store<ToastState>;
  show(input: ToastInput): void;
  loading(message: string): void;
  success(message: string): void;
  error(message: string): void;
  hide(): void;
}

/** Creates the toast slice; `swapDelayMs` is the spec's 150 ms between two toasts. */
export function createToastController(swapDelayMs: number): ToastController {
  const store = createStore<ToastState>(initialToastState);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const show = (input: ToastInput) => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    const { now, later } = showToastTransition(store.getState(), input);
    store.setState(now);
    if (later) timer = setTimeout(() => ((timer = undefined), store.setState(later)), swapDelayMs);
  };
  return {
    store,
    show,
    loading: (message) => show({ message, variant: 'loading' }),
    success: (message) => show({ message, variant: 'success' }),
    error: (message) => show({ message, variant: 'error' }),
    hide() {
      if (timer) clearTimeout(timer);
      timer = undefined;
      store.setState((s) => (s.open ? { ...s, open: false } : s));
    },
  };
}
