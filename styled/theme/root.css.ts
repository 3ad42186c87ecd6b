/**
 * The modal's root, overlay and content, and the boundary between them and the host page. No selector here reaches
 * outside walletdock's own elements, so the page's styles are never touched; and the page's global styles (an app's
 * `button { margin: 15px }`, Tailwind's preflight, Bootstrap's reboot, normalize.css) change nothing inside them: see
 * `isolated`. Reduced motion turns animations off.
 */
import { createVar, globalStyle, keyframes, style as plainStyle } from '@vanilla-extract/css';
import { lifted, style } from './style';
import { themeVars } from './contract.css';
import {
  fontSize,
  MODAL_HEIGHT_ANIMATION_MS,
  MODAL_SHAKE_MS,
  MODAL_WIDTH_PX,
  mixedBackground,
  radius,
  TOAST_LANE_PX,
  VIEW_TRANSITION_MS,
} from './tokens';

const reduce = '(prefers-reduced-motion: reduce)';

/**
 * The class of each element walletdock puts into a host's page (the modal's and the toast's root through `root`, the
 * ConnectButton's box): below it the page's own styles do nothing. The element starts from initial values, as if the
 * page had no styles to pass down (font, colour, spacing, color-scheme…); every element inside is reverted to the
 * browser's defaults, which is what walletdock's styles are written over. The page's element rules, up to a state
 * (`button:hover`, (0,1,1)), are below this reset at (0,2,0); every class of walletdock's is above it (theme/style.ts
 * lifts them to three classes). The few host rules at (0,2,0) and more (Bootstrap's `[type=button]:not(:disabled)`,
 * `button:focus:not(:focus-visible)`) set what the browser does anyway: a pointer cursor, no outline on a click's focus. SVG and images keep their attributes (width, height, fill and viewBox
 * are presentational hints a revert would drop): only what pages set on them globally (display, alignment, maximum
 * size, spacing) is reverted, and walletdock's own icons carry their size as a style too.
 */
export const isolated = plainStyle({});
const boundary = `${isolated}${isolated}`;
// What a page hides or makes inert it still does: visibility and pointer-events come down as they are.
globalStyle(boundary, { all: 'initial', display: 'block', visibility: 'inherit', pointerEvents: 'inherit' });
// `hidden` is a presentational hint too (Chromium's display: none for it): those elements are left as they are.
// :where() keeps the exclusions out of the specificity: (0,2,0), so the button rule below (0,2,1) comes after it.
globalStyle(`${boundary} :not(:where(svg, svg *, img, [hidden]))`, { all: 'revert', boxSizing: 'border-box' });
globalStyle(`${boundary} ::before, ${boundary} ::after`, { all: 'revert', boxSizing: 'border-box' });
globalStyle(`${boundary} :is(svg, img)`, {
  display: 'revert',
  verticalAlign: 'revert',
  maxWidth: 'revert',
  maxHeight: 'revert',
  margin: 'revert',
  padding: 'revert',
  border: 'revert',
  boxSizing: 'border-box',
});
// Inside an SVG only the box properties a page's `*` rule sets (its drawing attributes stay).
globalStyle(`${boundary} svg *`, { boxSizing: 'revert', margin: 'revert', padding: 'revert', border: 'revert' });
// Pseudo-elements one browser knows and another would drop a whole selector list for: one rule each.
for (const pseudo of ['::placeholder', '::-webkit-search-decoration', '::-webkit-search-cancel-button'])
  globalStyle(`${boundary} ${pseudo}`, { all: 'revert' });
// Bootstrap's `button:focus:not(:focus-visible) { outline: 0 }` (0,2,1): the browser's own focus outline, as elsewhere.
globalStyle(`${boundary} :focus:not(:focus-visible)`, { outline: 'revert' });
// What walletdock's styles assume of a button beyond the browser's defaults.
globalStyle(`${boundary} button`, { font: 'inherit', color: 'inherit', margin: 0 });

/** The root class: carries the theme variables and the base typography. */
export const root = style([
  isolated,
  {
    fontFamily: themeVars.fontFamily,
    fontSize: fontSize(1.4),
    lineHeight: 1.4,
    color: themeVars.foreground,
    WebkitFontSmoothing: 'antialiased',
  },
]);

