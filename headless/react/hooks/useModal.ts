/** Hooks over the UI slices: modal, router, toast, theme. Actions are the instance's (stable). */
import type { ModalState } from '../../core/modal/modal';
import type { RouterState } from '../../core/modal/router';
import type { ToastState } from '../../core/modal/toast';
import type { ThemeState } from '../../core/modal/slices';
import type { WalletDock } from '../../core/dock/create-wallet-dock';
import { useWalletDock } from '../context';
import type { SelectParameter } from '../types';
import { selectState, useStoreSelector } from './useStoreSelector';

/** What useModal returns: the (selected) modal state and the modal's actions (`open`, `close`, …). */
export type UseModalReturnType<T = ModalState> = { state: T } & WalletDock['modal'];

/**
 * The modal state (open, loading, initialized, shake) and its actions: `open({ view? })` opens on
 * the right view for the connection state (Connect, Account, …), `close()` respects the sign-in rules.
 *
 * @example
 * ```tsx
 * function OpenButton() {
 *   const { open, state: isOpen } = useModal({ select: (s) => s.open });
 *   return <button disabled={isOpen} onClick={() => open()}>Connect wallet</button>;
 * }
 * ```
 */
export function useModal<T = ModalState>(parameters: SelectParameter<ModalState, T> = {}): UseModalReturnType<T> {
  const dock = useWalletDock();
  const state = useStoreSelector(dock.stores.modal, (parameters.select ?? selectState) as (s: ModalState) => T);
  return { state, ...dock.modal };
}

/** What useRouter returns: the (selected) router state and navigation (`push`, `goBack`, `reset`, …). */
export type UseRouterReturnType<T = RouterState> = { state: T } & WalletDock['router'];

/**
 * The modal's view stack (view, history, data, transaction stack) and navigation, for hosts that
 * draw their own modal views.
 *
 * @example
 * ```tsx
 * function BackButton() {
 *   const { state: canGoBack, goBack } = useRouter({ select: (s) => s.history.length > 1 });
 *   return canGoBack ? <button onClick={() => goBack()}>Back</button> : null;
 * }
 * ```
 */
export function useRouter<T = RouterState>(parameters: SelectParameter<RouterState, T> = {}): UseRouterReturnType<T> {
  const dock = useWalletDock();
  const state = useStoreSelector(dock.stores.router, (parameters.select ?? selectState) as (s: RouterState) => T);
  return { state, ...dock.router };
}

/** What useToast returns: the (selected) toast state and its actions (`show`, `success`, `error`, `hide`, …). */
export type UseToastReturnType<T = ToastState> = { state: T } & WalletDock['toast'];

/**
 * The toast and its actions; a new toast replaces an open one after 150 ms.
 *
 * @example
 * ```tsx
 * function CopyAddress({ address }: { address: string }) {
 *   const { success } = useToast();
 *   return <button onClick={() => navigator.clipboard.writeText(address).then(() => success('Address copied'))}>Copy</button>;
 * }
 * ```
 */
export function useToast<T = ToastState>(parameters: SelectParameter<ToastState, T> = {}): UseToastReturnType<T> {
  const dock = useWalletDock();
  const state = useStoreSelector(dock.stores.toast, (parameters.select ?? selectState) as (s: ToastState) => T);
  return { state, ...dock.toast };
}

/** What useTheme returns: the (selected) theme state and its setters. */
export type UseThemeReturnType<T = ThemeState> = { state: T } & WalletDock['theme'];

/**
 * Theme mode and variables, and their setters (the styled modal follows them at run time). `state.themeMode` is the
 * mode in effect ('light' or 'dark'); `state.themeModeSetting` is what was asked for, where 'system' (the default)
 * follows the visitor's `prefers-color-scheme` as it changes.
 *
 * @example
 * ```tsx
 * function ThemeToggle() {
 *   const { state: mode, setThemeMode } = useTheme({ select: (s) => s.themeMode });
 *   return <button onClick={() => setThemeMode(mode === 'dark' ? 'light' : 'dark')}>{mode}</button>;
 * }
 * ```
 */
export function useTheme<T = ThemeState>(parameters: SelectParameter<ThemeState, T> = {}): UseThemeReturnType<T> {
  const dock = useWalletDock();
  const state = useStoreSelector(dock.stores.theme, (parameters.select ?? selectState) as (s: ThemeState) => T);
  return { state, ...dock.theme };
}
