'use client';
import { AppLink } from '@/components/ui/app-link';
import { type ReactNode, useLayoutEffect, useRef } from 'react';
import styles from './tabs.module.css';

export type LinkTabItem = { href: string; label: ReactNode; current: boolean; key?: string };

/** What the current tab peeks past the strip's edge when it is brought into view: the next one shows. */
const PEEK_PX = 32;

/**
 * The strip's scroll offset that shows a tab lying at `start`-`end` of its content (px from the
 * strip's start) whole, with the next tab peeking; null where it is in view already.
 */
export function offsetToShow(scrollLeft: number, width: number, start: number, end: number): number | null {
  if (start >= scrollLeft && end <= scrollLeft + width) return null;
  return Math.max(0, start < scrollLeft ? start - PEEK_PX : end - width + PEEK_PX);
}

/**
 * Tabs between pages: a navigation of links, the current one marked aria-current="page". Not an
 * ARIA tablist: each tab is a real address (open in a new tab, back and forward work).
 */
export function LinkTabs({
  items,
  label,
  scroll,
  className,
}: {
  items: readonly LinkTabItem[];
  label: string;
  scroll?: boolean;
  className?: string;
}) {
  const nav = useRef<HTMLElement>(null);
  const current = items.findIndex((t) => t.current);
  // A strip wider than the phone opens with its current tab in view (문의 관리 is the seventh of
  // the staff's tabs), not cut at the edge or out of sight.
  useLayoutEffect(() => {
    const strip = nav.current;
    const tab = strip?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!strip || !tab) return;
    const start = tab.getBoundingClientRect().left - strip.getBoundingClientRect().left + strip.scrollLeft;
    const to = offsetToShow(strip.scrollLeft, strip.clientWidth, start, start + tab.offsetWidth);
    if (to !== null) strip.scrollLeft = to;
  }, [current]);
  return (
    <nav ref={nav} aria-label={label} className={[styles.links, className].filter(Boolean).join(' ')}>
      {items.map((t) => (
        <AppLink key={t.key ?? t.href} href={t.href} className={styles.link} aria-current={t.current ? 'page' : undefined} scroll={scroll}>
          {t.label}
        </AppLink>
      ))}
    </nav>
  );
}
