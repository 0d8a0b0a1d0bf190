'use client';
import { AppLink } from '@/components/ui/app-link';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/states/empty-state';
import { peopleIcon } from '@/components/ui/states/empty-icons/people';
import { pathOf } from '@/lib/routes';
import styles from './reservations.module.css';

/**
 * What a reservation page shows instead of her bookings: a pointer for staff, or a parent with no
 * linked child; otherwise the page itself.
 */
export function ListGate({ staff, noChildren, children }: { staff: boolean; noChildren: boolean; children: ReactNode }) {
  if (staff)
    return (
      <p className={styles.notice}>
        선생님은 <AppLink href={pathOf('staffReservations')}>시설 예약 관리</AppLink>에서 예약 현황을 볼 수 있습니다.
      </p>
    );
  if (noChildren) return <EmptyState icon={peopleIcon} title="연결된 자녀가 없습니다" description="학원에 문의해 주세요." />;
  return <>{children}</>;
}
