'use client';
import { BackLink } from '@/components/ui/back-link';
import { formatDate, formatDateTime } from '@portal/contract/dates';
import { StatusBadge } from '@/components/ui/status-badge/status-badge';
import { useCounselingRecord } from '../api/queries';
import { educationPath } from '../lib/paths';
import { useLeaveOnStudentSwitch, useViewer } from '../lib/use-viewer';
import { loadErrorText, Status, isNotFound } from './common';
import { counselingKind } from './counseling-tab';
import styles from './education.module.css';

/** One counselling record, read-only; the student opening it marks it read (the server decides). */
export function CounselingDetail({ id }: { id: number }) {
  const viewer = useViewer();
  const list = educationPath.tab('counseling');
  const record = useCounselingRecord(viewer.sid, id, viewer.ready);
  useLeaveOnStudentSwitch(viewer.sid, viewer.ready, list, isNotFound(record.error));
  const back = <BackLink href={list}>상담 기록</BackLink>;
  if (!viewer.ready || record.isPending)
    return (
      <div className={styles.page}>
        <Status kind="loading" />
      </div>
    );
  if (record.isError)
    return (
      <div className={styles.page}>
        {back}
        <Status kind="error" error={record.error} onRetry={() => record.refetch()}>
          {loadErrorText(record.error, '상담 기록을 불러오지 못했습니다.', viewer.hasOtherChild)}
        </Status>
      </div>
    );
  const r = record.data;
  return (
    <article className={styles.page}>
      <div className={styles.top}>
        {back}
        <p className={styles.itemHead}>
          <StatusBadge tone="neutral">{counselingKind(r)}</StatusBadge>
          {viewer.isStudent ? null : r.read ? (
            <span className={styles.meta}>학생 확인 {r.readAt ? formatDateTime(r.readAt) : ''}</span>
          ) : (
            <StatusBadge tone="danger">학생 미확인</StatusBadge>
          )}
        </p>
        <h1 className={styles.title}>{r.title}</h1>
        <p className={styles.meta}>
          {r.teacher.name} 선생님 · 상담일 {formatDate(r.counseledOn)}
        </p>
      </div>
      <div className={`${styles.card} ${styles.body}`}>{r.content}</div>
    </article>
  );
}
