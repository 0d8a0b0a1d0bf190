'use client';
import { AppLink } from '@/components/ui/app-link';
import { Chips } from '@/components/ui/chips/chips';
import { PagedList } from '@/components/ui/paged-list/paged-list';
import { EmptyState } from '@/components/ui/states/empty-state';
import { documentIcon } from '@/components/ui/states/empty-icons/document';
import { useActiveStudent } from '@/lib/active-student';
import { pathOf } from '@/lib/routes';
import { useSession } from '@/lib/session';
import { useUrlChoice } from '@/lib/url-choice';
import { isContentFilter, useContentList, type ContentFilter } from '../api/queries';
import { contentCategories, contentCategoryLabels } from '@portal/contract/contents-labels';
import { AwaitingOrders } from './awaiting-orders';
import { ContentCard } from './content-card';
import styles from './contents.module.css';

/** The chips of the catalogue: 전체 first, then each subject. */
const filterOptions: { value: ContentFilter; label: string }[] = [
  { value: 'all', label: '전체' },
  ...contentCategories.map((c) => ({ value: c, label: contentCategoryLabels[c] })),
];

/** /contents: lectures and workbooks by subject, with the orders that wait for payment on top. */
export function ContentsPage() {
  // In the address: back from an item, or after a reload, the list is as she left it.
  const [category, setCategory] = useUrlChoice('category', isContentFilter, 'all');
  const list = useContentList(category);
  const { data: session } = useSession();
  const category_ = session?.user.category;
  const { isParent, students } = useActiveStudent();
  const family = category_ === 'student' || category_ === 'parent';
  return (
    <section className={`${styles.page} ${styles.wide}`} aria-labelledby="contents-title">
      <div className={styles.pageHead}>
        <h1 id="contents-title" className={styles.title}>
          콘텐츠
        </h1>
        {family && (
          <AppLink href={pathOf('contentsReceipts')} className={styles.headLink}>
            구매 내역
          </AppLink>
        )}
      </div>
      <p className={styles.hint}>선생님들이 고른 강의와 문제집이에요. 결제 방법은 구매할 때 고를 수 있어요.</p>
      {/* A mother sees the requests of every child of hers, not only the one picked in the switcher. */}
      {category_ === 'student' && <AwaitingOrders studentId={undefined} enabled />}
      {isParent && students.map((s) => <AwaitingOrders key={s.id} studentId={s.id} childName={s.name} enabled />)}
      <Chips label="과목" layout="scroll" options={filterOptions} value={category} onChange={setCategory} />
      <PagedList
        query={list}
        loadingLabel="콘텐츠를 불러오는 중입니다"
        errorText="콘텐츠를 불러오지 못했습니다."
        empty={<EmptyState icon={documentIcon} title="아직 판매 중인 콘텐츠가 없습니다." />}
      >
        {(items) => (
          <ul className={styles.grid} aria-label="콘텐츠 목록">
            {items.map((item, i) => (
              <li key={item.id}>
                <ContentCard item={item} lazy={i >= EAGER_COVERS} />
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </section>
  );
}

/** The covers of the catalogue's first screen on a phone (two rows of two) load with the page; the others when seen. */
const EAGER_COVERS = 4;
