import 'server-only';
import type { StudentSummary } from '@portal/contract';
import type { Session } from 'next-auth';
import { cookies, headers } from 'next/headers';
import { cache } from 'react';
import { ACTIVE_STUDENT_COOKIE, chooseStudent, parseActiveStudent } from './active-student-cookie';
import { LINKED_STUDENT_HEADER } from './linked-student-header';
import { childrenQuery } from './children-query';
import { answerQuery, type PrefetchableQuery } from './server-prefetch';
import { serverSession } from './server-session';

type Children = { results: StudentSummary[] };

/** A parent's children, asked once per request (the root layout hands them to the browser, pages pick the child from them); null for anyone else. */
export const serverChildren = cache(async (): Promise<Children | null> => {
  const session = await serverSession();
  if (session?.user.category !== 'parent' || typeof session.accessToken !== 'string') return null;
  return (await answerQuery(childrenQuery(), session.accessToken)) as Children | null;
});

/**
 * For a parent, the child this page is drawn for, by the rule `useActiveStudent` follows in the
 * browser: the one the page's address names (`?student=`, handed over by the proxy) when she is hers,
 * else the one remembered in her cookie, else her first. Undefined for everyone else, or when the API
 * does not answer in time (the browser then decides).
 */
export const serverActiveStudent = cache(async (): Promise<number | undefined> => {
  const children = (await serverChildren())?.results ?? [];
  const stored = parseActiveStudent((await cookies()).get(ACTIVE_STUDENT_COOKIE)?.value);
  const linked = parseActiveStudent((await headers()).get(LINKED_STUDENT_HEADER));
  return chooseStudent(children, linked, stored)?.id;
});

/**
 * The `queries` of a `Prefetch` for a screen of one student's records: a student's own (`studentId`
 * undefined, as her hooks ask), a parent's for the child the page is drawn for, so that her screen
 * arrives filled as well; `otherwise` for staff, and for a parent whose children did not come in time
 * (the browser then asks).
 */
export function ownOrChild(queries: (studentId: number | undefined) => PrefetchableQuery[], otherwise: PrefetchableQuery[] = []) {
  return async (session: Session): Promise<PrefetchableQuery[]> => {
    if (session.user.category === 'student') return queries(undefined);
    if (session.user.category !== 'parent') return otherwise;
    const child = await serverActiveStudent();
    return child === undefined ? otherwise : queries(child);
  };
}
