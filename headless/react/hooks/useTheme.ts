// useTheme: the theme's mode and variables, and their setters (the instance's, stable).
import type { ThemeState } from '../../core/modal/slices';
import type { WalletDock } from '../../core/dock/create-wallet-dock';
import { useDockFor } from '../context';
import type { SelectParameter } from '../types';
import { selectState, useStoreSelector } from './useStoreSelector';

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
  const dock = useDockFor('useTheme');
  const state = useStoreSelector(dock.stores.theme, (parameters.select ?? selectState) as (s: ThemeState) => T);
  return { state, ...dock.theme };
}
