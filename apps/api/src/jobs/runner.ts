import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { and, asc, eq, inArray, isNull, lt, lte, notInArray, or, sql } from 'drizzle-orm';
import type { Clock } from '../config';
import type { Db, Listen } from '../db/client';
import { jobs } from '../db/schema';
import { describeError } from '../http/error-log';
import { JOBS_CHANNEL, type JobType } from './queue';

export type JobContext = {
  id: number;
  /** 1 on the first try. */
  attempt: number;
  now: Date;
};

/**
 * Does one job inside the transaction that marks it done: what it writes commits exactly when the job
 * is done, and rolls back when it fails (it is then tried again later). Answer `{ again }` to run the
 * same job again at that time (a recurring job) instead of finishing it. A queue registered with
 * `transaction: false` (HandlerOptions) gets the database instead, and commits as it goes.
 */
export type JobHandler<P> = (tx: Db, payload: P, ctx: JobContext) => Promise<void | { again: Date }>;

/**
 * How a queue's jobs run. `transaction: false` is for a job that waits on the network (a push to a
 * push service): it gets the database itself, not a transaction, writes with single statements, and
 * is marked done after it returns. A transaction held across a request to someone else's server would
 * hold every other request up on the embedded database (PGlite runs one transaction at a time), and
 * such jobs run beside each other and beside the transactional ones (`sendSlots` at once).
 */
export type HandlerOptions = { transaction?: boolean };

export type JobRunnerOptions = {
  db: Db;
  now: Clock;
  /** Wakes the worker when a job is committed (PostgreSQL LISTEN, or PGlite's in-process notifications). */
  listen?: Listen;
  /** How long a claimed job is the claimer's: a worker that dies holding one gives it up after this. */
  leaseMs?: number;
  /** How often the worker looks for due jobs when nothing woke it (scheduled jobs, retries). */
  pollMs?: number;
  /** Jobs claimed at once. */
  batch?: number;
  /** How many jobs of queues run outside a transaction may run at once (HandlerOptions). */
  sendSlots?: number;
  log?: { warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };
};

/** Raised inside a job's transaction when the job is no longer this worker's (lease lost, cancelled). */
class NotMine extends Error {}

/**
 * Thrown by a handler whose failure came with a time not to try again before (a push service's
 * Retry-After): the next attempt waits until then, or for the back-off when that is longer.
 */
export class RetryLater extends Error {
  constructor(
    message: string,
    readonly notBefore: Date,
  ) {
    super(message);
  }
}

/** The wait before attempt n + 1: 5 s, 10 s, 20 s … up to an hour, with a little jitter. */
export function backoffMs(attempt: number): number {
  const base = Math.min(3_600_000, 5_000 * 2 ** Math.max(0, attempt - 1));
  return Math.round(base * (0.9 + Math.random() * 0.2));
}

export type ClaimedJob = { id: number; queue: string; payload: unknown; attempts: number; maxAttempts: number };

/** Resolves after the next `setImmediate`. */
const immediate = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Lets the requests that arrived meanwhile in before the next job: two turns of the event loop, so
 * that at least one polls for I/O whatever phase this is called in. On the embedded database a job's
 * queries, chained through promises, run within one turn, so back-to-back jobs would never let a
 * request be read, and one that was read would have its next query queued behind the next job's
 * transaction (bench/push-burst.mjs: another student's read waited 390 ms behind a notice's delivery
 * to 200 students in parts of 50, and 100-150 ms with this).
 */
async function requestsFirst() {
  await immediate();
  await immediate();
}

/**
 * The background worker of one API instance. Every instance may run one: due jobs are claimed with
 * `FOR UPDATE SKIP LOCKED` and a lease, and marked done in the job's own transaction only while the
 * lease is still this worker's, so each job's work commits once however many workers run.
 */
