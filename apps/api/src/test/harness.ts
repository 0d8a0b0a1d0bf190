import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fs from 'node:fs';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { type Database, type Db, type Listen, openDatabase } from '../db/client';
import type { FileStorage } from '../modules/files/storage';
import { DEMO_PASSWORD, seedDemo } from '../db/seed/demo';
import type {} from './global-setup';
import { quoteIdent, withAdmin } from './postgres';

export { DEMO_PASSWORD };

export type RequestOptions = {
  /** An object is sent as JSON; a string is sent as it is, with a JSON content type (for malformed bodies). */
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
  /**
   * The answer is an event stream: only its status and headers are read (the body, when the status
   * is not 200, as usual), then the connection is closed.
   */
  stream?: boolean;
  /** A multipart body (an upload); fetch sets its content type. */
  form?: FormData;
  /** Read the answer as bytes (a download): `bytes` is filled and the body is parsed only when it is JSON. */
  raw?: boolean;
};

// Tests read answers of every shape; each narrows what it reads.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type TestResponse<T = any> = {
  status: number;
  headers: Headers;
  /** The parsed JSON body, or undefined when the answer had none. */
  body: T;
  /** The raw body text, to check what a caller would see verbatim. */
  text: string;
  /** The body's bytes, with `raw`. */
  bytes?: Buffer;
};

/**
 * The test API's clock: the real time shifted by an offset the test moves, so that tests skip ahead
 * (past a token's expiry, a throttling window, a booking's cut-off) instead of waiting for the wall.
 * Time still flows between the moves, as it does for a real server.
 */
export type TestClock = {
  now: () => Date;
  /** Moves the clock forward (or back) by `ms`. */
  advance: (ms: number) => void;
  /** Sets the clock to `at`; it runs on from there (unless paused). */
  set: (at: Date) => void;
  /** Stops the clock where it is, for a test that needs an exact instant; `resume` lets it run again. */
  pause: () => void;
  resume: () => void;
};

export function testClock(start?: Date): TestClock {
  let offset = start ? start.getTime() - Date.now() : 0;
  let pausedAt: number | null = null;
  const ms = () => pausedAt ?? Date.now() + offset;
  return {
    now: () => new Date(ms()),
    advance: (by) => {
      if (pausedAt === null) offset += by;
      else pausedAt += by;
    },
    set: (at) => {
      if (pausedAt === null) offset = at.getTime() - Date.now();
      else pausedAt = at.getTime();
    },
    pause: () => {
      pausedAt = ms();
    },
    resume: () => {
      if (pausedAt !== null) offset = pausedAt - Date.now();
      pausedAt = null;
    },
  };
}

export type TestApi = {
  url: string;
  clock: TestClock;
  config: Config;
  app: FastifyInstance;
  /** The app's own database, for arranging what HTTP cannot (e.g. an expired sign-in). */
  db: Db;
  kind: 'pglite' | 'postgres';
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  request: <T = any>(method: string, path: string, options?: RequestOptions) => Promise<TestResponse<T>>;
  /** The database's LISTEN (the app's worker is woken through it). */
  listen: Database['listen'];
  /**
   * Waits until the background work due now is done (notifications delivered) and the database's
   * announcements of what it changed have reached this instance, as a user would a moment later.
   */
  settle: () => Promise<void>;
  close: () => Promise<void>;
};

/**
 * A throw-away PostgreSQL database next to the one TEST_DATABASE_URL names: a database per test file,
 * because the migrations name the "public" schema and so cannot share one database between files.
 * With a template it is a copy of the migrated and seeded database made once by the global setup.
 */
