// What the frame is told about the app's look: its theme mode and the theme variables the frame's limits accept
// (names up to 64 characters, values up to 256); the frame applies them to its own screens.
import type { ThemeMode, ThemeVariables } from '../modal/slices';
import type { FrameRequestParams } from './messages';

/** SYNC_THEME parameters from the instance's theme (variables the frame would refuse are left out). */
export function syncedTheme(themeMode: ThemeMode, themeVariables: ThemeVariables): FrameRequestParams<'SYNC_THEME'> {
  const kept = Object.entries(themeVariables).filter(
    ([name, value]) => name.length <= 64 && (typeof value === 'number' || value.length <= 256),
  );
  return { themeMode, ...(kept.length ? { themeVariables: Object.fromEntries(kept) } : {}) };
}
