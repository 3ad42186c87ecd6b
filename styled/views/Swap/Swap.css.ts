/** Swap view styles: the two token fields, the quote's details. */
import { style } from '@vanilla-extract/css';
import { themeVars } from '../../theme/contract.css';
import { fontSize, radius } from '../../theme/tokens';

/** One side of the swap: its label, token picker, amount and balance. */
export const field = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: 6,
  padding: 10,
  border: 0,
  margin: 0,
  borderRadius: radius(4),
  background: themeVars.surface,
});
export const legend = style({ float: 'left', gridColumn: '1 / -1', fontSize: fontSize(1.2), color: themeVars.foregroundMuted, padding: 0 });
const control = {
  minHeight: 36,
  borderRadius: radius(3),
  border: `1px solid ${themeVars.border}`,
  background: themeVars.background,
  color: themeVars.foreground,
  fontSize: fontSize(1.5),
  padding: '0 8px',
};
export const select = style({ ...control, fontWeight: 600 });
export const amount = style({ ...control, minWidth: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' });
export const output = style({ ...control, display: 'flex', alignItems: 'center', justifyContent: 'flex-end', fontVariantNumeric: 'tabular-nums' });
export const balance = style({ gridColumn: '1 / -1', margin: 0, fontSize: fontSize(1.2), color: themeVars.foregroundMuted, textAlign: 'right' });
export const flip = style({ alignSelf: 'center', minHeight: 32, padding: '0 12px' });
export const details = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: '4px 12px',
  margin: 0,
  fontSize: fontSize(1.3),
  fontVariantNumeric: 'tabular-nums',
});
export const term = style({ color: themeVars.foregroundMuted });
export const definition = style({ margin: 0, textAlign: 'right' });
