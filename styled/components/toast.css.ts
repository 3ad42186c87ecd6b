/** The toast pill at the top of the screen. */
import { keyframes } from '@vanilla-extract/css';
import { style, styleVariants } from '../theme/style';
import { themeVars } from '../theme/contract.css';
import { fontSize, radius, VIEW_TRANSITION_MS } from '../theme/tokens';

const drop = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -8px)' },
  to: { opacity: 1, transform: 'translate(-50%, 0)' },
});

const base = style({
  position: 'fixed',
  top: 16,
  left: '50%',
  transform: 'translateX(-50%)',
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  // One line inside the lane the modal leaves free (TOAST_LANE_PX); a longer text is cut, its whole text stays in title.
  maxWidth: 'calc(100vw - 32px)',
  height: 40,
  padding: '0 14px',
  borderRadius: radius(6),
  border: `1px solid ${themeVars.border}`,
  background: themeVars.background,
  color: themeVars.foreground,
  fontSize: fontSize(1.4),
  fontWeight: 500,
  boxShadow: '0 4px 16px rgba(0, 0, 0, 0.2)',
  zIndex: `calc(${themeVars.zIndex} + 1)`,
  animation: `${drop} ${VIEW_TRANSITION_MS}ms ease-out`,
});

export const toast = styleVariants({
  loading: [base],
  success: [base, { borderColor: themeVars.success }],
  error: [base, { borderColor: themeVars.error }],
});

/** The toast's text: one line, cut with an ellipsis. */
export const toastText = style({ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
