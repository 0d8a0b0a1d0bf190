'use client';
import { useSession } from '@/lib/session';
import { BackLink } from '@/components/ui/back-link';
import { formatDate } from '@portal/contract/dates';
import { PagedList } from '@/components/ui/paged-list/paged-list';
import { EmptyState } from '@/components/ui/states/empty-state';
import { calendarIcon } from '@/components/ui/states/empty-icons/calendar';
import { StatusBadge } from '@/components/ui/status-badge/status-badge';
import { useActiveStudent } from '@/lib/active-student';
import { isStaffCategory, pathOf } from '@/lib/routes';
import { useHistory } from '../api/queries';
import { RESERVATION_TEXT } from '../booking-messages';
import { outcomeOf } from '../messages';
import { ListGate } from './list-gate';
import styles from './reservations.module.css';

/** Every booking, newest first; the next page loads as she scrolls to the end (the kit's paged list). */
export function ReservationHistory() {
  const { data: session } = useSession();
  const category = session?.user.category;
  const staff = isStaffCategory(category);
  const { isParent, studentId, ready, noChildren, activeStudent } = useActiveStudent();
  const history = useHistory(studentId, !!category && !staff && ready && !noChildren);

  return (
    <section className={styles.page} aria-labelledby="history-title">
      <BackLink href={pathOf('mypage')}>마이페이지</BackLink>
      <h1 id="history-title" className={styles.title}>
        예약 내역
      </h1>
      {isParent && activeStudent && <p className={styles.viewing}>{activeStudent.name} 학생의 예약 내역입니다.</p>}
      <ListGate staff={staff} noChildren={noChildren}>
        <PagedList
          query={history}
          skeletonRows={5}
          loadingLabel="예약 내역을 불러오는 중입니다"
          errorText={RESERVATION_TEXT.loadFailed}
          empty={
            <EmptyState
              icon={calendarIcon}
              title="아직 예약한 적이 없습니다"
              description={isParent ? '자녀가 시설을 예약하면 여기에 보입니다.' : '컴퓨터실, 전화, 운동, 심야 자습을 예약할 수 있습니다.'}
              action={isParent ? undefined : { label: '예약하러 가기', href: pathOf('reservationComputer') }}
            />
          }
        >
          {(rows) => (
            <ul className={styles.list} aria-label="예약 내역">
              {rows.map((r) => {
                const o = outcomeOf(r);
                return (
                  <li key={r.id} className={styles.row} data-testid="history">
                    <span className={styles.rowMain}>
                      <strong>
                        {r.facilityName} <span className={styles.muted}>{formatDate(r.date)}</span>
                      </strong>
                      <span>
                        {r.startTime} ~ {r.endTime}
                        {r.resourceLabel && <span className={styles.muted}> · {r.resourceLabel}</span>}
                      </span>
                      {r.cancelReason && <span className={styles.muted}>{r.cancelReason}</span>}
                    </span>
                    <StatusBadge tone={o.tone}>{o.label}</StatusBadge>
                  </li>
                );
              })}
            </ul>
          )}
        </PagedList>
      </ListGate>
    </section>
  );
}
