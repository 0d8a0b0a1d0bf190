import type { Feedback } from '@portal/contract';
import { formatDateTime } from '@portal/contract/dates';
import type { ReactNode } from 'react';
import { StatusBadge } from '@/components/ui/status-badge/status-badge';
import { feedbackKindLabels, feedbackStatusLabels, senderLabel, statusTone } from '../messages';
import { ScreenshotFiles } from './screenshot-files';
import styles from '@/components/ui/thread/thread.module.css';

/** One feedback: its kind and state, what she wrote, and the answer when there is one. */
export function FeedbackCard({ feedback: f, showSender, children }: { feedback: Feedback; showSender?: boolean; children?: ReactNode }) {
  return (
    <article id={`feedback-${f.id}`} className={styles.card} aria-labelledby={`feedback-${f.id}-title`}>
      <div className={styles.cardHead}>
        <h3 id={`feedback-${f.id}-title`} className={styles.cardTitle}>
          {feedbackKindLabels[f.kind]}
          {showSender && <span className={styles.sender}>{senderLabel(f.sender.name, f.sender.category)}</span>}
        </h3>
        <StatusBadge tone={statusTone[f.status]}>{feedbackStatusLabels[f.status]}</StatusBadge>
      </div>
      <p className={styles.body}>{f.body}</p>
      {f.attachments.length > 0 && <ScreenshotFiles files={f.attachments} />}
      <p className={styles.meta}>{formatDateTime(f.createdAt)} 보냄</p>
      {f.answer && (
        <div className={styles.answer}>
          <p className={styles.answerLabel}>
            답변{f.answeredBy ? ` · ${f.answeredBy.name}` : ''}
            {f.answeredAt ? ` · ${formatDateTime(f.answeredAt)}` : ''}
          </p>
          <p className={styles.body}>{f.answer}</p>
        </div>
      )}
      {children}
    </article>
  );
}
