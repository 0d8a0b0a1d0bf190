'use client';
import type { ContentOrder } from '@portal/contract';
import { formatDateTime } from '@portal/contract/dates';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { confirmDialog, openModal, showToast } from '@/components/ui/kit';
import { lazyComponent } from '@/components/ui/lazy';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { useDiscardOrder, useOrders } from '../api/queries';
import { awaitingTitle, wonLabel } from '../messages';
import { Cover } from './cover';
import styles from './contents.module.css';

// The payment choice (and its checkout code) loads when she taps 결제하기.
const PurchasePanel = lazyComponent(() => import('./purchase-panel').then((m) => m.PurchasePanel), { ssr: false });

/**
 * Orders waiting for payment: for a parent, her child's requests to pay; for a student, what she
 * sent to her parents or a card payment she did not finish. Hidden when there are none.
 */
export function AwaitingOrders({
  studentId,
  childName,
  enabled,
}: {
  studentId: number | undefined;
  /** A parent's child: her requests are shown under her name. */
  childName?: string;
  enabled: boolean;
}) {
  const isParent = childName !== undefined;
  const orders = useOrders('awaiting', studentId, enabled);
  const items = orders.data?.pages.flatMap((p) => p.results) ?? [];
  if (!items.length) return null;
  return (
    <section className={styles.awaiting} aria-labelledby={`awaiting-title-${studentId ?? 'me'}`}>
      <h2 id={`awaiting-title-${studentId ?? 'me'}`} className={styles.sectionTitle}>
        {awaitingTitle(childName)}
      </h2>
      <ul className={styles.list}>
        {items.map((o) => (
          <li key={o.id}>
            <AwaitingCard order={o} isParent={isParent} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function AwaitingCard({ order: o, isParent }: { order: ContentOrder; isParent: boolean }) {
  const [paying, setPaying] = useState(false);
  const discard = useDiscardOrder();
  const { data: session } = useSession();
  // A checkout left unfinished is withdrawn only by whoever started it (she may be paying it now: the server refuses).
  const mayDiscard = o.sentToParent || o.requestedBy.id === session?.user.id;
  const what = o.sentToParent ? (isParent ? `${o.student.name} 학생이 요청` : '부모님께 요청함') : '결제 전';
  const onDiscard = async () => {
    const ok = await confirmDialog({
      title: isParent && o.sentToParent ? '결제 요청을 거절할까요?' : '주문을 취소할까요?',
      message: isParent && o.sentToParent ? `${o.student.name} 학생에게 알려 드립니다.` : `${o.item.title} 주문을 지웁니다.`,
      confirmLabel: isParent && o.sentToParent ? '거절하기' : '주문 취소',
      cancelLabel: '닫기',
    });
    if (!ok) return;
    try {
      await discard.mutateAsync(o.id);
      showToast({ status: 'success', title: isParent && o.sentToParent ? '결제 요청을 거절했습니다.' : '주문을 취소했습니다.' });
    } catch (err) {
      void openModal({ type: 'failed', message: err instanceof ApiError ? err.message : undefined });
    }
  };
  return (
    <article className={styles.card} aria-label={`${o.item.title} 결제 대기`}>
      <div className={styles.cardTop}>
        <Cover coverId={o.item.coverId} category={o.item.category} kind={o.item.kind} className={styles.thumb} />
        <div className={styles.cardMain}>
          <h3 className={styles.cardTitle}>{o.item.title}</h3>
          <span className={styles.amount}>{wonLabel(o.amount)}</span>
          <span className={styles.hint}>
            {what} · {formatDateTime(o.createdAt)}
          </span>
        </div>
      </div>
      {o.status === 'paying' ? (
        <p className={styles.hint} role="status">
          카드 결제를 확인하고 있습니다. 잠시 후 구매 내역에서 확인해 주세요.
        </p>
      ) : paying ? (
        <PurchasePanel order={o} onDone={() => setPaying(false)} onClose={() => setPaying(false)} />
      ) : (
        <div className={styles.actions}>
          {mayDiscard && (
            <Button variant="secondary" onClick={() => void onDiscard()} disabled={discard.isPending}>
              {isParent && o.sentToParent ? '거절' : '주문 취소'}
            </Button>
          )}
          {(isParent || !o.sentToParent) && <Button onClick={() => setPaying(true)}>결제하기</Button>}
        </div>
      )}
    </article>
  );
}
