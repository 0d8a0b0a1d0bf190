'use client';
import { useSession } from '@/lib/session';
import { AppLink } from '@/components/ui/app-link';
import { useBackCloses } from '@/components/ui/overlay/use-back-closes';
import { useOverlayLayer } from '@/components/ui/overlay/use-overlay-layer';
import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { usePublicConfig } from '@/components/providers/public-config';
import { useProfile } from '@/lib/profile';
import { DEFAULT_PROFILE_IMAGE, isStaffCategory, pathOf, routeOf, type RouteEntry } from '@/lib/routes';
import { drawerEntries, isSectionActive } from '@/lib/nav-entries';
import { Icon } from './icons';
import { openLumina } from './lumina';
import styles from './drawer.module.css';

/** The side drawer: one entry per index route; the current section is highlighted. */
export function Drawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const pathname = usePathname();
  const router = useRouter();
  const { data: session } = useSession();
  const { luminaUrl } = usePublicConfig();
  const unread = useProfile().data?.bedge.alarm_count ?? 0;
  const panel = useRef<HTMLElement>(null);
  // Shown one frame after `open`, so the panel slides in even on the first open (code just loaded).
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const id = requestAnimationFrame(() => setShown(open));
    return () => cancelAnimationFrame(id);
  }, [open]);

  // Back closes it, as it does a sheet or a dialog (it left the page, under the open menu: an audit).
  const takeOff = useBackCloses(open, onClose);
  /** Closes it and opens a page: the menu's history entry goes first, then the page comes. */
  const openPage = (path: string) => {
    const gone = takeOff();
    onClose();
    void gone.then(() => router.push(path));
  };
  const go = (entry: RouteEntry) => (e: React.MouseEvent) => {
    e.preventDefault();
    // Without an address set, its page says so: no tab opens, and her token goes nowhere.
    if (entry.external && luminaUrl) {
      openLumina(luminaUrl);
      onClose();
      return;
    }
    openPage(entry.path);
  };

  const user = session?.user;
  // Signed in with a one-time password: no page opens until she changes it, so the menu says so
  // instead of leading nowhere (every tap stayed on the form without a word: an audit).
  const held = !!user?.mustChangePassword;
  return (
    <div
      className={styles.root}
      data-open={shown && open}
      aria-hidden={!open}
      inert={!open}
      role={open ? 'dialog' : undefined}
      aria-modal={open || undefined}
      aria-label={open ? '메뉴' : undefined}
    >
      {open && <FocusLayer panel={panel} onClose={onClose} />}
      <div className={styles.overlay} onClick={onClose} />
      <nav ref={panel} className={styles.panel} aria-label="전체 메뉴" id="app-drawer">
        <div className={styles.head}>
          <strong className={styles.name}>{user ? `${user.name}님` : '메뉴'}</strong>
          {user && !held && (
            <AppLink
              href={pathOf('alarms')}
              prefetch={false}
              onClick={(e) => {
                e.preventDefault();
                openPage(pathOf('alarms'));
              }}
              className={styles.bell}
              data-active={pathname === pathOf('alarms')}
              aria-current={pathname === pathOf('alarms') ? 'page' : undefined}
            >
              <Icon name="bell" label="알림" />
              {unread > 0 && (
                <span className={styles.count} data-testid="drawer-alarm-count">
                  <span className="visually-hidden">읽지 않은 알림 </span>
                  {unread > 99 ? '99+' : unread}
                  <span className="visually-hidden">건</span>
                </span>
              )}
            </AppLink>
          )}
          <button type="button" className={styles.close} onClick={onClose} aria-label="메뉴 닫기">
            <Icon name="close" />
          </button>
        </div>
        {held && <p className={styles.held}>새 비밀번호로 바꾸면 메뉴를 쓸 수 있어요. 로그아웃도 비밀번호 변경 화면에서 할 수 있어요.</p>}
        <ul className={styles.list} hidden={held}>
          {drawerEntries.map((entry) => {
            const active = isSectionActive(entry, pathname);
            return (
              <li key={entry.name}>
                <AppLink
                  href={entry.path}
                  prefetch={false}
                  onClick={go(entry)}
                  className={styles.item}
                  data-active={active}
                  aria-current={active ? 'page' : undefined}
                  target={entry.external && luminaUrl ? '_blank' : undefined}
                  rel={entry.external && luminaUrl ? 'noopener' : undefined}
                >
                  {entry.name === 'mypage' ? (
                    // eslint-disable-next-line @next/next/no-img-element
                    <img
                      className={styles.avatar}
                      src={user?.picture || DEFAULT_PROFILE_IMAGE}
                      alt={user?.username ?? ''}
                      width={24}
                      height={24}
                      onError={(e) => {
                        if (!e.currentTarget.src.endsWith(DEFAULT_PROFILE_IMAGE)) e.currentTarget.src = DEFAULT_PROFILE_IMAGE;
                      }}
                    />
                  ) : (
                    entry.icon && <Icon name={entry.icon} />
                  )}
                  <span>{entry.drawerLabel ?? entry.label}</span>
                  {entry.external && luminaUrl && <span className="visually-hidden">(새 탭에서 열림)</span>}
                </AppLink>
              </li>
            );
          })}
          {isStaffCategory(user?.category) && (
            <li className={styles.staff}>
              <AppLink
                href={pathOf('staff')}
                prefetch={false}
                onClick={go(routeOf(pathOf('staff'))!)}
                className={styles.item}
                data-active={routeOf(pathname)?.section === 'staff'}
                aria-current={routeOf(pathname)?.section === 'staff' ? 'page' : undefined}
              >
                <Icon name="staff" />
                <span>선생님 메뉴</span>
              </AppLink>
            </li>
          )}
        </ul>
      </nav>
    </div>
  );
}

/**
 * While the drawer is open it is a modal layer as the kit's dialogs are: the focus moves in, Tab stays
 * in the menu (not on the page dimmed behind it), Escape closes, and the focus goes back to 메뉴 열기.
 */
function FocusLayer({ panel, onClose }: { panel: RefObject<HTMLElement | null>; onClose: () => void }) {
  useOverlayLayer({ container: panel, onEscape: onClose });
  return null;
}
