'use client';
import type { ContentOrder } from '@portal/contract';
import { AppLink } from '@/components/ui/app-link';
import { useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/states/skeleton';
import { useActiveStudent } from '@/lib/active-student';
import { ApiError } from '@/lib/api-client';
import { pathOf } from '@/lib/routes';
import { useSession } from '@/lib/session';
import { useTossConfirm } from '../api/queries';
import { awaitingTitle } from '../messages';
import { ReceiptCard } from './receipt-card';
import styles from './contents.module.css';

const CHECKING = '카드사의 답이 늦어지고 있어요. 몇 분 안에 확인해서 알림으로 알려 드릴게요. 다시 결제하지 마세요.';
const UNANSWERED = '결제 결과를 아직 받지 못했어요. 결제되었을 수 있으니 다시 결제하지 말고, 잠시 후 다시 확인해 주세요.';

type Result = { order: ContentOrder } | { error: string; checking?: boolean; askAgain?: boolean };

/** What a failed confirm says. Only a refusal is a failure: without an answer the card may have been charged. */
function resultOfError(err: unknown): Result {
  // No answer from the card company yet: perhaps paid. The server checks it within minutes and tells her.
  if (err instanceof ApiError && err.code === 'PAYMENT_IN_PROGRESS') return { checking: true, error: CHECKING };
  // No answer from the server (offline, too slow) or its failure: the confirm may have gone through.
  if (!(err instanceof ApiError) || err.code === 'NETWORK' || err.status >= 500)
    return { checking: true, askAgain: true, error: UNANSWERED };
  return { error: err.message };
}

/**
 * /contents/pay/success: Toss sent the browser back with paymentKey, orderId and amount. The server
 * confirms the payment (checking the amount against the order) and answers the receipt.
 */
export function PaySuccess() {
  const params = useSearchParams();
  const confirm = useTossConfirm();
  const { data: session } = useSession();
  const started = useRef(false);
  const [result, setResult] = useState<Result | null>(null);
  const check = useCallback(() => {
    setResult(null);
    const paymentKey = params.get('paymentKey') ?? '';
    const orderId = params.get('orderId') ?? '';
    const amount = Number(params.get('amount'));
    confirm
      .mutateAsync({ paymentKey, orderId, amount })
      // Answered, but not paid yet (its payment still being settled): said as being checked, not as done.
      .then((order) =>
        setResult(order.status === 'awaiting_payment' || order.status === 'paying' ? { checking: true, error: CHECKING } : { order }),
      )
      .catch((err) => setResult(resultOfError(err)));
  }, [params, confirm]);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    check();
  }, [check]);

  if (!result)
    return (
      <section className={styles.page} aria-busy="true">
        <h1 className={styles.title}>결제를 확인하고 있습니다</h1>
        <p className={styles.hint}>창을 닫지 말고 잠시만 기다려 주세요.</p>
        <Skeleton rows={2} label="결제를 확인하는 중입니다" />
      </section>
    );
  if ('error' in result)
    return (
      <section className={`${styles.page} ${styles.result}`} role="alert">
        <h1 className={styles.title}>{result.checking ? '결제를 확인하고 있습니다' : '결제를 완료하지 못했습니다'}</h1>
        <p className={styles.hint}>{result.error}</p>
        {/* Asked again with the same payment: a receipt if it was paid, charged once (the server's idempotency). */}
        {result.askAgain && (
          <Button block onClick={check}>
            다시 확인하기
          </Button>
        )}
        <AppLink href={pathOf('contents')} className={result.askAgain ? styles.secondaryLink : styles.primaryLink}>
          콘텐츠로 돌아가기
        </AppLink>
      </section>
    );
  // A parent's receipts are of the child she paid for, whichever child the switcher was on.
  const receipts =
    session?.user.category === 'parent' ? `${pathOf('contentsReceipts')}?student=${result.order.student.id}` : pathOf('contentsReceipts');
  return (
    <section className={`${styles.page} ${styles.result}`}>
      <h1 className={styles.title}>결제가 완료되었습니다</h1>
      <ReceiptCard order={result.order} />
      <AppLink href={receipts} className={styles.primaryLink}>
        구매 내역 보기
      </AppLink>
    </section>
  );
}

/**
 * /contents/pay/fail: the payment window was closed or the card refused; the order still waits, under
 * the title the contents page shows it with (a parent's checkout names the child: `?student=`).
 */
export function PayFail() {
  const params = useSearchParams();
  const { isParent, activeStudent } = useActiveStudent();
  const code = params.get('code');
  const message = params.get('message');
  const cancelled = code === 'PAY_PROCESS_CANCELED' || code === 'USER_CANCEL';
  const section = isParent ? (activeStudent ? awaitingTitle(activeStudent.name) : '결제 대기 주문') : awaitingTitle();
  return (
    <section className={`${styles.page} ${styles.result}`} role="alert">
      <h1 className={styles.title}>{cancelled ? '결제를 취소했습니다' : '결제가 완료되지 않았습니다'}</h1>
      <p className={styles.hint}>
        {cancelled ? '결제하지 않았습니다.' : (message ?? '결제 중 문제가 생겼습니다.')} 주문은 콘텐츠 화면의 ‘{section}’에 남아 있어 다시
        결제할 수 있습니다.
      </p>
      <AppLink href={pathOf('contents')} className={styles.primaryLink}>
        콘텐츠로 돌아가기
      </AppLink>
    </section>
  );
}
