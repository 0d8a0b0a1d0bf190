'use client';
import { useActiveStudent } from '@/lib/active-student';
import styles from './child-switcher.module.css';

/** For a parent: which child every screen shows. Hidden for everyone else, and for one child. */
export function ChildSwitcher() {
  const { isParent, students, activeStudent, setActiveStudent } = useActiveStudent();
  if (!isParent || students.length < 2) return null;
  return (
    <div className={styles.switcher} role="radiogroup" aria-label="자녀 선택">
      {students.map((s) => (
        <button
          key={s.id}
          type="button"
          role="radio"
          aria-checked={s.id === activeStudent?.id}
          className={styles.option}
          onClick={() => setActiveStudent(s.id)}
        >
          {s.name}
        </button>
      ))}
    </div>
  );
}
