// Break time through the portal: students open a page of a running portal (`npm start`) within a few
// seconds, as their phones would, and the portal's server renders each one (its session, its data from
// the API, the HTML). Prints p50/p99/max of the first byte and of the whole page, and the answers.
// Informative: the budgets of break time are the API's (break-time.mjs); this shows what a student
// waits for at the same moment, with the portal's server in the way. No budget is checked here.
//
//   npm start   (in another terminal; a demo centre)
//   node bench/portal-peak.mjs [--url http://localhost:3000] [--route /reservation/computer]
//                              [--opens 300] [--seconds 10] [--sessions 30]
import { percentile } from './lib/api.mjs';
import { portalSession } from './lib/portal-session.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const PORTAL = option('--url', 'http://localhost:3000').replace(/\/$/, '');
const ROUTE = option('--route', '/reservation/computer');
const OPENS = Number(option('--opens', 300));
const SECONDS = Number(option('--seconds', 10));
const SESSIONS = Number(option('--sessions', 30));
// The demo centre's students (db/seed/demo.ts), several sessions each: a session is a phone.
const STUDENTS = ['student1', 'student2', 'student3', 'student4', 'student5', 'student6'];

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const session = (username) => portalSession(PORTAL, username);

/** One page as a phone asks for it (compressed); answers the first byte's and the whole page's time, and the status. */
async function open(cookie) {
  const t0 = performance.now();
  const res = await fetch(PORTAL + ROUTE, { redirect: 'manual', headers: { cookie, 'accept-encoding': 'br, gzip' } });
  const firstByte = performance.now() - t0;
  await res.arrayBuffer();
  return { firstByte, whole: performance.now() - t0, status: res.status };
}

const cookies = [];
for (let i = 0; i < SESSIONS; i += 3)
  cookies.push(
    ...(await Promise.all(Array.from({ length: Math.min(3, SESSIONS - i) }, (_, j) => session(STUDENTS[(i + j) % STUDENTS.length])))),
  );
// Each session once, not counted: the portal's code for the route is compiled and the API has seen the tokens.
for (const cookie of cookies) await open(cookie);

const results = [];
const started = performance.now();
await Promise.all(
  Array.from({ length: OPENS }, async (_, i) => {
    await sleep((i / OPENS) * SECONDS * 1000);
    try {
      results.push(await open(cookies[i % cookies.length]));
    } catch (e) {
      results.push({ status: e.cause?.code ?? e.name });
    }
  }),
);
const took = (performance.now() - started) / 1000;

const timed = results.filter((r) => r.whole != null);
const stat = (key) => {
  const sorted = timed.map((r) => r[key]).sort((a, b) => a - b);
  const r = (v) => (v == null ? null : Math.round(v * 10) / 10);
  return { p50: r(percentile(sorted, 0.5)), p99: r(percentile(sorted, 0.99)), max: r(sorted.at(-1)) };
};
const answers = {};
for (const r of results) answers[r.status] = (answers[r.status] ?? 0) + 1;
const result = {
  bench: 'portal-peak',
  route: ROUTE,
  opens: OPENS,
  seconds: Math.round(took * 10) / 10,
  sessions: cookies.length,
  firstByte: stat('firstByte'),
  whole: stat('whole'),
  answers,
};
console.log(`${ROUTE}: ${OPENS} opens in ${result.seconds} s from ${cookies.length} signed-in sessions`);
console.log(`  first byte  p50 ${result.firstByte.p50} ms   p99 ${result.firstByte.p99} ms   max ${result.firstByte.max} ms`);
console.log(`  whole page  p50 ${result.whole.p50} ms   p99 ${result.whole.p99} ms   max ${result.whole.max} ms`);
console.log(
  `  answers     ${Object.entries(answers)
    .map(([k, v]) => `${k}: ${v}`)
    .join(', ')}`,
);
console.log(JSON.stringify(result));
if (Object.keys(answers).some((k) => k !== '200')) process.exitCode = 1;
