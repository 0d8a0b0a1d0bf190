'use client';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { pathOf } from '@/lib/routes';
import { RESERVATION_TEXT } from '../messages';
import styles from './reservations.module.css';

/**
 * What a reservation list shows before its rows: a pointer for staff, a parent with no linked child,
 * a failed load with a retry, or loading; otherwise the list itself.
 */
export function ListGate({
  staff,
  noChildren,
  loaded,
  failed,
  onRetry,
  loadingText,
  children,
}: {
  staff: boolean;
  noChildren: boolean;
  loaded: boolean;
  failed: boolean;
  onRetry: () => void;
  loadingText: string;
  children: ReactNode;
}) {
  if (staff)
    return (
      <p className={styles.notice}>
        선생님은 <Link href={pathOf('staffReservations')}>시설 예약 관리</Link>에서 예약 현황을 볼 수 있습니다.
      </p>
    );
  if (noChildren) return <p className={styles.notice}>연결된 자녀가 없습니다. 학원에 문의해 주세요.</p>;
  if (!loaded && failed)
    return (
      <p className={styles.notice} role="alert">
        {RESERVATION_TEXT.loadFailed}{' '}
        <button type="button" className={styles.linkButton} onClick={onRetry}>
          {RESERVATION_TEXT.retry}
        </button>
      </p>
    );
  if (!loaded)
    return (
      <p className={styles.loading} aria-busy="true">
        {loadingText}
      </p>
    );
  return <>{children}</>;
}
