/** Swap view styles: a side of the swap (token picker, amount, balance) and the quote's details. */
import { style } from '../../theme/style';
import { themeVars as t } from '../../theme/contract.css';
import { fontSize, radius } from '../../theme/tokens';

export const field = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: 6,
  padding: 10,
  border: 0,
  margin: 0,
  borderRadius: radius(4),
  background: t.surface,
});
export const legend = style({
  float: 'left',
  gridColumn: '1/-1',
  padding: 0,
  fontSize: fontSize(1.2),
  color: t.foregroundMuted,
});
/** The picker, the amount input and the amount out. */
export const control = style({
  minWidth: 0,
  minHeight: 36,
  padding: '0 8px',
  borderRadius: radius(3),
  border: `1px solid ${t.border}`,
  background: t.background,
  color: t.foreground,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  fontSize: fontSize(1.5),
  fontWeight: 600,
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
});
export const balance = style({
  gridColumn: '1/-1',
  margin: 0,
  fontSize: fontSize(1.2),
  color: t.foregroundMuted,
  textAlign: 'end',
});
/** A balance from before the account's newest own transaction, being read again: slanted as in the Tokens rows. */
export const staleAmount = style({ fontStyle: 'italic' });
export const details = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: '4px 12px',
  margin: 0,
  fontSize: fontSize(1.3),
});
export const term = style({ color: t.foregroundMuted });
export const definition = style({ margin: 0, textAlign: 'end' });
