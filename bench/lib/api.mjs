// The built API as the benchmarks start it: on a fresh embedded database in a temporary DATA_DIR, or
// on a scratch database beside a PostgreSQL URL; extra students written straight into the database (the
// API has no sign-up); a small client that signs in and calls it over loopback.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const PASSWORD = 'demo1234!';
const root = path.resolve(import.meta.dirname, '../..');
// BENCH_API_MAIN: another build of the API (a copy of an earlier apps/api/dist beside it, say), to measure
// before and after in one run.
export const apiMain = process.env.BENCH_API_MAIN ? path.resolve(process.env.BENCH_API_MAIN) : path.join(root, 'apps/api/dist/main.js');
// BENCH_API_NODE_ARGS: Node's flags for the API, space-separated (`--cpu-prof --cpu-prof-dir=/tmp/prof`
// profiles it: Node refuses --cpu-prof in NODE_OPTIONS, and the API writes the profile when it stops).
const envNodeArgs = process.env.BENCH_API_NODE_ARGS?.split(/\s+/).filter(Boolean) ?? [];

export const freePort = () =>
  new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

/** `taskset -c <cpu>` when the machine has it and more than one core: the server gets a core to itself. */
export function pinnedTo(cpu, command, args) {
  const usable = os.cpus().length > 1 && spawnSync('taskset', ['--version']).status === 0;
  return usable ? ['taskset', ['-c', String(cpu), command, ...args]] : [command, args];
}

/**
 * Starts the API. `database`: 'pglite' (a temporary DATA_DIR) or a PostgreSQL URL (a scratch database
 * is made next to it and dropped at stop). `env` adds to what `npm start` would give it.
 */
export async function startBenchApi({ database = 'pglite', prefix = 'bench', env: extra = {}, cpu = null, nodeArgs = [] } = {}) {
  if (!fs.existsSync(apiMain)) throw new Error('The API is not built: run `npm run build -w @portal/api` first.');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `portal-${prefix}-`));
  const port = await freePort();
  let scratchUrl = null;
  if (database !== 'pglite') {
    const { default: pg } = await import('pg');
    const name = `${prefix.replace(/\W/g, '_')}_${randomBytes(4).toString('hex')}`;
    const client = new pg.Client({ connectionString: database });
    await client.connect();
    await client.query(`CREATE DATABASE ${name}`);
    await client.end();
    const u = new URL(database);
    u.pathname = `/${name}`;
    scratchUrl = u.toString();
  }
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    API_HOST: '127.0.0.1',
    API_PORT: String(port),
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    ACCESS_TOKEN_TTL_SECONDS: '3600',
    SEED_DEMO: '1',
    TRUST_PROXY: '127.0.0.1,::1',
    // No nightly backup in the middle of a measurement that happens to run at 04:30 Seoul time.
    BACKUP_DAYS: '0',
    ...extra,
  };
  delete env.DATABASE_URL;
  if (scratchUrl) env.DATABASE_URL = scratchUrl;
  const base = `http://127.0.0.1:${port}`;
  let child = null;

  async function start() {
    const argv = [...envNodeArgs, ...nodeArgs, apiMain];
    const [command, args] = cpu === null ? [process.execPath, argv] : pinnedTo(cpu, process.execPath, argv);
    // Its log goes nowhere, as a production log goes to a file: written, not read.
    child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'inherit'] });
    for (let i = 0; i < 600; i++) {
      if (child.exitCode !== null) throw new Error('the API stopped while starting');
      try {
        if ((await fetch(`${base}/health/`)).ok) return;
      } catch {
        /* not up yet */
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('the API did not start');
  }
  async function stop() {
    if (!child) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
    child = null;
  }

  /** Writes students `<prefix>001…` with student1's password straight into the database. */
  async function addStudents(count, userPrefix) {
    const usernames = Array.from({ length: count }, (_, i) => `${userPrefix}${String(i + 1).padStart(3, '0')}`);
    const insert = `INSERT INTO users (username, email, name, category, password_hash)
      SELECT u, u || '@bench.cheongram.kr', '학생' || right(u, 3), 'student', (SELECT password_hash FROM users WHERE username = 'student1')
        FROM unnest($1::text[]) AS u`;
    if (scratchUrl) {
      const { default: pg } = await import('pg');
      const client = new pg.Client({ connectionString: scratchUrl });
      await client.connect();
      await client.query(insert, [usernames]);
      await client.end();
    } else {
      // PGlite is one process's database: the API is stopped while we write to it.
      await stop();
      const { PGlite } = await import('@electric-sql/pglite');
      const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
      const db = new PGlite(path.join(dataDir, 'pgdata'), { extensions: { btree_gist } });
      await db.query(insert, [usernames]);
      await db.close();
      await start();
    }
    return usernames;
  }

  async function close() {
    await stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (scratchUrl) {
      const { default: pg } = await import('pg');
      const client = new pg.Client({ connectionString: database });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${new URL(scratchUrl).pathname.slice(1)} WITH (FORCE)`);
      await client.end();
    }
  }

  // Each sign-in from its own address, as students' phones would be (the throttle counts per address).
  let address = 0;
  async function call(method, url, { token, body, signal } = {}) {
    const headers = { 'x-forwarded-for': `10.77.${Math.floor(address / 250) % 250}.${(address++ % 250) + 1}` };
    if (token) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(base + url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined };
  }
  async function login(username) {
    const res = await call('POST', '/accounts/login/', { body: { username, password: PASSWORD } });
    if (res.status !== 200) throw new Error(`sign-in of ${username} answered ${res.status}`);
    return res.body.access;
  }

  /** CPU time the API's process has used so far, in ms (Linux: user + system from /proc; 100 ticks a second). */
  function cpuMs() {
    const fields = fs.readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  }

  await start();
  return { base, kind: scratchUrl ? 'postgres' : 'pglite', addStudents, call, login, close, stop, start, cpuMs };
}

export const seoulDate = (d) => new Date(d.getTime() + 9 * 3600_000).toISOString().slice(0, 10);
export const addDays = (date, n) => new Date(Date.parse(`${date}T00:00:00Z`) + n * 86400_000).toISOString().slice(0, 10);

/** Latency percentile of a sorted list (nearest rank). */
export function percentile(sorted, p) {
  if (!sorted.length) return null;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))];
}

/** Count, p50, p99 and max of a list of latencies (ms, one decimal). */
export function latencyStats(list) {
  const sorted = [...list].sort((a, b) => a - b);
  const r = (v) => (v == null ? null : Math.round(v * 10) / 10);
  return { n: sorted.length, p50: r(percentile(sorted, 0.5)), p99: r(percentile(sorted, 0.99)), max: r(sorted.at(-1)) };
}

/**
 * A scenario script's command line: `option(name, fallback)` reads `--name value` or `--name=value`;
 * `database` is 'pglite', or the PostgreSQL server of `--postgres[=URL]` (DATABASE_URL, else the local one).
 */
export function scenarioArgs(argv = process.argv.slice(2)) {
  const option = (name, fallback) => {
    const hit = argv.find((a) => a === name || a.startsWith(`${name}=`));
    if (!hit) return fallback;
    return hit.includes('=') ? hit.slice(name.length + 1) : (argv[argv.indexOf(hit) + 1] ?? fallback);
  };
  const pg = argv.some((a) => a.startsWith('--postgres'));
  const database = pg ? option('--postgres', '') || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres' : 'pglite';
  return { option, database };
}
