import type { ReactNode } from 'react';
import { AppLink } from '@/components/ui/app-link';
import styles from './home.module.css';

export type BlockStatus = 'loading' | 'failed' | 'ready';

/** A query's card state: its data once it has some (kept while a refetch fails), else failed or loading. */
export function statusOf(...queries: { data: unknown; isError: boolean }[]): BlockStatus {
  if (queries.every((q) => q.data !== undefined)) return 'ready';
  return queries.some((q) => q.data === undefined && q.isError) ? 'failed' : 'loading';
}

/**
 * One card of the home: its title is the way to the page it summarises (the whole head row is the
 * link), and it answers for itself: loading, failed (with 다시 시도) or its content. A failing card
 * never takes the others with it.
 */
export function Block({
  id,
  title,
  href,
  aside,
  status,
  onRetry,
  children,
}: {
  id: string;
  title: string;
  href: string;
  /** A count or D-day beside the title. */
  aside?: ReactNode;
  status: BlockStatus;
  onRetry: () => void;
  children?: ReactNode;
}) {
  return (
    <section className={styles.block} aria-labelledby={`home-${id}`} data-testid={`home-${id}`}>
      <AppLink href={href} className={styles.head}>
        <h2 id={`home-${id}`} className={styles.title}>
          {title}
        </h2>
        {aside !== undefined && <span className={styles.aside}>{aside}</span>}
        <svg className={styles.chevron} viewBox="0 0 24 24" aria-hidden="true">
          <path d="M9 6l6 6-6 6" />
        </svg>
      </AppLink>
      {status === 'failed' ? (
        <div className={styles.failed} role="alert">
          <p>불러오지 못했습니다.</p>
          <button type="button" className={styles.retry} onClick={onRetry}>
            다시 시도
          </button>
        </div>
      ) : status === 'loading' ? (
        <div className={styles.loading} role="status" aria-busy="true">
          <span className="visually-hidden">불러오는 중입니다</span>
          <span className={styles.bone} />
          <span className={styles.bone} data-short />
        </div>
      ) : (
        children
      )}
    </section>
  );
}

/** What a card says when there is nothing to show: calm, with what to do next when there is something. */
export function Empty({ children, action }: { children: ReactNode; action?: { label: string; href: string } }) {
  return (
    <div className={styles.empty}>
      <p>{children}</p>
      {action && (
        <AppLink href={action.href} className={styles.emptyAction}>
          {action.label}
        </AppLink>
      )}
    </div>
  );
}
