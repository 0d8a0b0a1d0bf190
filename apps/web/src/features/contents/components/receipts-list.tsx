'use client';
import type { ContentOrder } from '@portal/contract';
import { useCallback, useState } from 'react';
import { Button } from '@/components/ui/button';
import { confirmDialog, openModal, showToast } from '@/components/ui/kit';
import { lazyComponent } from '@/components/ui/lazy';
import { useOpenKeptDraft } from '@/components/ui/form/kept-draft';
import { PagedList } from '@/components/ui/paged-list/paged-list';
import { EmptyState } from '@/components/ui/states/empty-state';
import { documentIcon } from '@/components/ui/states/empty-icons/document';
import { ApiError } from '@/lib/api-client';
import { pathOf } from '@/lib/routes';
import { useConfirmPurchase, useOrders } from '../api/queries';
import { cancelDraftKey } from '../messages';
import { ReceiptCard } from './receipt-card';
import styles from './contents.module.css';

// The reason form (and the form hook) loads when she first taps 취소 요청.
const CancelForm = lazyComponent(() => import('./cancel-form').then((m) => m.CancelForm), { ssr: false });

/** A student's receipts (hers, or a parent's child's), newest payment first, with 구매확정 and 취소 요청. */
export function ReceiptsList({ studentId, enabled }: { studentId: number | undefined; enabled: boolean }) {
  const receipts = useOrders('receipts', studentId, enabled);
  return (
    <PagedList
      query={receipts}
      loadingLabel="구매 내역을 불러오는 중입니다"
      errorText="구매 내역을 불러오지 못했습니다."
      empty={
        <EmptyState
          icon={documentIcon}
          title="아직 구매한 콘텐츠가 없습니다"
          description="강의와 문제집을 둘러보세요."
          action={{ label: '콘텐츠 보러 가기', href: pathOf('contents') }}
        />
      }
    >
      {(items) => (
        <ol className={styles.list} aria-label="구매 내역">
          {items.map((o) => (
            <li key={o.id}>
              <ReceiptCard order={o}>{o.status === 'paid' && <ReceiptActions order={o} />}</ReceiptCard>
            </li>
          ))}
        </ol>
      )}
    </PagedList>
  );
}

function ReceiptActions({ order: o }: { order: ContentOrder }) {
  const [cancelling, setCancelling] = useState(false);
  // A cancel request kept from before a reload opens its form again.
  useOpenKeptDraft(
    cancelDraftKey(o.id),
    useCallback(() => setCancelling(true), []),
  );
  const confirm = useConfirmPurchase();
  const onConfirm = async () => {
    const ok = await confirmDialog({
      title: '구매를 확정할까요?',
      message: '확정한 뒤에는 취소를 요청할 수 없습니다.',
      confirmLabel: '구매확정',
    });
    if (!ok) return;
    try {
      await confirm.mutateAsync(o.id);
      showToast({ status: 'success', title: '구매를 확정했습니다.' });
    } catch (err) {
      void openModal({ type: 'failed', message: err instanceof ApiError ? err.message : undefined });
    }
  };
  if (cancelling) return <CancelForm order={o} onClose={() => setCancelling(false)} />;
  return (
    <div className={styles.actions}>
      <Button variant="secondary" onClick={() => setCancelling(true)}>
        취소 요청
      </Button>
      <Button onClick={() => void onConfirm()} disabled={confirm.isPending}>
        구매확정
      </Button>
    </div>
  );
}
