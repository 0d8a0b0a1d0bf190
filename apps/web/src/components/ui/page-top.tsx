import type { ReactNode } from 'react';
import styles from './page-top.module.css';

/** A sub-page's head: a back button (the page decides what leaving means) and the page title. */
export function PageTop({ backLabel, onBack, title }: { backLabel: string; onBack?: () => void; title: ReactNode }) {
  return (
    <div className={styles.top}>
      {onBack && (
        <button type="button" className={styles.back} onClick={onBack}>
          ‹ {backLabel}
        </button>
      )}
      <h1 className={styles.title}>{title}</h1>
    </div>
  );
}
