import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Config } from '../config';
import * as schema from './schema';
import { snapshotFiles } from './snapshot';

export type Schema = typeof schema;
/** The one database type every repository takes: PGlite and node-postgres both satisfy it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/**
 * Subscribes to a PostgreSQL notification channel; answers how to unsubscribe. Besides each payload the
 * callback hears '!' when the connection is lost (notifications may be missed) and '*' when it is back.
 */
export type Listen = (channel: string, onNotify: (payload: string) => void) => Promise<() => Promise<void>>;

export type Database = {
  db: Db;
  /** LISTEN on PostgreSQL (one dedicated connection, reconnected if lost); PGlite's in-process notifications. */
  listen: Listen;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /**
   * Runs the build's migrations, then `andThen` (the demo seed of an empty database): on PostgreSQL both
   * under one advisory lock, so that of several servers starting at once one does it while the others wait.
   */
  migrate: (andThen?: () => Promise<void>) => Promise<void>;
  /** How many of the build's migrations `migrate` would run; null for a database never migrated (a new one). */
  migrationsToRun: () => Promise<number | null>;
  /** PGlite only: the whole database as a tarball, which `openDatabase(..., { loadDataDir })` starts from. */
  dump?: (compression?: 'none' | 'gzip') => Promise<Blob>;
  /**
   * PGlite in a folder only: copies the database's files into the folder `to` as they are at one instant
   * (a backup's first step: jobs/backup.ts). Other queries wait only for its short second pass (db/snapshot.ts).
   */
  snapshot?: (to: string) => Promise<void>;
};

export type OpenOptions = {
  /** PGlite only: start from a tarball made by `dump()` instead of an empty database (the tests' template). */
  loadDataDir?: Blob;
};

/** The package root, found from this file whether it runs from src/ (tests) or dist/ (bundle). */
function migrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!fs.existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return path.join(dir, 'src/db/migrations');
}

/** How long a request waits for a free connection of the pool. */
export const POOL_WAIT_MS = 5_000;
/** A statement longer than this is cancelled (57014), a lock waited for longer (55P03): both under the portal's 30 s. */
export const STATEMENT_TIMEOUT_MS = 20_000;
export const LOCK_TIMEOUT_MS = 10_000;
/** A transaction left open by a process that stalled does not hold its locks for ever. */
const IDLE_IN_TRANSACTION_MS = 60_000;

// Any constant works; it only has to be the same on every app server that migrates the same database.
const MIGRATION_LOCK_KEY = 727_001;

/** Opens the embedded PGlite database (a folder, or memory) or PostgreSQL when a URL is configured. */
export async function openDatabase(database: Config['database'], options: OpenOptions = {}): Promise<Database> {
  const folder = migrationsFolder();
  if (database.kind === 'pglite') {
    if (database.dataDir) fs.mkdirSync(database.dataDir, { recursive: true });
    // btree_gist: the reservations' exclusion constraints (no overlapping bookings) need it.
    const extensions = { btree_gist };
    const load = options.loadDataDir ? { loadDataDir: options.loadDataDir } : {};
    const client = database.dataDir ? new PGlite(database.dataDir, { extensions, ...load }) : new PGlite({ extensions, ...load });
    await client.waitReady;
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    return {
      db,
      kind: 'pglite',
      listen: (channel, onNotify) => client.listen(channel, onNotify).then((off) => () => off()),
      close: () => client.close(),
      dump: (compression = 'none') => client.dumpDataDir(compression),
      snapshot: database.dataDir ? (to) => snapshotFiles(db, database.dataDir!, to) : undefined,
      migrate: async (andThen) => {
        await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: folder });
        await andThen?.();
      },
      migrationsToRun: () => migrationsToRun(db, folder),
    };
  }
  const pool = new pg.Pool({
    connectionString: database.url,
    max: 20,
    // A database that does not answer: a request waits this long for a connection, not for ever, and
    // answers 503 (DATABASE_BUSY) under the portal's 30 s (an audit held a lock for 45 s: every request
    // waited behind it, and a booking she was told had failed was made afterwards).
    connectionTimeoutMillis: POOL_WAIT_MS,
    statement_timeout: STATEMENT_TIMEOUT_MS,
    lock_timeout: LOCK_TIMEOUT_MS,
    idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_MS,
  });
  // A connection the server ends (a restart, a failover, idle_session_timeout): resting in the pool, the
  // pool drops it and the next query opens another; taken out for a transaction, the statement under
  // way fails and the transaction rolls back. Unheard, its error ended the process, and the portal with
  // it (two audits: the second ended a connection between two statements of a transaction).
  pool.on('connect', (client) => client.on('error', (e) => console.warn(`PostgreSQL 연결 하나가 끊겨 새로 엽니다: ${e.message}`)));
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const listener = postgresListener(database.url);
  return {
    db,
    kind: 'postgres',
    listen: listener.listen,
    close: async () => {
      await listener.close();
      await pool.end();
    },
    // Several app servers may start at once: an advisory lock lets one migrate (and seed) while the others
    // wait. Found by an audit: two servers seeding one empty database at once, the second crashed.
    migrate: async (andThen) => {
      const conn = await pool.connect();
      try {
        // Korean text is searched by its letters (초성, db/search.ts): in another encoding a search
        // failed on every request. Said at the start, with what to do, rather than by each search.
        const { rows } = await conn.query<{ server_encoding: string }>('SHOW server_encoding');
        const encoding = rows[0]?.server_encoding;
        if (encoding !== 'UTF8')
          throw new Error(
            `PostgreSQL 데이터베이스의 인코딩이 ${encoding}입니다. 포털은 UTF8 데이터베이스에서만 동작합니다: ` +
              `CREATE DATABASE <이름> ENCODING 'UTF8' TEMPLATE template0 으로 만든 데이터베이스를 DATABASE_URL에 지정해 주세요. ` +
              `(The database's encoding is ${encoding}; the portal needs a UTF8 database.)`,
          );
        // A migration may rewrite a large table, and waits for the other servers' migration: no limits.
        await conn.query('SET statement_timeout = 0; SET lock_timeout = 0');
        await conn.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg(conn, { schema }), { migrationsFolder: folder });
        await andThen?.();
      } finally {
        await conn.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        // Back in the pool with the pool's limits (it kept none, and a request on it could wait for ever: a regression hunt).
        const reset = await conn.query('RESET statement_timeout; RESET lock_timeout').then(
          () => true,
          () => false,
        );
        conn.release(!reset);
      }
    },
    migrationsToRun: () => migrationsToRun(db, folder),
  };
}

