'use client';
import { usePathname } from 'next/navigation';
import { useCallback, useState } from 'react';
import { routeOf } from '@/lib/routes';
import { ChildSwitcher } from './child-switcher';
import { Drawer } from './drawer';
import { Icon } from './icons';
import styles from './header.module.css';

/** The top bar with the drawer button and the page's name. */
export function Header({ siteName }: { siteName: string }) {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const route = routeOf(pathname);
  const title = !route || route.name === 'home' ? siteName : route.label;
  return (
    <>
      <header className={styles.header}>
        <button
          type="button"
          className={styles.menu}
          onClick={() => setOpen(true)}
          aria-label="메뉴 열기"
          aria-expanded={open}
          aria-controls="app-drawer"
        >
          <Icon name="menu" />
        </button>
        <p className={styles.title}>{title}</p>
        <ChildSwitcher />
      </header>
      <Drawer open={open} onClose={close} />
    </>
  );
}
