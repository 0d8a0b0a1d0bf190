'use client';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { staffEntries } from '@/lib/routes';
import styles from './staff-tabs.module.css';

/** Tabs between the staff pages. */
export function StaffTabs() {
  const pathname = usePathname();
  return (
    <nav className={styles.tabs} aria-label="선생님 메뉴">
      {staffEntries.map((e) => {
        const active = pathname === e.path || pathname.startsWith(e.path + '/');
        return (
          <Link key={e.name} href={e.path} className={styles.tab} aria-current={active ? 'page' : undefined}>
            {e.label}
          </Link>
        );
      })}
    </nav>
  );
}
