/** The token picker: its button, and the list that opens under it over the view. */
import { style } from '../theme/style';
import { themeVars } from '../theme/contract.css';
import { fontSize, radius } from '../theme/tokens';

export const picker = style({ position: 'relative', minWidth: 0 });
export const trigger = style({
  width: '100%',
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  minHeight: 44,
  paddingBlock: 0,
  paddingInline: '8px 10px',
  border: `1px solid ${themeVars.border}`,
  borderRadius: radius(4),
  background: themeVars.background,
  color: themeVars.foreground,
  cursor: 'pointer',
  textAlign: 'start',
  selectors: { '&:hover': { background: themeVars.surfaceHover } },
});
export const triggerText = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', lineHeight: 1.2 });
export const symbol = style({ fontWeight: 600, fontSize: fontSize(1.4) });
export const balance = style({
  color: themeVars.foregroundMuted,
  fontSize: fontSize(1.2),
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
export const popover = style({
  position: 'absolute',
  zIndex: 2,
  insetInline: 0,
  top: 'calc(100% + 4px)',
  minWidth: 240,
  padding: 6,
  border: `1px solid ${themeVars.border}`,
  borderRadius: radius(4),
  background: themeVars.background,
  boxShadow: '0 8px 24px rgba(0, 0, 0, 0.2)',
});
export const searchRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: 6,
  padding: '0 8px',
  borderRadius: radius(3),
  background: themeVars.surface,
  color: themeVars.foregroundMuted,
});
export const search = style({
  flex: 1,
  minWidth: 0,
  height: 40,
  border: 0,
  background: 'transparent',
  color: themeVars.foreground,
  font: 'inherit',
  outline: 'none',
});
export const list = style({ maxHeight: 220, overflowY: 'auto', margin: '6px 0 0', padding: 0, listStyle: 'none' });
export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: 10,
  minHeight: 44,
  padding: '4px 8px',
  borderRadius: radius(3),
  cursor: 'pointer',
  selectors: {
    '&[data-active="true"], &:hover': { background: themeVars.surfaceHover },
    // The chosen one is ringed, its text left in the foreground colour: accent text on the hover surface fails
    // contrast in the dark theme (axe, read-your-writes e2e with the list open).
    '&[aria-selected="true"]': { boxShadow: `inset 0 0 0 1px ${themeVars.accent}` },
  },
});
/** A balance from before the account's own transaction: slanted, as the Tokens rows' (not faded: contrast stays). */
export const staleBalance = style({ fontStyle: 'italic' });
export const optionBalance = style({
  color: themeVars.foregroundMuted,
  fontSize: fontSize(1.3),
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});
export const empty = style({ padding: 10, color: themeVars.foregroundMuted, fontSize: fontSize(1.3) });
