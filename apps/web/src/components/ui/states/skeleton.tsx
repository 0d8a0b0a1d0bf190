import styles from './states.module.css';

/**
 * What stands in for content while it loads: grey shapes of the rows to come, with a visually
 * hidden Korean label for screen readers (the region is aria-busy). `card` draws list cards,
 * `line` lines of text (a detail page or a short section).
 */
export function Skeleton({
  rows = 3,
  variant = 'card',
  label = '불러오는 중입니다',
}: {
  rows?: number;
  variant?: 'card' | 'line';
  label?: string;
}) {
  return (
    <div className={styles.skeleton} role="status" aria-busy="true" data-variant={variant} data-testid="skeleton">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: rows }, (_, i) =>
        variant === 'card' ? (
          <div key={i} className={styles.skeletonCard} aria-hidden="true">
            <span className={styles.bone} data-width="short" />
            <span className={styles.bone} data-width="long" />
            <span className={styles.bone} data-width="mid" />
          </div>
        ) : (
          <span key={i} className={styles.bone} data-width={i === rows - 1 ? 'mid' : 'long'} aria-hidden="true" />
        ),
      )}
    </div>
  );
}
