/** Account view styles. */
import { globalStyle, style } from '@vanilla-extract/css';
import { themeVars } from '../../theme/contract.css';
import { fontSize } from '../../theme/tokens';

export const avatar = style({
  width: 64,
  height: 64,
  borderRadius: '50%',
  background: `linear-gradient(135deg, ${themeVars.accent}, ${themeVars.surfaceHover})`,
});
export const address = style({ fontSize: fontSize(1.8), fontWeight: 600, margin: 0, fontVariantNumeric: 'tabular-nums' });
export const balance = style({ fontSize: fontSize(1.5), margin: 0, color: themeVars.foregroundMuted });
export const stack = style({ display: 'flex', flexDirection: 'column', gap: 8 });
export const pair = style({ display: 'flex', gap: 8 });
globalStyle(`${pair} > *`, { flex: 1 });
