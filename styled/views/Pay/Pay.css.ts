/** Pay views' styles: the amount asked, the quote's lines and the step list. */
import { style } from '../../theme/style';
import { themeVars as t } from '../../theme/contract.css';
import { fontSize, radius } from '../../theme/tokens';

export const amount = style({
  margin: 0,
  fontSize: fontSize(2.4),
  fontWeight: 600,
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});
export const network = style({ margin: 0, textAlign: 'center', color: t.foregroundMuted, fontSize: fontSize(1.3) });
export const lines = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: '6px 12px',
  margin: 0,
  padding: 10,
  borderRadius: radius(4),
  background: t.surface,
});
export const term = style({ color: t.foregroundMuted, fontSize: fontSize(1.3) });
export const value = style({
  margin: 0,
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
  fontSize: fontSize(1.4),
});
export const total = style({ fontWeight: 600 });
export const steps = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: 8,
});
export const step = style({ display: 'flex', alignItems: 'center', gap: 8, fontSize: fontSize(1.4) });
export const mark = style({
  width: 18,
  height: 18,
  flex: '0 0 18px',
  borderRadius: '50%',
  border: `2px solid ${t.border}`,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontSize: fontSize(1.1),
  selectors: {
    '&[data-state="done"]': { background: t.accent, borderColor: t.accent, color: t.accentForeground },
    '&[data-state="active"]': { borderColor: t.accent },
    '&[data-state="failed"]': { borderColor: t.error, color: t.error },
  },
});
export const exchanges = style({ display: 'flex', flexDirection: 'column', gap: 8 });
/** "or pay from an exchange", between the wallet's button and the exchanges, ruled on both sides. */
export const or = style({
  display: 'flex',
  alignItems: 'center',
  gap: 10,
  fontWeight: 400,
  selectors: {
    '&::before, &::after': { content: '""', flex: 1, borderTop: `1px solid ${t.border}` },
  },
});
export const pageLink = style({ color: t.accent, fontSize: fontSize(1.3), overflowWrap: 'anywhere' });
