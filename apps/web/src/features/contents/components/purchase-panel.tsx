'use client';
import { eulReul } from '@portal/contract/particles';
import type { ContentItem, ContentOrder, PaymentMethod } from '@portal/contract';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { confirmDialog, openModal, showToast } from '@/components/ui/kit';
import { useActiveStudent } from '@/lib/active-student';
import { ApiError } from '@/lib/api-client';
import { pathOf } from '@/lib/routes';
import { useSession } from '@/lib/session';
import { useCreateOrder, usePayOrder, usePaymentOptions } from '../api/queries';
import { monthLabel, wonLabel } from '../messages';
import { seoulMonth } from '../months';
import { startTossCheckout } from './toss-checkout';
import styles from './contents.module.css';

type Choice = PaymentMethod | 'parent';

const failed = (err: unknown) =>
  openModal({ type: 'failed', message: err instanceof ApiError ? err.message : '잠시 후 다시 시도해 주세요.' });

/**
 * How to pay: centre billing (this month's invoice), a card through Toss Payments when the centre
 * has it, or — for a student — a request to her parents. Buys an item (`item`) or pays an order
 * that waits (`order`: a parent paying her child's request).
 */
export function PurchasePanel({
  item,
  order,
  onDone,
  onClose,
}: {
  item?: ContentItem;
  order?: ContentOrder;
  onDone?: () => void;
  /** Shown as 닫기 beside the pay button (paying an order from its card). */
  onClose?: () => void;
}) {
  const router = useRouter();
  const { data: session } = useSession();
  const isStudent = session?.user.category === 'student';
  const { studentId, activeStudent, isParent } = useActiveStudent();
  const options = usePaymentOptions();
  const create = useCreateOrder();
  const pay = usePayOrder();
  const [choice, setChoice] = useState<Choice>('billing');
  const [busy, setBusy] = useState(false);
  // Until the centre's payment methods are known the list can still grow (카드로 결제 comes in
  // above the button): the button waits with it, or a tap meant for it lands on a card payment.
  const settling = options.isPending;
  const amount = order?.amount ?? item?.price ?? 0;
  const title = order?.item.title ?? item?.title ?? '';
  const month = monthLabel(seoulMonth());
  const forChild = isParent && activeStudent && !order ? `${activeStudent.name} 학생의 ` : '';

  const choices: { value: Choice; label: string; hint: string }[] = [
    { value: 'billing', label: '학원비 청구서에 합산', hint: `${month} 학원비와 함께 청구됩니다.` },
    ...(options.data?.toss ? [{ value: 'toss' as const, label: '카드로 결제', hint: '토스페이먼츠 결제창에서 바로 결제합니다.' }] : []),
    ...(isStudent && !order && options.data?.askParent
      ? [{ value: 'parent' as const, label: '부모님께 결제 요청', hint: '부모님께 알림이 가고, 부모님이 결제합니다.' }]
      : []),
  ];

  const submit = async () => {
    if (busy) return;
    if (choice === 'billing') {
      const ok = await confirmDialog({
        title: `${wonLabel(amount)}을 청구서에 합산할까요?`,
        message: `${forChild}${eulReul(title)} 구매하고 ${month} 청구서에 합산합니다.`,
        confirmLabel: '결제하기',
      });
      if (!ok) return;
    }
    setBusy(true);
    try {
      if (choice === 'toss') {
        const target =
          order ?? (await create.mutateAsync({ itemId: item!.id, studentId: isParent ? studentId : undefined, payWith: 'toss', amount }));
        await startTossCheckout(target.id, isParent ? target.student.id : undefined);
        return; // the browser is on its way to the payment window
      }
      // The price she was shown goes with her order: changed meanwhile, it is refused (and the page reads it again).
      const done = order
        ? await pay.mutateAsync(order.id)
        : await create.mutateAsync({ itemId: item!.id, studentId: isParent ? studentId : undefined, payWith: choice, amount });
      if (choice === 'parent') {
        showToast({ status: 'success', title: '부모님께 결제를 요청했습니다.', description: '부모님이 결제하면 알려 드릴게요.' });
        onDone?.();
      } else {
        const billed = done.billingMonth ? monthLabel(done.billingMonth) : month;
        await openModal({ type: 'success', title: '구매했습니다.', message: `${billed} 청구서에 ${wonLabel(done.amount)}이 합산됩니다.` });
        onDone?.();
        // A parent goes to the receipts of the child she paid for, whichever child the switcher was on.
        // `?student=` written out (the contract's linkForStudent): importing it here put /mypage/alarms,
        // whose chunk it shares, 119 B over its first-load budget.
        router.push(isParent ? `${pathOf('contentsReceipts')}?student=${done.student.id}` : pathOf('contentsReceipts'));
      }
    } catch (err) {
      void failed(err);
    } finally {
      setBusy(false);
    }
  };

  const label = choice === 'parent' ? '부모님께 요청하기' : `${wonLabel(amount)} 결제하기`;
  return (
    <div className={styles.panel}>
      <fieldset className={styles.methods} aria-busy={settling}>
        <legend className={styles.label}>결제 방법</legend>
        {choices.map((c) => (
          <label key={c.value} className={styles.method}>
            <input
              type="radio"
              name={`pay-${order?.id ?? item?.id}`}
              value={c.value}
              checked={choice === c.value}
              onChange={() => setChoice(c.value)}
            />
            <span className={styles.methodText}>
              {c.label}
              <span className={styles.methodHint}>{c.hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className={styles.actions}>
        {onClose && (
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            닫기
          </Button>
        )}
        <Button block={!onClose} onClick={() => void submit()} disabled={busy || settling || (choice === 'toss' && !options.data?.toss)}>
          {busy ? '처리하는 중…' : label}
        </Button>
      </div>
    </div>
  );
}
