'use client';
import { startTransition, useEffect, useState } from 'react';
import { lazyComponent } from '@/components/ui/lazy';
import styles from './side-nav.module.css';

/** Where side-nav.module.css shows the bar (spec section 9's 768 px). */
export const SIDE_BAR_MEDIA = '(min-width: 768px)';

/** The empty bar the server draws: it holds the bar's width on a wide screen and is hidden on a phone. */
const EmptyBar = () => <nav className={styles.bar} aria-hidden="true" />;

/**
 * The side bar's code (the bar and the menu's icons, 2.1 KB gzip) arrives after the page's. Not in
 * the server's HTML: its icons were 4.6 KB of every page, a third of the 12,800 bytes React sends before
 * it streams a page's Suspense boundaries after the rest (to be moved in a frame after the page showed:
 * a parent's home cards jumped down by 0.18 of the screen).
 */
const LazySideNav = lazyComponent(() => import('./side-nav').then((m) => m.SideNav), { loading: EmptyBar });

/**
 * The side bar, on screens wide enough to show it: below 768 px (every phone) its code is not loaded
 * and its 55 elements are not made, where they were drawn after each page's hydration only to stay
 * hidden (a render of its own in the traces of the home on a phone). The width is read after
 * hydration, so server and browser agree on the first render, and the bar follows a window made wider
 * or narrower.
 */
export function SideNav() {
  const [wide, setWide] = useState(false);
  useEffect(() => {
    const media = window.matchMedia?.(SIDE_BAR_MEDIA);
    if (!media) return;
    const follow = () => startTransition(() => setWide(media.matches));
    follow();
    media.addEventListener('change', follow);
    return () => media.removeEventListener('change', follow);
  }, []);
  return wide ? <LazySideNav /> : <EmptyBar />;
}
