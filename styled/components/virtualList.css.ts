/** VirtualList styles: a scroller whose rows are absolutely placed by the virtualizer. */
import { style } from '../theme/style';

export const scroller = style({ overflowY: 'auto' });
export const inner = style({ position: 'relative', width: '100%', margin: 0, padding: 0, listStyle: 'none' });
export const item = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineStart: 0,
  width: '100%',
  paddingBottom: 6,
  boxSizing: 'border-box',
});
