'use client';
import type { ReactNode } from 'react';
import styles from './chips.module.css';

export type ChipOption<T extends string | number> = { value: T; label: ReactNode };

type Common<T extends string | number> = {
  options: readonly ChipOption<T>[];
  /** What the choice is about, read by screen readers (e.g. "계획 상태"). */
  label: string;
  disabled?: boolean;
  /** wrap: chips flow onto more lines (default); scroll: one line that scrolls sideways. */
  layout?: 'wrap' | 'scroll';
  className?: string;
  /** A form field's id, aria-invalid and aria-describedby (use-form's `field()`), for a choice a form checks. */
  fieldProps?: { id: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string };
};
type Single<T extends string | number> = { multiple?: false; value: T; onChange: (value: T) => void };
type Multiple<T extends string | number> = { multiple: true; value: readonly T[]; onChange: (value: T[]) => void };

/**
 * Filter chips: a labelled group of toggle buttons (aria-pressed). One of them is on, or with
 * `multiple` any number; a multiple choice keeps the options' order whatever order she taps in.
 */
export function Chips<T extends string | number>(props: Common<T> & (Single<T> | Multiple<T>)) {
  const { options, label, disabled, layout = 'wrap', className, fieldProps } = props;
  const isOn = (v: T) => (props.multiple ? props.value.includes(v) : props.value === v);
  const toggle = (v: T) => {
    if (!props.multiple) return props.onChange(v);
    const next = isOn(v) ? props.value.filter((x) => x !== v) : [...props.value, v];
    props.onChange(options.map((o) => o.value).filter((o) => next.includes(o)));
  };
  return (
    <div
      {...fieldProps}
      role="group"
      aria-label={label}
      data-layout={layout}
      className={[styles.chips, className].filter(Boolean).join(' ')}
    >
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          className={styles.chip}
          aria-pressed={isOn(o.value)}
          disabled={disabled}
          onClick={() => toggle(o.value)}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}
