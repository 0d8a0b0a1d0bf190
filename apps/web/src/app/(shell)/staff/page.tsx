import type { Metadata } from 'next';
import Link from 'next/link';
import { staffEntries } from '@/lib/routes';
import styles from './staff.module.css';

export const metadata: Metadata = { title: '선생님 메뉴' };

export default function StaffHome() {
  return (
    <section>
      <h1 className={styles.title}>선생님 메뉴</h1>
      <ul className={styles.list}>
        {staffEntries.map((e) => (
          <li key={e.name}>
            <Link href={e.path}>{e.label}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
