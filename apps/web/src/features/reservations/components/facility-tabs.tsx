'use client';
import type { FacilityId } from '@portal/contract';
import Link from 'next/link';
import { pathOf } from '@/lib/routes';
import { facilityTabs } from '../messages';
import styles from './reservations.module.css';

/** Tabs between the four facilities and her bookings; the chosen date travels along. */
export function FacilityTabs({ current, date }: { current: FacilityId | 'my'; date?: string }) {
  const query = date ? `?date=${date}` : '';
  return (
    <nav className={styles.tabs} aria-label="시설 선택">
      {facilityTabs.map((t) => (
        <Link
          key={t.id}
          href={`${pathOf(t.route)}${query}`}
          className={styles.tab}
          aria-current={current === t.id ? 'page' : undefined}
          scroll={false}
        >
          {t.label}
        </Link>
      ))}
      <Link href={pathOf('reservationMy')} className={styles.tab} aria-current={current === 'my' ? 'page' : undefined}>
        내 예약
      </Link>
    </nav>
  );
}
