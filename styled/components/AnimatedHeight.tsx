/** A box whose height follows its content with the 150 ms height animation. */
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { body } from '../theme/root.css';

/** Measures its content and animates its own height to match. */
export function AnimatedHeight({ children }: { children: ReactNode }) {
  const innerRef = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState<number | undefined>(undefined);
  useLayoutEffect(() => {
    const inner = innerRef.current;
    if (!inner || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setHeight(inner.offsetHeight));
    observer.observe(inner);
    return () => observer.disconnect();
  }, []);
  return (
    <div className={body} style={height === undefined ? undefined : { height }}>
      <div ref={innerRef}>{children}</div>
    </div>
  );
}
