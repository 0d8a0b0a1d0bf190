// Break time: the API under a campus's peak. On the built API (the embedded database, or a scratch
// PostgreSQL database with --postgres[=URL]):
//  1. 300 students, each signed in, open the computer-room reservation page within 10 s: the requests
//     the page really makes (the day's periods, fetched by the portal's server, and the live-event
//     stream the shell keeps open);
//  2. 200 of them book within the same minute, each followed by the page's refetch of the day;
//  3. GET throughput at 50 connections (wrk, one thread on the other core), of the API pinned to one
//     core, next to a bare Fastify route on that core, interleaved: the ratio is what the budget checks.
// Prints p50/p99 per request kind, answers and errors, and one JSON line (`{"bench":"break-time",…}`).
//
//   npm run build -w @portal/api && node bench/break-time.mjs [--postgres[=URL]] [--students 300]
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { addDays, freePort, latencyStats as stats, pinnedTo, scenarioArgs, seoulDate, startBenchApi } from './lib/api.mjs';

const { option, database } = scenarioArgs();
const STUDENTS = Number(option('--students', 300));
const BOOKERS = Math.min(STUDENTS, Number(option('--bookers', 200)));
const OPEN_SECONDS = 10;
const BOOK_SECONDS = 60;
const WRK_SECONDS = Number(option('--wrk-seconds', 5));
const TIMEOUT_MS = 10_000;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

if (spawnSync('wrk', ['--version']).error) {
  console.error('wrk is missing: `apt-get install wrk` (Debian) measures the throughput part.');
  process.exit(2);
}

const api = await startBenchApi({ database, prefix: 'breaktime', cpu: 0 });
const latencies = { day: [], stream: [], book: [], refetch: [] };
const answers = {};
const errors = [];

/** One request as the scenario makes it: timed, its answer counted, a 5xx or a network failure an error. */
async function timed(kind, method, url, token, body) {
  const t0 = performance.now();
  try {
    const res = await api.call(method, url, { token, body, signal: AbortSignal.timeout(TIMEOUT_MS) });
    latencies[kind].push(performance.now() - t0);
    const key = `${kind} ${res.status}${res.status >= 400 ? ` ${res.body?.code}` : ''}`;
    answers[key] = (answers[key] ?? 0) + 1;
    if (res.status >= 500) errors.push(key);
    return res;
  } catch (e) {
    errors.push(`${kind} ${e.name === 'TimeoutError' ? 'timeout' : (e.cause?.code ?? e.message)}`);
    return null;
  }
}

/** Opens the live-event stream as the shell does; answers how to close it. */
async function openStream(token) {
  const controller = new AbortController();
  const t0 = performance.now();
  const timer = setTimeout(() => controller.abort(), TIMEOUT_MS);
  try {
    const res = await fetch(`${api.base}/live/events/`, { headers: { authorization: `Bearer ${token}` }, signal: controller.signal });
    clearTimeout(timer);
    latencies.stream.push(performance.now() - t0);
    if (res.status !== 200) errors.push(`stream ${res.status}`);
    // Read it (as a browser would), so the server is not held up by a full socket.
    (async () => {
      try {
        for await (const chunk of res.body ?? []) void chunk;
      } catch {
        /* closed at the end */
      }
    })();
  } catch (e) {
    errors.push(`stream ${e.name === 'AbortError' ? 'timeout' : (e.cause?.code ?? e.message)}`);
  }
  return () => controller.abort();
}

/** wrk, one thread and 50 connections on core 1: requests per second and non-2xx answers. */
function wrk(url, token, seconds = WRK_SECONDS) {
  const headers = token ? ['-H', `authorization: Bearer ${token}`] : [];
  const [command, wrkArgs] = pinnedTo(1, 'wrk', ['-t1', '-c50', `-d${seconds}s`, '--latency', ...headers, url]);
  const out = spawnSync(command, wrkArgs, { encoding: 'utf8' }).stdout;
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0);
  const bad = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0);
  const p99 = /99%\s+([\d.]+)(us|ms|s)/.exec(out);
  const p99Ms = p99 ? Number(p99[1]) * { us: 0.001, ms: 1, s: 1000 }[p99[2]] : null;
  return { rps: Math.round(rps), bad, p99Ms };
}

