import { AppLink } from '@/components/ui/app-link';
import type { ReactNode } from 'react';
import styles from './states.module.css';

/** The picture when a state names none: an empty tray. Others are modules of their own (`./empty-icons/`). */
const INBOX = (
  <>
    <path d="M8 30l5-14h22l5 14" />
    <path d="M8 30v9h32v-9h-9a7 7 0 0 1-14 0z" />
  </>
);

/**
 * A link or a button. `fullLoad`: a plain link the browser follows itself (the shell's 404, which ships
 * with every page: a client-side link there would put the link's code on every first load).
 */
export type EmptyAction = { label: string; href: string; fullLoad?: boolean } | { label: string; onClick: () => void };

/**
 * What a list or page says when it has nothing to show: an icon, a short title, a line of help,
 * and where there is a next step, one action (a link or a button).
 */
export function EmptyState({
  icon = INBOX,
  title,
  description,
  action,
  headingLevel,
}: {
  /** The picture's strokes, from `./empty-icons/` (an empty tray when left out). */
  icon?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  action?: EmptyAction;
  /** Render the title as a heading (a page whose whole content is this state). */
  headingLevel?: 1 | 2;
}) {
  const Title = headingLevel ? (`h${headingLevel}` as const) : 'p';
  return (
    <div className={styles.empty} data-testid="empty-state">
      <svg className={styles.icon} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        {icon}
      </svg>
      <Title className={styles.title}>{title}</Title>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action ? (
        'href' in action ? (
          action.fullLoad ? (
            <a href={action.href} className={styles.action}>
              {action.label}
            </a>
          ) : (
            <AppLink href={action.href} className={styles.action}>
              {action.label}
            </AppLink>
          )
        ) : (
          <button type="button" className={styles.action} onClick={action.onClick}>
            {action.label}
          </button>
        )
      ) : null}
    </div>
  );
}
