import { notFound } from 'next/navigation';

/**
 * A record's id from its address: a whole number a database id can be (1 to 2³¹−1), or the page is
 * not found (an id past that was sent on, refused by the API as bad input, and shown as a form's error
 * with a 다시 시도 that never helped: an audit). What a messenger's link finder takes in after the
 * number (`3)`, `3입니다`, `3.` at the end of a sentence) is let go: the link still opens record 3 (a
 * links audit); `1.5` is no id.
 */
export function recordId(param: string): number {
  const digits = /^(\d{1,10})(?:$|[^\da-zA-Z.]|\.$)/.exec(param)?.[1];
  const id = Number(digits);
  if (!digits || id <= 0 || id > 2_147_483_647) notFound();
  return id;
}
