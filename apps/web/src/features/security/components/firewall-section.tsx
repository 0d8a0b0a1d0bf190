'use client';
import type { FirewallRequest } from '@portal/contract';
import { formatDateTime } from '@portal/contract/dates';
import { Button } from '@/components/ui/button';
import { confirmDialog, openModal, showToast } from '@/components/ui/kit';
import { EmptyState } from '@/components/ui/states/empty-state';
import { ErrorState } from '@/components/ui/states/error-state';
import { Skeleton } from '@/components/ui/states/skeleton';
import { StatusBadge } from '@/components/ui/status-badge/status-badge';
import type { ReactNode } from 'react';
import { ApiError } from '@/lib/api-client';
import { useMyFirewall, useWithdrawSite } from '../api/queries';
import { stateBadge, stateOf, untilLabel } from '../messages';
import { SiteRequestForm } from './site-request-form';
import styles from './security.module.css';

/** Her side of the firewall: ask for a site, the sites allowed for her, and her requests. */
export function FirewallSection() {
  const mine = useMyFirewall();
  return (
    <>
      <p className={styles.note}>
        학원 인터넷에서 막힌 공부용 사이트를 열어 달라고 요청할 수 있어요. 선생님이 확인하면 알림으로 알려 드려요.
      </p>
      <SiteRequestForm />
      <section className={styles.box} aria-labelledby="allowed-title">
        <h2 id="allowed-title" className={styles.sectionTitle}>
          허용된 사이트
        </h2>
        {mine.isPending ? (
          <Skeleton rows={2} variant="line" label="허용된 사이트를 불러오는 중입니다" />
        ) : mine.isError ? (
          <ErrorState onRetry={() => mine.refetch()}>허용된 사이트를 불러오지 못했습니다.</ErrorState>
        ) : mine.data.allowed.length === 0 ? (
          <p className={styles.empty}>아직 허용된 사이트가 없어요.</p>
        ) : (
          <ul className={styles.rows} aria-label="허용된 사이트 목록">
            {mine.data.allowed.map((a) => (
              <li key={a.host} className={styles.row}>
                <span className={styles.host}>{a.host}</span>
                <span className={styles.muted}>{untilLabel(a.allowedUntil)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={styles.stack} aria-labelledby="requests-title">
        <h2 id="requests-title" className={styles.sectionTitle}>
          내 요청
        </h2>
        {mine.isPending ? (
          <Skeleton rows={3} label="요청 내역을 불러오는 중입니다" />
        ) : mine.isError ? null : mine.data.requests.length === 0 ? (
          <EmptyState icon="inbox" title="아직 요청한 사이트가 없어요." />
        ) : (
          <ul className={styles.list} aria-label="사이트 허용 요청 목록">
            {mine.data.requests.map((r) => (
              <li key={r.id}>
                <RequestCard request={r} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

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
              : r.expired
                ? `허용 기간 끝남 · ${untilLabel(r.allowedUntil)}`
                : `허용 · ${untilLabel(r.allowedUntil)}`}
            {r.decidedBy ? ` · ${r.decidedBy.name} 선생님` : ''}
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
