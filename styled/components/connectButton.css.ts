/** The ConnectButton: themed like the modal, scoped to its own class. */
import { style } from '@vanilla-extract/css';
import { themeVars } from '../theme/contract.css';
import { fontSize, radius } from '../theme/tokens';

export const connectButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  minHeight: 40,
  padding: '0 16px',
  borderRadius: radius(6),
  border: `1px solid ${themeVars.border}`,
  background: themeVars.accent,
  color: themeVars.accentForeground,
  fontFamily: themeVars.fontFamily,
  fontSize: fontSize(1.4),
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    '&[data-connected="true"]': { background: themeVars.surface, color: themeVars.foreground },
    '&:focus-visible': { outline: `2px solid ${themeVars.accent}`, outlineOffset: 2 },
  },
});

export const network = style({ color: themeVars.foregroundMuted, fontWeight: 500 });
