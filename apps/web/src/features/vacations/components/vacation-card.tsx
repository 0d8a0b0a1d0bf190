import type { Vacation } from '@portal/contract';
import { declinedByParent } from '@portal/contract/vacations-labels';
import { Children, type ReactNode } from 'react';
import { formatDateTime } from '@portal/contract/dates';
import { StatusBadge } from '@/components/ui/status-badge/status-badge';
import { DECLINED, vacationStatusLabel, vacationTypeLabel } from '../messages';
import { SickNoteFiles } from './sick-note-files';
import styles from './vacations.module.css';

/** One request as everyone reads it: type, status, period, actual return, reason, who did what. */
export function VacationCard({
  vacation: v,
  showStudent = false,
  children,
}: {
  vacation: Vacation;
  showStudent?: boolean;
  children?: ReactNode;
}) {
  const declined = declinedByParent(v);
  // Waiting with no parent able to consent: it is the teachers' to decide (승인 대기), not the parent's.
  const status = declined
    ? DECLINED
    : v.status === 'requested' && v.guardianless
      ? vacationStatusLabel.consented
      : vacationStatusLabel[v.status];
  const headingId = `vacation-${v.id}`;
  return (
    <article className={styles.card} aria-labelledby={headingId} data-status={v.status}>
      <header className={styles.cardHead}>
        <h3 id={headingId} className={styles.cardTitle}>
          {showStudent && <span className={styles.student}>{v.student.name}</span>}
          <span className={styles.type}>{vacationTypeLabel[v.type]}</span>
        </h3>
        <p className={styles.status} data-status={v.status}>
          <StatusBadge tone={status.tone}>{status.label}</StatusBadge>
          {status.detail && <span className={styles.statusDetail}>{status.detail}</span>}
        </p>
      </header>
      <dl className={styles.times}>
        <div>
          <dt>시작</dt>
          <dd>{formatDateTime(v.startAt)}</dd>
        </div>
        <div>
          <dt>복귀 예정</dt>
          <dd>{formatDateTime(v.expectedReturnAt)}</dd>
        </div>
        <div>
          <dt>실제 복귀</dt>
          <dd>{v.actualReturnAt ? formatDateTime(v.actualReturnAt) : '—'}</dd>
        </div>
      </dl>
      <p className={styles.reason}>
        <span className={styles.reasonLabel}>사유</span> {v.reason}
      </p>
      {v.attachments?.length > 0 && <SickNoteFiles files={v.attachments} />}
      <ul className={styles.trail}>
        {v.consentedAt && (
          <li>
            {v.consentedBy ? `보호자 동의 · ${v.consentedBy.name}` : '보호자 동의 없이 접수'} · {formatDateTime(v.consentedAt)}
          </li>
        )}
        {v.decidedAt && (
          <li>
            {declined ? '보호자 미동의' : v.status === 'rejected' ? '반려' : '승인'}
            {v.decidedBy ? ` · ${v.decidedBy.name}${declined ? '' : ' 선생님'}` : ''} · {formatDateTime(v.decidedAt)}
          </li>
        )}
        {v.returnMarkedBy && <li>복귀 확인 · {v.returnMarkedBy.name} 선생님</li>}
      </ul>
      {v.decisionReason && (
        <p className={styles.decision} data-status={v.status}>
          <span className={styles.reasonLabel}>{declined ? '보호자 의견' : v.status === 'rejected' ? '반려 사유' : '선생님 메모'}</span>{' '}
          {v.decisionReason}
        </p>
      )}
      {/* Two conditions that both failed are no actions: no empty row under a divider. */}
      {Children.toArray(children).length > 0 && <div className={styles.actions}>{children}</div>}
    </article>
  );
}
