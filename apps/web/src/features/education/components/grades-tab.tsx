'use client';
import { AppLink } from '@/components/ui/app-link';
import { lazyComponent } from '@/components/ui/lazy';
import { formatDate } from '@portal/contract/dates';
import { StatusBadge } from '@/components/ui/status-badge/status-badge';
import { PagedList } from '@/components/ui/paged-list/paged-list';
import { EmptyState } from '@/components/ui/states/empty-state';
import { documentIcon } from '@/components/ui/states/empty-icons/document';
import { useExamList, useTrend, type Sid } from '../api/queries';
import { gradeLine, gradePending } from '../lib/grades';
import { educationPath } from '../lib/paths';
import { loadErrorText, Status } from './common';
import styles from './education.module.css';
import chart from './trend-chart.module.css';

/*
 * The chart (about 1.6 KB gzip) is rendered on the server like the rest of the tab; its code arrives
 * right after the page's, so the list below hydrates without waiting for it.
 */
const TrendChart = lazyComponent(() => import('./trend-chart').then((m) => m.TrendChart), {
  // The chart's stylesheet comes with the page's: the chart the server drew is styled from the first paint.
  loading: () => <div className={`${styles.chartSlot} ${chart.figure}`} />,
});

/** Her mock exams: the trend chart, then the list (newest first, paged); a student can add one. */
export function GradesTab({ sid, canEdit }: { sid: Sid; canEdit: boolean }) {
  const trend = useTrend(sid);
  const list = useExamList(sid);
  return (
    <div className={styles.stack}>
      {canEdit ? (
        <AppLink href={educationPath.newExam()} className={styles.primaryLink}>
          + 성적 입력
        </AppLink>
      ) : null}
      <section className={`${styles.card} ${trend.isPending ? styles.chartSlot : ''}`} aria-label="등급 추이">
        {trend.isPending ? (
          <Status kind="loading" />
        ) : trend.isError ? (
          <Status kind="error" onRetry={() => trend.refetch()}>
            {loadErrorText(trend.error, '성적 추이를 불러오지 못했습니다.')}
          </Status>
        ) : trend.data.records.length ? (
          <TrendChart trend={trend.data} />
        ) : (
          <EmptyState
            icon={documentIcon}
            title="아직 입력한 성적이 없습니다"
            description={canEdit ? '시험을 본 뒤 성적을 입력하면 등급 추이가 그려집니다.' : '성적이 입력되면 등급 추이가 그려집니다.'}
          />
        )}
      </section>

      <section aria-labelledby="exam-list-title" className={styles.stack}>
        <h2 id="exam-list-title" className={styles.sectionTitle}>
          시험별 성적
        </h2>
        <PagedList
          query={list}
          errorText={(e) => loadErrorText(e, '성적 목록을 불러오지 못했습니다.')}
          empty={
            <EmptyState
              icon={documentIcon}
              title="입력한 시험이 없습니다"
              description={canEdit ? '모의고사를 본 뒤 성적을 입력해 보세요.' : undefined}
            />
          }
        >
          {(records) => (
            <ul className={styles.list} aria-labelledby="exam-list-title">
              {records.map((r) => (
                <li key={r.id}>
                  <AppLink href={educationPath.exam(r.id)} className={styles.item}>
                    <span className={styles.itemHead}>
                      <StatusBadge tone="neutral">{r.exam.organizer}</StatusBadge>
                      {r.locked ? (
                        <StatusBadge tone="warning">확정</StatusBadge>
                      ) : (
                        <StatusBadge>{canEdit ? '수정 가능' : '확정 전'}</StatusBadge>
                      )}
                      {gradePending(r) ? <StatusBadge tone="neutral">등급 발표 전</StatusBadge> : null}
                      <span className={styles.meta}>{formatDate(r.exam.examDate)}</span>
                    </span>
                    <span className={styles.itemTitle}>{r.exam.name}</span>
                    <span className={styles.meta}>{gradeLine(r)}</span>
                  </AppLink>
                </li>
              ))}
            </ul>
          )}
        </PagedList>
      </section>
    </div>
  );
}
