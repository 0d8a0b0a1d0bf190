'use client';
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './tabs.module.css';

export type TabItem<T extends string> = { id: T; label: ReactNode };

/** The element ids a tab and its panel share, so each can point at the other. */
export const tabIdOf = (idPrefix: string, id: string) => `${idPrefix}-tab-${id}`;
export const panelIdOf = (idPrefix: string, id: string) => `${idPrefix}-panel-${id}`;

/** Where an arrow, Home or End key moves from `index` among `count` tabs (arrows wrap); null for other keys. */
export function tabKeyTarget(key: string, index: number, count: number): number | null {
  const last = count - 1;
  if (key === 'ArrowRight') return index === last ? 0 : index + 1;
  if (key === 'ArrowLeft') return index === 0 ? last : index - 1;
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  return null;
}

/**
 * The tab a key selected, to focus again if the page draws its tabs anew (a tab kept in the address,
 * whose server render replaces the tree): the focus would otherwise fall to the page's body. Good for a
 * moment only, and only while nothing else has the focus.
 */
let refocus: { id: string; until: number } | null = null;

/**
 * In-page tabs (WAI-ARIA tabs pattern): a tablist whose one selected tab is in the tab order (roving
 * tabindex); arrows, Home and End move and select at once. Render the content in a <TabPanel> with
 * the same `idPrefix` and `value`.
 */
export function Tabs<T extends string>({
  items,
  value,
  onChange,
  label,
  idPrefix,
  className,
}: {
  items: readonly TabItem<T>[];
  value: T;
  onChange: (id: T) => void;
  /** What the tablist is for, read by screen readers (e.g. "학습 관리 메뉴"). */
  label: string;
  idPrefix: string;
  className?: string;
}) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (e: KeyboardEvent, index: number) => {
    const to = tabKeyTarget(e.key, index, items.length);
    if (to == null) return;
    e.preventDefault();
    refocus = { id: tabIdOf(idPrefix, items[to]!.id), until: Date.now() + 3000 };
    refs.current[to]?.focus();
    onChange(items[to]!.id);
  };
  useEffect(() => {
    if (!refocus || refocus.until < Date.now()) return;
    if (refocus.id !== tabIdOf(idPrefix, value)) return;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    document.getElementById(refocus.id)?.focus();
  }, [idPrefix, value]);
  return (
    <div role="tablist" aria-label={label} className={[styles.tabs, className].filter(Boolean).join(' ')}>
      {items.map((t, i) => (
        <button
          key={t.id}
          ref={(el) => {
            refs.current[i] = el;
          }}
          type="button"
          role="tab"
          id={tabIdOf(idPrefix, t.id)}
          aria-selected={t.id === value}
          aria-controls={t.id === value ? panelIdOf(idPrefix, t.id) : undefined}
          tabIndex={t.id === value ? 0 : -1}
          className={styles.tab}
          onClick={() => onChange(t.id)}
          onKeyDown={(e) => onKeyDown(e, i)}
        >
          {t.label}
        </button>
      ))}
    </div>
  );
}

/** The content of the selected tab, labelled by it. */
export function TabPanel({
  idPrefix,
  value,
  className,
  children,
}: {
  idPrefix: string;
  value: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="tabpanel"
      id={panelIdOf(idPrefix, value)}
      aria-labelledby={tabIdOf(idPrefix, value)}
      tabIndex={0}
      className={[styles.panel, className].filter(Boolean).join(' ')}
    >
      {children}
    </div>
  );
}
