import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { users } from '../../db/schema';
import { DEMO_PASSWORD, type TestApi } from '../../test/harness';

let address = 0;

/** Signs in over HTTP (a distinct address each time: sign-in is throttled per address). */
export async function signIn(api: TestApi, username: string) {
  address++;
  const res = await api.request('POST', '/accounts/login/', {
    body: { username, password: DEMO_PASSWORD },
    headers: { 'x-forwarded-for': `10.${50 + Math.floor(address / 250)}.${address % 250}.${Math.floor(Math.random() * 250) + 1}` },
  });
  expect(res.status, res.text).toBe(200);
  return { token: res.body.access as string, id: res.body.user.id as number };
}

/** Creates students straight in the database (password demo1234!) and signs them in. */
export async function newStudents(api: TestApi, n: number, prefix = 'r') {
  const [template] = await api.db.select({ hash: users.passwordHash }).from(users).where(eq(users.username, 'student1'));
  const tag = randomBytes(3).toString('hex');
  const rows = Array.from({ length: n }, (_, i) => ({
    username: `${prefix}${tag}${i}`,
    email: `${prefix}${tag}${i}@test.cheongram.kr`,
    name: `학생${i + 1}`,
    category: 'student' as const,
    passwordHash: template!.hash,
  }));
  await api.db.insert(users).values(rows);
  const out: { token: string; id: number; username: string }[] = [];
  for (const r of rows) out.push({ ...(await signIn(api, r.username)), username: r.username });
  return out;
}

/** Runs `jobs` with at most `limit` in flight; answers their results in order. */
export async function pool<T>(jobs: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = new Array(jobs.length);
  let next = 0;
  async function worker() {
    while (next < jobs.length) {
      const i = next++;
      results[i] = await jobs[i]!();
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, jobs.length) }, worker));
  return results;
}
