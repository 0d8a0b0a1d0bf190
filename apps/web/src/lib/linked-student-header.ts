/**
 * The request header the proxy puts a page address's `?student=` in (digits only; a header of that
 * name sent by the browser is dropped), for the server's render (`serverActiveStudent`). Not imported
 * by any browser code.
 */
export const LINKED_STUDENT_HEADER = 'x-portal-student';
