'use client';
import { usePathname } from 'next/navigation';
import { LinkTabs } from '@/components/ui/tabs/link-tabs';
import { staffEntries } from '@/lib/routes';
import styles from './staff-tabs.module.css';

/** Tabs between the staff pages. */
export function StaffTabs() {
  const pathname = usePathname();
  return (
    <LinkTabs
      label="선생님 메뉴"
      className={styles.tabs}
      items={staffEntries.map((e) => ({ href: e.path, label: e.label, current: pathname === e.path || pathname.startsWith(e.path + '/') }))}
    />
  );
}
