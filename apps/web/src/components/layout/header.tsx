'use client';
import { usePathname } from 'next/navigation';
import { useCallback, useState } from 'react';
import { lazyComponent } from '@/components/ui/lazy';
import { labelFor, mayOpen, routeOf, showsSideBar } from '@/lib/routes';
import { useSession } from '@/lib/session';
import switcher from './child-switcher.module.css';
import { LineIcon, MENU_ICON } from './line-icon';
import segmented from '@/components/ui/radio-group/segmented-radio.module.css';
import styles from './header.module.css';

// The drawer's code loads when a finger first touches the menu button, not with every page.
const loadDrawer = () => import('./drawer').then((m) => m.Drawer);
const Drawer = lazyComponent(loadDrawer, { ssr: false });
// Only a parent with two or more children sees the switcher: its code stays out of everyone's first load.
// Its stylesheets come with the page's, so the switcher the server drew is styled before its code arrives.
const ChildSwitcher = lazyComponent(() => import('./child-switcher').then((m) => m.ChildSwitcher), {
  loading: () => <div className={`${switcher.switcher} ${segmented.group}`} aria-hidden="true" />,
});

/** The top bar with the drawer button and the page's name. */
export function Header({ siteName }: { siteName: string }) {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const category = useSession().data?.user.category;
  const route = routeOf(pathname);
  // A page she may not open shows "not found": its name is not hers to read in the header either.
  const title = !route || route.name === 'home' || (category && !mayOpen(route, category)) ? siteName : labelFor(route, category);
  return (
    <>
      {/* Where the side bar shows (wide screens), its own button is the one menu button. */}
      <header className={styles.header} data-side-bar={showsSideBar(pathname) || undefined}>
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
          <LineIcon d={MENU_ICON} />
        </button>
        <p className={styles.title}>{title}</p>
        {category === 'parent' ? <ChildSwitcher /> : null}
      </header>
      {wanted && <Drawer open={open} onClose={close} />}
    </>
  );
}
