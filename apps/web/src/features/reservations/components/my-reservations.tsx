'use client';
import type { ReservationView } from '@portal/contract';
import { useSession } from '@/lib/session';
import { AppLink } from '@/components/ui/app-link';
import { formatDate } from '@portal/contract/dates';
import { EmptyState } from '@/components/ui/states/empty-state';
import { calendarIcon } from '@/components/ui/states/empty-icons/calendar';
import { ErrorState } from '@/components/ui/states/error-state';
import { Skeleton } from '@/components/ui/states/skeleton';
import { StatusBadge } from '@/components/ui/status-badge/status-badge';
import { useActiveStudent } from '@/lib/active-student';
import { isStaffCategory, labelOf, pathOf } from '@/lib/routes';
import { useUpcoming } from '../api/queries';
import { RESERVATION_TEXT } from '../booking-messages';
import { CancelBookingButton } from './cancel-button';
import { FacilityTabs } from './facility-tabs';
import { ListGate } from './list-gate';
import { outcomeOf } from '../messages';
import styles from './reservations.module.css';
import { useReservationActions } from './use-actions';

/** Her coming bookings across facilities, cancelled in place; a parent reads her child's. */
export function MyReservations() {
  const { data: session } = useSession();
  const category = session?.user.category;
  const staff = isStaffCategory(category);
  const { isParent, studentId, ready, noChildren, activeStudent } = useActiveStudent();
  const { data, isError, refetch } = useUpcoming(studentId, !!category && !staff && ready && !noChildren);
  const { confirmCancel, busy } = useReservationActions();
  const canCancel = category === 'student';

  const byDate = new Map<string, ReservationView[]>();
  for (const r of data?.results ?? []) byDate.set(r.date, [...(byDate.get(r.date) ?? []), r]);

  return (
    <section className={styles.page} aria-labelledby="my-title">
      <h1 id="my-title" className={styles.title}>
        {labelOf('reservationMy', category)}
      </h1>
      <FacilityTabs current="my" />
      {isParent && activeStudent && <p className={styles.viewing}>{activeStudent.name} 학생의 다가오는 예약입니다.</p>}
      <ListGate staff={staff} noChildren={noChildren}>
        {!data && isError ? (
          <ErrorState onRetry={() => refetch()}>{RESERVATION_TEXT.loadFailed}</ErrorState>
        ) : !data ? (
          <Skeleton rows={3} label="예약을 불러오는 중입니다" />
        ) : data.results.length === 0 ? (
          <EmptyState
            icon={calendarIcon}
            title="다가오는 예약이 없습니다"
            description={isParent ? '자녀가 시설을 예약하면 여기에 보입니다.' : '원하는 시설과 시간을 골라 예약해 보세요.'}
            action={isParent ? undefined : { label: '예약하러 가기', href: pathOf('reservationComputer') }}
          />
        ) : (
          [...byDate].map(([date, list]) => (
            <section key={date} className={styles.group} aria-labelledby={`day-${date}`}>
              <h2 id={`day-${date}`} className={styles.groupTitle}>
                {formatDate(date)}
              </h2>
              <ul className={styles.list}>
                {list.map((r) => {
                  const outcome = outcomeOf(r);
                  return (
                    <li key={r.id} className={styles.row} data-testid="upcoming">
                      <span className={styles.rowMain}>
                        <strong>{r.facilityName}</strong>
                        <span>
                          {r.startTime} ~ {r.endTime}
                          {r.resourceLabel && <span className={styles.muted}> · {r.resourceLabel}</span>}
                        </span>
                      </span>
                      {canCancel && r.cancellable ? (
                        <CancelBookingButton booking={r} onCancel={confirmCancel} disabled={busy} className={styles.slotButton} />
                      ) : (
                        <StatusBadge tone={outcome.tone}>{outcome.label}</StatusBadge>
                      )}
                    </li>
                  );
                })}
              </ul>
            </section>
          ))
        )}
      </ListGate>
      {!staff && (
        <p className={styles.more}>
          <AppLink href={pathOf('mypageReservations')}>지난 예약 내역 보기</AppLink>
        </p>
      )}
    </section>
  );
}