try {
  console.log(
    `break time on ${api.kind === 'postgres' ? 'PostgreSQL' : 'the embedded database (PGlite)'}: ${STUDENTS} students, ${BOOKERS} book`,
  );
  const usernames = await api.addStudents(STUDENTS, 'break');
  const tokens = [];
  for (let i = 0; i < usernames.length; i += 8) tokens.push(...(await Promise.all(usernames.slice(i, i + 8).map((u) => api.login(u)))));

  // The day the page shows: the first of the week with a period still open.
  let date = seoulDate(new Date());
  for (let n = 0; n < 7; n++) {
    const d = addDays(seoulDate(new Date()), n);
    const res = await api.call('GET', `/reservations/facilities/computer/day/?date=${d}`, { token: tokens[0] });
    if (res.body.slots.some((s) => s.state === 'open')) {
      date = d;
      break;
    }
  }
  const dayUrl = `/reservations/facilities/computer/day/?date=${date}`;
  const open = (await api.call('GET', dayUrl, { token: tokens[0] })).body.slots.filter((s) => s.state === 'open');
  if (!open.length) throw new Error('no open computer-room period in the coming week');

  // 1. Everyone opens the page within OPEN_SECONDS.
  const closers = [];
  const t1 = performance.now();
  await Promise.all(
    tokens.map(async (token, i) => {
      await sleep((i / tokens.length) * OPEN_SECONDS * 1000);
      await timed('day', 'GET', dayUrl, token);
      closers.push(await openStream(token));
    }),
  );
  const openSeconds = (performance.now() - t1) / 1000;

  // 2. BOOKERS of them book within the minute, each at a random moment, then the page refetches.
  const t2 = performance.now();
  await Promise.all(
    tokens.slice(0, BOOKERS).map(async (token, i) => {
      await sleep(((i * 7919) % BOOKERS) * ((BOOK_SECONDS * 1000) / BOOKERS));
      const slot = open[i % open.length];
      await timed('book', 'POST', '/reservations/', token, { facility: 'computer', slotId: slot.id });
      await timed('refetch', 'GET', dayUrl, token);
    }),
  );
  const bookSeconds = (performance.now() - t2) / 1000;
  for (const close of closers) close();
  await sleep(500);

  // 3. Throughput, interleaved with the floor: bare, /site/, /accounts/me/, /reservations/upcoming/ and the page's
  // day, twice, after a warm-up.
  const barePort = await freePort();
  const [command, bareArgs] = pinnedTo(0, process.execPath, [path.join(import.meta.dirname, 'lib/bare-fastify.mjs'), String(barePort)]);
  const bare = spawn(command, bareArgs, { stdio: 'inherit' });
  for (
    let i = 0;
    i < 100 &&
    !(await fetch(`http://127.0.0.1:${barePort}/hello/`).then(
      (r) => r.ok,
      () => false,
    ));
    i++
  )
    await sleep(100);
  const targets = {
    bare: [`http://127.0.0.1:${barePort}/hello/`, null],
    site: [`${api.base}/site/`, null],
    me: [`${api.base}/accounts/me/`, tokens[0]],
    upcoming: [`${api.base}/reservations/upcoming/`, tokens[0]],
    day: [`${api.base}${dayUrl}`, tokens[0]],
  };
  const runs = Object.fromEntries(Object.keys(targets).map((k) => [k, []]));
  // A second of each first, not counted: each server's code for the route is compiled before it is timed
  // (the bare server has just started, and the API has not served these routes yet).
  for (const [url, token] of Object.values(targets)) wrk(url, token, 1);
  for (let round = 0; round < 2; round++) for (const [k, [url, token]] of Object.entries(targets)) runs[k].push(wrk(url, token));
  bare.kill();
  const mean = (k) => Math.round(runs[k].reduce((n, r) => n + r.rps, 0) / runs[k].length);
  const floor = mean('bare');
  const throughput = Object.fromEntries(
    Object.keys(targets).map((k) => [
      k,
      {
        rps: mean(k),
        ratio: Math.round((mean(k) / floor) * 1000) / 1000,
        non2xx: runs[k].reduce((n, r) => n + r.bad, 0),
        p99Ms: Math.max(...runs[k].map((r) => r.p99Ms ?? 0)),
      },
    ]),
  );

  const all = [...latencies.day, ...latencies.book, ...latencies.refetch];
  const result = {
    bench: 'break-time',
    database: api.kind,
    students: STUDENTS,
    bookers: BOOKERS,
    openSeconds: Math.round(openSeconds * 10) / 10,
    bookSeconds: Math.round(bookSeconds * 10) / 10,
    requests: stats(all),
    byKind: Object.fromEntries(Object.entries(latencies).map(([k, v]) => [k, stats(v)])),
    answers,
    errors: errors.length,
    errorKinds: [...new Set(errors)].slice(0, 10),
    throughput,
  };
  console.log('');
  console.log(`page opens      ${STUDENTS} in ${result.openSeconds} s; bookings ${BOOKERS} in ${result.bookSeconds} s`);
  console.log(
    `all requests    p50 ${result.requests.p50} ms   p99 ${result.requests.p99} ms   max ${result.requests.max} ms   (${result.requests.n})`,
  );
  for (const [k, s] of Object.entries(result.byKind))
    console.log(`  ${k.padEnd(13)} p50 ${s.p50} ms   p99 ${s.p99} ms   max ${s.max} ms   (${s.n})`);
  console.log(
    `answers         ${Object.entries(answers)
      .map(([k, v]) => `${k}: ${v}`)
      .join(', ')}`,
  );
  console.log(`errors          ${errors.length}${errors.length ? ` (${result.errorKinds.join(', ')})` : ''}`);
  console.log('throughput (wrk -t1 -c50, API and floor on one core)');
  for (const [k, t] of Object.entries(throughput))
    console.log(
      `  ${k.padEnd(13)} ${String(t.rps).padStart(6)} req/s   ${(t.ratio * 100).toFixed(1).padStart(5)}% of bare Fastify   p99 ${t.p99Ms} ms${t.non2xx ? `   non-2xx ${t.non2xx}` : ''}`,
    );
  console.log(JSON.stringify(result));
} catch (e) {
  console.error(e);
  process.exitCode = 1;
} finally {
  await api.close();
}
