'use client';
import type { AllowedSite, FirewallRequest } from '@portal/contract';
import { useCallback, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useOpenKeptDraft } from '@/components/ui/form/kept-draft';
import { confirmDialog, openModal, showToast } from '@/components/ui/kit';
import { lazyComponent } from '@/components/ui/lazy';
import { EmptyState } from '@/components/ui/states/empty-state';
import { ErrorState } from '@/components/ui/states/error-state';
import { Skeleton } from '@/components/ui/states/skeleton';
import { ApiError } from '@/lib/api-client';
import { keepBelowInPlace } from '@/lib/keep-below';
import { useRevokeSite, useStaffFirewall } from '../api/queries';
import { decisionDraftKey, untilLabel } from '../messages';
import { RequestCard } from './request-card';
import styles from './security.module.css';

// The decision form (and the form hook) loads when a teacher first taps 승인 or 반려.
const DecisionForm = lazyComponent(() => import('./decision-form').then((m) => m.DecisionForm), {
  ssr: false,
  loading: () => <div className={styles.actions} data-form-loading aria-busy="true" />,
});

/** /staff/firewall: website requests waiting (oldest first), decided one by one; the allow-list now. */
export function StaffFirewall() {
  const data = useStaffFirewall();
  return (
    <section className={`${styles.page} ${styles.wide}`} aria-labelledby="staff-firewall-title">
      <h1 id="staff-firewall-title" className={styles.title}>
        사이트 허용 관리
      </h1>
      <section className={styles.stack} aria-labelledby="pending-title">
        <h2 id="pending-title" className={styles.sectionTitle}>
          검토할 요청{data.data ? ` ${data.data.pending.length}건` : ''}
        </h2>
        {data.isPending ? (
          <Skeleton rows={3} label="요청을 불러오는 중입니다" />
        ) : data.isError ? (
          <ErrorState onRetry={() => data.refetch()}>요청을 불러오지 못했습니다.</ErrorState>
        ) : data.data.pending.length === 0 ? (
          <EmptyState title="검토할 요청이 없습니다." />
        ) : (
          // A request arriving while she is at the allow-list below does not push its 해제 buttons down.
          <ul ref={keepBelowInPlace} className={styles.list} aria-label="검토할 사이트 허용 요청">
            {data.data.pending.map((r) => (
              <li key={r.id}>
                <RequestCard request={r} showStudent>
                  <Decide request={r} />
                </RequestCard>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={styles.box} aria-labelledby="allowlist-title">
        <h2 id="allowlist-title" className={styles.sectionTitle}>
          지금 허용 목록{data.data ? ` ${data.data.allowed.length}개` : ''}
        </h2>
        <p className={styles.hint}>학원 인터넷에서 지금 열리는 사이트입니다. 기간이 끝나면 자동으로 빠집니다.</p>
        {data.data && data.data.allowed.length === 0 && <p className={styles.empty}>허용된 사이트가 없습니다.</p>}
        {data.data && data.data.allowed.length > 0 && (
          <ul className={styles.rows} aria-label="허용 목록">
            {data.data.allowed.map((a) => (
              <li key={a.requestId} className={styles.row}>
                <span className={styles.rowText}>
                  <span className={styles.host}>{a.host}</span>
                  <span className={styles.muted}>
                    {a.student.name} · {untilLabel(a.allowedUntil)}
                  </span>
                </span>
                <RevokeButton site={a} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}

function RevokeButton({ site: a }: { site: AllowedSite }) {
  const revoke = useRevokeSite();
  const onClick = async () => {
    if (
      !(await confirmDialog({
        title: '허용을 해제할까요?',
        message: `${a.student.name} 학생의 ${a.host} 허용을 지금 끝냅니다. 학생에게 알림이 갑니다.`,
        confirmLabel: '해제',
      }))
    )
      return;
    try {
      await revoke.mutateAsync(a.requestId);
      showToast({ status: 'success', title: `${a.host} 허용을 해제했습니다.` });
    } catch (err) {
      void openModal({ type: 'failed', message: err instanceof ApiError ? err.message : undefined });
    }
  };
  return (
    <button type="button" className={styles.revoke} onClick={onClick} disabled={revoke.isPending} aria-label={`${a.host} 허용 해제`}>
      해제
    </button>
  );
}

function Decide({ request: r }: { request: FirewallRequest }) {
  const [mode, setMode] = useState<'approve' | 'reject' | null>(null);
  // A decision kept from before a reload opens its form again.
  useOpenKeptDraft(
    decisionDraftKey(r.id),
    useCallback(() => setMode((m) => m ?? 'approve'), []),
  );
  if (mode) return <DecisionForm request={r} initialMode={mode} onClose={() => setMode(null)} />;
  return (
    <div className={styles.actions}>
      <Button variant="secondary" onClick={() => setMode('reject')}>
        반려
      </Button>
      <Button onClick={() => setMode('approve')}>승인</Button>
    </div>
  );
}
