/** The modal header: back, title, close. */
import { keyframes } from '@vanilla-extract/css';
import { style } from '../theme/style';
import { themeVars } from '../theme/contract.css';
import { fontSize, HEADER_TEXT_ANIMATION_MS, radius } from '../theme/tokens';

export const header = style({
  display: 'grid',
  gridTemplateColumns: '44px 1fr 44px',
  alignItems: 'center',
  padding: '10px 8px 6px',
});

const textIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const title = style({
  margin: 0,
  textAlign: 'center',
  fontSize: fontSize(1.6),
  fontWeight: 600,
  animation: `${textIn} ${HEADER_TEXT_ANIMATION_MS}ms ease-out`,
});

/** Back and close: 36 px drawn, 44 px on a touch screen (a fingertip). */
export const iconButton = style({
  width: 36,
  height: 36,
  justifySelf: 'center',
  '@media': { '(pointer: coarse)': { width: 44, height: 44 } },
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: 'transparent',
  border: 'none',
  borderRadius: radius(3),
  cursor: 'pointer',
  color: themeVars.foreground,
  selectors: {
    '&:hover:not(:disabled)': { background: themeVars.surfaceHover },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.4 },
  },
});
