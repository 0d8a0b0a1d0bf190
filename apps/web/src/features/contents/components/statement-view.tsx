'use client';
import { formatDate } from '@portal/contract/dates';
import { useState } from 'react';
import { Skeleton } from '@/components/ui/states/skeleton';
import { ErrorState } from '@/components/ui/states/error-state';
import { useStatement } from '../api/queries';
import { monthLabel, statusLabel, wonLabel } from '../messages';
import { seoulMonth, shiftMonth } from '../months';
import styles from './contents.module.css';

/** A month's centre billing of contents: each receipt that joined the invoice, and the total billed. */
export function StatementView({ studentId, enabled }: { studentId: number | undefined; enabled: boolean }) {
  const thisMonth = seoulMonth();
  const [month, setMonth] = useState(thisMonth);
  const statement = useStatement(month, studentId, enabled);
  return (
    <section className={styles.panel} aria-labelledby="statement-title" data-testid="statement">
      <div className={styles.monthNav}>
        <button type="button" className={styles.monthButton} aria-label="이전 달" onClick={() => setMonth(shiftMonth(month, -1))}>
          ‹
        </button>
        <h2 id="statement-title" className={styles.sectionTitle}>
          {monthLabel(month)} 청구 내역
        </h2>
        <button
          type="button"
          className={styles.monthButton}
          aria-label="다음 달"
          disabled={month >= thisMonth}
          onClick={() => setMonth(shiftMonth(month, 1))}
        >
          ›
        </button>
      </div>
      {statement.isPending ? (
        <Skeleton rows={2} label="청구 내역을 불러오는 중입니다" />
      ) : statement.isError ? (
        <ErrorState onRetry={() => void statement.refetch()}>청구 내역을 불러오지 못했습니다.</ErrorState>
      ) : statement.data.lines.length === 0 ? (
        <p className={styles.hint}>{monthLabel(month)}에 학원비 청구로 구매한 콘텐츠가 없습니다.</p>
      ) : (
        <>
          <ul className={styles.lines} aria-label={`${monthLabel(month)} 청구 항목`}>
            {statement.data.lines.map((l) => {
              // Left out of this month's invoice: cancelled in it (one cancelled later stays, credited then).
              const struck = l.kind === 'charge' && l.status === 'cancelled' && (l.refundMonth ?? l.billingMonth) <= l.billingMonth;
              return (
                <li key={`${l.kind}-${l.orderId}`} className={styles.line} data-kind={l.kind}>
                  <span className={styles.lineTitle}>
                    <span className={struck ? styles.struck : undefined}>{l.title}</span>
                    <span className={styles.hint}>
                      {l.kind === 'refund'
                        ? `${monthLabel(l.billingMonth)} 청구분 · ${formatDate(l.cancelledAt!)} 구매취소`
                        : `${formatDate(l.paidAt)} · ${statusLabel(l.status)}${struck || !l.refundMonth ? '' : ` · ${monthLabel(l.refundMonth)} 청구서에서 차감`}`}
                    </span>
                  </span>
                  <span className={`${styles.amount} ${struck ? styles.struck : ''}`}>
                    {l.kind === 'refund' ? `-${wonLabel(l.amount)}` : wonLabel(l.amount)}
                  </span>
                </li>
              );
            })}
          </ul>
          <p className={styles.total}>
            <span>청구 합계</span>
            <span data-testid="statement-total">{wonLabel(statement.data.total)}</span>
          </p>
          <p className={styles.hint}>
            학원비와 함께 청구됩니다. 구매취소된 항목과 카드로 결제한 콘텐츠는 청구되지 않고, 지난달에 청구된 항목은 취소한 달에 차감됩니다.
          </p>
        </>
      )}
    </section>
  );
}
