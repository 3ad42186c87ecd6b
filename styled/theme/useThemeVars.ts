/** The inline style that applies the current theme (mode defaults + host overrides) to a root. */
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useMemo, type CSSProperties } from 'react';
import { useTheme, type ThemeState } from 'walletdock';
import { themeVars } from './contract.css';
import { overridesFrom, themeFor } from './themes';

const pick = (s: ThemeState) => s;

/** Inline CSS variables for the modal root; changes at runtime with useTheme's setters. */
export function useThemeStyle(): { mode: ThemeState['themeMode']; style: CSSProperties } {
  const { state } = useTheme({ select: pick });
  return useMemo(() => {
    const values = { ...themeFor(state.themeMode), ...overridesFrom(state.themeVariables) };
    return { mode: state.themeMode, style: assignInlineVars(themeVars, values) as CSSProperties };
  }, [state.themeMode, state.themeVariables]);
}
