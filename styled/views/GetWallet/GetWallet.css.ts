/** The wallet help views: the explained points with their icons, the wallet's large icon, the install links. */
import { style } from '../../theme/style';
import { themeVars } from '../../theme/contract.css';
import { fontSize, radius } from '../../theme/tokens';

export const points = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 16,
  margin: 0,
  padding: '8px 4px',
  listStyle: 'none',
});
export const point = style({ display: 'flex', gap: 14, alignItems: 'flex-start' });
export const pointIcon = style({
  flex: 'none',
  width: 40,
  height: 40,
  display: 'grid',
  placeItems: 'center',
  borderRadius: radius(3),
  color: themeVars.accent,
  background: `color-mix(in srgb, ${themeVars.accent} 14%, transparent)`,
});
export const pointText = style({ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 });
export const pointTitle = style({ fontWeight: 600, fontSize: fontSize(1.5), margin: 0 });
export const bigIcon = style({ width: 72, height: 72, borderRadius: radius(5), display: 'block' });
export const linkRow = style({ textDecoration: 'none', color: themeVars.foreground });
export const linkEnd = style({ color: themeVars.foregroundMuted, display: 'flex' });
export const platforms = style({ color: themeVars.foregroundMuted, fontSize: fontSize(1.2), fontWeight: 400 });
