'use client';
import { usePathname } from 'next/navigation';
import { useCallback, useState } from 'react';
import { lazyComponent } from '@/components/ui/lazy';
import { routeOf } from '@/lib/routes';
import { ChildSwitcher } from './child-switcher';
import { Icon } from './icons';
import styles from './header.module.css';

// The drawer's code loads when a finger first touches the menu button, not with every page.
const loadDrawer = () => import('./drawer').then((m) => m.Drawer);
const Drawer = lazyComponent(loadDrawer, { ssr: false });

/** The top bar with the drawer button and the page's name. */
export function Header({ siteName }: { siteName: string }) {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const route = routeOf(pathname);
  const title = !route || route.name === 'home' ? siteName : route.label;
  return (
    <>
      <header className={styles.header}>
        <button
          type="button"
          className={styles.menu}
          onPointerDown={() => void loadDrawer()}
          onFocus={() => void loadDrawer()}
          onClick={() => {
            setWanted(true);
            setOpen(true);
          }}
          aria-label="메뉴 열기"
          aria-expanded={open}
          aria-controls={wanted ? 'app-drawer' : undefined}
        >
          <Icon name="menu" />
        </button>
        <p className={styles.title}>{title}</p>
        <ChildSwitcher />
      </header>
      {wanted && <Drawer open={open} onClose={close} />}
    </>
  );
}
