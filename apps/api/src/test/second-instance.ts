import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { type Database, type Listen, openDatabase } from '../db/client';
import type { TestApi } from './harness';

/** Another API instance beside the test's, on the same database, listening on a port of its own. */
export type SecondInstance = { app: FastifyInstance; url: string; close: () => Promise<void> };

/**
 * Starts it without a jobs worker: on PostgreSQL with its own connection (so LISTEN/NOTIFY really
 * crosses instances), on PGlite on the same in-process database. `hearing` may stand between it and
 * its notifications (a test that makes it deaf for a while); `config` changes its settings.
 */
export async function startSecondInstance(
  api: TestApi,
  { hearing = (listen) => listen, config = {} }: { hearing?: (listen: Listen) => Listen; config?: Partial<TestApi['config']> } = {},
): Promise<SecondInstance> {
  const second: Database | null = api.kind === 'postgres' ? await openDatabase(api.config.database) : null;
  const app = await buildApp({
    config: { ...api.config, ...config, jobsWorker: false },
    db: second?.db ?? api.db,
    now: api.clock.now,
    listen: hearing(second?.listen ?? api.listen),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the second instance has no port');
  return {
    app,
    url: `http://127.0.0.1:${address.port}`,
    close: async () => {
      await app.close();
      await second?.close();
    },
  };
}

/**
 * `read`'s answer once `ok` holds of it, asked every 20 ms for about two seconds (then the last answer,
 * for the test to show): the other instance hears of a change a few milliseconds after it committed.
 */
export async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const value = await read();
    if (ok(value)) return value;
    await new Promise((r) => setTimeout(r, 20));
  }
  return read();
}
