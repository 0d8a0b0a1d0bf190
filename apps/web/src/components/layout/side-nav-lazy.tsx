'use client';
import { lazyComponent } from '@/components/ui/lazy';
import styles from './side-nav.module.css';

/**
 * The side bar, drawn on the server like the rest of the shell, with its code (the bar and the menu's
 * icons, about 1 KB gzip) arriving after the page's: below 768 px it is not shown at all.
 */
// Its stylesheet is imported here, with the page's: the server draws the bar, and until its code arrives
// the bar must already be hidden on a phone (a stylesheet coming with the code would let it push the
// page sideways first).
export const SideNav = lazyComponent(() => import('./side-nav').then((m) => m.SideNav), {
  loading: () => <nav className={styles.bar} aria-hidden="true" />,
});
