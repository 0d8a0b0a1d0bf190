'use client';
import { seoulToday } from '@portal/contract/dates';
import { NO_NEXT_PAGE } from '@portal/contract/paging';
import { useInfiniteQuery, useQueries, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { waitingRoomsQuery } from '@/features/chat/api/queries';
import { staffOrdersQuery } from '@/features/contents/api/staff-queries';
import { staffInquiriesQuery } from '@/features/inquiries/api/queries';
import { staffDayQuery } from '@/features/reservations/api/staff-queries';
import { staffFirewallQuery } from '@/features/security/api/queries';
import { staffQueueQuery } from '@/features/vacations/api/queries';
import { pathOf } from '@/lib/routes';
import styles from './staff.module.css';
import { FACILITIES } from './waiting-queries';

type TileState = { count?: number; more?: boolean; failed: boolean; retry: () => void };

/** A first page's count: "20+" when the list goes on. */
const pageCount = (q: {
  data?: { pages: { results: unknown[]; nextPageToken: number }[] };
  isError: boolean;
  refetch: () => unknown;
}): TileState => {
  const first = q.data?.pages[0];
  return {
    count: first?.results.length,
    more: first ? first.nextPageToken !== NO_NEXT_PAGE : false,
    failed: !first && q.isError,
    retry: () => void q.refetch(),
  };
};

/**
 * What waits for staff, each a tile that opens its page: inquiries, vacations, website requests,
 * today's no-shows, contents cancellations, chat rooms no teacher has taken. Each loads on its own; one failing leaves the others.
 */
export function WaitingCounts() {
  const inquiries = useInfiniteQuery(staffInquiriesQuery('open'));
  const vacations = useInfiniteQuery(staffQueueQuery('decision'));
  const firewall = useQuery(staffFirewallQuery());
  const cancels = useInfiniteQuery(staffOrdersQuery('cancel_requested'));
  const rooms = useInfiniteQuery(waitingRoomsQuery());
  const today = seoulToday();
  const days = useQueries({ queries: FACILITIES.map((f) => staffDayQuery(f, today)) });
  const loadedDays = days.filter((d) => d.data);
  const noShows = loadedDays.reduce(
    (n, d) => n + d.data!.slots.reduce((m, s) => m + s.bookings.filter((b) => b.status === 'no_show').length, 0),
    0,
  );

  return (
    <ul className={styles.tiles} aria-label="기다리는 일">
      <Tile href={pathOf('staffInquiries')} title="답변을 기다리는 문의" state={pageCount(inquiries)} />
      <Tile href={pathOf('staffVacations')} title="승인할 휴가" state={pageCount(vacations)} />
      <Tile
        href={pathOf('staffFirewall')}
        title="사이트 허용 요청"
        state={{ count: firewall.data?.pending.length, failed: !firewall.data && firewall.isError, retry: () => void firewall.refetch() }}
      />
      <Tile
        href={pathOf('staffReservations')}
        title="오늘 노쇼"
        state={{
          // Counted when every facility's day is read: one failing said a smaller count as if it were all (an audit).
          count: loadedDays.length === days.length ? noShows : undefined,
          failed: days.some((d) => !d.data && d.isError),
          retry: () => days.forEach((d) => void (d.isError && d.refetch())),
        }}
      />
      <Tile href={pathOf('staffContents')} title="콘텐츠 취소 요청" state={pageCount(cancels)} />
      <Tile href={pathOf('staffChat')} title="답변을 기다리는 채팅" state={pageCount(rooms)} />
    </ul>
  );
}

function Tile({ href, title, state }: { href: string; title: string; state: TileState }) {
  let value: ReactNode;
  if (state.failed) value = <span className={styles.tileFailed}>불러오지 못했습니다</span>;
  else if (state.count === undefined) value = <span className={styles.tileLoading} aria-label="불러오는 중" />;
  else value = `${state.count}${state.more ? '+' : ''}건`;
  const idle = state.count === 0;
  return (
    <li className={styles.tile} data-idle={idle ? '' : undefined}>
      <AppLink href={href} className={styles.tileLink}>
        <span className={styles.tileTitle}>{title}</span>
        <strong className={styles.tileCount}>{value}</strong>
      </AppLink>
      {state.failed && (
        <button type="button" className={styles.retry} onClick={state.retry}>
          다시 시도
        </button>
      )}
    </li>
  );
}
