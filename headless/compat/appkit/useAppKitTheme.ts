// useAppKitTheme: AppKit's theme shape over useTheme (AppKit's --w3m-* and --apkt-* names are walletdock's).
import { useMemo } from 'react';
import {
  useTheme,
  type ThemeMode,
  type ThemeModeSetting,
  type ThemeState,
  type ThemeVariables,
  type WalletDockThemeVariables,
} from 'walletdock';

/** What useAppKitTheme returns. */
export interface UseAppKitThemeReturnType {
  themeMode: ThemeMode;
  /** The variables in effect, by walletdock's names (`--w3m-accent` set is `--wd-accent` here). */
  themeVariables: WalletDockThemeVariables;
  setThemeMode(mode: ThemeModeSetting): void;
  setThemeVariables(variables: ThemeVariables): void;
}

const pick = (s: ThemeState) => s;

/**
 * AppKit's useAppKitTheme.
 * @example
 * const { themeMode, setThemeMode } = useAppKitTheme();
 */
export function useAppKitTheme(): UseAppKitThemeReturnType {
  const { state, setThemeMode, setThemeVariables } = useTheme({ select: pick });
  return useMemo(
    () => ({ themeMode: state.themeMode, themeVariables: state.themeVariables, setThemeMode, setThemeVariables }),
    [state, setThemeMode, setThemeVariables],
  );
}
