/**
 * The cookie that remembers on this device which child a parent's screens show. A cookie, not local
 * storage, so that the server draws the page for that child and fetches her data with it (no flash of
 * the first child, no cards that arrive after the page).
 */
export const ACTIVE_STUDENT_COOKIE = 'portal_child';

/** The remembered child's id, or null when none (or something else) is stored. */
export function parseActiveStudent(value: string | null | undefined): number | null {
  const v = Number(value);
  return value && Number.isInteger(v) && v > 0 ? v : null;
}

/**
 * Which of a parent's children the screens show: the one a link names (`?student=`, an alarm about
 * her), else the one she picked last on this device, else the first. The same rule in the browser
 * (`useActiveStudent`) and on the server (`serverActiveStudent`), so both draw the page for one child.
 */
export function chooseStudent<S extends { id: number }>(
  students: readonly S[],
  linked: number | null,
  stored: number | null | undefined,
): S | undefined {
  return students.find((s) => s.id === linked) ?? students.find((s) => s.id === stored) ?? students[0];
}
