/** Hooks over the UI slices: modal, router, toast, theme. Actions are the instance's (stable). */
import type { ModalState } from '../core/modal/modal';
import type { RouterState } from '../core/modal/router';
import type { ToastState } from '../core/modal/toast';
import type { ThemeState } from '../core/modal/slices';
import type { WalletDock } from '../core/connection/client';
import { useWalletDock } from './context';
import { useStoreSelector } from './useStoreSelector';

/** Parameters of a reading hook: `select` narrows what the component re-renders for. */
export interface SelectParameters<S, T> {
  select?: (state: S) => T;
}

const identity = <S,>(s: S) => s;

/** The modal state (open, loading, initialized, shake) and its actions (SPEC §2). */
export function useModal<T = ModalState>(parameters: SelectParameters<ModalState, T> = {}) {
  const dock = useWalletDock();
  const state = useStoreSelector(dock.stores.modal, (parameters.select ?? identity) as (s: ModalState) => T);
  return { state, ...dock.modal } as { state: T } & WalletDock['modal'];
}

/** The router state (view, history, data, transaction stack) and navigation (SPEC §2). */
export function useRouter<T = RouterState>(parameters: SelectParameters<RouterState, T> = {}) {
  const dock = useWalletDock();
  const state = useStoreSelector(dock.stores.router, (parameters.select ?? identity) as (s: RouterState) => T);
  return { state, ...dock.router } as { state: T } & WalletDock['router'];
}

/** The toast and its actions; a new toast replaces an open one after 150 ms. */
export function useToast<T = ToastState>(parameters: SelectParameters<ToastState, T> = {}) {
  const dock = useWalletDock();
  const state = useStoreSelector(dock.stores.toast, (parameters.select ?? identity) as (s: ToastState) => T);
  return { state, ...dock.toast } as { state: T } & WalletDock['toast'];
}

/** Theme mode and variables, and their setters. */
export function useTheme<T = ThemeState>(parameters: SelectParameters<ThemeState, T> = {}) {
  const dock = useWalletDock();
  const state = useStoreSelector(dock.stores.theme, (parameters.select ?? identity) as (s: ThemeState) => T);
  return { state, ...dock.theme } as { state: T } & WalletDock['theme'];
}
