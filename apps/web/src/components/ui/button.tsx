'use client';

import type { ButtonHTMLAttributes, Ref } from 'react';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** primary: the spec's filled button; secondary: outlined; ghost: text only. Default primary. */
  variant?: ButtonVariant;
  /** Stretch to the container's width. */
  block?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** The spec's button (section 9): 48 px high, at least 100 px wide, radius 15, 0.2 s transitions. */
export function Button({ variant = 'primary', block = false, className, type = 'button', ref, ...rest }: ButtonProps) {
  const classes = [styles.button, styles[variant], block ? styles.block : undefined, className].filter(Boolean).join(' ');
  return <button ref={ref} type={type} className={classes} data-variant={variant} {...rest} />;
}
