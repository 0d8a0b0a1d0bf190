'use client';
import { SegmentedRadio } from '@/components/ui/radio-group/segmented-radio';
import { useActiveStudent } from '@/lib/active-student';
import styles from './child-switcher.module.css';

/** For a parent: which child every screen shows. Hidden for everyone else, and for one child. */
export function ChildSwitcher() {
  const { isParent, students, activeStudent, setActiveStudent } = useActiveStudent();
  if (!isParent || students.length < 2) return null;
  return (
    <SegmentedRadio
      label="자녀 선택"
      className={styles.switcher}
      options={students.map((s) => ({ value: s.id, label: s.name }))}
      value={activeStudent?.id}
      onChange={setActiveStudent}
    />
  );
}
