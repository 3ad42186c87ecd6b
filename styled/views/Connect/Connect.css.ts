/** Connect view styles. */
import { style } from '@vanilla-extract/css';
import { themeVars } from '../../theme/contract.css';

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

export const dot = style({ borderRadius: 3, background: themeVars.foregroundMuted });
