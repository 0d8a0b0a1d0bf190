'use client';
import { formatDateTime } from '@portal/contract/dates';
import { ErrorState } from '@/components/ui/states/error-state';
import { Skeleton } from '@/components/ui/states/skeleton';
import { useNoticeReaders } from '../api/queries';
import staff from './staff-notices.module.css';

const categoryLabel = { student: '학생', parent: '학부모', teacher: '선생님', admin: '관리자' } as const;

/** Who has read a notice and when, and who of its audience has not yet. */
export function NoticeReadersPanel({ id }: { id: number }) {
  const readers = useNoticeReaders(id);
  if (readers.isPending) return <Skeleton rows={2} label="읽은 사람을 불러오는 중입니다" />;
  if (readers.isError) return <ErrorState onRetry={() => readers.refetch()}>읽은 사람을 불러오지 못했습니다.</ErrorState>;
  const r = readers.data;
  return (
    <div className={staff.readers} data-testid="notice-readers">
      <p className={staff.readersSummary}>
        읽음 <strong>{r.readCount}명</strong> · 대상 {r.audienceCount}명 중 안 읽음 <strong>{r.unreadCount}명</strong>
      </p>
      {r.results.length > 0 && (
        <>
          <h3 className={staff.readersTitle}>읽은 사람</h3>
          <ul className={staff.people}>
            {r.results.map((p) => (
              <li key={p.id}>
                <span>
                  {p.name} <span className={staff.muted}>{categoryLabel[p.category]}</span>
                </span>
                <span className={staff.muted}>{formatDateTime(p.readAt)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      {r.unread.length > 0 && (
        <>
          <h3 className={staff.readersTitle}>아직 안 읽은 사람</h3>
          <p className={staff.unread}>{r.unread.map((p) => `${p.name}(${categoryLabel[p.category]})`).join(', ')}</p>
        </>
      )}
    </div>
  );
}
