'use client';
import { EmptyState } from '@/components/ui/states/empty-state';
import { ErrorState } from '@/components/ui/states/error-state';
import { Skeleton } from '@/components/ui/states/skeleton';
import { useMyFirewall } from '../api/queries';
import { untilLabel } from '../messages';
import { RequestCard } from './request-card';
import { SiteRequestForm } from './site-request-form';
import styles from './security.module.css';

/** Her side of the firewall: ask for a site, the sites allowed for her, and her requests. */
export function FirewallSection() {
  const mine = useMyFirewall();
  return (
    <>
      <p className={styles.note}>학원 인터넷에서 막힌 공부용 사이트를 열어 달라고 요청할 수 있어요. 선생님이 확인하면 알려 드릴게요.</p>
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
              <li key={a.requestId} className={styles.row}>
                <span className={styles.rowText}>
                  <span className={styles.host}>{a.host}</span>
                  <span className={styles.muted}>{untilLabel(a.allowedUntil)}</span>
                </span>
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
          <EmptyState title="아직 요청한 사이트가 없어요." />
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
