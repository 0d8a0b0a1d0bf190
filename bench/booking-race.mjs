// Booking race benchmark: starts the built API on a fresh embedded database (or on a scratch
// PostgreSQL database next to DATABASE_URL), lets 50 students race for 200 periods (10,000
// attempts, RACE_CONCURRENCY in flight), and prints attempts per second, latency percentiles and
// the invariants: every period exactly at capacity, every other attempt a clean 409, no 5xx, no
// student with overlapping bookings, no seat taken twice. Exits 1 when an invariant fails.
//
//   npm run build -w @portal/api && npm run bench:race -w @portal/bench
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:race -w @portal/bench
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const SLOTS = Number(process.env.RACE_SLOTS || 200);
const STUDENTS = Number(process.env.RACE_STUDENTS || 50);
const CONCURRENCY = Number(process.env.RACE_CONCURRENCY || 64);
const PASSWORD = 'demo1234!';
const root = path.resolve(import.meta.dirname, '..');
const apiMain = path.join(root, 'apps/api/dist/main.js');

if (!fs.existsSync(apiMain)) {
  console.error('The API is not built: run `npm run build -w @portal/api` first.');
  process.exit(2);
}

const freePort = () =>
  new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-race-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
let scratchUrl = null;
let adminUrl = null;

if (process.env.DATABASE_URL) {
  const { default: pg } = await import('pg');
  adminUrl = process.env.DATABASE_URL;
  const name = `bench_race_${randomBytes(4).toString('hex')}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const u = new URL(adminUrl);
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
  LOG_LEVEL: 'warn',
  SEED_DEMO: '1',
  TRUST_PROXY: '127.0.0.1,::1',
  ...(scratchUrl ? { DATABASE_URL: scratchUrl } : { DATABASE_URL: '' }),
};
if (!scratchUrl) delete env.DATABASE_URL;

let api = null;
async function startApi() {
  api = spawn(process.execPath, [apiMain], { env, stdio: ['ignore', 'inherit', 'inherit'] });
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/health/`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the API did not start');
}
async function stopApi() {
  if (!api) return;
  const exited = new Promise((r) => api.once('exit', r));
  api.kill('SIGTERM');
  await exited;
  api = null;
}

/** Adds the racing students straight to the database (the API has no sign-up). */
async function addStudents() {
  const usernames = Array.from({ length: STUDENTS }, (_, i) => `racer${String(i + 1).padStart(3, '0')}`);
  const insert = `INSERT INTO users (username, email, name, category, password_hash)
    SELECT u, u || '@race.cheongram.kr', '경주' || right(u, 3), 'student', (SELECT password_hash FROM users WHERE username = 'student1')
      FROM unnest($1::text[]) AS u`;
  if (scratchUrl) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: scratchUrl });
    await client.connect();
    await client.query(insert, [usernames]);
    await client.end();
  } else {
    // PGlite is one process's database: the API is stopped while we write to it.
    await stopApi();
    const { PGlite } = await import('@electric-sql/pglite');
    const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
    const db = new PGlite(path.join(dataDir, 'pgdata'), { extensions: { btree_gist } });
    await db.query(insert, [usernames]);
    await db.close();
    await startApi();
  }
  return usernames;
}

let address = 0;
async function call(method, url, { token, body } = {}) {
  const headers = { 'x-forwarded-for': `10.77.${Math.floor(address / 250) % 250}.${(address++ % 250) + 1}` };
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(base + url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}
async function login(username) {
  const res = await call('POST', '/accounts/login/', { body: { username, password: PASSWORD } });
  if (res.status !== 200) throw new Error(`sign-in of ${username} answered ${res.status}`);
  return res.body.access;
}

const seoulDate = (d) => new Date(d.getTime() + 9 * 3600_000).toISOString().slice(0, 10);
const addDays = (date, n) => new Date(Date.parse(`${date}T00:00:00Z`) + n * 86400_000).toISOString().slice(0, 10);
const weekdayOf = (date) => new Date(`${date}T00:00:00Z`).getUTCDay();
const hhmm = (m) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
const minutes = (t) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));

const failures = [];
const check = (ok, what) => {
  if (!ok) failures.push(what);
  return ok;
};

