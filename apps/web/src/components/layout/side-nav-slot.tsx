'use client';
import { usePathname } from 'next/navigation';
import { useSyncExternalStore } from 'react';
import { lazyComponent } from '@/components/ui/lazy';
import { showsSideBar } from '@/lib/routes';
import styles from './side-nav.module.css';

/** The side bar's width, kept while its code loads (and always on the server): nothing moves. */
const Space = () => <div className={styles.bar} aria-hidden="true" />;

const SideNav = lazyComponent(() => import('./side-nav').then((m) => m.SideNav), { loading: Space });

const WIDE = '(min-width: 768px)';
const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/**
 * Where the side navigation bar goes. It shows only on wide screens (768 px and up), so its code loads
 * only there, after the page: a phone, where it is hidden, never downloads it (first-load JS of every
 * shell page). Until then the space it takes is kept, so the page does not move when it appears.
 */
export function SideNavSlot() {
  const pathname = usePathname();
  const wide = useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE).matches,
    () => false,
  );
  if (!showsSideBar(pathname)) return null;
  return wide ? <SideNav /> : <Space />;
}
