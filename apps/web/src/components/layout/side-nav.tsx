'use client';
import { AppLink } from '@/components/ui/app-link';
import { usePathname } from 'next/navigation';
import { useState } from 'react';
import { usePublicConfig } from '@/components/providers/public-config';
import { isStaffCategory, pathOf, routeOf, showsSideBar, type RouteEntry } from '@/lib/routes';
import { drawerEntries, isSectionActive } from '@/lib/nav-entries';
import { useProfile } from '@/lib/profile';
import { useSession } from '@/lib/session';
import { Icon } from './icons';
import styles from './side-nav.module.css';

/** The collapsible side navigation bar (82 / 200 px): wide screens, exact paths of the table only. */
export function SideNav() {
  const pathname = usePathname();
  const [expanded, setExpanded] = useState(false);
  const { luminaUrl } = usePublicConfig();
  const category = useSession().data?.user.category;
  const unread = useProfile().data?.bedge.alarm_count ?? 0;
  if (!showsSideBar(pathname)) return null;
  // The header's menu button is hidden beside the bar: the staff entry of the drawer is here too, with an
  // icon of its own (it had 학습 관리's cap), and so is the drawer's bell.
  const entries: readonly RouteEntry[] = isStaffCategory(category)
    ? [...drawerEntries, { ...routeOf('/staff')!, icon: 'staff' }]
    : drawerEntries;
  const alarms = pathOf('alarms');
  return (
    <nav className={styles.bar} data-expanded={expanded} aria-label="주요 메뉴">
      <button
        type="button"
        className={styles.toggle}
        onClick={() => setExpanded((v) => !v)}
        aria-expanded={expanded}
        aria-label={expanded ? '메뉴 접기' : '메뉴 펼치기'}
      >
        <Icon name="menu" />
      </button>
      <ul className={styles.list}>
        {entries.map((entry) => {
          const active = isSectionActive(entry, pathname);
          return (
            <li key={entry.name}>
              <AppLink
                href={entry.path}
                prefetch={false}
                className={styles.item}
                data-active={active}
                aria-current={active ? 'page' : undefined}
                title={entry.drawerLabel ?? entry.label}
                onClick={
                  entry.external && luminaUrl
                    ? (e) => {
                        e.preventDefault();
                        // The tab opens inside the click (no popup blocker); the handoff's code after it,
                        // so it is not part of every page's first load.
                        const tab = window.open('about:blank', '_blank');
                        if (tab) tab.opener = null;
                        void import('./lumina').then((m) => m.sendToLumina(tab, luminaUrl));
                      }
                    : undefined
                }
              >
                <Icon name={entry.icon ?? 'education'} />
                <span className={styles.label}>{entry.drawerLabel ?? entry.label}</span>
              </AppLink>
            </li>
          );
        })}
        {category && (
          <li>
            <AppLink
              href={alarms}
              prefetch={false}
              className={`${styles.item} side-alarm`}
              data-active={pathname === alarms}
              aria-current={pathname === alarms ? 'page' : undefined}
              title="알림"
            >
              <Icon name="bell" />
              {unread > 0 && (
                <span className="new-mark" data-testid="side-alarm-count">
                  <span className="visually-hidden">읽지 않은 알림 </span>
                  {unread > 99 ? '99+' : unread}
                  <span className="visually-hidden">건</span>
                </span>
              )}
              <span className={styles.label}>알림</span>
            </AppLink>
          </li>
        )}
      </ul>
    </nav>
  );
}
