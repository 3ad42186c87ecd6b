/** The terms and privacy line (Connect's footer) and the legal checkbox over the connect methods. */
import { style } from '../theme/style';
import { themeVars } from '../theme/contract.css';
import { fontSize, radius } from '../theme/tokens';

/** "By connecting your wallet, you agree to our Terms of Service and Privacy Policy". */
export const legalFooter = style({
  margin: 0,
  textAlign: 'center',
  color: themeVars.foregroundMuted,
  fontSize: fontSize(1.2),
  lineHeight: 1.5,
});

/** A link to the terms or the policy, in the accent colour. */
export const legalLink = style({
  color: themeVars.accent,
  fontWeight: 600,
  textDecoration: 'underline',
  textUnderlineOffset: 2,
  whiteSpace: 'nowrap',
});

/** The checkbox and its sentence, one 44 px high target. */
export const legalCheckbox = style({
  display: 'flex',
  alignItems: 'center',
  gap: 10,
  minHeight: 44,
  padding: '6px 10px',
  borderRadius: radius(4),
  background: themeVars.surface,
  border: `1px solid ${themeVars.border}`,
  color: themeVars.foreground,
  fontSize: fontSize(1.3),
  lineHeight: 1.4,
  cursor: 'pointer',
});

/** The native checkbox, drawn in the accent colour at a finger's size. */
export const legalBox = style({
  flex: 'none',
  width: 20,
  height: 20,
  margin: 0,
  accentColor: themeVars.accent,
  cursor: 'pointer',
});
