import type { Metadata } from 'next';
import { AppLink } from '@/components/ui/app-link';
import { staffEntriesFor } from '@/lib/routes';
import { serverSession } from '@/lib/server-session';
import styles from './staff.module.css';

export const metadata: Metadata = { title: '선생님 메뉴' };

export default async function StaffHome() {
  const session = await serverSession();
  return (
    <section>
      <h1 className={styles.title}>선생님 메뉴</h1>
      <ul className={styles.list}>
        {staffEntriesFor(session?.user?.category).map((e) => (
          <li key={e.name}>
            <AppLink href={e.path}>{e.label}</AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
