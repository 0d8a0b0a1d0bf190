'use client';
import type { ReservationView } from '@portal/contract';
import { useSession } from '@/lib/session';
import Link from 'next/link';
import { useEffect, useRef } from 'react';
import { formatDate } from '@portal/contract/dates';
import { Button } from '@/components/ui/button';
import { useActiveStudent } from '@/lib/active-student';
import { isStaffCategory, pathOf } from '@/lib/routes';
import { useHistory } from '../api/queries';
import { statusLabel } from '../messages';
import { ListGate } from './list-gate';
import styles from './reservations.module.css';

/** What a booking came to: 예약 (coming), 이용 완료, 취소, 노쇼. */
function outcome(r: ReservationView): { label: string; state: string } {
  if (r.status === 'active') return Date.parse(r.endsAt) <= Date.now() ? { label: '이용 완료', state: 'done' } : { label: statusLabel.active, state: 'mine' };
  return { label: statusLabel[r.status], state: r.status };
}

/** Every booking, newest first; the next page loads as she scrolls to the end. */
export function ReservationHistory() {
  const { data: session } = useSession();
  const category = session?.user.category;
  const staff = isStaffCategory(category);
  const { isParent, studentId, ready, noChildren, activeStudent } = useActiveStudent();
  const { data, isError, refetch, fetchNextPage, hasNextPage, isFetchingNextPage } = useHistory(
    studentId,
    !!category && !staff && ready && !noChildren,
  );
  const sentinel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage) return;
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    }, { rootMargin: '200px' });
    io.observe(node);
    return () => io.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const rows = data?.pages.flatMap((p) => p.results) ?? [];
  return (
    <section className={styles.page} aria-labelledby="history-title">
      <Link href={pathOf('mypage')} className={styles.back}>
        ‹ 마이페이지
      </Link>
      <h1 id="history-title" className={styles.title}>
        예약 내역
      </h1>
      {isParent && activeStudent && <p className={styles.viewing}>{activeStudent.name} 학생의 예약 내역입니다.</p>}
      <ListGate
        staff={staff}
        noChildren={noChildren}
        loaded={!!data}
        failed={isError}
        onRetry={() => refetch()}
        loadingText="예약 내역을 불러오는 중입니다…"
      >
        {rows.length === 0 ? (
        <p className={styles.empty}>아직 예약한 적이 없습니다.</p>
      ) : (
        <>
          <ul className={styles.list} aria-label="예약 내역">
            {rows.map((r) => {
              const o = outcome(r);
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
                  <span className={styles.badge} data-state={o.state}>
                    {o.label}
                  </span>
                </li>
              );
            })}
          </ul>
          <div ref={sentinel} />
          {hasNextPage && (
            <Button variant="ghost" block onClick={() => fetchNextPage()} disabled={isFetchingNextPage}>
              {isFetchingNextPage ? '불러오는 중…' : '더 보기'}
            </Button>
          )}
        </>
      )}
      </ListGate>
    </section>
  );
}
