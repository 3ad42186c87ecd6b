/**
 * The modal's root, overlay and content. Every selector here is scoped under `root` (no global
 * resets), so the host page's own styles are never touched; reduced motion turns animations off.
 */
import { createVar, globalStyle, keyframes, style } from '@vanilla-extract/css';
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

/** The root class: carries the theme variables and the base typography. */
export const root = style({
  fontFamily: themeVars.fontFamily,
  fontSize: fontSize(1.4),
  lineHeight: 1.4,
  color: themeVars.foreground,
  WebkitFontSmoothing: 'antialiased',
});

// :where() keeps these scoped resets at element specificity, so component classes win over them.
globalStyle(`:where(${root}) *, :where(${root}) *::before, :where(${root}) *::after`, { boxSizing: 'border-box' });
globalStyle(`:where(${root}) button`, { font: 'inherit', color: 'inherit', margin: 0 });
globalStyle(`${root} :focus-visible`, { outline: `2px solid ${themeVars.accent}`, outlineOffset: 2 });
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
