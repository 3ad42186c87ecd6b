/** The ConnectButton: themed like the modal, scoped to its own classes. */
import { keyframes } from '@vanilla-extract/css';
import { style } from '../theme/style';
import { themeVars } from '../theme/contract.css';
import { isolated } from '../theme/root.css';
import { fontSize, radius } from '../theme/tokens';

/** A block-level flex box: the button takes its own line in the host's layout, as a drop-in replacement must. */
export const wrapper = style([
  // The host page's global styles stop at the box (theme/root.css.ts): its `button {…}` rules do not reach ours.
  isolated,
  {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: 8,
    fontFamily: themeVars.fontFamily,
    fontSize: fontSize(1.4),
  },
]);

const base = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  minHeight: 40,
  border: `1px solid ${themeVars.border}`,
  fontFamily: 'inherit',
  fontSize: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${themeVars.accent}`, outlineOffset: 2 } },
  '@media': { '(pointer: coarse)': { minHeight: 44 } },
} as const;

/** Before connecting: the accent button. */
export const connectButton = style({
  ...base,
  padding: '0 16px',
  borderRadius: radius(6),
  background: themeVars.accent,
  color: themeVars.accentForeground,
  borderColor: 'transparent',
});

/** Once connected: the network and the account, as pills on the modal's surface. */
export const pill = style({
  ...base,
  paddingBlock: 0,
  paddingInline: '8px 12px',
  borderRadius: radius(6),
  background: themeVars.background,
  color: themeVars.foreground,
  boxShadow: '0 1px 3px rgba(0, 0, 0, 0.12)',
  selectors: { ...base.selectors, '&:hover': { background: themeVars.surface } },
});

export const network = style({ whiteSpace: 'nowrap' });
export const balance = style({
  paddingInlineEnd: 8,
  borderInlineEnd: `1px solid ${themeVars.border}`,
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
});
export const avatar = style({ width: 24, height: 24, borderRadius: '50%', flex: 'none', objectFit: 'cover' });

const waiting = keyframes({ '0%': { opacity: 1 }, '50%': { opacity: 0.6 }, '100%': { opacity: 1 } });

/** The saved account while the wallet confirms it: the account pill, pulsing, not clickable. */
export const reconnecting = style({
  cursor: 'progress',
  animation: `${waiting} 1.4s ease-in-out infinite`,
  selectors: { '&:hover': { background: themeVars.background } },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none', opacity: 0.75 } },
});

/** Beside the connect label after a saved session could not be restored: why, in the muted text of the modal. */
export const restoreFailed = style({ color: themeVars.foregroundMuted, fontSize: fontSize(1.3) });
