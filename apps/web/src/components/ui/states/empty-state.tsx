import { AppLink } from '@/components/ui/app-link';
import type { ReactNode } from 'react';
import styles from './states.module.css';

export type EmptyIcon = 'inbox' | 'calendar' | 'search' | 'document' | 'people' | 'lost';

const ICONS: Record<EmptyIcon, ReactNode> = {
  inbox: (
    <>
      <path d="M8 30l5-14h22l5 14" />
      <path d="M8 30v9h32v-9h-9a7 7 0 0 1-14 0z" />
    </>
  ),
  calendar: (
    <>
      <rect x="9" y="12" width="30" height="27" rx="4" />
      <path d="M9 20h30M17 8v8M31 8v8M19 29h10" />
    </>
  ),
  search: (
    <>
      <circle cx="21" cy="21" r="10" />
      <path d="M28.5 28.5L38 38" />
    </>
  ),
  document: (
    <>
      <path d="M13 8h15l8 8v24H13z" />
      <path d="M28 8v8h8M18 24h12M18 31h8" />
    </>
  ),
  people: (
    <>
      <circle cx="19" cy="18" r="6" />
      <path d="M8 38c1.5-7 6-10 11-10s9.5 3 11 10" />
      <circle cx="32" cy="20" r="4.5" />
      <path d="M31 28c4 0 7.5 2.5 9 8" />
    </>
  ),
  lost: (
    <>
      <circle cx="24" cy="24" r="15" />
      <path d="M19 20c0-3 2.2-5 5-5s5 2 5 4.5c0 4-5 4-5 8M24 32.5v.5" />
    </>
  ),
};

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
  icon = 'inbox',
  title,
  description,
  action,
  headingLevel,
}: {
  icon?: EmptyIcon;
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
        {ICONS[icon]}
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