/**
 * Counted as drizzle's migrator decides what to run: every migration of the journal made after the
 * newest one the database records (`drizzle.__drizzle_migrations.created_at` is the journal's `when`).
 */
async function migrationsToRun(db: Db, folder: string): Promise<number | null> {
  const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as { entries: { when: number }[] };
  const rowsOf = async (query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
  const [table] = await rowsOf(sql`select to_regclass('drizzle.__drizzle_migrations')::text as name`);
  if (!table?.name) return null;
  const [newest] = await rowsOf(sql`select max(created_at)::text as at from drizzle.__drizzle_migrations`);
  if (newest?.at == null) return null;
  return journal.entries.filter((entry) => entry.when > Number(newest.at)).length;
}

/** True when the database has no users yet (a fresh install). */
export async function isEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ id: schema.users.id }).from(schema.users).limit(1);
  return rows.length === 0;
}

/**
 * One connection per API instance for LISTEN, shared by every channel. If it drops, or cannot be made,
 * it is tried again after a second, then after twice as long each time up to `maxRetryMs`, until it is
 * back (what was notified meanwhile is found by the workers' polling and the live sweep; listeners hear
 * '!' when it drops and '*' when it is back). Found by an audit: a database restart used to leave every
 * instance without it for good when the first try after the drop failed.
 */
export function postgresListener(url: string, { firstRetryMs = 1000, maxRetryMs = 30_000 } = {}) {
  const channels = new Map<string, Set<(payload: string) => void>>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let closed = false;
  let wasConnected = false;
  let retry: NodeJS.Timeout | null = null;
  let retryMs = 0;

  const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
  const tell = (payload: string) => {
    for (const fns of channels.values()) for (const fn of fns) fn(payload);
  };

  /** Tries again later (once at a time), while anyone listens. */
  function tryAgain() {
    if (closed || retry || client || !channels.size) return;
    retryMs = Math.min(retryMs ? retryMs * 2 : firstRetryMs, maxRetryMs);
    retry = setTimeout(() => {
      retry = null;
      connect().catch(() => tryAgain());
    }, retryMs);
    retry.unref();
  }

  function connect(): Promise<pg.Client> {
    if (client) return Promise.resolve(client);
    connecting ??= (async () => {
      const c = new pg.Client({ connectionString: url });
      let lost = false;
      const drop = () => {
        if (lost) return;
        lost = true;
        if (client !== c) return;
        client = null;
        // Whoever caches on what this connection announces stops trusting it until it is back ('*').
        tell('!');
        void c.end().catch(() => undefined);
        tryAgain();
      };
      c.on('notification', (n) => {
        for (const fn of channels.get(n.channel) ?? []) fn(n.payload ?? '');
      });
      c.on('error', drop);
      c.on('end', drop);
      try {
        await c.connect();
        for (const channel of channels.keys()) await c.query(`LISTEN ${quote(channel)}`);
      } catch (e) {
        lost = true;
        await c.end().catch(() => undefined);
        throw e;
      }
      if (closed) {
        await c.end().catch(() => undefined);
        throw new Error('listener closed');
      }
      const reconnected = wasConnected;
      wasConnected = true;
      retryMs = 0;
      client = c;
      if (reconnected) tell('*');
      return c;
    })().finally(() => {
      connecting = null;
    });
    return connecting;
  }

  return {
    async listen(channel: string, onNotify: (payload: string) => void) {
      const fresh = !channels.has(channel);
      if (fresh) channels.set(channel, new Set());
      channels.get(channel)!.add(onNotify);
      let c: pg.Client;
      try {
        c = await connect();
      } catch (e) {
        // She is kept: the connection is tried again, and LISTENs to her channel once it is made.
        tryAgain();
        throw e;
      }
      if (fresh) await c.query(`LISTEN ${quote(channel)}`);
      return async () => {
        const set = channels.get(channel);
        set?.delete(onNotify);
        if (set && !set.size) {
          channels.delete(channel);
          await client?.query(`UNLISTEN ${quote(channel)}`).catch(() => undefined);
        }
      };
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      retry = null;
      channels.clear();
      const c = client ?? (connecting ? await connecting.catch(() => null) : null);
      client = null;
      await c?.end().catch(() => undefined);
    },
  };
}

/**
 * A repository's `transaction`: runs `work` in one transaction with the repository's queries bound to
 * it, and the transaction itself (for `notify`, which writes its outbox row in the same transaction).
 */
export function transactional<R>(db: Db, queries: (db: Db) => R) {
  return <T>(work: (repo: R, tx: Db) => Promise<T>): Promise<T> =>
    db.transaction((t) => work(queries(t as unknown as Db), t as unknown as Db));
}
