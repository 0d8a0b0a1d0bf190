'use client';
import styles from './form.module.css';

const WORDS = {
  // Back to what is saved; "되돌리기" alone: no second button named "저장…" beside 저장.
  restored: { text: '저장하지 않은 내용을 불러왔어요.', action: '되돌리기' },
  conflict: { text: '먼저 저장된 새 내용을 불러왔어요. 내가 고친 칸은 그대로예요.', action: '모두 새 내용으로' },
};

/**
 * Said in the form's bar when its values are not what is saved, with the way to what is: a draft kept
 * from before a reload (`restored`), or her changed fields kept over a record someone else saved
 * meanwhile (`conflict`, `useForm`'s `versionField`). A module of its own: a form shows it rarely, so its
 * words stay out of every form page's first load.
 */
export function KeptNote({ kind, reset }: { kind: keyof typeof WORDS; reset: () => void }) {
  return (
    <p className={styles.keptNote} role="status">
      {WORDS[kind].text}
      <button type="button" className={styles.keptUndo} onClick={() => reset()}>
        {WORDS[kind].action}
      </button>
    </p>
  );
}
