'use client';
import { PagedList } from '@/components/ui/paged-list/paged-list';
import { isLibraryFilter, useLibraryList } from '../api/queries';
import { LibraryCard } from './library-card';
import { LibraryEmpty } from './library-empty';
import { LibrarySearch } from './library-search';
import styles from './library.module.css';
import { ServicesTabs } from '@/components/layout/services-tabs';
import { isSearchText } from '@/lib/search-params';
import { useUrlChoice } from '@/lib/url-choice';

/** /services/library: handouts by category, searchable, downloaded with their Korean names. */
export function LibraryPage() {
  // In the address: back on the page, or after a reload, the list is as she left it.
  const [category, setCategory] = useUrlChoice('category', isLibraryFilter, 'all');
  const [q, setQ] = useUrlChoice('q', isSearchText, '');
  const list = useLibraryList(category, q);
  return (
    <section className={styles.page} aria-labelledby="library-title">
      <h1 id="library-title" className={styles.title}>
        자료실
      </h1>
      <ServicesTabs current="library" />
      <p className={styles.hint}>선생님이 올린 학습 자료와 안내문입니다. 파일을 누르면 내려받습니다.</p>
      <LibrarySearch category={category} onCategory={setCategory} q={q} onSearch={setQ} />
      <PagedList
        query={list}
        loadingLabel="자료를 불러오는 중입니다"
        errorText="자료를 불러오지 못했습니다."
        empty={<LibraryEmpty category={category} q={q} onAll={() => setCategory('all')} none="아직 올라온 자료가 없습니다." />}
      >
        {(items) => (
          <ul className={styles.list} aria-label="자료 목록">
            {items.map((item) => (
              <li key={item.id}>
                <LibraryCard item={item} />
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </section>
  );
}
