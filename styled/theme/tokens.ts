/** Size helpers derived from the theme's master font size and border radius. */
import { themeVars } from './contract.css';

/** A font size as a multiple of the master size (10px by default: fontSize(1.4) = 14px). */
export const fontSize = (factor: number) => `calc(${themeVars.fontSizeMaster} * ${factor})`;
/** A radius as a multiple of the master radius (4px by default). */
export const radius = (factor: number) => `calc(${themeVars.borderRadiusMaster} * ${factor})`;
/** The modal background: the mode's background mixed with the host's colour mix at its strength. */
export const mixedBackground = `color-mix(in srgb, ${themeVars.colorMix} ${themeVars.colorMixStrength}, ${themeVars.background})`;
/** Animation timings. */
export const VIEW_TRANSITION_MS = 150;
export const MODAL_HEIGHT_ANIMATION_MS = 150;
export const HEADER_TEXT_ANIMATION_MS = 120;
export const MODAL_SHAKE_MS = 500;
/** Default modal width. */
export const MODAL_WIDTH_PX = 360;
/** How long a wallet image may take before its placeholder stays (the image preload timeout). */
export const IMAGE_PRELOAD_TIMEOUT_MS = 2_000;
/** Search input debounce (the default debounce). */
export const DEBOUNCE_MS = 500;
/** How long an auto-closing toast stays (the spec is silent; long enough to read a short line). */
export const TOAST_VISIBLE_MS = 3_000;
/** The band at the top of the window kept for the toast (16 px margin, a 40 px toast, 8 px gap): the modal stays below it. */
export const TOAST_LANE_PX = 64;
