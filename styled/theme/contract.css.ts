/**
 * The typed theme contract of the modal. Every colour, size and layer the styles read is one of
 * these variables; modes assign them on the modal's root class and host themeVariables override
 * them inline (assignInlineVars), so nothing is ever written outside the modal's root.
 */
import { createThemeContract } from '@vanilla-extract/css';

/** CSS variables of the modal; names are hashed, read them through this object. */
export const themeVars = createThemeContract({
  accent: null,
  accentForeground: null,
  colorMix: null,
  colorMixStrength: null,
  fontFamily: null,
  fontSizeMaster: null,
  borderRadiusMaster: null,
  zIndex: null,
  qrColor: null,
  background: null,
  foreground: null,
  foregroundMuted: null,
  surface: null,
  surfaceHover: null,
  border: null,
  overlay: null,
  error: null,
  success: null,
});
