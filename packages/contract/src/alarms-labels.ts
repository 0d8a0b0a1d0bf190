/** What a person can be notified about, without any schema (`@portal/contract/alarms-labels`). */

/** What a person can be notified about. */
export const alarmKinds = ['reservation', 'counseling', 'notice', 'vacation', 'chat', 'inquiry', 'contents'] as const;

/**
 * The query parameter of a link that names the student it is about (`/mypage/vacations?student=5`):
 * a parent with two children opens the page showing that child (the web's `useActiveStudent` honours
 * it, and remembers it as her choice). A student's own pages ignore it.
 */
export const STUDENT_PARAM = 'student';

/** `path` opened for one student: the parameter added to its query, before any `#fragment`. */
export function linkForStudent(path: string, studentId: number): string {
  const hash = path.indexOf('#');
  const [base, fragment] = hash === -1 ? [path, ''] : [path.slice(0, hash), path.slice(hash)];
  const param = `${STUDENT_PARAM}=${studentId}`;
  const kept = base.replace(new RegExp(`([?&])${STUDENT_PARAM}=[^&]*&?`), '$1').replace(/[?&]$/, '');
  return `${kept}${kept.includes('?') ? '&' : '?'}${param}${fragment}`;
}
