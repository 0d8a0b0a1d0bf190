'use client';
import type { StaffNoticeSummary } from '@portal/contract';
import { formatDateTime } from '@portal/contract/dates';
import { noticeCategoryLabels } from '@portal/contract/notices-labels';
import { lazyComponent } from '@/components/ui/lazy';
import { AppLink } from '@/components/ui/app-link';
import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { useKeptDraft } from '@/components/ui/form/kept-draft';
import { confirmDialog, openModal, showToast } from '@/components/ui/kit';
import { PagedList } from '@/components/ui/paged-list/paged-list';
import { EmptyState } from '@/components/ui/states/empty-state';
import { documentIcon } from '@/components/ui/states/empty-icons/document';
import { Skeleton } from '@/components/ui/states/skeleton';
import { StatusBadge } from '@/components/ui/status-badge/status-badge';
import { ApiError } from '@/lib/api-client';
import { pathOf } from '@/lib/routes';
import { useDeleteNotice, usePinNotice, useStaffNoticeList } from '../api/queries';
import { audienceLabel, NOTICE_FORM_DRAFT } from '../messages';
import { NoticeReadersPanel } from './notice-readers';
import styles from './notices.module.css';
import staff from './staff-notices.module.css';

// The editor and its form load when she writes: the list stays light.
const NoticeForm = lazyComponent(() => import('./notice-form').then((m) => m.NoticeForm), {
  ssr: false,
  loading: () => <Skeleton rows={5} label="작성 화면을 여는 중입니다" />,
});

const failed = (err: unknown) => openModal({ type: 'failed', message: err instanceof ApiError ? err.message : undefined });

/** /staff/notices: every notice (scheduled ones too); write, edit, pin, delete, and who has read each. */
export function StaffNotices() {
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  /** null: no form; 'new': a new notice; a number: editing that notice. */
  const [editing, setEditing] = useState<'new' | number | null>(null);
  const [readersOf, setReadersOf] = useState<number | null>(null);
  const list = useStaffNoticeList(q);
  const pin = usePinNotice();
  const remove = useDeleteNotice();
  // A notice she was writing before a reload opens again with what she typed.
  const keptNew = useKeptDraft(`${NOTICE_FORM_DRAFT}:new`);
  useEffect(() => {
    if (keptNew) setEditing((e) => e ?? 'new');
  }, [keptNew]);

  const search = (e: FormEvent) => {
    e.preventDefault();
    setQ(typed.trim());
  };

  const onPin = async (n: StaffNoticeSummary) => {
    try {
      await pin.mutateAsync({ id: n.id, pinned: !n.pinned });
      showToast({ status: 'success', title: n.pinned ? '고정을 풀었습니다.' : '맨 위에 고정했습니다.' });
    } catch (err) {
      void failed(err);
    }
  };

  const onDelete = async (n: StaffNoticeSummary) => {
    const ok = await confirmDialog({
      title: '공지를 지울까요?',
      message: `‘${n.title}’ 공지와 첨부파일을 지웁니다. 지운 공지는 되돌릴 수 없습니다.`,
      confirmLabel: '지우기',
    });
    if (!ok) return;
    try {
      await remove.mutateAsync(n.id);
      if (editing === n.id) setEditing(null);
      showToast({ status: 'success', title: '공지를 지웠습니다.' });
    } catch (err) {
      void failed(err);
    }
  };

  return (
    <section className={`${styles.page} ${styles.wide}`} aria-labelledby="staff-notices-title">
      <div className={styles.pageHead}>
        <h1 id="staff-notices-title" className={styles.title}>
          공지 관리
        </h1>
        {editing === null && <Button onClick={() => setEditing('new')}>새 공지 쓰기</Button>}
      </div>
      {editing !== null && <NoticeForm key={String(editing)} id={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />}
      <form role="search" className={styles.search} onSubmit={search}>
        <label htmlFor="staff-notice-search" className={styles.srOnly}>
          제목 검색
        </label>
        <input
          id="staff-notice-search"
          type="search"
          className={styles.searchInput}
          placeholder="제목으로 찾기"
          value={typed}
          maxLength={50}
          onChange={(e) => {
            setTyped(e.target.value);
            if (!e.target.value) setQ('');
          }}
        />
        <button type="submit" className={styles.searchButton}>
          검색
        </button>
      </form>
      <PagedList
        query={list}
        loadingLabel="공지 목록을 불러오는 중입니다"
        errorText="공지 목록을 불러오지 못했습니다."
        empty={
          <EmptyState
            icon={documentIcon}
            title={q ? '찾는 공지가 없습니다' : '아직 쓴 공지가 없습니다'}
            description="새 공지를 써 보세요."
          />
        }
      >
        {(items) => (
          <ul className={staff.list} aria-label="공지 목록">
            {items.map((n) => (
              <li key={n.id} className={staff.card} data-testid="staff-notice">
                <p className={styles.rowHead}>
                  {n.status === 'scheduled' ? (
                    <StatusBadge tone="warning">예약</StatusBadge>
                  ) : (
                    <StatusBadge tone="success">게시 중</StatusBadge>
                  )}
                  {n.pinned && <StatusBadge tone="warning">고정</StatusBadge>}
                  <StatusBadge tone="info">{noticeCategoryLabels[n.category]}</StatusBadge>
                  <StatusBadge tone="neutral">{audienceLabel(n)}</StatusBadge>
                </p>
                <h2 className={staff.cardTitle}>
                  {n.status === 'published' ? (
                    // Opens it as readers see it (opening it counts, as anyone's does).
                    <AppLink href={`${pathOf('notice')}/${n.id}`} prefetch={false} className={staff.titleLink}>
                      {n.title}
                    </AppLink>
                  ) : (
                    n.title
                  )}
                </h2>
                <p className={styles.rowMeta}>
                  <span>
                    {n.status === 'scheduled' ? '게시 예정 ' : ''}
                    {formatDateTime(n.publishAt)}
                  </span>
                  {n.authorName && <span>{n.authorName}</span>}
                  <span>조회 {n.viewCount}</span>
                  {n.attachmentCount > 0 && <span>첨부 {n.attachmentCount}</span>}
                </p>
                <div className={staff.actions}>
                  <Button variant="secondary" onClick={() => setEditing(n.id)} disabled={editing !== null}>
                    수정
                  </Button>
                  <Button variant="secondary" onClick={() => onPin(n)} disabled={pin.isPending}>
                    {n.pinned ? '고정 해제' : '고정'}
                  </Button>
                  <Button
                    variant="secondary"
                    onClick={() => setReadersOf(readersOf === n.id ? null : n.id)}
                    aria-expanded={readersOf === n.id}
                    disabled={n.status === 'scheduled'}
                  >
                    읽은 사람
                  </Button>
                  <Button variant="ghost" onClick={() => onDelete(n)} disabled={remove.isPending}>
                    삭제
                  </Button>
                </div>
                {readersOf === n.id && <NoticeReadersPanel id={n.id} />}
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </section>
  );
}
