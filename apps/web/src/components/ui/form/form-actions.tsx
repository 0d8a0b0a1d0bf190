import type { ReactNode } from 'react';
import styles from './form.module.css';

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
      {kept?.conflicted && (
        <p className={styles.keptNote} role="status">
          다른 분이 먼저 저장한 내용을 불러왔어요. 내가 고친 칸은 그대로예요.
          <button type="button" className={styles.keptUndo} onClick={() => kept.reset()}>
            모두 새 내용으로
          </button>
        </p>
      )}
      {kept?.restored && !kept.conflicted && (
        <p className={styles.keptNote} role="status">
          저장하지 않은 내용을 불러왔어요.
          {/* Back to what is saved; "되돌리기" alone: no second button named "저장…" beside 저장. */}
          <button type="button" className={styles.keptUndo} onClick={() => kept.reset()}>
            되돌리기
          </button>
        </p>
      )}
      {children}
    </div>
  );
}
