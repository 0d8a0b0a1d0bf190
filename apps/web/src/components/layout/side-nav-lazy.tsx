'use client';
import { lazyComponent } from '@/components/ui/lazy';
import styles from './side-nav.module.css';

/**
 * The side bar, drawn in the browser once the page is up, its code (the bar and the menu's icons, about
 * 1 KB gzip) arriving after the page's: below 768 px it is not shown at all. Until then its empty bar
 * holds its width. Not in the server's HTML: its icons were 4.6 KB of every page, a third of the 12,800
 * bytes React sends before it streams a page's Suspense boundaries after the rest (to be moved in a
 * frame after the page showed: a parent's home cards jumped down by 0.18 of the screen).
 */
// Its stylesheet is imported here, with the page's: the server draws the empty bar, and until its code arrives
// the bar must already be hidden on a phone (a stylesheet coming with the code would let it push the
// page sideways first).
export const SideNav = lazyComponent(() => import('./side-nav').then((m) => m.SideNav), {
  ssr: false,
  loading: () => <nav className={styles.bar} aria-hidden="true" />,
});
