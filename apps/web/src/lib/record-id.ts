import { notFound } from 'next/navigation';

/**
 * A record's id from its address: a whole number a database id can be (1 to 2³¹−1), or the page is
 * not found (an id past that was sent on, refused by the API as bad input, and shown as a form's error
 * with a 다시 시도 that never helped: an audit).
 */
export function recordId(param: string): number {
  const id = Number(param);
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) notFound();
  return id;
}
