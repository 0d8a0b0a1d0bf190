'use client';
import type { ContentOrder } from '@portal/contract';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { confirmDialog, openModal, showToast } from '@/components/ui/kit';
import { lazyComponent } from '@/components/ui/lazy';
import { PagedList } from '@/components/ui/paged-list/paged-list';
import { EmptyState } from '@/components/ui/states/empty-state';
import { ApiError } from '@/lib/api-client';
import { useDecideCancel, useStaffOrders, type StaffOrderList } from '../api/staff-queries';
import { ReceiptCard } from './receipt-card';
import { monthLabel, wonLabel } from '../messages';
import styles from './contents.module.css';

// The refusal reason form loads when a teacher first taps 반려.
const RejectCancelForm = lazyComponent(() => import('./reject-cancel-form').then((m) => m.RejectCancelForm), {
  ssr: false,
  loading: () => <div className={styles.actions} data-form-loading aria-busy="true" />,
});

/** Staff: receipts (cancellation requests first) with the decision on each request. */
export function StaffOrders({ status }: { status: StaffOrderList }) {
  const list = useStaffOrders(status);
  const name = status === 'cancel_requested' ? '취소 요청' : status === 'awaiting' ? '결제 대기' : '주문 내역';
  return (
    <PagedList
      query={list}
      loadingLabel="주문을 불러오는 중입니다"
      errorText="주문을 불러오지 못했습니다."
      empty={
        <EmptyState
          title={
            status === 'cancel_requested'
              ? '기다리는 취소 요청이 없습니다.'
              : status === 'awaiting'
                ? '결제를 기다리는 주문이 없습니다.'
                : '아직 주문이 없습니다.'
          }
        />
      }
    >
      {(items) => (
        <ol className={styles.list} aria-label={name}>
          {items.map((o) => (
            <li key={o.id}>
              <ReceiptCard order={o} showStudent>
                {o.status === 'cancel_requested' && <Decision order={o} />}
              </ReceiptCard>
            </li>
          ))}
        </ol>
      )}
    </PagedList>
  );
}

function Decision({ order: o }: { order: ContentOrder }) {
  const decide = useDecideCancel();
  const [rejecting, setRejecting] = useState(false);
  const approve = async () => {
    const ok = await confirmDialog({
      title: '구매 취소를 승인할까요?',
      message: `${o.student.name} 학생의 ${o.item.title} 구매를 취소합니다. ${
        o.method === 'toss'
          ? `카드 결제 ${wonLabel(o.amount)}이 환불됩니다.`
          : `${o.billingMonth ? `${monthLabel(o.billingMonth)} ` : ''}학원비 청구서에서 ${wonLabel(o.amount)}이 빠집니다.`
      }`,
      confirmLabel: '취소 승인',
      // Not 취소 beside 취소 승인: closing the question must not read as going ahead with the cancellation.
      cancelLabel: '닫기',
    });
    if (!ok) return;
    try {
      await decide.mutateAsync({ id: o.id, decision: 'approve' });
      showToast({ status: 'success', title: '취소를 승인했습니다.' });
    } catch (err) {
      void openModal({ type: 'failed', message: err instanceof ApiError ? err.message : undefined });
    }
  };
  if (rejecting) return <RejectCancelForm order={o} onClose={() => setRejecting(false)} />;
  return (
    <div className={styles.actions}>
      <Button variant="secondary" onClick={() => setRejecting(true)}>
        반려
      </Button>
      <Button onClick={() => void approve()} disabled={decide.isPending}>
        취소 승인
      </Button>
    </div>
  );
}