export async function createScratchDatabase(baseUrl: string, template: string | null, encoding?: 'SQL_ASCII') {
  const url = new URL(baseUrl);
  const base = decodeURIComponent(url.pathname.replace(/^\//, '')) || 'postgres';
  const name = `${base}_${randomBytes(5).toString('hex')}`.slice(0, 63);
  // Another encoding than the cluster's is made from template0, with the C locale every encoding takes.
  const from = template
    ? ` TEMPLATE ${quoteIdent(template)}`
    : encoding
      ? ` TEMPLATE template0 ENCODING '${encoding}' LC_COLLATE 'C' LC_CTYPE 'C'`
      : '';
  await withAdmin(baseUrl, async (admin) => {
    // Two files copying the template at the same instant can see each other's copy as a user of it.
    for (let attempt = 0; ; attempt++) {
      try {
        return await admin.query(`CREATE DATABASE ${quoteIdent(name)}${from}`);
      } catch (e) {
        if (attempt >= 20 || !/being accessed by other users/.test(String(e))) throw e;
        await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
      }
    }
  });
  url.pathname = `/${encodeURIComponent(name)}`;
  return {
    url: url.toString(),
    async drop() {
      await withAdmin(baseUrl, async (client) => {
        // pg's pool.end() resolves before its connections have gone; forcing the drop while they
        // are still closing makes the server send them a FATAL that surfaces as an unhandled error.
        for (let i = 0; i < 50; i++) {
          const { rows } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
          if (!rows[0]?.n) break;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        await client.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
      });
    },
  };
}

export type StartOptions = {
  /** Migrate and seed now instead of copying the run's template (for a file whose tests need the seed's clock). */
  freshSeed?: boolean;
  /** Where the API's clock starts (the real time by default); with `freshSeed` the seed is laid out around it. */
  now?: Date;
  /** The file storage (the config's by default): a test's store that fails as a full disk does. */
  storage?: FileStorage;
};

/**
 * Starts the real API on a fresh, migrated and seeded database and a free loopback port.
 * `overrides` are environment variables as the API reads them (e.g. ACCESS_TOKEN_TTL_SECONDS: '1').
 */
export async function startTestApi(overrides: Record<string, string> = {}, options: StartOptions = {}): Promise<TestApi> {
  const template = inject('apiTemplate');
  // The seeded copy, or for `freshSeed` the copy as migrated (seeded below at this file's moment).
  const from = !template ? null : options.freshSeed ? template.migrated : template.kind === 'pglite' ? template.file : template.database;
  const clock = testClock(options.now);
  const scratch = process.env.TEST_DATABASE_URL
    ? await createScratchDatabase(process.env.TEST_DATABASE_URL, template?.kind === 'postgres' ? from : null)
    : null;
  const config = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    DATA_DIR: ':memory:',
    ...(scratch ? { DATABASE_URL: scratch.url } : {}),
    ...overrides,
  });
  let database: Awaited<ReturnType<typeof openDatabase>> | undefined;
  let app: FastifyInstance | undefined;
  const close = async () => {
    await app?.close();
    await database?.close();
    await scratch?.drop();
  };
  try {
    const loadDataDir = template?.kind === 'pglite' && from ? new Blob([fs.readFileSync(from)]) : undefined;
    database = await openDatabase(config.database, { loadDataDir });
    if (!template) await database.migrate();
    if (!template || options.freshSeed) await seedDemo(database.db, clock.now());
    app = await buildApp({ config, db: database.db, now: clock.now, listen: database.listen, storage: options.storage });
    await app.listen({ port: 0, host: '127.0.0.1' });
  } catch (e) {
    await close().catch(() => undefined);
    throw e;
  }
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the test API did not get a TCP port');
  const url = `http://127.0.0.1:${address.port}`;

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async function request<T = any>(method: string, path: string, options: RequestOptions = {}): Promise<TestResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | FormData | undefined;
    if (options.form) body = options.form;
    else if (options.body !== undefined) {
      body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
      headers['content-type'] ??= 'application/json';
    }
    const res = await fetch(url + path, { method, headers, body });
    if (options.stream && res.status === 200) {
      await res.body?.cancel();
      return { status: res.status, headers: res.headers, body: undefined as T, text: '' };
    }
    if (options.raw) {
      const bytes = Buffer.from(await res.arrayBuffer());
      const text = bytes.toString('utf8');
      const json = (res.headers.get('content-type') ?? '').includes('application/json');
      return { status: res.status, headers: res.headers, body: (json && text ? JSON.parse(text) : undefined) as T, text, bytes };
    }
    const text = await res.text();
    let parsed: unknown;
    if (text) {
      try {
        parsed = JSON.parse(text);
      } catch {
        throw new Error(`${method} ${path} answered ${res.status} with a body that is not JSON: ${text.slice(0, 200)}`);
      }
    }
    return { status: res.status, headers: res.headers, body: parsed as T, text };
  }

  const running = app;
  const opened = database;
  return {
    url,
    clock,
    config,
    app,
    db: database.db,
    kind: database.kind,
    request,
    settle: async () => {
      await running.jobs.drain();
      await announcementsArrived(opened.db, opened.listen);
    },
    listen: database.listen,
    close,
  };
}

/**
 * Resolves once every announcement committed before the call has reached this instance's listener.
 * A job's change is announced by a trigger at its commit, but PostgreSQL delivers the announcement
 * over the listener's own connection, a few milliseconds later (a badge counted in between is the
 * remembered one). Announcements reach a listening connection in commit order, so a marker announced
 * now arrives after all of them.
 */
async function announcementsArrived(db: Db, listen: Listen): Promise<void> {
  // A channel of its own: a second listener on a channel being listened to does not wait for LISTEN.
  const marker = randomBytes(6).toString('hex');
  const channel = `portal_test_settled_${marker}`;
  let arrived!: () => void;
  const heard = new Promise<void>((resolve) => (arrived = resolve));
  const stop = await listen(channel, (payload) => payload === marker && arrived());
  try {
    await db.execute(sql`select pg_notify(${channel}, ${marker})`);
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('the database announcement did not arrive within 5 s')), 5_000);
    });
    await Promise.race([heard, late]).finally(() => clearTimeout(timer));
  } finally {
    await stop();
  }
}

let signInSeq = 0;

/**
 * Signs demo people in, each from an address of its own so the sign-in throttle never mixes tests,
 * and fills `token` (access token) and `id` by login id.
 */
export async function signInAll(
  api: TestApi,
  usernames: readonly string[],
  token: Record<string, string>,
  id: Record<string, number> = {},
) {
  for (const username of usernames) {
    signInSeq += 1;
    const res = await api.request('POST', '/accounts/login/', {
      body: { username, password: DEMO_PASSWORD },
      headers: { 'x-forwarded-for': `10.200.${(signInSeq >> 8) & 255}.${signInSeq & 255}` },
    });
    if (res.status !== 200) throw new Error(`sign-in of ${username} failed: ${res.status} ${res.text}`);
    token[username] = res.body.access;
    id[username] = res.body.user.id;
  }
}
