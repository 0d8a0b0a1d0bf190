'use client';
import { usePathname } from 'next/navigation';
import { LinkTabs } from '@/components/ui/tabs/link-tabs';
import { staffEntriesFor } from '@/lib/routes';
import { useSession } from '@/lib/session';
import styles from './staff-tabs.module.css';

/** Tabs between the staff pages. */
export function StaffTabs() {
  const pathname = usePathname();
  const { data: session } = useSession();
  return (
    <LinkTabs
      label="선생님 메뉴"
      className={styles.tabs}
      items={staffEntriesFor(session?.user.category).map((e) => ({
        href: e.path,
        label: e.label,
        current: pathname === e.path || pathname.startsWith(e.path + '/'),
      }))}
    />
  );
}