try {
  console.log(`booking race on ${scratchUrl ? 'PostgreSQL' : 'PGlite'}: ${SLOTS} periods x ${STUDENTS} students, ${CONCURRENCY} in flight`);
  await startApi();
  const usernames = await addStudents();
  const admin = await login('admin');
  const put = await call('PUT', '/staff/reservations/facilities/computer/', {
    token: admin,
    body: { name: '컴퓨터실', rulesText: '', dailyQuota: null, weeklyQuota: null, cutoffTime: null },
  });
  if (put.status !== 200) throw new Error(`quota reset answered ${put.status}`);

  const today = seoulDate(new Date());
  const days = [1, 2, 3, 4, 5, 6].map((n) => addDays(today, n));
  const perDay = Math.ceil(SLOTS / days.length);
  if (perDay > 34) throw new Error('at most 204 periods fit in six days of 30 minutes from 06:00');
  for (const [d, date] of days.entries())
    for (let i = 0; i < perDay; i++) {
      const start = 6 * 60 + i * 30;
      const res = await call('POST', '/staff/reservations/facilities/computer/templates/', {
        token: admin,
        body: { weekdays: [weekdayOf(date)], startTime: hhmm(start), endTime: hhmm(start + 30), capacity: 1 + ((i * 7 + d) % 10) },
      });
      if (res.status !== 201) throw new Error(`template answered ${res.status}: ${JSON.stringify(res.body)}`);
    }
  const tokens = [];
  for (const u of usernames) tokens.push(await login(u));
  const slots = [];
  for (const date of days) {
    const res = await call('GET', `/reservations/facilities/computer/day/?date=${date}`, { token: tokens[0] });
    for (const s of res.body.slots) if (minutes(s.endTime) - minutes(s.startTime) === 30) slots.push({ ...s, date });
  }
  slots.splice(SLOTS);

  // The race: each period's attempts are neighbours in the queue, so they meet in flight.
  const jobs = slots.flatMap((slot) => tokens.map((token) => ({ token, slot })));
  const latencies = new Array(jobs.length);
  const outcomes = {};
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < jobs.length) {
        const i = next++;
        const t0 = performance.now();
        let key;
        try {
          const res = await call('POST', '/reservations/', {
            token: jobs[i].token,
            body: { facility: 'computer', slotId: jobs[i].slot.id },
          });
          key = `${res.status}${res.status === 201 ? '' : ` ${res.body?.code}`}`;
        } catch (e) {
          key = `network ${e.code ?? e.message}`;
        }
        latencies[i] = performance.now() - t0;
        outcomes[key] = (outcomes[key] ?? 0) + 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))].toFixed(1);

  // Invariants, read back through the staff API (works the same on both databases).
  const capacity = slots.reduce((n, s) => n + s.capacity, 0);
  check(outcomes['201'] === capacity, `bookings ${outcomes['201']} != total capacity ${capacity}`);
  check(outcomes['409 SLOT_FULL'] === jobs.length - capacity, `clean 409s ${outcomes['409 SLOT_FULL']} != ${jobs.length - capacity}`);
  check(
    Object.keys(outcomes).every((k) => k === '201' || k === '409 SLOT_FULL'),
    `other answers: ${JSON.stringify(outcomes)}`,
  );
  const raced = new Set(slots.map((s) => s.id));
  const byStudent = new Map();
  let periodsAtCapacity = 0;
  let seatsTwice = 0;
  for (const date of days) {
    const res = await call('GET', `/staff/reservations/facilities/computer/days/${date}/`, { token: admin });
    for (const s of res.body.slots) {
      if (!raced.has(s.id)) continue;
      const active = s.bookings.filter((b) => b.status === 'active');
      const seats = new Set(active.map((b) => b.resourceLabel));
      seatsTwice += active.length - seats.size;
      if (
        check(
          active.length === s.capacity && s.booked === s.capacity && seats.size === s.capacity,
          `period ${date} ${s.startTime}: ${active.length}/${s.capacity}, ${seats.size} seats`,
        )
      )
        periodsAtCapacity++;
      for (const b of active) {
        const list = byStudent.get(b.student.id) ?? [];
        list.push({ from: Date.parse(`${date}T${b.startTime}:00+09:00`), to: Date.parse(`${date}T${b.endTime}:00+09:00`) });
        byStudent.set(b.student.id, list);
      }
    }
  }
  let overlaps = 0;
  for (const list of byStudent.values()) {
    list.sort((a, b) => a.from - b.from);
    for (let i = 1; i < list.length; i++) if (list[i].from < list[i - 1].to) overlaps++;
  }
  check(overlaps === 0, `${overlaps} overlapping bookings of one student`);
  check(seatsTwice === 0, `${seatsTwice} seats taken twice`);

  console.log('');
  console.log(`attempts        ${jobs.length}`);
  console.log(`duration        ${seconds.toFixed(2)} s`);
  console.log(`throughput      ${Math.round(jobs.length / seconds)} attempts/s`);
  console.log(
    `latency         p50 ${pct(0.5)} ms   p95 ${pct(0.95)} ms   p99 ${pct(0.99)} ms   max ${latencies[latencies.length - 1].toFixed(1)} ms`,
  );
  console.log(
    `answers         ${Object.entries(outcomes)
      .map(([k, v]) => `${k}: ${v}`)
      .join(', ')}`,
  );
  console.log(`capacity        ${capacity} places in ${slots.length} periods; ${periodsAtCapacity} periods exactly full`);
  console.log(`overlaps        ${overlaps} between one student's bookings; ${seatsTwice} seats taken twice`);
  console.log(`invariants      ${failures.length ? `FAILED\n  - ${failures.slice(0, 20).join('\n  - ')}` : 'hold'}`);
  console.log(
    JSON.stringify({
      bench: 'booking-race',
      database: scratchUrl ? 'postgres' : 'pglite',
      attempts: jobs.length,
      seconds: Number(seconds.toFixed(2)),
      attemptsPerSecond: Math.round(jobs.length / seconds),
      p50: Number(pct(0.5)),
      p99: Number(pct(0.99)),
      booked: outcomes['201'] ?? 0,
      capacity,
      invariantsHold: failures.length === 0,
    }),
  );
} catch (e) {
  failures.push(String(e?.stack ?? e));
  console.error(e);
} finally {
  await stopApi();
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (scratchUrl) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${new URL(scratchUrl).pathname.slice(1)} WITH (FORCE)`);
    await client.end();
  }
}
process.exit(failures.length ? 1 : 0);
