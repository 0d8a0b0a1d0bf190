import type { ReactNode } from 'react';
import styles from './states.module.css';

/** A load that failed: the Korean reason and, when it can be tried again, 다시 시도. */
export function ErrorState({ children, onRetry }: { children: ReactNode; onRetry?: () => void }) {
  return (
    <div className={styles.error} role="alert">
      <p className={styles.errorText}>{children}</p>
      {onRetry ? (
        <button type="button" className={styles.retry} onClick={onRetry}>
          다시 시도
        </button>
      ) : null}
    </div>
  );
}
