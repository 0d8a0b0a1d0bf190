'use client';

import { useEffect, useRef, useState, type HTMLAttributes } from 'react';
import styles from './drag-scroll.module.css';

/**
 * A horizontal list that scrolls by mouse drag with inertia (touch keeps native scrolling), with the
 * spec's 20 px padding at each end. Children are the items; the gap is left to the caller's class.
 */
export function DragScroll({ className, children, ...rest }: HTMLAttributes<HTMLDivElement>) {
  const ref = useRef<HTMLDivElement>(null);
  const [dragging, setDragging] = useState(false);
  // The drag code (mouse only: touch scrolls natively) comes after the page's, as the page hydrates.
  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    let detach: (() => void) | null = null;
    let gone = false;
    void import('@/lib/drag-scroll').then(({ attachDragScroll }) => {
      if (!gone) detach = attachDragScroll(node, { onDragChange: setDragging });
    });
    return () => {
      gone = true;
      detach?.();
    };
  }, []);
  return (
    <div ref={ref} className={[styles.scroller, className].filter(Boolean).join(' ')} data-dragging={dragging ? 'true' : 'false'} {...rest}>
      {children}
    </div>
  );
}
