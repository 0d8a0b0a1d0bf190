'use client';
import { wonLabel } from '@portal/contract/contents-labels';
import { formatMonthDay, seoulDate } from '@portal/contract/dates';
import { useInfiniteQuery } from '@tanstack/react-query';
import { ordersQuery } from '@/features/contents/api/queries';
import { vacationHistoryQuery } from '@/features/vacations/api/queries';
import { pathOf } from '@/lib/routes';
import { Block, Empty, statusOf } from './block';
import styles from './home.module.css';

/** What waits for a parent about her child: vacations to consent to and payments asked of her. */
export function ParentBlocks({ studentId, childName }: { studentId: number; childName: string }) {
  const vacations = useInfiniteQuery(vacationHistoryQuery(studentId));
  const orders = useInfiniteQuery(ordersQuery('awaiting', studentId));
  const toConsent = vacations.data?.pages[0]?.results.filter((v) => v.status === 'requested') ?? [];
  const toPay = orders.data?.pages[0]?.results.filter((o) => o.status === 'awaiting_payment' && o.sentToParent) ?? [];
  return (
    <>
      <Block
        id="consents"
        title="동의를 기다리는 휴가"
        href={pathOf('mypageVacations')}
        aside={vacations.data ? `${toConsent.length}건` : undefined}
        status={statusOf(vacations)}
        onRetry={() => vacations.refetch()}
      >
        {toConsent.length === 0 ? (
          <Empty>{childName} 학생은 동의할 휴가가 없습니다.</Empty>
        ) : (
          <ul className={styles.rows}>
            {toConsent.slice(0, 3).map((v) => (
              <li key={v.id} className={styles.row}>
                <span className={styles.what}>
                  {formatMonthDay(seoulDate(v.startAt))} 출발 · {v.reason}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Block>
      <Block
        id="payments"
        title="결제 요청"
        href={pathOf('contents')}
        aside={orders.data ? `${toPay.length}건` : undefined}
        status={statusOf(orders)}
        onRetry={() => orders.refetch()}
      >
        {toPay.length === 0 ? (
          <Empty>{childName} 학생은 결제할 요청이 없습니다.</Empty>
        ) : (
          <ul className={styles.rows}>
            {toPay.slice(0, 3).map((o) => (
              <li key={o.id} className={styles.row}>
                <span className={styles.what}>{o.item.title}</span>
                <span className={styles.meta}>{wonLabel(o.amount)}</span>
              </li>
            ))}
          </ul>
        )}
      </Block>
    </>
  );
}
