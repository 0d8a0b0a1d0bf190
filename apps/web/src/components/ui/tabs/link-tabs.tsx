'use client';
import { AppLink } from '@/components/ui/app-link';
import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { showCurrentTab } from '@/lib/current-tab';
import styles from './tabs.module.css';

export type LinkTabItem = { href: string; label: ReactNode; current: boolean; key?: string };

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
  // A strip wider than the phone shows its current tab (the staff layout does it before the first
  // paint as well); again when the current tab changes.
  useLayoutEffect(() => {
    showCurrentTab(nav.current);
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
