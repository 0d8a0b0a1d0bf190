import type { LibraryItem } from '@portal/contract';
import { formatDate } from '@portal/contract/dates';
import type { ReactNode } from 'react';
import { StatusBadge } from '@/components/ui/status-badge/status-badge';
import { libraryCategoryLabels } from '../messages';
import { LibraryDownload } from './library-download';
import styles from './library.module.css';

/** One shared file: category, title, description, who shared it when, and the file to download. */
export function LibraryCard({ item, children }: { item: LibraryItem; children?: ReactNode }) {
  return (
    <article className={styles.card} aria-labelledby={`library-${item.id}-title`}>
      <div className={styles.cardHead}>
        <StatusBadge tone="info">{libraryCategoryLabels[item.category]}</StatusBadge>
        <span className={styles.meta}>
          {item.uploadedBy} · {formatDate(item.createdAt)}
        </span>
      </div>
      <h2 id={`library-${item.id}-title`} className={styles.cardTitle}>
        {item.title}
      </h2>
      {item.description && <p className={styles.description}>{item.description}</p>}
      <LibraryDownload file={item.file} title={item.title} />
      {children}
    </article>
  );
}
