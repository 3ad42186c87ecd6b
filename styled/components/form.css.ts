/** Form parts of the embedded wallet's views: the email and code fields, the social buttons, the frame's box. */
import { style } from '../theme/style';
import { themeVars } from '../theme/contract.css';
import { fontSize, radius } from '../theme/tokens';

/** A form: its field and button in a column. */
export const form = style({ display: 'flex', flexDirection: 'column', gap: 8, margin: 0 });

/** A text field. */
export const input = style({
  width: '100%',
  minHeight: 44,
  padding: '0 12px',
  border: `1px solid ${themeVars.border}`,
  borderRadius: radius(4),
  background: themeVars.surface,
  color: themeVars.foreground,
  font: 'inherit',
  fontSize: fontSize(1.5),
  selectors: { '&:focus-visible': { outline: `2px solid ${themeVars.accent}`, outlineOffset: 0 } },
});

/** The 6-digit code field: wide, spaced digits. */
export const codeInput = style([
  input,
  { textAlign: 'center', letterSpacing: '0.5em', fontSize: fontSize(2), fontVariantNumeric: 'tabular-nums' },
]);

/** The social logins: the first one across the row, the others as equal squares-ish marks below it. */
export const socials = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(44px, 1fr))',
  gap: 6,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
/** The first social login, across the whole row. */
export const socialWide = style({ gridColumn: '1 / -1' });
/** A social login button: 44 px high, the mark before the text. */
export const socialButton = style({ width: '100%', minHeight: 44, gap: 10 });

/** A link-like button (resend a code). */
export const linkButton = style({
  background: 'none',
  border: 0,
  padding: 4,
  color: themeVars.accent,
  cursor: 'pointer',
  fontSize: fontSize(1.3),
  selectors: { '&:disabled': { color: themeVars.foregroundMuted, cursor: 'default' } },
});

/**
 * The box the wallet frame is placed over (the frame itself lives outside the dialog and follows this box): inside the
 * view's padding, so the frame's square edges stay clear of the dialog's rounded corners; 440 px high for the frame's
 * approval screen.
 */
export const frameBox = style({ height: 440, background: 'transparent', borderRadius: radius(4), overflow: 'hidden' });

/** The smaller box for a social login: room for the frame's "Continue with …" button. */
export const frameBoxSmall = style({
  height: 120,
  background: 'transparent',
  borderRadius: radius(4),
  overflow: 'hidden',
});
