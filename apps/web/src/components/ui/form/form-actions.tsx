import type { ReactNode } from 'react';
import { lazyComponent } from '../lazy';
import styles from './form.module.css';

const KeptNote = lazyComponent(() => import('./kept-notes').then((m) => m.KeptNote));

/**
 * The form's buttons in a bar that stays at the bottom of the screen while the form is longer than
 * the screen (the primary action never sits 2,000 px down), above the home indicator of a phone.
 * The primary action goes last (on the right).
 */
export function FormActions({
  children,
  label = '입력 버튼',
  kept,
}: {
  children: ReactNode;
  label?: string;
  /** The form (`useForm`'s): when its values are a draft kept from before a reload, the bar says so and offers the saved ones back. */
  kept?: { restored: boolean; conflicted?: boolean; reset: () => void };
}) {
  return (
    <div className={styles.actions} role="group" aria-label={label} data-testid="form-actions">
      {(kept?.conflicted || kept?.restored) && <KeptNote kind={kept.conflicted ? 'conflict' : 'restored'} reset={kept.reset} />}
      {children}
    </div>
  );
}
