import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/client';
import { alarms, alarmSettings, jobs, users } from '../db/schema';
import { DELIVERY_PART, notifier, registerAlarmDelivery } from '../modules/alarms/notify';
import { startTestApi, type TestApi } from '../test/harness';
import { cancelJob, enqueueJob, jobType, type JobType } from './queue';
import { createJobRunner, type JobRunner } from './runner';

// The app's own worker is off in this file: each test decides which workers run, and when.
let api: TestApi;
let second: Database | null = null;
const people: Record<string, number> = {};
const runners: JobRunner[] = [];

beforeAll(async () => {
  api = await startTestApi({ JOBS_WORKER: 'off' });
  const rows = await api.db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.username, ['student1', 'student2', 'student3', 'parent1']));
  for (const r of rows) people[r.username] = r.id;
  // A second API instance's connection: its own pool on PostgreSQL; PGlite has one process and one database.
  if (api.config.database.kind === 'postgres') second = await openDatabase(api.config.database);
});
afterAll(async () => {
  for (const r of runners) await r.stop();
  await second?.close();
  await api?.close();
});

const notify = () => notifier(api.clock.now);
const alarmWorker = (db = api.db, options: { leaseMs?: number; pollMs?: number; listen?: Database['listen'] } = {}) => {
  const runner = createJobRunner({ db, now: api.clock.now, ...options });
  registerAlarmDelivery(runner);
  runners.push(runner);
  return runner;
};
/**
 * A queue run outside a transaction whose sends wait for the test: each notes that it started, waits
 * until the test calls its answer, then writes an alarm titled `<title> <n>`.
 */
function heldSends(runner: JobRunner, type: JobType<{ n: number }>, title: string) {
  const started: number[] = [];
  const answers: (() => void)[] = [];
  runner.handle(
    type,
    async (db, p) => {
      started.push(p.n);
      await new Promise<void>((resolve) => answers.push(resolve));
      await db.insert(alarms).values({ userId: people.student3!, kind: 'notice', title: `${title} ${p.n}`, link: '/' });
    },
    { transaction: false },
  );
  return { started, answers };
}
const alarmsTitled = (title: string) => api.db.select().from(alarms).where(eq(alarms.title, title));
const jobOf = async (title: string) =>
  (
    await api.db
      .select()
      .from(jobs)
      .where(sql`${jobs.payload}->>'title' = ${title}`)
  )[0];

describe('notify', () => {
  it('leaves nothing behind when the change it belongs to rolls back', async () => {
    const title = '롤백된 변경의 알림';
    await expect(
      api.db.transaction(async (tx) => {
        await notify()(tx as never, 'vacation', [people.student1!], { title, link: '/mypage/vacations' });
        throw new Error('the change fails after notifying');
      }),
    ).rejects.toThrow('the change fails');
    await alarmWorker().drain();
    expect(await alarmsTitled(title)).toEqual([]);
    expect(await jobOf(title)).toBeUndefined();
  });

  it('is delivered as one alarm per recipient once the change commits, skipping who switched the kind off', async () => {
    const title = '커밋된 변경의 알림';
    await api.db
      .insert(alarmSettings)
      .values({ userId: people.student3!, kinds: { vacation: false }, quietDays: [] })
      .onConflictDoUpdate({ target: alarmSettings.userId, set: { kinds: { vacation: false } } });
    await api.db.transaction(async (tx) => {
      await notify()(tx as never, 'vacation', [people.student1!, people.student2!, people.student3!, people.student1!], {
        title,
        body: '본문',
        link: '/mypage/vacations',
      });
    });
    expect(await alarmsTitled(title)).toEqual([]); // an outbox row until a worker delivers it
    await alarmWorker().drain();
    const got = await alarmsTitled(title);
    expect(got.map((a) => a.userId).sort()).toEqual([people.student1!, people.student2!].sort());
    expect(got[0]).toMatchObject({ kind: 'vacation', body: '본문', link: '/mypage/vacations', readAt: null });
    expect((await jobOf(title))?.doneAt).toBeInstanceOf(Date);
  });
  it('is delivered in parts of DELIVERY_PART people, each in its own job, each person once', async () => {
    const title = '여러 번에 나눈 알림';
    // A centre's worth of students: more than two parts.
    const added = await api.db
      .insert(users)
      .values(
        Array.from({ length: DELIVERY_PART * 2 }, (_, i) => ({
          username: `part${i}`,
          name: `학생${i}`,
          category: 'student' as const,
          passwordHash: 'x',
        })),
      )
      .returning({ id: users.id });
    const everyone = [...added.map((u) => u.id), people.student1!, people.student2!];
    await api.db.transaction((tx) => notify()(tx as never, 'reservation', [...everyone, ...everyone], { title, link: '/' }));
    const parts = await api.db
      .select({ payload: jobs.payload })
      .from(jobs)
      .where(sql`${jobs.payload}->>'title' = ${title}`);
    expect(parts).toHaveLength(Math.ceil(everyone.length / DELIVERY_PART));
    expect(parts.every((p) => (p.payload as { recipients: number[] }).recipients.length <= DELIVERY_PART)).toBe(true);
    await alarmWorker().drain();
    const got = (await alarmsTitled(title)).map((a) => a.userId);
    expect(got.sort((a, b) => a - b)).toEqual([...everyone].sort((a, b) => a - b));
  });
});

