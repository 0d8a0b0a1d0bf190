'use client';
import { relativeTime, seoulToday } from '@portal/contract/dates';
import { NO_NEXT_PAGE } from '@portal/contract/paging';
import type { FacilityId } from '@portal/contract';
import { useInfiniteQuery, useQueries } from '@tanstack/react-query';
import { chatCategoryLabels } from '@portal/contract/chat-labels';
import { waitingRoomsQuery } from '@/features/chat/api/queries';
import { staffInquiriesQuery } from '@/features/inquiries/api/queries';
import { staffDayQuery } from '@/features/reservations/api/staff-queries';
import { staffQueueQuery } from '@/features/vacations/api/queries';
import { pathOf } from '@/lib/routes';
import { countLabel } from './logic';
import { Block, Empty, statusOf } from './block';
import styles from './home.module.css';
import { useHydratingMark } from '@/components/ui/hydrating-mark';
import { useNow } from '@/lib/use-now';

/** Every facility (the contract's list lives beside its schemas, which stay out of this page). */
const FACILITIES: readonly FacilityId[] = ['computer', 'call', 'eym', 'study'];

/** What waits for a teacher or an admin: open inquiries, chat rooms no one took, vacations to decide, today's bookings and no-shows. */
export function StaffBlocks() {
  // Its code loads after the page's: a tap on a card's button before then is held, not lost.
  const mark = useHydratingMark<HTMLDivElement>();
  return (
    <div className={styles.grid} {...mark}>
      <div className={styles.column}>
        <WaitingInquiries />
        <WaitingRooms />
      </div>
      <div className={styles.column}>
        <VacationsToDecide />
        <TodayFacilityBookings />
      </div>
    </div>
  );
}

function WaitingInquiries() {
  const q = useInfiniteQuery(staffInquiriesQuery('open'));
  const now = useNow();
  const first = q.data?.pages[0];
  const list = first?.results ?? [];
  // The open list comes oldest first: its first row has waited longest.
  const oldest = list[0];
  return (
    <Block
      id="staff-inquiries"
      title="답변을 기다리는 문의"
      href={pathOf('staffInquiries')}
      aside={first ? countLabel(list.length, first.nextPageToken !== NO_NEXT_PAGE) : undefined}
      status={statusOf(q)}
      onRetry={() => q.refetch()}
    >
      {oldest ? (
        <p className={styles.summary}>
          가장 오래된 문의는 <strong suppressHydrationWarning>{relativeTime(oldest.createdAt, now)}</strong> 접수되었습니다.
        </p>
      ) : (
        <Empty>기다리는 문의가 없습니다.</Empty>
      )}
    </Block>
  );
}

function WaitingRooms() {
  const q = useInfiniteQuery(waitingRoomsQuery());
  const now = useNow();
  const first = q.data?.pages[0];
  const list = first?.results ?? [];
  // The longest waiting first.
  const oldest = list[0];
  return (
    <Block
      id="staff-chat"
      title="답변을 기다리는 채팅"
      href={pathOf('staffChat')}
      aside={first ? countLabel(list.length, first.nextPageToken !== NO_NEXT_PAGE) : undefined}
      status={statusOf(q)}
      onRetry={() => q.refetch()}
    >
      {oldest ? (
        <p className={styles.summary}>
          {oldest.student.name} 학생의 {chatCategoryLabels[oldest.category]} 채팅이{' '}
          <strong suppressHydrationWarning>{relativeTime(oldest.createdAt, now)}</strong>부터 기다립니다.
        </p>
      ) : (
        <Empty>기다리는 채팅이 없습니다.</Empty>
      )}
    </Block>
  );
}

/**
 * Who waits for a decision, in words that agree with the card's count: up to three students by name
 * (each once), the rest of the requests counted as requests, "이상" when a next page holds more. It
 * named one student twice and counted the rest of the first page's requests as students (an audit).
 */
export function vacationsWaitingLine(requests: readonly { student: { id: number; name: string } }[], more: boolean): string {
  const named = [...new Map(requests.map((v) => [v.student.id, v.student.name])).entries()].slice(0, 3);
  const ids = new Set(named.map(([id]) => id));
  const rest = requests.filter((v) => !ids.has(v.student.id)).length;
  const names = named.map(([, name]) => name).join(', ');
  if (rest === 0 && !more) return `${names} 학생의 신청이 승인을 기다립니다.`;
  // A next page holds one more at least, even when the first page's are all theirs.
  return `${names} 학생의 신청 외 ${Math.max(rest, 1)}건${more ? ' 이상' : ''}이 승인을 기다립니다.`;
}

function VacationsToDecide() {
  const q = useInfiniteQuery(staffQueueQuery('decision'));
  const first = q.data?.pages[0];
  const count = first?.results.length ?? 0;
  const more = !!first && first.nextPageToken !== NO_NEXT_PAGE;
  return (
    <Block
      id="staff-vacations"
      title="승인할 휴가"
      href={pathOf('staffVacations')}
      aside={first ? countLabel(count, more) : undefined}
      status={statusOf(q)}
      onRetry={() => q.refetch()}
    >
      {count > 0 ? <p className={styles.summary}>{vacationsWaitingLine(first!.results, more)}</p> : <Empty>승인할 휴가가 없습니다.</Empty>}
    </Block>
  );
}

function TodayFacilityBookings() {
  const today = seoulToday();
  const days = useQueries({ queries: FACILITIES.map((f) => staffDayQuery(f, today)) });
  const loaded = days.filter((d) => d.data);
  // Counted when every facility's day is read: one failing said a smaller count as if it were all (an audit).
  const status = statusOf(...days);
  const countOf = (d: (typeof loaded)[number], status: 'active' | 'no_show') =>
    d.data!.slots.reduce((m, s) => m + s.bookings.filter((b) => b.status === status).length, 0);
  const count = loaded.reduce((n, d) => n + countOf(d, 'active'), 0);
  const noShows = loaded.reduce((n, d) => n + countOf(d, 'no_show'), 0);
  return (
    <Block
      id="staff-bookings"
      title="오늘 시설 예약"
      href={pathOf('staffReservations')}
      aside={status === 'ready' ? `${count}건${noShows > 0 ? ` · 노쇼 ${noShows}건` : ''}` : undefined}
      status={status}
      onRetry={() => days.forEach((d) => d.isError && d.refetch())}
    >
      {count + noShows > 0 ? (
        <ul className={styles.rows}>
          {loaded.map((d) => {
            const missed = countOf(d, 'no_show');
            return (
              <li key={d.data!.facility.id} className={styles.row}>
                <span className={styles.what}>{d.data!.facility.name}</span>
                <span className={styles.meta}>
                  {countOf(d, 'active')}건{missed > 0 ? ` · 노쇼 ${missed}건` : ''}
                </span>
              </li>
            );
          })}
        </ul>
      ) : (
        <Empty>오늘 예약이 없습니다.</Empty>
      )}
    </Block>
  );
}
