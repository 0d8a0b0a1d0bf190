'use client';
import styles from './form.module.css';

/** Said in the form's bar when its values are a draft kept from before a reload, with a way back to what is saved. */
export function RestoredNote({ reset }: { reset: () => void }) {
  return (
    <p className={styles.keptNote} role="status">
      저장하지 않은 내용을 불러왔어요.
      {/* Back to what is saved; "되돌리기" alone: no second button named "저장…" beside 저장. */}
      <button type="button" className={styles.keptUndo} onClick={() => reset()}>
        되돌리기
      </button>
    </p>
  );
}

/**
 * Said in the form's bar after a save refused as made over someone else's (`useForm`'s `versionField`):
 * her changed fields are kept over their record, and all of theirs is one tap away. Both notes are a
 * module of their own: a form shows them rarely, so their words stay out of every form page's first load.
 */
export function ConflictNote({ reset }: { reset: () => void }) {
  return (
    <p className={styles.keptNote} role="status">
      다른 분이 먼저 저장한 내용을 불러왔어요. 내가 고친 칸은 그대로예요.
      <button type="button" className={styles.keptUndo} onClick={() => reset()}>
        모두 새 내용으로
      </button>
    </p>
  );
}
