'use client';
import { AppLink } from '@/components/ui/app-link';
import { BackLink } from '@/components/ui/back-link';
import { Skeleton } from '@/components/ui/states/skeleton';
import { EmptyState } from '@/components/ui/states/empty-state';
import { lostIcon } from '@/components/ui/states/empty-icons/lost';
import { ErrorState } from '@/components/ui/states/error-state';
import { StatusBadge } from '@/components/ui/status-badge/status-badge';
import { useActiveStudent } from '@/lib/active-student';
import { ApiError } from '@/lib/api-client';
import { pathOf } from '@/lib/routes';
import { useSession } from '@/lib/session';
import type { ContentItemDetail } from '@portal/contract';
import { useContentItem } from '../api/queries';
import { contentCategoryLabels, contentKindLabels, wonLabel } from '../messages';
import { Cover } from './cover';
import { PurchasePanel } from './purchase-panel';
import styles from './contents.module.css';

/** /contents/[id]: one lecture or workbook, and how to buy it. */
export function ContentDetail({ id }: { id: number }) {
  const { activeStudent, isParent, studentId, ready, noChildren } = useActiveStudent();
  // A parent with no child linked reads the item alone: waiting for a child left her page loading for ever.
  const item = useContentItem(id, studentId, ready || noChildren);
  const { data: session } = useSession();
  const family = session?.user.category === 'student' || session?.user.category === 'parent';
  if (item.isPending) return <Skeleton rows={6} label="콘텐츠를 불러오는 중입니다" />;
  if (item.isError) {
    if (item.error instanceof ApiError && item.error.status === 404)
      return (
        <EmptyState
          icon={lostIcon}
          headingLevel={1}
          title="찾을 수 없는 콘텐츠입니다."
          action={{ label: '콘텐츠 목록으로', href: pathOf('contents') }}
        />
      );
    return <ErrorState onRetry={() => void item.refetch()}>콘텐츠를 불러오지 못했습니다.</ErrorState>;
  }
  const c = item.data;
  return (
    <article className={styles.page} aria-labelledby="content-title">
      <BackLink href={pathOf('contents')}>콘텐츠 목록</BackLink>
      <div className={styles.detail}>
        <Cover coverId={c.coverId} category={c.category} kind={c.kind} className={styles.detailCover} />
        <div className={styles.detailBody}>
          <div className={styles.badges}>
            <StatusBadge tone="info">{contentCategoryLabels[c.category]}</StatusBadge>
            <StatusBadge tone="neutral">{contentKindLabels[c.kind]}</StatusBadge>
            {!c.onSale && <StatusBadge tone="danger">판매 종료</StatusBadge>}
          </div>
          <h1 id="content-title" className={styles.detailTitle}>
            {c.title}
          </h1>
          <p className={styles.hint}>{c.author}</p>
          <p className={styles.detailPrice}>{wonLabel(c.price)}</p>
          <p className={styles.description}>
            <strong>{c.summary}</strong>
          </p>
          {c.description && <p className={styles.description}>{c.description}</p>}
        </div>
      </div>
      {family && c.order && <OrderNote order={c.order} isParent={isParent} childName={activeStudent?.name} />}
      {noChildren && (
        <section aria-labelledby="buy-title" className={styles.form}>
          <h2 id="buy-title" className={styles.sectionTitle}>
            구매하기
          </h2>
          <p className={styles.hint}>연결된 자녀가 없습니다. 학원에 문의해 주세요.</p>
        </section>
      )}
      {family && !noChildren && c.onSale && !c.order && (
        <section aria-labelledby="buy-title" className={styles.form}>
          <h2 id="buy-title" className={styles.sectionTitle}>
            {isParent && activeStudent ? `${activeStudent.name} 학생에게 구매하기` : '구매하기'}
          </h2>
          <PurchasePanel item={c} />
        </section>
      )}
    </article>
  );
}

/**
 * Where she already has the item, or a purchase of it waits: what became of it and where to go on,
 * instead of an offer to buy it again (the server would refuse: one live order per student and item).
 */
function OrderNote({
  order,
  isParent,
  childName,
}: {
  order: NonNullable<ContentItemDetail['order']>;
  isParent: boolean;
  childName?: string;
}) {
  const who = isParent && childName ? `${childName} 학생이 ` : '';
  const waiting = order.status === 'awaiting_payment' || order.status === 'paying';
  const text = !waiting
    ? `${who}이미 구매한 콘텐츠입니다.`
    : order.sentToParent
      ? isParent
        ? `${who}결제를 요청했어요. 콘텐츠 화면에서 결제하거나 거절할 수 있어요.`
        : '부모님께 결제를 요청했어요. 부모님이 결제하면 알려 드릴게요.'
      : '결제를 마치지 않은 주문이 있어요. 콘텐츠 화면에서 결제하거나 취소할 수 있어요.';
  return (
    <section aria-labelledby="order-title" className={styles.form} data-testid="content-order-note">
      <h2 id="order-title" className={styles.sectionTitle}>
        {waiting ? '결제를 기다리는 주문' : '구매 완료'}
      </h2>
      <p className={styles.hint}>{text}</p>
      <AppLink href={pathOf(waiting ? 'contents' : 'contentsReceipts')} className={`${styles.headLink} ${styles.start}`}>
        {waiting ? '콘텐츠 화면으로' : '구매 내역 보기'}
      </AppLink>
    </section>
  );
}
