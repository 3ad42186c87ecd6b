// SYNC_THEME: the app's mode and theme variables on the frame's own screens. Variables are CSS custom properties
// ("--wd-accent": "#ff6600"); they are set through the CSSOM, one property each, so a value cannot add rules.
import type { FrameRequestParams } from '../../../core/embedded/messages';

const NAME = /^--[a-zA-Z0-9-]{1,60}$/;
const VALUE = /^[^;{}<>\\]{0,200}$/;

/** Applies a theme to the frame's document. */
export function applyTheme(theme: FrameRequestParams<'SYNC_THEME'>): void {
  const root = document.documentElement;
  root.dataset.theme = theme.themeMode;
  for (const [name, value] of Object.entries(theme.themeVariables ?? {})) {
    const text = String(value);
    if (NAME.test(name) && VALUE.test(text)) root.style.setProperty(name, text);
  }
}