export function createJobRunner(options: JobRunnerOptions) {
  const { db, now } = options;
  const leaseMs = options.leaseMs ?? 60_000;
  const pollMs = options.pollMs ?? 2_000;
  const batch = options.batch ?? 20;
  const sendSlots = options.sendSlots ?? 8;
  const workerId = `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const handlers = new Map<string, JobHandler<unknown>>();
  /** The queues whose jobs run outside a transaction, beside the others. */
  const outside = new Set<string>();
  /** Those jobs under way. */
  const sending = new Set<Promise<void>>();
  const recurring: { type: JobType<unknown>; firstRun: (now: Date) => Date }[] = [];

  let stopped = true;
  /** Set by stop(): a send that ends after it starts nothing more. */
  let closing = false;
  let timer: NodeJS.Timeout | null = null;
  let unlisten: (() => Promise<void>) | null = null;
  let chain: Promise<void> = Promise.resolve();
  let queued = false;
  /** What the queued run is to claim (kick). */
  let wanted: 'all' | 'sends' = 'all';

  /**
   * Claims up to `limit` due jobs for this worker (a job whose lease ran out is due again): of the
   * queues run outside a transaction (`sends`), of the others, or of any (tests).
   */
  async function claim(limit = batch, lane?: 'sends' | 'others'): Promise<ClaimedJob[]> {
    const queues = [...outside];
    if (lane === 'sends' && !queues.length) return [];
    const inLane = !lane || !queues.length ? undefined : lane === 'sends' ? inArray(jobs.queue, queues) : notInArray(jobs.queue, queues);
    const at = now();
    const due = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          isNull(jobs.doneAt),
          isNull(jobs.failedAt),
          lte(jobs.runAt, at),
          or(isNull(jobs.lockedUntil), lt(jobs.lockedUntil, at)),
          inLane,
        ),
      )
      .orderBy(asc(jobs.runAt), asc(jobs.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    const rows = await db
      .update(jobs)
      .set({ lockedBy: workerId, lockedUntil: new Date(at.getTime() + leaseMs), attempts: sql`${jobs.attempts} + 1` })
      .where(sql`${jobs.id} in (${due})`)
      .returning({ id: jobs.id, queue: jobs.queue, payload: jobs.payload, attempts: jobs.attempts, maxAttempts: jobs.maxAttempts });
    return rows.sort((a, b) => a.id - b.id);
  }

  async function runOne(job: ClaimedJob): Promise<void> {
    const handler = handlers.get(job.queue);
    const finish = async (tx: Db, result: void | { again: Date }) => {
      const marked = await tx
        .update(jobs)
        .set(
          result
            ? { runAt: result.again, attempts: 0, lastError: null, lockedBy: null, lockedUntil: null }
            : { doneAt: now(), lockedBy: null, lockedUntil: null },
        )
        .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, workerId)))
        .returning({ id: jobs.id });
      if (!marked.length) throw new NotMine();
    };
    try {
      if (!handler) throw new Error(`no handler for the queue ${job.queue}`);
      const ctx = () => ({ id: job.id, attempt: job.attempts, now: now() });
      if (outside.has(job.queue)) await finish(db, await handler(db, job.payload, ctx()));
      else await db.transaction(async (tx) => finish(tx as unknown as Db, await handler(tx as unknown as Db, job.payload, ctx())));
    } catch (e) {
      if (e instanceof NotMine) return;
      const failed = job.attempts >= job.maxAttempts;
      const at = now();
      await db
        .update(jobs)
        .set({
          lastError: JSON.stringify(describeError(e)).slice(0, 2000),
          lockedBy: null,
          lockedUntil: null,
          runAt: new Date(Math.max(at.getTime() + backoffMs(job.attempts), e instanceof RetryLater ? e.notBefore.getTime() : 0)),
          failedAt: failed ? at : null,
        })
        .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, workerId)));
      options.log?.[failed ? 'error' : 'warn'](
        { job: job.id, queue: job.queue, attempt: job.attempts, error: describeError(e) },
        failed ? 'job failed for good' : 'job failed; will retry',
      );
    }
  }

  /** Starts a job of a queue run outside a transaction; a slot it frees is filled at once. */
  function send(job: ClaimedJob) {
    const run = runOne(job)
      // runOne records a failure; only one it could not record (the database out of reach) lands here.
      .catch((e: unknown) =>
        options.log?.error({ job: job.id, queue: job.queue, error: describeError(e) }, 'job worker: could not run a job'),
      )
      .finally(() => {
        sending.delete(run);
        // Its slot is taken again at once; the other queues are the wake-up's and the poll's to look at.
        if (!closing) void kick('sends');
      });
    sending.add(run);
  }

  /**
   * Claims and runs due jobs until none is left (those run outside a transaction are started, up to
   * the free slots, and not waited for); answers how many were claimed. `sendsOnly`: only the queues
   * run outside a transaction (a send has ended and freed its slot).
   */
  async function runDue(sendsOnly = false): Promise<number> {
    let total = 0;
    for (;;) {
      const free = sendSlots - sending.size;
      const sends = free > 0 ? await claim(free, 'sends') : [];
      sends.forEach(send);
      if (sendsOnly) {
        total += sends.length;
        if (free <= 0 || sends.length < free) return total;
        continue;
      }
      const claimed = await claim(batch, 'others');
      for (const job of claimed) {
        await requestsFirst();
        await runOne(job);
      }
      total += sends.length + claimed.length;
      // Done when neither lane filled up (a full send lane is topped up as its sends end).
      if (claimed.length < batch && (free <= 0 || sends.length < free)) return total;
    }
  }

  /**
   * Runs due jobs now, after whatever run is under way (runs never overlap within one worker). `sends`:
   * only those of the queues run outside a transaction, unless a run of all is asked for meanwhile. A
   * send that ends asks only for its lane: when every push of a notice ended with a claim of the other
   * queues too, that was one statement more per push, which found nothing (bench/push-burst.mjs).
   */
  function kick(lanes: 'all' | 'sends' = 'all'): Promise<void> {
    if (queued) {
      if (lanes === 'all') wanted = 'all';
      return chain;
    }
    queued = true;
    wanted = lanes;
    chain = chain.then(async () => {
      queued = false;
      const sendsOnly = wanted === 'sends';
      try {
        await runDue(sendsOnly);
      } catch (e) {
        options.log?.error({ error: describeError(e) }, 'job worker: could not claim jobs');
      }
    });
    return chain;
  }

  return {
    workerId,

    /** Registers the handler of a queue (once per queue); see HandlerOptions for `transaction: false`. */
    handle<P>(type: JobType<P>, handler: JobHandler<P>, { transaction = true }: HandlerOptions = {}) {
      if (handlers.has(type.queue)) throw new Error(`the queue ${type.queue} has a handler already`);
      handlers.set(type.queue, handler as JobHandler<unknown>);
      if (!transaction) outside.add(type.queue);
    },

    /**
     * Registers a recurring job: its handler answers when it runs next. One pending row per queue,
     * shared by every instance (made at start if missing). `options` as for `handle`.
     */
    every<P extends Record<string, never>>(
      type: JobType<P>,
      firstRun: (now: Date) => Date,
      handler: (tx: Db, ctx: JobContext) => Promise<{ again: Date }>,
      options?: HandlerOptions,
    ) {
      this.handle(type, (tx, _payload, ctx) => handler(tx, ctx), options);
      recurring.push({ type: type as JobType<unknown>, firstRun });
    },

    async start() {
      if (!stopped) return;
      stopped = false;
      closing = false;
      for (const { type, firstRun } of recurring) {
        await db
          .insert(jobs)
          .values({ queue: type.queue, payload: {}, key: `every:${type.queue}`, runAt: firstRun(now()) })
          .onConflictDoNothing({ target: jobs.key, where: sql`key is not null and done_at is null and failed_at is null` });
      }
      if (options.listen) unlisten = await options.listen(JOBS_CHANNEL, () => void kick());
      timer = setInterval(() => void kick(), pollMs);
      timer.unref();
      void kick();
    },

    async stop() {
      stopped = true;
      closing = true;
      if (timer) clearInterval(timer);
      timer = null;
      await unlisten?.().catch(() => undefined);
      unlisten = null;
      await chain;
      await Promise.allSettled([...sending]);
    },

    /**
     * Runs every job due now, and the jobs those enqueue, until none is due; waits for it (tests, and a
     * caller that needs the effect at once).
     */
    async drain() {
      for (;;) {
        let ran = 0;
        const turn = chain.then(async () => {
          ran = await runDue();
        });
        chain = turn.catch(() => undefined);
        await turn;
        if (sending.size) await Promise.allSettled([...sending]);
        else if (ran === 0) return;
      }
    },

    /** Claims due jobs without running them: what a worker killed mid-delivery leaves behind (tests). */
    claim,
    /** Runs jobs this worker claimed earlier (tests: a worker that resumes after its lease ran out). */
    runClaimed: async (claimed: ClaimedJob[]) => {
      for (const job of claimed) await runOne(job);
    },
  };
}
export type JobRunner = ReturnType<typeof createJobRunner>;
