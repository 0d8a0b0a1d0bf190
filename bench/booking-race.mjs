// Booking race benchmark: starts the built API on a fresh embedded database (or on a scratch
// PostgreSQL database next to DATABASE_URL), lets 50 students race for 200 periods (10,000
// attempts, RACE_CONCURRENCY in flight), and prints attempts per second, latency percentiles and
// the invariants: every period exactly at capacity, every other attempt a clean 409, no 5xx, no
// student with overlapping bookings, no seat taken twice. Exits 1 when an invariant fails.
//
//   npm run build -w @portal/api && npm run bench:race -w @portal/bench
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:race -w @portal/bench
import { addDays, percentile, seoulDate, startBenchApi } from './lib/api.mjs';

const SLOTS = Number(process.env.RACE_SLOTS || 200);
const STUDENTS = Number(process.env.RACE_STUDENTS || 50);
const CONCURRENCY = Number(process.env.RACE_CONCURRENCY || 64);

const api = await startBenchApi({ database: process.env.DATABASE_URL || 'pglite', prefix: 'race', env: { LOG_LEVEL: 'warn' } });
const { call, login } = api;
const weekdayOf = (date) => new Date(`${date}T00:00:00Z`).getUTCDay();
const hhmm = (m) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
const minutes = (t) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));

const failures = [];
const check = (ok, what) => {
  if (!ok) failures.push(what);
  return ok;
};

try {
  console.log(
    `booking race on ${api.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}: ${SLOTS} periods x ${STUDENTS} students, ${CONCURRENCY} in flight`,
  );
  const usernames = await api.addStudents(STUDENTS, 'racer');
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
  const pct = (q) => percentile(latencies, q).toFixed(1);

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
      database: api.kind,
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
  await api.close();
}
process.exit(failures.length ? 1 : 0);