// The focus ring, at the weight of a lifted class's state (theme/style.ts): over a class's own outline, and a class's
// own :focus-visible (written after this file) wins over it.
globalStyle(`${lifted(isolated)} :focus-visible`, {
  outline: `2px solid ${themeVars.accent}`,
  outlineOffset: 2,
});
globalStyle(`${root} *`, {
  '@media': { [reduce]: { animationDuration: '0.01ms !important', transitionDuration: '0.01ms !important' } },
});

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -48%) scale(0.98)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
});
const riseSheet = keyframes({
  from: { transform: 'translateY(16px)', opacity: 0 },
  to: { transform: 'translateY(0)', opacity: 1 },
});
const shakeFrames = keyframes({
  '0%, 100%': { marginInlineStart: 0 },
  '20%, 60%': { marginInlineStart: -8 },
  '40%, 80%': { marginInlineStart: 8 },
});

/** The dimmed page behind the modal. */
export const overlay = style({
  position: 'fixed',
  inset: 0,
  background: themeVars.overlay,
  zIndex: themeVars.zIndex,
  animation: `${fadeIn} ${VIEW_TRANSITION_MS}ms ease-out`,
});

/**
 * The dialog box: 360 px centred on desktop, a bottom sheet on phones. Its height leaves the toast's lane free above
 * it (TOAST_LANE_PX at the top of the window), so a toast never covers the title; a taller view scrolls in the body.
 */
export const content = style({
  position: 'fixed',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  width: MODAL_WIDTH_PX,
  maxWidth: 'calc(100vw - 16px)',
  maxHeight: `calc(100dvh - ${2 * TOAST_LANE_PX}px)`,
  display: 'flex',
  flexDirection: 'column',
  background: mixedBackground,
  border: `1px solid ${themeVars.border}`,
  borderRadius: radius(8),
  boxShadow: '0 8px 32px rgba(0, 0, 0, 0.25)',
  zIndex: themeVars.zIndex,
  overflow: 'hidden',
  animation: `${rise} ${VIEW_TRANSITION_MS}ms ease-out`,
  outline: 'none',
  '@media': {
    'screen and (max-width: 430px)': {
      top: 'auto',
      left: 0,
      bottom: 0,
      transform: 'none',
      width: '100%',
      maxWidth: '100%',
      maxHeight: `calc(100dvh - ${TOAST_LANE_PX}px)`,
      borderRadius: `${radius(8)} ${radius(8)} 0 0`,
      animation: `${riseSheet} ${VIEW_TRANSITION_MS}ms ease-out`,
    },
  },
});

/** Added for MODAL_SHAKE_MS when the modal is asked to shake. */
export const shake = style({ animation: `${shakeFrames} ${MODAL_SHAKE_MS}ms ease-in-out` });

/** The body whose height follows the current view (measured, animated); it scrolls when the view is taller than the box. */
export const body = style({
  position: 'relative',
  minHeight: 0,
  flexShrink: 1,
  overflowX: 'hidden',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  transition: `height ${MODAL_HEIGHT_ANIMATION_MS}ms ease`,
});

// The next view comes in from the end of the line and the previous one from its start: right and left in a
// left-to-right language, mirrored in a right-to-left one (the root's dir).
const inlineSign = createVar();
globalStyle(`${root}`, { vars: { [inlineSign]: '1' } });
globalStyle(`${root}[dir="rtl"]`, { vars: { [inlineSign]: '-1' } });
const slideNext = keyframes({
  from: { opacity: 0, transform: `translateX(calc(12px * ${inlineSign}))` },
  to: { opacity: 1, transform: 'none' },
});
const slidePrev = keyframes({
  from: { opacity: 0, transform: `translateX(calc(-12px * ${inlineSign}))` },
  to: { opacity: 1, transform: 'none' },
});

/** A view entering after a push (next) or a back (prev). */
export const viewNext = style({ animation: `${slideNext} ${VIEW_TRANSITION_MS}ms ease-out` });
export const viewPrev = style({ animation: `${slidePrev} ${VIEW_TRANSITION_MS}ms ease-out` });

/** Padding of a view. */
export const view = style({ padding: '4px 12px 12px', display: 'flex', flexDirection: 'column', gap: 8 });

/** An icon that points along the line (back, forward, send, receive, leave): mirrored in a right-to-left language. */
export const mirrored = style({ selectors: { [`${root}[dir="rtl"] &`]: { transform: 'scaleX(-1)' } } });

/** Text only screen readers get. */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
