'use client';
import { usePathname } from 'next/navigation';
import { lazyComponent } from '@/components/ui/lazy';
import { showsSideBar } from '@/lib/routes';
import styles from './side-nav.module.css';

/** Where side-nav.module.css shows the bar (spec section 9's 768 px). */
export const SIDE_BAR_MEDIA = '(min-width: 768px)';

/**
 * The side bar, on screens wide enough to show it: below 768 px (every phone) its code (the bar and the
 * menu's icons, 2.1 KB gzip) is not loaded and its 55 elements are not made, where they were drawn
 * after each page's hydration only to stay hidden. The width is read after hydration, so server and
 * browser agree on the first render, and the bar follows a window made wider or narrower. Until then
 * the server's empty bar holds its width. Not in the server's HTML: its icons were 4.6 KB of every page,
 * a third of the 12,800 bytes React sends before it streams a page's Suspense boundaries after the rest
 * (to be moved in a frame after the page showed: a parent's home cards jumped down by 0.18 of the screen).
 */
// Its stylesheet is imported here, with the page's: the server draws the empty bar, and until its code arrives
// the bar must already be hidden on a phone (a stylesheet coming with the code would let it push the
// page sideways first).
const LazySideNav = lazyComponent(() => import('./side-nav').then((m) => m.SideNav), {
  media: SIDE_BAR_MEDIA,
  loading: () => <nav className={styles.bar} aria-hidden="true" />,
});

/**
 * The bar where the route table shows one, and nothing, not even the empty bar, elsewhere: drawn on
 * every page, the empty bar stood as an 82 px column on wide screens of /mypage, /alarms, the staff
 * pages and the 404 until the bar's code said no, and the page then moved sideways (an audit).
 */
export function SideNav() {
  return showsSideBar(usePathname()) ? <LazySideNav /> : null;
}
