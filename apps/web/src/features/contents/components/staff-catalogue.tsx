'use client';
import type { ContentItem } from '@portal/contract';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { lazyComponent } from '@/components/ui/lazy';
import { PagedList } from '@/components/ui/paged-list/paged-list';
import { EmptyState } from '@/components/ui/states/empty-state';
import { documentIcon } from '@/components/ui/states/empty-icons/document';
import { Skeleton } from '@/components/ui/states/skeleton';
import { StatusBadge } from '@/components/ui/status-badge/status-badge';
import { useStaffItems } from '../api/staff-queries';
import { contentCategoryLabels, contentKindLabels, wonLabel } from '../messages';
import { Cover } from './cover';
import styles from './contents.module.css';

const ItemForm = lazyComponent(() => import('./item-form').then((m) => m.ItemForm), {
  ssr: false,
  loading: () => <Skeleton rows={4} label="입력란을 여는 중입니다" />,
});

/** Staff: the whole catalogue (on sale or not), a new item, and each item's edit. */
export function StaffCatalogue() {
  const list = useStaffItems();
  const [editing, setEditing] = useState<ContentItem | 'new' | null>(null);
  return (
    <div className={styles.form}>
      {editing ? (
        <ItemForm
          key={editing === 'new' ? 'new' : editing.id}
          item={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      ) : (
        <div className={styles.actions}>
          <Button onClick={() => setEditing('new')}>콘텐츠 등록</Button>
        </div>
      )}
      <PagedList
        query={list}
        loadingLabel="콘텐츠를 불러오는 중입니다"
        errorText="콘텐츠를 불러오지 못했습니다."
        empty={<EmptyState icon={documentIcon} title="등록한 콘텐츠가 없습니다." />}
      >
        {(items) => (
          <ul className={styles.list} aria-label="등록한 콘텐츠">
            {items.map((item) => (
              <li key={item.id}>
                <article className={styles.card} aria-labelledby={`staff-item-${item.id}`}>
                  <div className={styles.cardTop}>
                    <Cover coverId={item.coverId} category={item.category} kind={item.kind} className={styles.thumb} />
                    <div className={styles.cardMain}>
                      <div className={styles.cardHead}>
                        <StatusBadge tone={item.onSale ? 'success' : 'neutral'}>{item.onSale ? '판매 중' : '판매 중지'}</StatusBadge>
                        <span className={styles.amount}>{wonLabel(item.price)}</span>
                      </div>
                      <h3 id={`staff-item-${item.id}`} className={styles.cardTitle}>
                        {item.title}
                      </h3>
                      <span className={styles.hint}>
                        {contentCategoryLabels[item.category]} {contentKindLabels[item.kind]} · {item.author}
                      </span>
                    </div>
                  </div>
                  <div className={styles.actions}>
                    <Button variant="secondary" onClick={() => setEditing(item)} aria-label={`${item.title} 수정`}>
                      수정
                    </Button>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </div>
  );
}
