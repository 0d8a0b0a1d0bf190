'use client';
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './segmented-radio.module.css';

export type RadioOption<T extends string | number> = { value: T; label: ReactNode };

const NEXT = new Set(['ArrowRight', 'ArrowDown']);
const PREVIOUS = new Set(['ArrowLeft', 'ArrowUp']);

/**
 * A single choice among a few options as a segmented pill (WAI-ARIA radio group): only the checked
 * option is in the tab order; arrows (wrapping), Home and End move and choose at once, as native
 * radios do. Each option is the spec's 48 px high.
 */
export function SegmentedRadio<T extends string | number>({
  options,
  value,
  onChange,
  label,
  className,
}: {
  options: readonly RadioOption<T>[];
  value: T | undefined;
  onChange: (value: T) => void;
  label: string;
  className?: string;
}) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const checkedIndex = options.findIndex((o) => o.value === value);
  // With nothing checked the first option takes the tab stop, so the group can still be reached.
  const tabStop = checkedIndex === -1 ? 0 : checkedIndex;
  const onKeyDown = (e: KeyboardEvent, index: number) => {
    const last = options.length - 1;
    const to = NEXT.has(e.key)
      ? index === last
        ? 0
        : index + 1
      : PREVIOUS.has(e.key)
        ? index === 0
          ? last
          : index - 1
        : e.key === 'Home'
          ? 0
          : e.key === 'End'
            ? last
            : null;
    if (to == null) return;
    e.preventDefault();
    refs.current[to]?.focus();
    onChange(options[to]!.value);
  };
  return (
    <div role="radiogroup" aria-label={label} className={[styles.group, className].filter(Boolean).join(' ')}>
      {options.map((o, i) => (
        <button
          key={o.value}
          ref={(el) => {
            refs.current[i] = el;
          }}
          type="button"
          role="radio"
          aria-checked={o.value === value}
          tabIndex={i === tabStop ? 0 : -1}
          className={styles.option}
          onClick={() => onChange(o.value)}
          onKeyDown={(e) => onKeyDown(e, i)}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}
