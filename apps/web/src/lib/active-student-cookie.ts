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
