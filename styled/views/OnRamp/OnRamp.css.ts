/** Buy panel styles: a provider row's name (wrapping, never cut) and its price (at most 45% of the row). */
import { style } from '../../theme/style';
import { fontSize } from '../../theme/tokens';

export const providerName = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  overflowWrap: 'anywhere',
});
export const providerPrice = style({
  flex: '0 1 45%',
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
  fontSize: fontSize(1.3),
  overflowWrap: 'anywhere',
});
