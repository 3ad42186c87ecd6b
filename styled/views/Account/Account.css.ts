/** Account view styles: the header, the tabs, list rows, the NFT grid, skeletons, the Send/Receive pair. */
import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { themeVars } from '../../theme/contract.css';
import { fontSize, radius } from '../../theme/tokens';

export const avatar = style({
  width: 64,
  height: 64,
  borderRadius: '50%',
  objectFit: 'cover',
  background: `linear-gradient(135deg, ${themeVars.accent}, ${themeVars.surfaceHover})`,
});
export const address = style({ fontSize: fontSize(1.8), fontWeight: 600, margin: 0, fontVariantNumeric: 'tabular-nums' });
export const addressRow = style({ display: 'flex', alignItems: 'center', gap: 6 });
export const balance = style({ fontSize: fontSize(1.5), margin: 0, color: themeVars.foregroundMuted });
export const total = style({ fontSize: fontSize(2.4), fontWeight: 700, margin: 0, fontVariantNumeric: 'tabular-nums' });
export const stack = style({ display: 'flex', flexDirection: 'column', gap: 8 });
export const pair = style({ display: 'flex', gap: 8 });
globalStyle(`${pair} > *`, { flex: 1 });

/** A small square icon button (copy) or link (explorer). */
export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 28,
  height: 28,
  padding: '0 6px',
  borderRadius: radius(2),
  border: `1px solid ${themeVars.border}`,
  background: themeVars.surface,
  color: themeVars.foreground,
  fontSize: fontSize(1.2),
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: { '&:hover': { background: themeVars.surfaceHover } },
});

export const tabList = style({
  display: 'flex',
  gap: 4,
  padding: 4,
  borderRadius: radius(4),
  background: themeVars.surface,
});
export const tab = style({
  flex: 1,
  height: 32,
  border: 'none',
  borderRadius: radius(3),
  background: 'transparent',
  color: themeVars.foregroundMuted,
  fontSize: fontSize(1.4),
  fontWeight: 600,
  fontFamily: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[data-state="active"]': { background: themeVars.surfaceHover, color: themeVars.foreground },
    '&:focus-visible': { outline: `2px solid ${themeVars.accent}`, outlineOffset: 1 },
  },
});
export const panel = style({ outline: 'none', minHeight: 120 });

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: 10,
  height: 52,
  padding: '0 8px',
  borderRadius: radius(3),
  background: themeVars.surface,
  fontSize: fontSize(1.4),
});
export const rowText = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 2 });
export const rowTitle = style({ fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const rowSub = style({ color: themeVars.foregroundMuted, fontSize: fontSize(1.2), whiteSpace: 'nowrap' });
/** The amount or value at the end of a row: at most half the row, cut with an ellipsis (a long NFT name). */
export const rowEnd = style({
  maxWidth: '50%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
});
export const icon = style({
  width: 32,
  height: 32,
  flex: 'none',
  borderRadius: '50%',
  background: themeVars.surfaceHover,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontWeight: 700,
  overflow: 'hidden',
  objectFit: 'cover',
});
export const monthHeading = style({
  margin: 0,
  padding: '8px 4px 4px',
  fontSize: fontSize(1.2),
  fontWeight: 600,
  color: themeVars.foregroundMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});
export const failed = style({ color: themeVars.error });

export const grid = style({ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 8 });
export const tile = style({ display: 'flex', flexDirection: 'column', gap: 4, minWidth: 0, margin: 0 });
export const tileImage = style({
  width: '100%',
  aspectRatio: '1',
  borderRadius: radius(3),
  background: themeVars.surfaceHover,
  objectFit: 'cover',
  display: 'block',
});
export const tileText = style({ fontSize: fontSize(1.2), overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

const shimmer = keyframes({ '0%': { opacity: 0.5 }, '50%': { opacity: 1 }, '100%': { opacity: 0.5 } });
/** A placeholder row while data loads. */
export const skeleton = style({
  height: 52,
  borderRadius: radius(3),
  background: themeVars.surface,
  animation: `${shimmer} 1.2s ease-in-out infinite`,
});
export const state = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 8, padding: '16px 0', textAlign: 'center' });
