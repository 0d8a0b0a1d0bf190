import type { ReactNode } from 'react';
import styles from './status-badge.module.css';

/**
 * info: booked, waiting, in progress (예약, 신청, 대기); success: approved, open, done (승인, 신청 가능);
 * danger: refused, missed, full (반려, 노쇼, 마감); warning: needs care (시간 겹침, 확정); neutral: over
 * or withdrawn (취소, 복귀, 지난 예약).
 */
export type StatusTone = 'info' | 'success' | 'danger' | 'warning' | 'neutral';

/** A short status word on a tinted pill; the word carries the meaning, the colour only repeats it. */
export function StatusBadge({ tone = 'info', className, children }: { tone?: StatusTone; className?: string; children: ReactNode }) {
  return (
    <span className={[styles.badge, className].filter(Boolean).join(' ')} data-tone={tone}>
      {children}
    </span>
  );
}
