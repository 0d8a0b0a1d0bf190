import type { ContentItem } from '@portal/contract';
import { AppLink } from '@/components/ui/app-link';
import { wonLabel } from '../messages';
import { Cover } from './cover';
import styles from './contents.module.css';

/**
 * One item of the catalogue: cover, title, who teaches or wrote it, price; opens its page. The link is
 * named by what it shows (subject and kind on the cover, title, author, price), nothing hidden. Covers
 * below the catalogue's first rows are `lazy`.
 */
export function ContentCard({ item, lazy = false }: { item: ContentItem; lazy?: boolean }) {
  return (
    <AppLink href={`/contents/${item.id}`} className={styles.itemCard}>
      <Cover coverId={item.coverId} category={item.category} kind={item.kind} lazy={lazy} />
      <h2 className={styles.itemTitle}>{item.title}</h2>
      <span className={styles.itemMeta}>{item.author}</span>
      <span className={styles.price}>{wonLabel(item.price)}</span>
    </AppLink>
  );
}
