'use client';
import { wonLabel } from '@portal/contract/contents-labels';
import { formatMonthDay, seoulDate } from '@portal/contract/dates';
import { useInfiniteQuery } from '@tanstack/react-query';
import { ordersQuery } from '@/features/contents/api/queries';
import { toConsentQuery } from '@/features/vacations/api/queries';
import { useActiveStudent } from '@/lib/active-student';
import { pathOf } from '@/lib/routes';
import { Block, Empty, statusOf } from './block';
import styles from './home.module.css';

/** What waits for a parent about one child: the vacations to consent to and the payments asked of her. */
function useWaiting(studentId: number) {
  const vacations = useInfiniteQuery(toConsentQuery(studentId));
  const orders = useInfiniteQuery(ordersQuery('awaiting', studentId));
  const toConsent = vacations.data?.pages[0]?.results ?? [];
  const toPay = orders.data?.pages[0]?.results.filter((o) => o.status === 'awaiting_payment' && o.sentToParent) ?? [];
  return { vacations, orders, toConsent, toPay };
}

/**
 * Her other child, when something waits for her there too: the home shows one child's day, and an
 * audit found a payment and a consent of the other waiting unseen. Drawn by the server with the rest.
 */
function OtherChild({ id, name, onShow }: { id: number; name: string; onShow: () => void }) {
  const { toConsent, toPay } = useWaiting(id);
  const parts = [toConsent.length ? `휴가 동의 ${toConsent.length}건` : '', toPay.length ? `결제 요청 ${toPay.length}건` : ''].filter(
    Boolean,
  );
  if (!parts.length) return null;
  return (
    <section className={`${styles.block} ${styles.other}`} aria-label={`${name} 학생의 확인할 일`}>
      <p className={styles.otherTitle}>{name} 학생도 확인할 일이 있습니다.</p>
      <p className={styles.otherWhat}>{parts.join(' · ')}</p>
      <button type="button" className={styles.otherButton} onClick={onShow}>
        {name} 학생 보기
      </button>
    </section>
  );
}

/** What waits for a parent about her child: vacations to consent to and payments asked of her. */
export function ParentBlocks({ studentId, childName }: { studentId: number; childName: string }) {
  const { vacations, orders, toConsent, toPay } = useWaiting(studentId);
  const { students, setActiveStudent } = useActiveStudent();
  return (
    <>
      {students
        .filter((s) => s.id !== studentId)
        .map((s) => (
          <OtherChild key={s.id} id={s.id} name={s.name} onShow={() => setActiveStudent(s.id)} />
        ))}
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
