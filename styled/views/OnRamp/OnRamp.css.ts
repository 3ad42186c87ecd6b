/** Buy panel styles: the amount row, the selects, the provider rows. */
import { style } from '@vanilla-extract/css';
import { themeVars } from '../../theme/contract.css';
import { fontSize, radius } from '../../theme/tokens';

const field = {
  height: 40,
  padding: '0 10px',
  borderRadius: radius(4),
  border: `1px solid ${themeVars.border}`,
  background: themeVars.surface,
  color: themeVars.foreground,
  fontSize: fontSize(1.4),
  fontFamily: 'inherit',
} as const;

export const input = style({ ...field, flex: 1, minWidth: 0 });
export const select = style({ ...field, minWidth: 0 });
export const fieldRow = style({ display: 'flex', gap: 8, alignItems: 'center' });
export const label = style({ display: 'flex', flexDirection: 'column', gap: 4, fontSize: fontSize(1.3), color: themeVars.foregroundMuted });
export const providers = style({ display: 'flex', flexDirection: 'column', gap: 6, margin: 0, padding: 0, border: 0 });
export const provider = style({
  display: 'flex',
  alignItems: 'center',
  gap: 10,
  padding: '10px 12px',
  borderRadius: radius(4),
  border: `1px solid ${themeVars.border}`,
  background: themeVars.surface,
  cursor: 'pointer',
  selectors: { '&:has(input:checked)': { borderColor: themeVars.accent } },
});
export const providerText = style({ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 });
export const providerQuote = style({ fontVariantNumeric: 'tabular-nums', textAlign: 'right' });
