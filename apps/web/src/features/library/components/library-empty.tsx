'use client';
import { EmptyState } from '@/components/ui/states/empty-state';
import { documentIcon } from '@/components/ui/states/empty-icons/document';
import { searchIcon } from '@/components/ui/states/empty-icons/search';
import type { LibraryFilter } from '../api/queries';
import { libraryCategoryLabels } from '../messages';

/**
 * An empty library list that says what it was narrowed by: a category chosen said "아직 올라온 자료가
 * 없습니다", as if the whole library were empty (an audit); narrowed, it offers the whole library.
 */
export function LibraryEmpty({
  category,
  q,
  onAll,
  none,
}: {
  category: LibraryFilter;
  q: string;
  onAll: () => void;
  /** What an empty library is called here (students: 아직 올라온 자료가 없습니다). */
  none: string;
}) {
  const all = { label: '전체에서 찾기', onClick: onAll };
  if (category !== 'all') {
    const label = libraryCategoryLabels[category];
    return q ? (
      <EmptyState icon={searchIcon} title={`${label} 자료에는 ‘${q}’에 맞는 것이 없습니다.`} action={all} />
    ) : (
      <EmptyState icon={documentIcon} title={`${label} 자료는 아직 없습니다.`} action={{ ...all, label: '전체 자료 보기' }} />
    );
  }
  return q ? (
    <EmptyState icon={searchIcon} title={`‘${q}’에 맞는 자료가 없습니다.`} description="다른 낱말로 찾아보세요." />
  ) : (
    <EmptyState icon={documentIcon} title={none} />
  );
}
