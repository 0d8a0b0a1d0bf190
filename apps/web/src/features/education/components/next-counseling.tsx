'use client';
import type { NextCounseling } from '@portal/contract';
import { counselingCycleLabels, counselingSubjectLabels } from '@portal/contract/counseling-cycles-labels';
import { formatMonthDay, seoulToday } from '@portal/contract/dates';
import { counselingRows } from '../lib/next-counseling';
import styles from './next-counseling.module.css';

/**
 * 다음 상담: per subject of her cycles, whether her counselling is due, the day it falls, or that
 * none has taken place yet. Nothing when every subject is left to 필요할 때 (`empty` then).
 */
export function NextCounselingRows({ subjects, empty }: { subjects: readonly NextCounseling[]; empty: React.ReactNode }) {
  const rows = counselingRows(subjects, seoulToday());
  if (rows.length === 0) return <>{empty}</>;
  return (
    <ul className={styles.rows}>
      {rows.map((r) => (
        <li key={r.subject} className={styles.row}>
          <span className={styles.subject}>
            {counselingSubjectLabels[r.subject]} <small className={styles.cycle}>{counselingCycleLabels[r.cycle]}</small>
          </span>
          {r.when.state === 'due' ? (
            <strong className={styles.due}>상담할 때예요</strong>
          ) : (
            <span className={styles.when}>{r.when.state === 'ahead' ? `${formatMonthDay(r.when.dueOn)}쯤` : '첫 상담 전'}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
