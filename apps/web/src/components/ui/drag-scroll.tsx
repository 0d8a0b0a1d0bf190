'use client';

import { useEffect, useRef, useState, type HTMLAttributes } from 'react';
import { attachDragScroll } from '@/lib/drag-scroll';
import styles from './drag-scroll.module.css';

/**
 * A horizontal list that scrolls by mouse drag with inertia (touch keeps native scrolling), with the
 * spec's 20 px padding at each end. Children are the items; the gap is left to the caller's class.
 */
export function DragScroll({ className, children, ...rest }: HTMLAttributes<HTMLDivElement>) {
  const ref = useRef<HTMLDivElement>(null);
  const [dragging, setDragging] = useState(false);
  useEffect(() => {
    const node = ref.current;
    return node ? attachDragScroll(node, { onDragChange: setDragging }) : undefined;
  }, []);
  return (
    <div ref={ref} className={[styles.scroller, className].filter(Boolean).join(' ')} data-dragging={dragging ? 'true' : 'false'} {...rest}>
      {children}
    </div>
  );
}
