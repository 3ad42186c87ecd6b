/** AllWallets styles: search field and the virtualized list's scroller. */
import { style } from '../../theme/style';
import { themeVars } from '../../theme/contract.css';
import { fontSize, radius } from '../../theme/tokens';

export const search = style({
  width: '100%',
  height: 40,
  padding: '0 12px',
  borderRadius: radius(4),
  border: `1px solid ${themeVars.border}`,
  background: themeVars.surface,
  color: themeVars.foreground,
  fontSize: fontSize(1.4),
  fontFamily: 'inherit',
  selectors: { '&::placeholder': { color: themeVars.foregroundMuted } },
});

export const scroller = style({ height: 360, maxHeight: '50vh', overflowY: 'auto', contain: 'strict' });
export const inner = style({ position: 'relative', width: '100%', margin: 0, padding: 0, listStyle: 'none' });
export const item = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineStart: 0,
  width: '100%',
  paddingBottom: 6,
});
