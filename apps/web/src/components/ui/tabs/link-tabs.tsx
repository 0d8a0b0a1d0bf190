'use client';
import { AppLink } from '@/components/ui/app-link';
import type { ReactNode } from 'react';
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
  return (
    <nav aria-label={label} className={[styles.links, className].filter(Boolean).join(' ')}>
      {items.map((t) => (
        <AppLink key={t.key ?? t.href} href={t.href} className={styles.link} aria-current={t.current ? 'page' : undefined} scroll={scroll}>
          {t.label}
        </AppLink>
      ))}
    </nav>
  );
}
