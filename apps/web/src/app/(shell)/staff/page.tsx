import { seoulToday } from '@portal/contract/dates';
import type { Metadata } from 'next';
import { AppLink } from '@/components/ui/app-link';
import { Prefetch } from '@/lib/server-prefetch';
import { staffEntriesFor } from '@/lib/routes';
import { serverSession } from '@/lib/server-session';
import { FirstSteps } from './first-steps';
import { WaitingCounts } from './waiting';
import { waitingQueries } from './waiting-queries';
import styles from './staff.module.css';

export const metadata: Metadata = { title: '선생님 메뉴' };

/** /staff: what waits (each count opens its page), then every staff page. */
export default async function StaffHome() {
  const session = await serverSession();
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>선생님 메뉴</h1>
      {session?.user?.category === 'admin' && session.accessToken && <FirstSteps token={session.accessToken} />}
      <h2 className={styles.subtitle}>기다리는 일</h2>
      <Prefetch queries={() => waitingQueries(seoulToday())}>
        <WaitingCounts />
      </Prefetch>
      <h2 className={styles.subtitle}>모든 메뉴</h2>
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
