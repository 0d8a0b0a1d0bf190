/**
 * The paged-list envelope, on its own: the web's endpoint helpers (on every page) import it, and a
 * module of its own keeps the vocabulary of every domain out of every page's first load.
 */

/** `nextPageToken` of the last page of a paged list. */
export const NO_NEXT_PAGE = -1;

/** Paged list envelope: `nextPageToken` is -1 when there is no further page. */
export type Paged<T> = { results: T[]; nextPageToken: number };
