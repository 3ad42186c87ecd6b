/** Send and Receive panel styles: labelled fields, the review summary, the QR card. */
import { globalStyle } from '@vanilla-extract/css';
import { lifted, style } from '../../theme/style';
import { themeVars } from '../../theme/contract.css';
import { fontSize, radius } from '../../theme/tokens';

export const form = style({ display: 'flex', flexDirection: 'column', gap: 12 });
export const field = style({ display: 'flex', flexDirection: 'column', gap: 4 });
export const label = style({ fontSize: fontSize(1.3), fontWeight: 600, color: themeVars.foreground });
export const input = style({
  width: '100%',
  minWidth: 0,
  height: 40,
  padding: '0 12px',
  borderRadius: radius(4),
  border: `1px solid ${themeVars.border}`,
  background: themeVars.surface,
  color: themeVars.foreground,
  fontSize: fontSize(1.4),
  boxSizing: 'border-box',
});
export const inline = style({ display: 'flex', gap: 8, alignItems: 'center' });
/** Max, beside the amount: one line in every language (the amount field gives way instead). */
export const maxButton = style({ flexShrink: 0, whiteSpace: 'nowrap' });
export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: '6px 12px',
  margin: 0,
  padding: 12,
  borderRadius: radius(4),
  border: `1px solid ${themeVars.border}`,
  fontSize: fontSize(1.4),
});
export const term = style({ color: themeVars.foregroundMuted, margin: 0 });
export const value = style({
  margin: 0,
  textAlign: 'end',
  overflowWrap: 'anywhere',
  fontVariantNumeric: 'tabular-nums',
});
export const actions = style({ display: 'flex', gap: 8 });
globalStyle(`${lifted(actions)} > *`, { flex: 1 });
export const qrCard = style({
  alignSelf: 'center',
  padding: 12,
  background: '#ffffff',
  borderRadius: radius(4),
  lineHeight: 0,
});
export const mono = style({
  fontFamily: 'ui-monospace, monospace',
  fontSize: fontSize(1.2),
  overflowWrap: 'anywhere',
  margin: 0,
  textAlign: 'center',
});
export const link = style({ color: themeVars.accent, fontWeight: 600 });
/** Under the amount: the token's balance at the start, what the typed amount is worth at the end. */
export const hintLine = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: 8,
  margin: 0,
  color: themeVars.foregroundMuted,
  fontSize: fontSize(1.3),
});
/** A balance from before the account's own transaction, being read again: slanted, as the Tokens rows show it. */
export const staleAmount = style({ fontStyle: 'italic' });
