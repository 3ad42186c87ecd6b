/**
 * Default values of the theme contract per mode (dark background #121313, white for
 * light; the accent differs by mode). Colours are chosen for WCAG AA text contrast.
 */
import type { ThemeMode, WalletDockThemeVariables } from 'walletdock';

/** Values for every variable of the contract. */
export interface ThemeValues {
  accent: string;
  accentForeground: string;
  colorMix: string;
  colorMixStrength: string;
  fontFamily: string;
  fontSizeMaster: string;
  borderRadiusMaster: string;
  zIndex: string;
  qrColor: string;
  background: string;
  foreground: string;
  foregroundMuted: string;
  surface: string;
  surfaceHover: string;
  border: string;
  overlay: string;
  error: string;
  success: string;
}

const shared = {
  colorMix: 'transparent',
  colorMixStrength: '0%',
  fontFamily: 'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  fontSizeMaster: '10px',
  borderRadiusMaster: '4px',
  zIndex: '999',
  qrColor: '#000000',
};

/** Dark mode defaults. */
export const darkTheme: ThemeValues = {
  ...shared,
  accent: '#667dff',
  accentForeground: '#121313',
  background: '#121313',
  foreground: '#e4e7e7',
  foregroundMuted: '#a0a4a4',
  surface: '#1e2020',
  surfaceHover: '#2a2c2c',
  border: '#2f3232',
  overlay: 'rgba(0, 0, 0, 0.6)',
  error: '#ff7a7a',
  success: '#4ecf8a',
};

/** Light mode defaults. */
export const lightTheme: ThemeValues = {
  ...shared,
  accent: '#3350e0',
  accentForeground: '#ffffff',
  background: '#ffffff',
  foreground: '#141414',
  foregroundMuted: '#5a5e5e',
  surface: '#f3f4f4',
  surfaceHover: '#e7e9e9',
  border: '#dfe1e1',
  overlay: 'rgba(0, 0, 0, 0.4)',
  error: '#c42b2b',
  success: '#1d7a45',
};

/** The defaults of a mode. */
export function themeFor(mode: ThemeMode): ThemeValues {
  return mode === 'light' ? lightTheme : darkTheme;
}

/**
 * The theme variables the modal reads: walletdock's `WalletDockThemeVariables` (the instance's state holds them by
 * these names, AppKit's already read as theirs).
 */
export type StyledThemeVariables = WalletDockThemeVariables;

const px = (v: number | string) => (typeof v === 'number' ? `${v}px` : v);
const percent = (v: number | string) => (typeof v === 'number' ? `${v}%` : v);

/** The contract values a host's themeVariables override. */
export function overridesFrom(v: WalletDockThemeVariables): Partial<ThemeValues> {
  const out: Partial<ThemeValues> = {};
  if (v['--wd-accent'] !== undefined) out.accent = v['--wd-accent'];
  if (v['--wd-color-mix'] !== undefined) out.colorMix = v['--wd-color-mix'];
  if (v['--wd-color-mix-strength'] !== undefined) out.colorMixStrength = percent(v['--wd-color-mix-strength']);
  if (v['--wd-font-family'] !== undefined) out.fontFamily = v['--wd-font-family'];
  if (v['--wd-font-size-master'] !== undefined) out.fontSizeMaster = px(v['--wd-font-size-master']);
  if (v['--wd-border-radius-master'] !== undefined) out.borderRadiusMaster = px(v['--wd-border-radius-master']);
  if (v['--wd-z-index'] !== undefined) out.zIndex = String(v['--wd-z-index']);
  if (v['--wd-qrcode-color'] !== undefined) out.qrColor = v['--wd-qrcode-color'];
  return out;
}
