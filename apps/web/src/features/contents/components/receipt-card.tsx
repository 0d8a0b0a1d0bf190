import type { ContentOrder } from '@portal/contract';
import { formatDateTime } from '@portal/contract/dates';
import type { ReactNode } from 'react';
import { StatusBadge } from '@/components/ui/status-badge/status-badge';
import { monthLabel, statusLabel, statusTone, wonLabel } from '../messages';
import { Cover } from './cover';
import styles from './contents.module.css';

/** How a receipt was paid, in words a parent reads on her statement. */
export function paidHow(o: ContentOrder): string {
  if (o.method === 'billing' && o.billingMonth) return `${monthLabel(o.billingMonth)} 학원비 청구서에 합산`;
  if (o.method === 'toss') return '카드 결제 (토스페이먼츠)';
  return '결제 전';
}

/** One receipt: what, for whom, how much, how and when it was paid, and its state. */
export function ReceiptCard({ order: o, showStudent, children }: { order: ContentOrder; showStudent?: boolean; children?: ReactNode }) {
  return (
    <article className={styles.card} aria-labelledby={`receipt-${o.id}`} data-testid="receipt">
      <div className={styles.cardTop}>
        <Cover coverId={o.item.coverId} category={o.item.category} kind={o.item.kind} className={styles.thumb} />
        <div className={styles.cardMain}>
          <div className={styles.cardHead}>
            <StatusBadge tone={statusTone[o.status]}>{statusLabel(o.status)}</StatusBadge>
            <span className={styles.amount}>{wonLabel(o.amount)}</span>
          </div>
          <h2 id={`receipt-${o.id}`} className={styles.cardTitle}>
            {o.item.title}
          </h2>
        </div>
      </div>
      <dl className={styles.facts}>
        {showStudent && (
          <>
            <dt>학생</dt>
            <dd>{o.student.name}</dd>
          </>
        )}
        <dt>결제</dt>
        <dd>{paidHow(o)}</dd>
        {(o.status === 'awaiting_payment' || o.status === 'paying') && (
          <>
            <dt>주문일</dt>
            <dd>
              {formatDateTime(o.createdAt)}
              {o.sentToParent ? ' · 부모님께 요청함' : ''}
            </dd>
          </>
        )}
        {o.paidAt && (
          <>
            <dt>결제일</dt>
            <dd>{formatDateTime(o.paidAt)}</dd>
          </>
        )}
        {o.paidBy && (
          <>
            <dt>결제한 분</dt>
            <dd>{o.paidBy.name}</dd>
          </>
        )}
        {o.cancelReason && o.status !== 'paid' && o.status !== 'confirmed' && (
          <>
            <dt>취소 사유</dt>
            <dd>{o.cancelReason}</dd>
          </>
        )}
        {o.decisionReason && o.status === 'paid' && (
          <>
            <dt>취소 반려</dt>
            <dd>{o.decisionReason}</dd>
          </>
        )}
        {o.cancelledAt && (
          <>
            <dt>취소일</dt>
            <dd>{formatDateTime(o.cancelledAt)}</dd>
          </>
        )}
        {o.confirmedAt && (
          <>
            <dt>구매확정</dt>
            <dd>{formatDateTime(o.confirmedAt)}</dd>
          </>
        )}
      </dl>
      {children}
    </article>
  );
}
