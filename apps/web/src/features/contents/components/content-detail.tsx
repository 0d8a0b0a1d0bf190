'use client';
import { AppLink } from '@/components/ui/app-link';
import { Skeleton } from '@/components/ui/states/skeleton';
import { EmptyState } from '@/components/ui/states/empty-state';
import { ErrorState } from '@/components/ui/states/error-state';
import { StatusBadge } from '@/components/ui/status-badge/status-badge';
import { useActiveStudent } from '@/lib/active-student';
import { ApiError } from '@/lib/api-client';
import { pathOf } from '@/lib/routes';
import { useSession } from '@/lib/session';
import { useContentItem } from '../api/queries';
import { contentCategoryLabels, contentKindLabels, wonLabel } from '../messages';
import { Cover } from './cover';
import { PurchasePanel } from './purchase-panel';
import styles from './contents.module.css';

/** /contents/[id]: one lecture or workbook, and how to buy it. */
export function ContentDetail({ id }: { id: number }) {
  const item = useContentItem(id);
  const { data: session } = useSession();
  const { activeStudent, isParent } = useActiveStudent();
  const family = session?.user.category === 'student' || session?.user.category === 'parent';
  if (item.isPending) return <Skeleton rows={6} label="콘텐츠를 불러오는 중입니다" />;
  if (item.isError) {
    if (item.error instanceof ApiError && item.error.status === 404)
      return (
        <EmptyState
          icon="lost"
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
      <AppLink href={pathOf('contents')} className={styles.backLink}>
        ← 콘텐츠 목록
      </AppLink>
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
      {family && c.onSale && (
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
