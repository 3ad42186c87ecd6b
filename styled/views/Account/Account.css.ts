/** Account view styles: the identity, the action row, the tabs, list rows, the NFT grid, skeletons, the footer. */
import { globalStyle, keyframes } from '@vanilla-extract/css';
import { lifted, style } from '../../theme/style';
import { themeVars } from '../../theme/contract.css';
import { fontSize, radius } from '../../theme/tokens';

const coarse = '(pointer: coarse)';

export const identity = style({ display: 'flex', gap: 14, alignItems: 'flex-start', padding: '4px 2px 0' });
export const avatar = style({
  width: 56,
  height: 56,
  flex: 'none',
  borderRadius: '50%',
  objectFit: 'cover',
  background: themeVars.surfaceHover,
});
export const identityText = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 2 });
export const nameLine = style({ display: 'flex', alignItems: 'center', gap: 2, minWidth: 0 });
export const address = style({
  fontSize: fontSize(1.6),
  fontWeight: 600,
  margin: 0,
  marginInlineEnd: 4,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
});
export const subtle = style({
  flex: 'none',
  fontSize: fontSize(1.3),
  margin: 0,
  color: themeVars.foregroundMuted,
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
});
export const total = style({
  fontSize: fontSize(2.6),
  fontWeight: 700,
  margin: 0,
  lineHeight: 1.2,
  fontVariantNumeric: 'tabular-nums',
});
// A long network name takes a line of its own rather than being cut: "WalletDock Devnet" and "WalletDock L2" must not
// read alike.
export const balanceLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '6px 8px',
  minWidth: 0,
});

/** The network switcher: a pill with the network's icon and name. */
export const networkPill = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  minWidth: 0,
  flexShrink: 1,
  height: 30,
  paddingBlock: 0,
  paddingInline: '6px 10px',
  border: `1px solid ${themeVars.border}`,
  borderRadius: 999,
  background: themeVars.surface,
  color: themeVars.foreground,
  fontSize: fontSize(1.3),
  fontWeight: 600,
  cursor: 'pointer',
  selectors: { '&:hover': { background: themeVars.surfaceHover } },
  '@media': { [coarse]: { height: 44 } },
});
export const networkName = style({ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

/** A small icon button (copy, explorer, edit): 32 px, 44 px on a touch screen. */
export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 'none',
  width: 32,
  height: 32,
  padding: 0,
  borderRadius: radius(2),
  border: 'none',
  background: 'transparent',
  color: themeVars.foregroundMuted,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: { '&:hover': { background: themeVars.surfaceHover, color: themeVars.foreground } },
  '@media': { [coarse]: { width: 44, height: 44 } },
});

/** The action row: equal columns, a round icon over the action's name. */
export const actions = style({ display: 'flex', gap: 8, margin: '4px 0 0', padding: 0, listStyle: 'none' });
globalStyle(`${lifted(actions)} > li`, { flex: 1, minWidth: 0 });
export const action = style({
  width: '100%',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 6,
  padding: '10px 4px 8px',
  border: 'none',
  borderRadius: radius(4),
  background: themeVars.surface,
  color: themeVars.foreground,
  fontSize: fontSize(1.3),
  fontWeight: 600,
  cursor: 'pointer',
  selectors: { '&:hover': { background: themeVars.surfaceHover } },
});
export const actionIcon = style({
  width: 36,
  height: 36,
  display: 'grid',
  placeItems: 'center',
  borderRadius: '50%',
  color: themeVars.accentForeground,
  background: themeVars.accent,
});

export const stack = style({ display: 'flex', flexDirection: 'column', gap: 8 });
export const tabList = style({
  display: 'flex',
  gap: 4,
  padding: 4,
  borderRadius: radius(4),
  background: themeVars.surface,
});
// Equal widths while the labels fit; a longer label ("アクティビティ") keeps one line and takes the room it needs.
export const tab = style({
  flex: 1,
  height: 32,
  paddingInline: 8,
  whiteSpace: 'nowrap',
  border: 'none',
  borderRadius: radius(3),
  background: 'transparent',
  color: themeVars.foregroundMuted,
  fontSize: fontSize(1.4),
  fontWeight: 600,
  fontFamily: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[data-state="active"]': {
      background: themeVars.background,
      color: themeVars.foreground,
      boxShadow: '0 1px 2px rgba(0, 0, 0, 0.12)',
    },
    '&:focus-visible': { outline: `2px solid ${themeVars.accent}`, outlineOffset: 1 },
  },
  '@media': { [coarse]: { height: 44 } },
});
export const panel = style({ outline: 'none', minHeight: 120 });

/** The embedded user's email and account type. */
export const embedded = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 4,
  padding: '6px 10px',
  borderRadius: radius(4),
  background: themeVars.surface,
});
export const emailLine = style({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  minWidth: 0,
  color: themeVars.foregroundMuted,
});
export const emailText = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: themeVars.foreground,
  fontWeight: 500,
});

/** The account type and the switch to the other one, on one line (wrapping when the text is long). */
export const typeLine = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '4px 8px' });
export const typeText = style({
  flex: '1 1 160px',
  margin: 0,
  fontSize: fontSize(1.3),
  color: themeVars.foregroundMuted,
});
globalStyle(`${lifted(typeLine)} > button`, {
  flex: 'none',
  minHeight: 36,
  fontSize: fontSize(1.3),
  '@media': { [coarse]: { minHeight: 44 } },
});

/** Choose a name and Disconnect, side by side. */
export const footer = style({ display: 'flex', gap: 8 });
export const footerButton = style({
  flex: 1,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 8,
  minHeight: 44,
  padding: '0 10px',
  whiteSpace: 'nowrap',
  border: `1px solid ${themeVars.border}`,
  borderRadius: radius(4),
  background: 'transparent',
  color: themeVars.foreground,
  fontSize: fontSize(1.4),
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: themeVars.surfaceHover },
    '&:disabled': { opacity: 0.6, cursor: 'default' },
  },
});
export const danger = style({ color: themeVars.error });

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
/**
 * A row's number from before the account's own transaction, being read again: shown, but not as current (slanted,
 * not faded, so it keeps its contrast).
 */
export const staleAmount = style({ fontStyle: 'italic' });
/** The amount or value at the end of a row: at most half the row, cut with an ellipsis (a long NFT name). */
export const rowEnd = style({
  maxWidth: '50%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
});
export const icon = style({
  width: 32,
  height: 32,
  flex: 'none',
  borderRadius: '50%',
  background: themeVars.surfaceHover,
  color: '#ffffff',
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
export const tileText = style({
  fontSize: fontSize(1.2),
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

const shimmer = keyframes({ '0%': { opacity: 0.5 }, '50%': { opacity: 1 }, '100%': { opacity: 0.5 } });
/** A placeholder row while data loads. */
export const skeleton = style({
  height: 52,
  borderRadius: radius(3),
  background: themeVars.surface,
  animation: `${shimmer} 1.2s ease-in-out infinite`,
});
export const state = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 8,
  padding: '16px 0',
  textAlign: 'center',
});
