/**
 * A virtualized list (TanStack Virtual): only the rows in view and a few around them are in the DOM, so a list of
 * thousands renders a screenful. Its height follows the rows up to `maxHeight`, then it scrolls. Rows render on the
 * first pass (the scroller's size is assumed until measured), so the first row paints with the data.
 */
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, type ReactNode } from 'react';
import { MODAL_WIDTH_PX } from '../theme/tokens';
import { inner, item, scroller } from './virtualList.css';

/** Props of VirtualList. */
export interface VirtualListProps {
  count: number;
  /** Height of row `index` in px (rows do not grow). */
  size(index: number): number;
  render(index: number): ReactNode;
  keyOf(index: number): string;
  label: string;
  maxHeight?: number;
  /** Called when the last rows come into view (load the next page). */
  onEnd?: (() => void) | undefined;
}

/** The list. */
export function VirtualList({ count, size, render, keyOf, label, maxHeight = 300, onEnd }: VirtualListProps) {
  const parent = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => parent.current,
    estimateSize: size,
    overscan: 6,
    initialRect: { width: MODAL_WIDTH_PX, height: maxHeight },
  });
  const rows = virtualizer.getVirtualItems();
  const last = rows[rows.length - 1];
  useEffect(() => {
    if (onEnd && last && last.index >= count - 3) onEnd();
  }, [onEnd, last, count]);
  const total = virtualizer.getTotalSize();
  return (
    <div ref={parent} className={scroller} style={{ height: Math.min(total, maxHeight) }}>
      <ul className={inner} style={{ height: total }} aria-label={label}>
        {rows.map((row) => (
          <li
            key={keyOf(row.index)}
            className={item}
            style={{ height: row.size, transform: `translateY(${row.start}px)` }}
          >
            {render(row.index)}
          </li>
        ))}
      </ul>
    </div>
  );
}
