'use client';
import { useSearchBox } from '@/lib/url-choice';
import { Chips } from '@/components/ui/chips/chips';
import type { LibraryFilter } from '../api/queries';
import { filterOptions } from '../messages';
import styles from './library.module.css';

/** The search box and the category chips above the list. */
export function LibrarySearch({
  category,
  onCategory,
  q,
  onSearch,
}: {
  category: LibraryFilter;
  onCategory: (c: LibraryFilter) => void;
  q: string;
  onSearch: (q: string) => void;
}) {
  const [text, setText] = useSearchBox(q);
  return (
    <div className={styles.filters}>
      <form
        role="search"
        className={styles.search}
        onSubmit={(e) => {
          e.preventDefault();
          onSearch(text.trim());
        }}
      >
        <label htmlFor="library-search" className={styles.srOnly}>
          자료 검색
        </label>
        <input
          id="library-search"
          type="search"
          className={styles.searchInput}
          placeholder="제목이나 설명으로 찾기"
          maxLength={50}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            // Cleared with the field's ✕: the whole list again.
            if (!e.target.value) onSearch('');
          }}
        />
        <button type="submit" className={styles.searchButton}>
          검색
        </button>
      </form>
      <Chips label="자료 분류" layout="scroll" options={filterOptions} value={category} onChange={onCategory} />
    </div>
  );
}
