'use client';
import type { FirewallRequest } from '@portal/contract';
import { formatDateTime } from '@portal/contract/dates';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { confirmDialog, openModal, showToast } from '@/components/ui/kit';
import { StatusBadge } from '@/components/ui/status-badge/status-badge';
import { ApiError } from '@/lib/api-client';
import { useWithdrawSite } from '../api/queries';
import { stateBadge, stateOf, untilLabel } from '../messages';
import styles from './security.module.css';

/** One of her requests: the site, why, where it stands, and the teacher's answer. */
export function RequestCard({
  request: r,
  children,
  showStudent,
}: {
  request: FirewallRequest;
  children?: ReactNode;
  showStudent?: boolean;
}) {
  const badge = stateBadge[stateOf(r)];
  return (
    <article className={styles.card} aria-labelledby={`site-${r.id}`}>
      <div className={styles.cardHead}>
        <h3 id={`site-${r.id}`} className={styles.cardTitle}>
          <span className={styles.host}>{r.host}</span>
          {showStudent && <span className={styles.muted}>{r.student.name}</span>}
        </h3>
        <StatusBadge tone={badge.tone}>{badge.label}</StatusBadge>
      </div>
      {r.address !== r.host && <p className={styles.address}>{r.address}</p>}
      <p className={styles.body}>{r.reason}</p>
      <p className={styles.muted}>{formatDateTime(r.createdAt)} 요청</p>
      {r.status !== 'pending' && (
        <div className={styles.answer}>
          <p className={styles.answerLabel}>
            {r.status === 'rejected'
              ? '반려'
              : r.revoked
                ? `선생님이 해제함 · ${formatDateTime(r.allowedUntil)}`
                : r.expired
                  ? `허용 기간 끝남 · ${untilLabel(r.allowedUntil)}`
                  : `허용 · ${untilLabel(r.allowedUntil)}`}
            {/* The teacher who allowed it; whoever took it back is not kept. */}
            {r.decidedBy && !r.revoked ? ` · ${r.decidedBy.name} 선생님` : ''}
          </p>
          {r.decisionReason && <p className={styles.body}>{r.decisionReason}</p>}
        </div>
      )}
      {!showStudent && r.status === 'pending' && <WithdrawButton request={r} />}
      {children}
    </article>
  );
}

function WithdrawButton({ request: r }: { request: FirewallRequest }) {
  const withdraw = useWithdrawSite();
  const onClick = async () => {
    if (!(await confirmDialog({ title: '요청을 취소할까요?', message: `${r.host} 허용 요청을 취소합니다.`, confirmLabel: '요청 취소' })))
      return;
    try {
      await withdraw.mutateAsync(r.id);
      showToast({ status: 'success', title: '요청을 취소했습니다.' });
    } catch (err) {
      void openModal({ type: 'failed', message: err instanceof ApiError ? err.message : undefined });
    }
  };
  return (
    <div className={styles.actions}>
      <Button variant="secondary" onClick={onClick} disabled={withdraw.isPending}>
        요청 취소
      </Button>
    </div>
  );
}