describe('the workers', () => {
  it('deliver each of many notifications exactly once with two workers (two instances on PostgreSQL) at once', async () => {
    const titles = Array.from({ length: 60 }, (_, i) => `동시 배달 ${i}`);
    for (const title of titles)
      await api.db.transaction((tx) => notify()(tx as never, 'reservation', [people.student1!, people.parent1!], { title, link: '/' }));
    const a = alarmWorker(api.db);
    const b = alarmWorker(second?.db ?? api.db);
    await Promise.all([a.drain(), b.drain(), a.drain(), b.drain()]);
    const got = await api.db.select({ title: alarms.title, userId: alarms.userId }).from(alarms).where(inArray(alarms.title, titles));
    expect(got).toHaveLength(titles.length * 2);
    expect(new Set(got.map((g) => `${g.title}/${g.userId}`)).size).toBe(titles.length * 2);
  });

  it('redeliver what a worker killed mid-delivery had claimed, once its lease runs out', async () => {
    const title = '죽은 워커의 알림';
    await api.db.transaction((tx) => notify()(tx as never, 'vacation', [people.student2!], { title, link: '/' }));
    const dying = alarmWorker(api.db, { leaseMs: 30_000 });
    const claimed = await dying.claim(); // claimed, then the process dies: nothing else happens
    expect(claimed.map((j) => j.id)).toContain((await jobOf(title))!.id);

    const survivor = alarmWorker(second?.db ?? api.db, { leaseMs: 30_000 });
    await survivor.drain();
    expect(await alarmsTitled(title)).toEqual([]); // still the dead worker's lease

    api.clock.advance(31_000);
    await survivor.drain();
    expect(await alarmsTitled(title)).toHaveLength(1);

    // The dead worker comes back late and runs what it had claimed: its lease is gone, so nothing commits.
    await dying.runClaimed(claimed.filter((j) => j.payload && (j.payload as { title: string }).title === title));
    expect(await alarmsTitled(title)).toHaveLength(1);
    expect(await jobOf(title)).toMatchObject({ attempts: 2, lockedBy: null });
  });

  it('retry a failing job with growing waits and keep it, failed, after its last attempt', async () => {
    const flaky = jobType<{ title: string }>('test.flaky');
    const runner = createJobRunner({ db: api.db, now: api.clock.now });
    runners.push(runner);
    let calls = 0;
    runner.handle(flaky, async (tx, p) => {
      calls += 1;
      await tx.insert(alarms).values({ userId: people.student1!, kind: 'notice', title: p.title, link: '/' });
      if (calls < 3) throw new Error(`outage ${calls}`);
    });
    await api.db.transaction((tx) => enqueueJob(tx as never, flaky, { title: '재시도 끝에 성공' }, { runAt: api.clock.now() }));
    const row = () =>
      api.db
        .select()
        .from(jobs)
        .where(eq(jobs.queue, 'test.flaky'))
        .then((r) => r[0]!);

    await runner.drain();
    const first = await row();
    expect(first).toMatchObject({ attempts: 1, doneAt: null, failedAt: null, lastError: expect.stringContaining('outage 1') });
    const wait1 = first.runAt.getTime() - api.clock.now().getTime();
    expect(wait1).toBeGreaterThan(3_000);
    await runner.drain();
    expect(calls).toBe(1); // not due yet

    api.clock.advance(wait1 + 100);
    await runner.drain();
    const second_ = await row();
    expect(second_.attempts).toBe(2);
    const wait2 = second_.runAt.getTime() - api.clock.now().getTime();
    expect(wait2).toBeGreaterThan(wait1);

    api.clock.advance(wait2 + 100);
    await runner.drain();
    expect((await row()).doneAt).toBeInstanceOf(Date);
    // The failed attempts' writes rolled back with them: one alarm, from the attempt that succeeded.
    expect(await alarmsTitled('재시도 끝에 성공')).toHaveLength(1);

    const doomed = jobType<Record<string, never>>('test.doomed');
    runner.handle(doomed, async () => {
      throw new Error('always');
    });
    await api.db.transaction((tx) => enqueueJob(tx as never, doomed, {}, { runAt: api.clock.now(), maxAttempts: 2 }));
    await runner.drain();
    api.clock.advance(60_000);
    await runner.drain();
    const [dead] = await api.db.select().from(jobs).where(eq(jobs.queue, 'test.doomed'));
    expect(dead).toMatchObject({ attempts: 2, doneAt: null, failedAt: expect.any(Date) });
    api.clock.advance(3_600_000);
    await runner.drain();
    expect((await api.db.select().from(jobs).where(eq(jobs.queue, 'test.doomed')))[0]!.attempts).toBe(2);
  });

  it('run a job that waits on the network outside a transaction, beside the others, a few at once', async () => {
    const slow = jobType<{ n: number }>('test.slow-send');
    const quick = jobType<{ title: string }>('test.quick');
    const runner = createJobRunner({ db: api.db, now: api.clock.now, sendSlots: 2 });
    runners.push(runner);
    const { started, answers } = heldSends(runner, slow, '보낸 알림');
    runner.handle(quick, async (tx, p) => {
      await tx.insert(alarms).values({ userId: people.student3!, kind: 'notice', title: p.title, link: '/' });
    });
    for (const n of [1, 2, 3]) await api.db.transaction((tx) => enqueueJob(tx as never, slow, { n }, { runAt: api.clock.now() }));
    await api.db.transaction((tx) => enqueueJob(tx as never, quick, { title: '기다리지 않은 알림' }, { runAt: api.clock.now() }));

    const drained = runner.drain();
    // Two sends under way (the slots), none answered; the transactional job did not wait for them, and
    // the database answers meanwhile (a transaction held across the sends would hold this read up).
    await expect.poll(() => started, { timeout: 5_000, interval: 20 }).toEqual([1, 2]);
    await expect.poll(() => alarmsTitled('기다리지 않은 알림').then((r) => r.length), { timeout: 5_000, interval: 20 }).toBe(1);
    const states = async () =>
      (await api.db.select().from(jobs).where(eq(jobs.queue, 'test.slow-send'))).map((j) =>
        j.doneAt ? 'done' : j.lockedBy ? 'sending' : 'due',
      );
    expect((await states()).sort()).toEqual(['due', 'sending', 'sending']);

    // One answers: its slot goes to the third at once; the drain waits for every send.
    answers.shift()!();
    await expect.poll(() => started, { timeout: 5_000, interval: 20 }).toEqual([1, 2, 3]);
    answers.shift()!();
    answers.shift()!();
    await drained;
    expect(await states()).toEqual(['done', 'done', 'done']);
    expect(await alarmsTitled('보낸 알림 3')).toHaveLength(1);
  });

  it('take the next send when a send ends with one claim, of the sends alone (one statement a push, not two)', async () => {
    const slow = jobType<{ n: number }>('test.claimed-send');
    // The worker's claims are its only selects (the handler below only inserts): counted here.
    let claims = 0;
    const counted = new Proxy(api.db, {
      get(target, prop) {
        const value = Reflect.get(target, prop, target) as unknown;
        if (prop === 'select') claims += 1;
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const runner = createJobRunner({ db: counted, now: api.clock.now, sendSlots: 1, pollMs: 600_000 });
    runners.push(runner);
    const { started, answers } = heldSends(runner, slow, '차례로 보낸 알림');
    for (const n of [1, 2, 3]) await api.db.transaction((tx) => enqueueJob(tx as never, slow, { n }, { runAt: api.clock.now() }));
    await runner.start();
    await expect.poll(() => started, { timeout: 5_000, interval: 20 }).toEqual([1]);
    await expect.poll(() => answers.length, { timeout: 5_000, interval: 20 }).toBe(1);
    claims = 0;
    for (const n of [2, 3]) {
      answers.shift()!();
      await expect.poll(() => started, { timeout: 5_000, interval: 20 }).toContain(n);
      await expect.poll(() => answers.length, { timeout: 5_000, interval: 20 }).toBe(1);
    }
    answers.shift()!();
    const done = async () => (await api.db.select().from(jobs).where(eq(jobs.queue, 'test.claimed-send'))).filter((j) => j.doneAt).length;
    await expect.poll(done, { timeout: 5_000, interval: 20 }).toBe(3);
    // The last one's claim comes after it is marked done.
    await expect.poll(() => claims, { timeout: 5_000, interval: 20 }).toBeGreaterThanOrEqual(3);
    await runner.stop();
    // Each of the three that ended claimed once: the next push, and after the last, nothing.
    expect(claims).toBe(3);
  });

  it('try a send that failed again after the back-off, as any job', async () => {
    const refused = jobType<Record<string, never>>('test.refused-send');
    const runner = createJobRunner({ db: api.db, now: api.clock.now });
    runners.push(runner);
    let calls = 0;
    runner.handle(
      refused,
      async () => {
        calls += 1;
        if (calls === 1) throw new Error('push service answered 503');
      },
      { transaction: false },
    );
    await api.db.transaction((tx) => enqueueJob(tx as never, refused, {}, { runAt: api.clock.now() }));
    const row = async () => (await api.db.select().from(jobs).where(eq(jobs.queue, 'test.refused-send')))[0]!;
    await runner.drain();
    expect(await row()).toMatchObject({ attempts: 1, doneAt: null, lockedBy: null, lastError: expect.stringContaining('503') });
    api.clock.advance(60_000);
    await runner.drain();
    expect(calls).toBe(2);
    expect((await row()).doneAt).toBeInstanceOf(Date);
  });

  it('let what waits for the event loop in before the next job (a request arriving during a job)', async () => {
    const first = jobType<Record<string, never>>('test.first');
    const second = jobType<Record<string, never>>('test.second');
    const runner = createJobRunner({ db: api.db, now: api.clock.now });
    runners.push(runner);
    const order: string[] = [];
    let request: Promise<void> = Promise.resolve();
    runner.handle(first, async (tx) => {
      order.push('first');
      // A request read while the job holds its transaction: two queries, one after the other.
      setImmediate(() => {
        request = (async () => {
          await api.db.select({ id: users.id }).from(users).limit(1);
          await api.db.select({ id: users.id }).from(users).limit(1);
          order.push('request');
        })();
      });
      await tx.select({ id: users.id }).from(users).limit(1);
    });
    runner.handle(second, async () => {
      order.push('second');
    });
    await api.db.transaction(async (tx) => {
      await enqueueJob(tx as never, first, {}, { runAt: api.clock.now() });
      await enqueueJob(tx as never, second, {}, { runAt: api.clock.now() });
    });
    await runner.drain();
    await request;
    expect(order).toEqual(['first', 'request', 'second']);
  });

  it('wake at the commit of a job, without waiting for their next look (LISTEN, across instances on PostgreSQL)', async () => {
    const title = '바로 깨우는 알림';
    const listening = second ?? { db: api.db, listen: api.listen };
    const runner = alarmWorker(listening.db, { pollMs: 3_600_000, listen: listening.listen });
    await runner.start();
    await api.db.transaction((tx) => notify()(tx as never, 'vacation', [people.student1!], { title, link: '/' }));
    await expect.poll(() => alarmsTitled(title).then((r) => r.length), { timeout: 5_000, interval: 50 }).toBe(1);
    await runner.stop();
  });
});

describe('scheduled jobs', () => {
  it('run at their time, are replaced by the same key, and can be cancelled', async () => {
    const remind = jobType<{ title: string }>('test.remind');
    const runner = createJobRunner({ db: api.db, now: api.clock.now });
    runners.push(runner);
    runner.handle(remind, async (tx, p) => {
      await tx.insert(alarms).values({ userId: people.student1!, kind: 'reservation', title: p.title, link: '/' });
    });
    const at = (ms: number) => new Date(api.clock.now().getTime() + ms);
    await api.db.transaction((tx) => enqueueJob(tx as never, remind, { title: '예약 알림 1' }, { runAt: at(600_000), key: 'remind:1' }));
    await api.db.transaction((tx) =>
      enqueueJob(tx as never, remind, { title: '예약 알림 1 (바뀐 시간)' }, { runAt: at(1_200_000), key: 'remind:1' }),
    );
    await api.db.transaction((tx) => enqueueJob(tx as never, remind, { title: '예약 알림 2' }, { runAt: at(600_000), key: 'remind:2' }));
    expect(await api.db.transaction((tx) => cancelJob(tx as never, 'remind:2'))).toBe(true);

    await runner.drain();
    api.clock.advance(700_000);
    await runner.drain();
    expect(await alarmsTitled('예약 알림 1')).toEqual([]); // moved to 20 minutes
    api.clock.advance(600_000);
    await runner.drain();
    expect(await alarmsTitled('예약 알림 1 (바뀐 시간)')).toHaveLength(1);
    expect(await alarmsTitled('예약 알림 2')).toEqual([]);
    expect(
      await api.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.queue, 'test.remind'))),
    ).toHaveLength(1);
  });
});
