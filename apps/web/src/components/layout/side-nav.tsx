'use client';
import { AppLink } from '@/components/ui/app-link';
import { usePathname } from 'next/navigation';
import { useState } from 'react';
import { useSession } from '@/lib/session';
import { usePublicConfig } from '@/components/providers/public-config';
import { drawerEntries, isSectionActive, showsSideBar } from '@/lib/routes';
import { Icon } from './icons';
import { openLumina } from './lumina';
import styles from './side-nav.module.css';

/** The collapsible side navigation bar (82 / 200 px): wide screens, exact paths of the table only. */
export function SideNav() {
  const pathname = usePathname();
  const [expanded, setExpanded] = useState(false);
  const { data: session } = useSession();
  const { luminaUrl } = usePublicConfig();
  if (!showsSideBar(pathname)) return null;
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
        {drawerEntries.map((entry) => {
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
                  entry.external
                    ? (e) => {
                        e.preventDefault();
                        openLumina(luminaUrl, session?.accessToken);
                      }
                    : undefined
                }
              >
                {entry.icon && <Icon name={entry.icon} />}
                <span className={styles.label}>{entry.drawerLabel ?? entry.label}</span>
              </AppLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
