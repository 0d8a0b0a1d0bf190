'use client';
import type { NoticeSummary } from '@portal/contract';
import { formatDate } from '@portal/contract/dates';
import { noticeCategories, noticeCategoryLabels } from '@portal/contract/notices-labels';
import { ServicesTabs } from '@/components/layout/services-tabs';
import { AppLink } from '@/components/ui/app-link';
import { memo, type FormEvent } from 'react';
import { Chips } from '@/components/ui/chips/chips';
import { PagedList } from '@/components/ui/paged-list/paged-list';
import { EmptyState } from '@/components/ui/states/empty-state';
import { documentIcon } from '@/components/ui/states/empty-icons/document';
import { searchIcon } from '@/components/ui/states/empty-icons/search';
import { NewMark } from '@/components/ui/status-badge/new-mark';
import { StatusBadge } from '@/components/ui/status-badge/status-badge';
import { pathOf } from '@/lib/routes';
import { isSearchText } from '@/lib/search-params';
import { useSearchBox, useUrlChoice } from '@/lib/url-choice';
import { isNoticeFilter, useNoticeList, type NoticeFilter } from '../api/queries';
import { audienceLabel } from '../messages';
import styles from './notices.module.css';

const FILTERS = [
  { value: 'all' as NoticeFilter, label: '전체' },
  ...noticeCategories.map((c) => ({ value: c as NoticeFilter, label: noticeCategoryLabels[c] })),
];

/** /services/notice: the notices meant for her, pinned first, searched by title and narrowed by category. */
export function NoticesPage() {
  // In the address: back from a notice, or after a reload, the list is as she left it (it was reset to
  // 전체, and her place in it lost).
  const [q, setQ] = useUrlChoice('q', isSearchText, '');
  const [filter, setFilter] = useUrlChoice('category', isNoticeFilter, 'all');
  const [typed, setTyped] = useSearchBox(q);
  const list = useNoticeList(q, filter === 'all' ? null : filter);

  const search = (e: FormEvent) => {
    e.preventDefault();
    setQ(typed.trim());
  };

  return (
    <section className={styles.page} aria-labelledby="notices-title">
      <h1 id="notices-title" className={styles.title}>
        공지사항
      </h1>
      <ServicesTabs current="notice" />
      <form role="search" className={styles.search} onSubmit={search}>
        <label htmlFor="notice-search" className={styles.srOnly}>
          제목 검색
        </label>
        <input
          id="notice-search"
          type="search"
          className={styles.searchInput}
          placeholder="제목으로 찾기"
          value={typed}
          maxLength={50}
          enterKeyHint="search"
          onChange={(e) => {
            setTyped(e.target.value);
            if (!e.target.value) setQ('');
          }}
        />
        <button type="submit" className={styles.searchButton}>
          검색
        </button>
      </form>
      <Chips label="공지 분류" layout="scroll" options={FILTERS} value={filter} onChange={setFilter} />
      <PagedList
        query={list}
        loadingLabel="공지사항을 불러오는 중입니다"
        errorText="공지사항을 불러오지 못했습니다."
        empty={
          q ? (
            filter === 'all' ? (
              <EmptyState
                icon={searchIcon}
                title={`‘${q}’ 제목의 공지가 없습니다`}
                description="다른 낱말로 찾아보세요."
                action={{
                  label: '검색 지우기',
                  onClick: () => {
                    setTyped('');
                    setQ('');
                  },
                }}
              />
            ) : (
              // Narrowed by a category too: the words may be right (they blamed the words, an audit).
              <EmptyState
                icon={searchIcon}
                title={`${noticeCategoryLabels[filter]} 공지에는 ‘${q}’ 제목이 없습니다`}
                description="전체 공지에서 찾아볼까요?"
                action={{ label: '전체에서 찾기', onClick: () => setFilter('all') }}
              />
            )
          ) : (
            <EmptyState icon={documentIcon} title="아직 공지가 없습니다" description="새 공지가 올라오면 알려 드릴게요." />
          )
        }
      >
        {(items) => (
          <ul className={styles.list} aria-label="공지 목록">
            {items.map((n) => (
              <li key={n.id}>
                <NoticeRow notice={n} />
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </section>
  );
}

/** One line of the list: pin, category, title with the N mark, date, views and files; a page more draws only its own. */
const NoticeRow = memo(function NoticeRow({ notice: n }: { notice: NoticeSummary }) {
  return (
    <AppLink
      href={`${pathOf('notice')}/${n.id}`}
      // Opening a notice counts her view: only her tap may open it, never a prefetch.
      prefetch={false}
      className={styles.row}
      data-pinned={n.pinned || undefined}
      data-testid="notice-row"
    >
      <span className={styles.rowHead}>
        {n.pinned && <StatusBadge tone="warning">고정</StatusBadge>}
        <StatusBadge tone="info">{noticeCategoryLabels[n.category]}</StatusBadge>
        {n.audience !== 'all' && <StatusBadge tone="neutral">{audienceLabel(n)}</StatusBadge>}
      </span>
      <span className={styles.rowTitle}>
        <span className={styles.titleText}>{n.title}</span>
        {n.isNew && <NewMark />}
      </span>
      <span className={styles.rowMeta}>
        <span>{formatDate(n.publishAt)}</span>
        <span>조회 {n.viewCount}</span>
        {n.attachmentCount > 0 && <span>첨부 {n.attachmentCount}</span>}
      </span>
    </AppLink>
  );
});
