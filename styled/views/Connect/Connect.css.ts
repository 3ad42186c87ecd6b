/** Connect view styles. */
import { style } from '../../theme/style';
import { themeVars } from '../../theme/contract.css';
import { fontSize } from '../../theme/tokens';

export const allWalletsIcon = style({
  width: 40,
  height: 40,
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: 3,
  padding: 7,
  borderRadius: 10,
  background: themeVars.surfaceHover,
});

/** The "Continue with a wallet" row's mark: a wallet in the All Wallets tile's box. */
export const walletsIcon = style({
  width: 40,
  height: 40,
  display: 'grid',
  placeItems: 'center',
  borderRadius: 10,
  background: themeVars.surfaceHover,
  color: themeVars.foreground,
});

export const dot = style({ borderRadius: 3, background: themeVars.foregroundMuted });

/** "New to wallets? What is a wallet?" under the list. */
export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  alignItems: 'center',
  columnGap: 6,
  margin: '4px 0 0',
  paddingTop: 8,
  borderTop: `1px solid ${themeVars.border}`,
  color: themeVars.foregroundMuted,
  fontSize: fontSize(1.3),
});

/** A text button in the accent colour, 44 px high for a finger. */
export const linkButton = style({
  minHeight: 44,
  padding: '0 4px',
  border: 0,
  background: 'none',
  color: themeVars.accent,
  fontWeight: 600,
  fontSize: fontSize(1.3),
  cursor: 'pointer',
});
