/** ConnectingExternal styles. */
import { style } from '../../theme/style';

export const imageWrap = style({
  position: 'relative',
  width: 64,
  height: 64,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});
export const actions = style({ display: 'flex', gap: 8, justifyContent: 'center' });
