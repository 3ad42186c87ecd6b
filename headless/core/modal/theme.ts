/**
 * The theme's mode rule: a host picks 'light', 'dark' or 'system' (the default), and 'system' follows the visitor's
 * `prefers-color-scheme` live. The state keeps both the setting and the mode it resolves to, so everything that draws
 * (the modal, the wallet frame's theme sync, QR colours) reads one of two modes.
 */

/** The modal's colour scheme in effect. */
export type ThemeMode = 'dark' | 'light';
/** The colour scheme a host asks for: 'system' (the default) follows the visitor's `prefers-color-scheme`. */
export type ThemeModeSetting = ThemeMode | 'system';
import type { ThemeVariables, WalletDockThemeVariables } from './theme-variables';

export type { AppKitThemeVariables, ThemeVariables, WalletDockThemeVariables } from './theme-variables';

/** Theme state: the mode in effect, the host's setting it comes from, and the host's variables. */
export interface ThemeState {
  /** The mode in effect: 'light' or 'dark' ('system' resolved against the visitor's preference). */
  themeMode: ThemeMode;
  /** What the host asked for: 'system' (the default) follows the visitor's colour scheme as it changes. */
  themeModeSetting: ThemeModeSetting;
  /** The host's variables by walletdock's names (AppKit's names already read as theirs, unknown ones left out). */
  themeVariables: WalletDockThemeVariables;
}

/** The media query of a visitor who prefers dark colours. */
export const PREFERS_DARK_QUERY = '(prefers-color-scheme: dark)';

/**
 * The mode a setting shows: 'system' gives the visitor's preference; before it is known (server rendering, the first
 * render of a hydrating page) 'system' shows light, so server and client render the same markup.
 * @example
 * resolveThemeMode('system', true); // 'dark'
 */
export function resolveThemeMode(setting: ThemeModeSetting, systemPrefersDark: boolean | undefined): ThemeMode {
  if (setting !== 'system') return setting;
  return systemPrefersDark ? 'dark' : 'light';
}

/**
 * The state an instance starts with (the visitor's preference is read when the provider mounts); `readVariables` is
 * the instance's themeVariablesReader.
 */
export function initialThemeState(
  options: {
    themeMode?: ThemeModeSetting | undefined;
    themeVariables?: ThemeVariables | undefined;
  },
  readVariables: (input: ThemeVariables) => WalletDockThemeVariables,
): ThemeState {
  const themeModeSetting = options.themeMode ?? 'system';
  return {
    themeMode: resolveThemeMode(themeModeSetting, undefined),
    themeModeSetting,
    themeVariables: readVariables(options.themeVariables ?? {}),
  };
}

/** The part of `window.matchMedia` the watcher uses. */
export type MatchMedia = (
  query: string,
) => Pick<MediaQueryList, 'matches' | 'addEventListener' | 'removeEventListener'>;

/**
 * Reports the visitor's colour preference now and whenever it changes; returns the unsubscribe. Without matchMedia
 * (a server, an old test DOM) it reports nothing.
 */
export function watchPrefersDark(
  matchMedia: MatchMedia | undefined,
  onChange: (prefersDark: boolean) => void,
): () => void {
  if (!matchMedia) return () => undefined;
  const query = matchMedia(PREFERS_DARK_QUERY);
  const listener = (event: { matches: boolean }) => onChange(event.matches);
  onChange(query.matches);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}
