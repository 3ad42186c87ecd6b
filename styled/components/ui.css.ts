/** Shared building blocks: buttons, wallet rows, tags, texts. All scoped to the modal's classes. */
import { keyframes } from '@vanilla-extract/css';
import { style, styleVariants } from '../theme/style';
import { themeVars } from '../theme/contract.css';
import { fontSize, radius } from '../theme/tokens';

const buttonBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 6,
  minHeight: 40,
  padding: '0 16px',
  border: '1px solid transparent',
  borderRadius: radius(4),
  cursor: 'pointer',
  fontWeight: 600,
  fontSize: fontSize(1.4),
  transition: 'background 120ms ease',
  selectors: { '&:disabled': { opacity: 0.6, cursor: 'default' } },
});

/** Buttons by kind. */
export const button = styleVariants({
  primary: [buttonBase, { background: themeVars.accent, color: themeVars.accentForeground }],
  secondary: [
    buttonBase,
    {
      background: themeVars.surface,
      borderColor: themeVars.border,
      selectors: { '&:hover:not(:disabled)': { background: themeVars.surfaceHover } },
    },
  ],
  danger: [buttonBase, { background: themeVars.surface, color: themeVars.error, borderColor: themeVars.border }],
});

/** A wallet / network row. */
export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  width: '100%',
  minHeight: 52,
  padding: '6px 10px',
  background: themeVars.surface,
  border: '1px solid transparent',
  borderRadius: radius(4),
  cursor: 'pointer',
  textAlign: 'start',
  fontSize: fontSize(1.4),
  fontWeight: 500,
  selectors: {
    '&:hover': { background: themeVars.surfaceHover },
    '&[aria-current="true"]': { borderColor: themeVars.accent },
    '&:disabled': { cursor: 'default', opacity: 0.7 },
  },
});

const placeholderPulse = keyframes({ '0%': { opacity: 1 }, '50%': { opacity: 0.55 }, '100%': { opacity: 1 } });
/**
 * A row not yet there (WalletRowPlaceholder): the row's box without its hover. It pulses only after a moment, so the
 * few milliseconds a list's chunk usually takes show no flicker.
 */
export const rowPlaceholder = style({
  cursor: 'default',
  selectors: { '&:hover': { background: themeVars.surface } },
  animation: `${placeholderPulse} 1.2s ease-in-out 400ms infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
/** A row that could not be drawn (its wallet's data broke it): the row's box, muted, without its hover. */
export const rowBroken = style({
  cursor: 'default',
  color: themeVars.foregroundMuted,
  selectors: { '&:hover': { background: themeVars.surface } },
});
/** Where a placeholder row's name goes. */
export const rowPlaceholderName = style({
  height: 12,
  width: '40%',
  borderRadius: radius(2),
  background: themeVars.surfaceHover,
});

/** The growing name cell of a row. */
export const rowName = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

/** A small label at the end of a row (Installed, Recent). */
export const tag = style({
  fontSize: fontSize(1.1),
  fontWeight: 600,
  padding: '2px 6px',
  borderRadius: radius(2),
  color: themeVars.foreground,
  background: themeVars.surfaceHover,
});

/** A wallet or network image (40 px, rounded). */
export const image = style({
  width: 40,
  height: 40,
  flex: 'none',
  borderRadius: radius(3),
  background: themeVars.surfaceHover,
  objectFit: 'cover',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontWeight: 700,
  overflow: 'hidden',
});

/** A vertical list of rows. */
export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 6,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** Secondary text. */
export const muted = style({ color: themeVars.foregroundMuted, fontSize: fontSize(1.3), margin: 0 });
/** A heading inside a view. */
export const heading = style({ fontSize: fontSize(1.6), fontWeight: 600, margin: 0 });
/** Centered column for status views. */
export const center = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: 10,
  padding: '12px 0',
});
/** Error text. */
export const errorText = style({ color: themeVars.error, margin: 0, fontSize: fontSize(1.3) });

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
/** A loading ring around a wallet image. */
export const spinner = style({
  width: 20,
  height: 20,
  borderRadius: '50%',
  border: `2px solid ${themeVars.border}`,
  borderTopColor: themeVars.accent,
  animation: `${spin} 800ms linear infinite`,
});

/** A round icon (a network's, a token's): its picture, else its initial centred on a gradient. */
export const roundIcon = style({
  flex: 'none',
  borderRadius: '50%',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: '#ffffff',
  fontWeight: 700,
  objectFit: 'cover',
  overflow: 'hidden',
});
