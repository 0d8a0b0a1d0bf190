import type { ReactNode } from 'react';
import styles from './form.module.css';

/**
 * The form's buttons in a bar that stays at the bottom of the screen while the form is longer than
 * the screen (the primary action never sits 2,000 px down), above the home indicator of a phone.
 * The primary action goes last (on the right).
 */
export function FormActions({ children, label = '입력 버튼' }: { children: ReactNode; label?: string }) {
  return (
    <div className={styles.actions} role="group" aria-label={label} data-testid="form-actions">
      {children}
    </div>
  );
}
