// Performance budgets of the portal (`npm run bench`). Starts the built app on its own ports with a
// fresh embedded database, measures every route of budgets.json with Lighthouse (mobile, simulated
// throttling) and its first-load JavaScript, puts a bounded load on a few API routes over loopback,
// prints the results against the budgets, writes results/latest.json and exits 1 when a budget fails.
// The routes' performance budgets are relative to the floor (bench/floor: a hello world of the same
// Next version, measured in the same run, its Lighthouse runs interleaved with the routes').
//
// Options: --runs N (Lighthouse runs per route, median kept; default budgets.lighthouse.runs)
//          --skip-lighthouse, --skip-api, --skip-break-time (measure only part; skipped parts count as neither pass nor fail)
//          (the break-time scenario, break-time.mjs, runs after the rest on each database of budgets.breakTime,
//          then the push burst, push-burst.mjs, on each of budgets.pushBurst; --skip-break-time skips both;
//          BENCH_DATABASE_URL names the PostgreSQL server, default postgres://postgres@127.0.0.1:5432/postgres)
//          --js-only (first-load JS of every route and of the floor, no Lighthouse and no API load: seconds, not minutes)
//          --only /a,/b (only these routes of budgets.json)
//          --keep-data (leave the temporary DATA_DIR behind)
//          --print (print the tables of results/latest.json again, measure nothing)
//          --explain-lcp (after each Lighthouse run, the requests its simulated LCP waited for: see README)
//          --long-tasks (after each Lighthouse run, its long tasks: what ran in them, with CPU samples; see README)
//          --applied-throttling (Lighthouse slows the network and CPU while loading, instead of simulating
//          from an unthrottled load: a check of what a slow phone sees; the budgets are judged the same way)
// Environment: CHROME_PATH (default /usr/bin/chromium), BENCH_PORT / BENCH_API_PORT (3200 / 4200),
//              BENCH_FLOOR_PORT (the floor's server, default BENCH_PORT + 50).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { generateReport } from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import { CHROMIUM_FLAGS } from '../scripts/chromium-flags.mjs';
import { describeLongTasks, longTasks, navigationOf } from './lib/long-tasks.mjs';
import { portalSession as signInAtPortal } from './lib/portal-session.mjs';

const here = import.meta.dirname;
const root = path.resolve(here, '..');
const resultsDir = path.join(here, 'results');
const budgets = JSON.parse(fs.readFileSync(path.join(here, 'budgets.json'), 'utf8'));

const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const option = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const RUNS = Math.max(1, Math.floor(Number(option('--runs') ?? budgets.lighthouse?.runs ?? 1)) || 1);
const PORT = Number(process.env.BENCH_PORT || 3200);
const API_PORT = Number(process.env.BENCH_API_PORT || 4200);
const FLOOR_PORT = Number(process.env.BENCH_FLOOR_PORT || PORT + 50);
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const PASSWORD = 'demo1234!';

// Loopback only. The browser uses `localhost` because that is the portal's NEXTAUTH_URL (cookies and
// next-auth's absolute URLs are made for it); Node talks to 127.0.0.1 directly.
const BROWSER_ORIGIN = `http://localhost:${PORT}`;
const PORTAL = `http://127.0.0.1:${PORT}`;
const API = `http://127.0.0.1:${API_PORT}`;
const FLOOR_BROWSER_ORIGIN = `http://localhost:${FLOOR_PORT}`;
const FLOOR = `http://127.0.0.1:${FLOOR_PORT}`;

/** Refuses any address that is not this machine: the bench never talks to anything else. */
function local(url) {
  const host = new URL(url).hostname;
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(host)) throw new Error(`not a loopback address: ${url}`);
  return url;
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const round = (n, d = 1) => (n == null || Number.isNaN(n) ? null : Math.round(n * 10 ** d) / 10 ** d);

// ---------------------------------------------------------------------------------------------
// The app under test

let app = null;
let appExit = null; // why the app stopped on its own, if it did
let stopping = false;
let dataDir = null;
let chrome = null;

// The running portal loads from apps/web/.next as pages are requested; a build made meanwhile
// (another terminal, the e2e tests) replaces it under the server's feet and what follows measures
// a broken mix. (The API is one bundle loaded at start: rebuilding it does not disturb the running one.)
const BUILD_ID_FILE = path.join(root, 'apps/web/.next/BUILD_ID');
let buildStamp = null;
function currentBuildStamp() {
  try {
    return `BUILD_ID ${fs.readFileSync(BUILD_ID_FILE, 'utf8').trim()}`;
  } catch {
    return 'no BUILD_ID (a build is running?)';
  }
}

function appGone() {
  try {
    assertAppUp();
    return false;
  } catch {
    return true;
  }
}

/** Throws when the app under test is gone or was rebuilt: nothing measured after that would mean anything. */
function assertAppUp() {
  if (appExit) throw new Error(appExit);
  const now = currentBuildStamp();
  if (buildStamp && now !== buildStamp)
    throw new Error(`apps/web was rebuilt while the bench ran (${buildStamp} -> ${now}); run the bench again when no build is running`);
}

async function isListening(url) {
  try {
    await fetch(local(url), { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}

/** Copies a child's output line by line, each line marked with `label`. */
function prefixLines(stream, out, label) {
  let rest = '';
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop();
    for (const line of lines) out.write(`  [${label}] ${line}\n`);
  });
}

/**
 * Starts a Node server in its own process group (so that `stopGroup` stops it with all it starts), its
 * output prefixed with `label`; `onLost` hears of an exit that no stop asked for.
 */
function spawnGroup(label, args, { cwd, env }, onLost) {
  const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  prefixLines(child.stdout, process.stdout, label);
  prefixLines(child.stderr, process.stderr, label);
  child.on('exit', (code, signal) => {
    if (!stopping) onLost(code ?? signal);
  });
  return child;
}

async function startApp() {
  for (const url of [PORTAL, API]) {
    if (await isListening(url)) throw new Error(`${url} is already in use; stop what runs there or set BENCH_PORT / BENCH_API_PORT`);
  }
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  const env = { ...process.env };
  // A fresh embedded database and the defaults, whatever this shell has set for a real deployment.
  for (const k of [
    'DATABASE_URL',
    'API_PUBLIC_URL',
    'API_INTERNAL_URL',
    'NEXTAUTH_URL',
    'JWT_SECRET',
    'NEXTAUTH_SECRET',
    'ACCESS_TOKEN_TTL_SECONDS',
    'REFRESH_TOKEN_TTL_SECONDS',
    'LOGIN_MAX_FAILURES',
    'LOGIN_PAIR_MAX_FAILURES',
    'LOGIN_ADDRESS_MAX_FAILURES',
    'LOGIN_WINDOW_SECONDS',
    'TRUST_PROXY_HOPS',
    'SEED_DEMO',
    'CORS_ORIGINS',
  ])
    delete env[k];
  Object.assign(env, {
    DATA_DIR: dataDir,
    PORT: String(PORT),
    API_PORT: String(API_PORT),
    HOST: '127.0.0.1',
    API_HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    // No nightly backup in the middle of a measurement that happens to run at 04:30 Seoul time.
    BACKUP_DAYS: '0',
    NEXT_TELEMETRY_DISABLED: '1',
    // The drawer links to the external learning platform; keep even that link on this machine.
    LUMINA_URL: `${BROWSER_ORIGIN}/lumina-landing`,
  });
  console.log(`Starting the app (portal ${PORTAL}, API ${API}, DATA_DIR ${dataDir})…`);
  const started = (app = spawnGroup('app', [path.join(root, 'scripts/start.mjs')], { cwd: root, env }, (how) => {
    if (started !== app) return;
    appExit = `the app stopped during the bench (exit ${how}); was apps/web or apps/api rebuilt or stopped meanwhile?`;
    console.error(`\n${appExit}`);
  }));

  const deadline = Date.now() + 300_000; // a first start may build
  for (const url of [`${API}/health/`, `${PORTAL}/sign/login`]) {
    for (;;) {
      if (app.exitCode !== null || app.signalCode !== null)
        throw new Error(`the app stopped while starting (exit ${app.exitCode ?? app.signalCode})`);
      if (Date.now() > deadline) throw new Error(`${url} did not answer within 5 minutes`);
      try {
        const res = await fetch(local(url), { redirect: 'manual', signal: AbortSignal.timeout(5000) });
        if (res.ok) break;
      } catch {
        /* not up yet */
      }
      await sleep(500);
    }
  }
  buildStamp = currentBuildStamp();
  console.log('The app is up.\n');
}

/** Stops a child started in its own process group, and whatever of the group is left. */
async function stopGroup(child) {
  if (!child) return;
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((r) => child.once('exit', r));
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
    const done = await Promise.race([exited.then(() => true), sleep(10_000).then(() => false)]);
    if (!done) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
    }
  }
  // start.mjs stops its children with SIGTERM and exits; make sure nothing of the group is left.
  await sleep(700);
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    /* nothing left */
  }
}

async function stopApp() {
  stopping = true;
  await stopGroup(app);
  app = null;
  if (dataDir && !flag('--keep-data')) fs.rmSync(dataDir, { recursive: true, force: true });
}

// ---------------------------------------------------------------------------------------------
// The floor (issue 10)
//
// bench/floor is a hello world (one static page, a root layout) of the very next, react and react-dom
// apps/web runs: it has no dependencies of its own and resolves them from the repository's node_modules.
// Measured in the same run as the routes, it says what the framework alone scores on this machine now,
// and the routes' performance budgets are relative to it: absolute Lighthouse scores move from machine
// to machine (and with the machine's load), the distance to the floor much less.

const FLOOR_DIR = path.join(here, 'floor');
const FLOOR_BUILD_ID = path.join(FLOOR_DIR, '.next/BUILD_ID');
// The versions the floor was built with: npm gives installed files a fixed old mtime, so an upgrade of
// next would not make the build look older than its sources.
const FLOOR_STAMP = path.join(FLOOR_DIR, '.next/bench-floor.json');
let floorServer = null;
let floorExit = null;

/** next, react and react-dom as Node resolves them from `dir` (what its build and server load). */
function frameworkVersions(dir) {
  const req = createRequire(path.join(dir, 'package.json'));
  return Object.fromEntries(['next', 'react', 'react-dom'].map((name) => [name, req(`${name}/package.json`).version]));
}

/** The floor's framework versions; throws unless they are the ones apps/web resolves. */
function floorVersions() {
  const web = frameworkVersions(path.join(root, 'apps/web'));
  const floor = frameworkVersions(FLOOR_DIR);
  if (JSON.stringify(web) !== JSON.stringify(floor))
    throw new Error(`bench/floor resolves ${JSON.stringify(floor)}, apps/web ${JSON.stringify(web)}: the floor must use the same versions`);
  return floor;
}

function nextBin() {
  const req = createRequire(path.join(FLOOR_DIR, 'package.json'));
  return path.join(path.dirname(req.resolve('next/package.json')), 'dist/bin/next');
}

/** Newest modification time of the given files and of the files under the given folders. */
function newestMtime(paths) {
  let max = 0;
  const visit = (p) => {
    const st = fs.statSync(p, { throwIfNoEntry: false });
    if (!st) return;
    if (st.isDirectory()) for (const name of fs.readdirSync(p)) visit(path.join(p, name));
    else max = Math.max(max, st.mtimeMs);
  };
  paths.forEach(visit);
  return max;
}

/** Builds bench/floor when it has no build, or one older than its sources or made with other versions. */
function buildFloorIfNeeded(versions) {
  const built = fs.statSync(FLOOR_BUILD_ID, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  let stamp = null;
  try {
    stamp = fs.readFileSync(FLOOR_STAMP, 'utf8').trim();
  } catch {
    /* never built by the bench */
  }
  const sources = ['app', 'next.config.mjs', 'package.json', 'tsconfig.json'].map((s) => path.join(FLOOR_DIR, s));
  if (built && newestMtime(sources) <= built && stamp === JSON.stringify(versions)) return;
  console.log(`Building the floor (bench/floor, next ${versions.next})…`);
  const r = spawnSync(process.execPath, [nextBin(), 'build'], {
    cwd: FLOOR_DIR,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (r.status !== 0) throw new Error(`building bench/floor failed (exit ${r.status ?? r.signal})`);
  fs.writeFileSync(FLOOR_STAMP, `${JSON.stringify(versions)}\n`);
}

/** `next start` of the floor on 127.0.0.1:FLOOR_PORT, in its own process group like the app. */
async function startFloor() {
  if (await isListening(FLOOR)) throw new Error(`${FLOOR} is already in use; stop what runs there or set BENCH_FLOOR_PORT`);
  console.log(`Starting the floor (${FLOOR})…`);
  const env = { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' };
  delete env.PORT; // -p decides
  const args = [nextBin(), 'start', '-p', String(FLOOR_PORT), '-H', '127.0.0.1'];
  const started = (floorServer = spawnGroup('floor', args, { cwd: FLOOR_DIR, env }, (how) => {
    if (started !== floorServer) return;
    floorExit = `the floor's server stopped during the bench (exit ${how})`;
    console.error(`\n${floorExit}`);
  }));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (floorExit || started.exitCode !== null) throw new Error(floorExit || `the floor's server stopped while starting`);
    if (Date.now() > deadline) throw new Error(`${FLOOR}/ did not answer within a minute`);
    try {
      if ((await fetch(local(`${FLOOR}/`), { signal: AbortSignal.timeout(5000) })).ok) break;
    } catch {
      /* not up yet */
    }
    await sleep(300);
  }
}

async function stopFloor() {
  stopping = true;
  await stopGroup(floorServer);
  floorServer = null;
}

let cleaning = null;
function cleanup() {
  cleaning ||= (async () => {
    if (chrome) {
      try {
        await chrome.kill();
      } catch {
        /* ignore */
      }
      chrome = null;
    }
    await Promise.all([stopApp(), stopFloor()]);
  })();
  return cleaning;
}
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(sig, async () => {
    console.error(`\n${sig}: stopping the app…`);
    await cleanup();
    process.exit(130);
  });
}

// ---------------------------------------------------------------------------------------------
// Other work on the machine
//
// Lighthouse's simulated throttling and the API latencies both suffer when something else uses the
// CPU meanwhile (a build, tests in another terminal). On Linux the bench measures how much of the
// machine's CPU time went to processes that are not its own (itself, the app's process group,
// Chrome's) during each measurement, so that a bad number on a busy machine can be told apart.

const ownGroup = (() => {
  try {
    const stat = fs.readFileSync('/proc/self/stat', 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]);
  } catch {
    return null;
  }
})();

function readJiffies() {
  try {
    const cpu = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    const total = cpu.slice(0, 8).reduce((a, b) => a + b, 0);
    const idle = cpu[3] + cpu[4];
    let ours = 0;
    const groups = new Set([app?.pid, floorServer?.pid, chrome?.pid, ownGroup].filter(Boolean)); // all lead their own groups
    for (const pid of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      let stat;
      try {
        stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      } catch {
        continue;
      }
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' '); // f[0] is field 3 (state)
      const pgrp = Number(f[2]);
      // utime + stime, plus cutime + cstime: the time of children already reaped (Chrome closes a
      // tab's renderer at the end of every Lighthouse run), so that it is not taken for others'.
      if (Number(pid) === process.pid || groups.has(pgrp)) ours += Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14]);
    }
    return { total, busy: total - idle, ours };
  } catch {
    return null;
  }
}

/** Starts a measurement; the returned function gives the share (%) of all CPU time used by others. */
function otherCpu() {
  const a = readJiffies();
  return () => {
    const b = readJiffies();
    if (!a || !b || b.total <= a.total) return null;
    // Our processes that ended meanwhile are missing from b.ours; clamp at 0.
    return Math.max(0, Math.round((100 * (b.busy - a.busy - (b.ours - a.ours))) / (b.total - a.total)));
  };
}

// ---------------------------------------------------------------------------------------------
// Signing in

/** Signs in through next-auth's credentials flow, as the login form does (lib/portal-session.mjs). */
const portalSession = (username) => signInAtPortal(local(PORTAL), username, { origin: BROWSER_ORIGIN });

async function apiLogin(username) {
  const res = await fetch(local(`${API}/accounts/login/`), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`POST /accounts/login/ as ${username}: HTTP ${res.status} ${await res.text()}`);
  return res.json();
}

// ---------------------------------------------------------------------------------------------
// First-load JavaScript
//
// Method: the scripts the route's server-rendered HTML makes the browser fetch before the page is
// interactive, i.e. every <script src> (except nomodule polyfills, which modern browsers skip) and
// every <link rel="preload|modulepreload" as="script">, plus the client-component chunks the inline
// RSC payload of that HTML names (React loads them before hydrating). Each file is downloaded from
// the running server and gzip-compressed here with zlib's default level, which is what Next's
// built-in compression sends; the sum is the route's first-load JS. This reads what Next actually
// serves for the request (signed in or not), so it does not depend on the shape of Next 16's build
// manifests, which are internal and changed between majors (Next 16 no longer prints first-load
// sizes in `next build`). It excludes JS fetched later (link prefetches, lazy imports on interaction).
// As a cross-check, the script bytes Lighthouse saw during its page load are reported too.

function scriptUrlsOf(html, origin) {
  const urls = new Set();
  const attr = (tag, name) =>
    tag
      .match(new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i'))
      ?.slice(1)
      .find((v) => v !== undefined);
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attr(tag, 'src');
    if (src && !/\snomodule\b/i.test(tag)) urls.add(src);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = (attr(tag, 'rel') || '').toLowerCase();
    const as = (attr(tag, 'as') || '').toLowerCase();
    const href = attr(tag, 'href');
    if (href && (rel === 'modulepreload' || (rel === 'preload' && as === 'script'))) urls.add(href);
  }
  // Client references in the inline flight data: self.__next_f.push([1,"…I[id,[\"chunk\",\"/_next/static/chunks/….js\"],…]…"])
  const flight = [...html.matchAll(/self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)/g)].map((m) => JSON.parse(m[1])).join('');
  // Next 16 writes each chunk path once as its own row (`4:"/_next/static/chunks/….js"`) and the
  // client-reference rows point at it (`8:I[39756,["$4","$5"],"default"]`).
  const rows = new Map();
  for (const m of flight.matchAll(/(?:^|\n)([0-9a-z]+):("(?:[^"\\]|\\.)*")(?=\n|$)/g)) {
    try {
      rows.set(m[1], JSON.parse(m[2]));
    } catch {
      /* not a string row */
    }
  }
  for (const m of flight.matchAll(/(?:^|\n)[0-9a-z]+:I(\[.*)/g)) {
    try {
      const [, chunks] = JSON.parse(m[1]);
      for (let c of chunks || []) {
        if (typeof c === 'string' && /^\$[0-9a-z]+$/.test(c)) c = rows.get(c.slice(1));
        if (typeof c === 'string' && /\.js(\?|$)/.test(c)) urls.add(c.startsWith('/') ? c : `/_next/${c}`);
      }
    } catch {
      /* not a client reference row */
    }
  }
  return [...urls].map((u) => new URL(u.replace(/&amp;/g, '&'), `${origin}/`).href);
}

/** First-load JS of `route` on the server at `origin` (the portal, or the floor). */
async function firstLoadJs(origin, route, cookie) {
  const res = await fetch(local(`${origin}${route}`), { redirect: 'manual', headers: cookie ? { cookie } : {} });
  const html = await res.text();
  if (res.status !== 200) throw new Error(`GET ${route} answered ${res.status} ${res.headers.get('location') ?? ''}`);
  const files = [];
  for (const url of scriptUrlsOf(html, origin)) {
    if (new URL(url).origin !== origin) {
      files.push({ url, error: 'third-party script, not counted' });
      continue;
    }
    const r = await fetch(local(url), { headers: { 'accept-encoding': 'identity' } });
    if (!r.ok) {
      files.push({ url, error: `HTTP ${r.status}` });
      continue;
    }
    const body = Buffer.from(await r.arrayBuffer());
    files.push({ url: new URL(url).pathname, bytes: body.length, gzipBytes: zlib.gzipSync(body).length });
  }
  const gzipBytes = files.reduce((s, f) => s + (f.gzipBytes || 0), 0);
  const bytes = files.reduce((s, f) => s + (f.bytes || 0), 0);
  return { gzipKb: round(gzipBytes / 1024), rawKb: round(bytes / 1024), files };
}

// ---------------------------------------------------------------------------------------------
// Lighthouse

const CHROME_FLAGS = [
  '--headless=new',
  ...CHROMIUM_FLAGS,
  // Nothing but this machine resolves (localhost straight to IPv4, where the portal listens).
  '--host-resolver-rules=MAP localhost 127.0.0.1, MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];

const LIGHTHOUSE_CONFIG = {
  extends: 'lighthouse:default', // mobile form factor, simulated throttling
  settings: {
    ...(flag('--applied-throttling') ? { throttlingMethod: 'devtools' } : {}),
    clearStorageTypes: ['file_systems', 'shader_cache', 'service_workers', 'cache_storage', 'cookies'],
    // A signed-in page keeps one live event stream open for as long as it is shown, so the network
    // never goes quiet and Lighthouse would wait its full 45 s for every run. The stream draws
    // nothing on the first screen; the runs measure the page without it.
    blockedUrlPatterns: ['*/backend/live/events/*'],
    // CPU samples in the trace, to name the functions of each long task (costs a little CPU itself).
    ...(flag('--long-tasks') ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {}),
  },
};

const pct = (score) => (score == null ? null : Math.round(score * 100));

/** What an audit's details point at, in a few words each: elements, URLs, savings. */
function describeItems(audit, limit = 8) {
  // Some audits (e.g. largest-contentful-paint-element) hold a list of tables.
  if (audit.details?.type === 'list') return (audit.details.items || []).flatMap((table) => describeItems({ details: table }, limit));
  const items = audit.details?.items || [];
  const out = [];
  for (const item of items.slice(0, limit)) {
    const node = item.node?.type === 'node' ? item.node : null;
    const parts = [];
    if (node) {
      parts.push(`selector: ${node.selector}`);
      if (node.snippet) parts.push(`snippet: ${node.snippet.length > 240 ? `${node.snippet.slice(0, 240)}…` : node.snippet}`);
      if (node.nodeLabel) parts.push(`label: ${node.nodeLabel}`);
      if (node.explanation) parts.push(`why: ${node.explanation.replace(/\s+/g, ' ').trim()}`);
    }
    for (const key of [
      'url',
      'source',
      'label',
      'groupLabel',
      'reason',
      'failureType',
      'phase',
      'timing',
      'percent',
      'wastedMs',
      'wastedBytes',
      'totalBytes',
      'duration',
      'score',
    ]) {
      const v = item[key];
      if (v == null || typeof v === 'object') {
        if (v?.type === 'source-location') parts.push(`${key}: ${v.url}:${v.line}:${v.column}`);
        continue;
      }
      parts.push(`${key}: ${typeof v === 'number' ? round(v) : v}`);
    }
    if (item.subItems?.items?.length) {
      for (const sub of item.subItems.items.slice(0, 3)) {
        const s = sub.relatedNode?.selector || sub.node?.selector || sub.url || sub.signal || sub.reason;
        if (s) parts.push(`related: ${s}`);
      }
    }
    out.push(parts.join(' | '));
  }
  if (items.length > limit) out.push(`… and ${items.length - limit} more`);
  return out;
}

function failingAudits(lhr, categoryId, passingScore) {
  const category = lhr.categories[categoryId];
  const failing = [];
  for (const ref of category.auditRefs) {
    const a = lhr.audits[ref.id];
    if (!a || a.score == null) continue;
    if (['notApplicable', 'manual', 'informative', 'error'].includes(a.scoreDisplayMode)) continue;
    if (a.score >= passingScore) continue;
    failing.push({
      id: a.id,
      title: a.title,
      score: round(a.score, 2),
      weight: ref.weight,
      group: ref.group ?? null,
      displayValue: a.displayValue ?? null,
      numericValue: a.numericValue != null ? round(a.numericValue) : null,
      items: describeItems(a),
    });
  }
  // Heaviest first: the metrics that cost points, then what explains them.
  return failing.sort((x, y) => y.weight - x.weight || x.score - y.score);
}

function metricsOf(lhr) {
  const v = (id) => lhr.audits[id]?.numericValue;
  return {
    fcpMs: round(v('first-contentful-paint'), 0),
    lcpMs: round(v('largest-contentful-paint'), 0),
    tbtMs: round(v('total-blocking-time'), 0),
    cls: round(v('cumulative-layout-shift'), 3),
    speedIndexMs: round(v('speed-index'), 0),
    ttiMs: round(v('interactive'), 0),
  };
}

/** Script bytes Lighthouse saw on the wire during the page load (the cross-check of first-load JS). */
function observedScripts(lhr, origin) {
  const items = lhr.audits['network-requests']?.details?.items || [];
  const scripts = items.filter((i) => i.resourceType === 'Script');
  return {
    count: scripts.length,
    transferKb: round(scripts.reduce((s, i) => s + (i.transferSize || 0), 0) / 1024),
    resourceKb: round(scripts.reduce((s, i) => s + (i.resourceSize || 0), 0) / 1024),
    offOrigin: scripts.filter((i) => !i.url.startsWith(origin)).map((i) => i.url),
  };
}

/** A report's file name: the route, and whom it was measured for where a route is measured for several people (`/` per role). */
const slug = (route, signedInAs) =>
  (route === '/' ? 'home' : route.replace(/^\//, '').replace(/[^a-z0-9]+/gi, '-')) +
  (signedInAs && budgets.routes.filter((r) => r.path === route).length > 1 ? `-${signedInAs}` : '');

/** One Lighthouse run of `url` (a cold load): `{ lhr, otherCpuPct, seconds }`, or `{ error }`. */
async function lighthouseRun(url, cookie) {
  // The session travels as a request header (extraHeaders) on every request of the run. Lighthouse
  // still resets storage and cache before loading (disableStorageReset stays false), so every run
  // is a cold load; and it also clears the origin's cookies (LIGHTHOUSE_CONFIG): Chrome sends its
  // cookie jar instead of the extra Cookie header whenever the jar has cookies for the URL, and a
  // page left behind by an earlier run can fill the jar after Lighthouse has detached.
  const flags = {
    port: chrome.port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: ['performance', 'accessibility'],
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  };
  const started = performance.now();
  const others = otherCpu();
  const r = await lighthouse(url, flags, LIGHTHOUSE_CONFIG);
  const otherCpuPct = others();
  const lhr = r?.lhr;
  if (!lhr) return { error: 'lighthouse returned no result' };
  if (lhr.runtimeError) return { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` };
  const wanted = new URL(url).pathname;
  if (new URL(lhr.finalDisplayedUrl).pathname !== wanted)
    return {
      error: `the page ended on ${lhr.finalDisplayedUrl}, not ${wanted}${cookie ? ' (signed-in session not accepted?)' : ''}`,
    };
  if (flag('--explain-lcp')) await explainLcp(r, new URL(url).origin);
  if (flag('--long-tasks')) {
    const fcp = lhr.audits.metrics?.details?.items?.[0]?.observedFirstContentfulPaint ?? 0;
    const page = url.replace(/^https?:\/\//, '');
    for (const line of describeLongTasks(longTasks(r.artifacts.Trace), { page, blockingFromMs: fcp })) console.log(line);
  }
  return { lhr, otherCpuPct, seconds: round((performance.now() - started) / 1000) };
}

/**
 * Prints what Lighthouse's simulated LCP of one run was made of (Lantern's optimistic graph): each
 * request with its simulated end, scripts marked with when the observed (unthrottled) load finished
 * downloading and started running them. Lantern keeps a script that finished downloading before the
 * observed LCP unless its evaluation was a task of 10 ms or more that started after it.
 */
async function explainLcp(result, origin) {
  const { LanternLargestContentfulPaint } = await import('lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js');
  const a = result.artifacts;
  const settings = result.lhr.configSettings;
  const lcp = await LanternLargestContentfulPaint.request(
    {
      trace: a.Trace,
      devtoolsLog: a.DevtoolsLog,
      gatherContext: a.GatherContext,
      settings,
      simulator: null,
      URL: a.URL,
      SourceMaps: a.SourceMaps,
    },
    { computedCache: new Map(), settings },
  );
  const events = a.Trace.traceEvents;
  const nav = navigationOf(events);
  const ms = (ts) => Math.round((ts - nav.ts) / 1000);
  const evaluated = new Map();
  for (const e of events) {
    const u = e.name === 'EvaluateScript' ? e.args?.data?.url : null;
    if (u && e.ts >= nav.ts && !evaluated.has(u)) evaluated.set(u, `ran at ${ms(e.ts)} ms for ${round((e.dur ?? 0) / 1000, 1)} ms`);
  }
  const observed = result.lhr.audits.metrics.details.items[0];
  console.log(
    `    LCP explained: observed ${observed.observedLargestContentfulPaint} ms (first paint ${observed.observedFirstPaint} ms), simulated ${Math.round(lcp.timing)} ms from:`,
  );
  const nodes = [...lcp.optimisticEstimate.nodeTimings.entries()].filter(([node]) => node.type === 'network');
  for (const [node, timing] of nodes.sort((x, y) => x[1].endTime - y[1].endTime)) {
    const r = node.request;
    const script =
      r.resourceType === 'Script' ? `, downloaded by ${ms(r.networkEndTime * 1000)} ms, ${evaluated.get(r.url) ?? 'not run'}` : '';
    console.log(
      `      ${String(Math.round(timing.endTime)).padStart(5)} ms  ${r.resourceType.padEnd(10)} ${r.url.replace(origin, '')}${script}`,
    );
  }
}

function logRun(label, run) {
  const { lhr } = run;
  console.log(
    `  ${label}: performance ${pct(lhr.categories.performance.score)}, accessibility ${pct(lhr.categories.accessibility.score)}, LCP ${round(
      lhr.audits['largest-contentful-paint']?.numericValue / 1000,
      2,
    )} s (${run.seconds} s${run.otherCpuPct != null ? `, other processes used ${run.otherCpuPct}% of the CPU` : ''})`,
  );
  for (const w of lhr.runWarnings || []) console.log(`    warning: ${w}`);
}

/**
 * The median of valid runs (Lighthouse's computeMedianRun, by FCP and TTI) summed up into `result`,
 * its full report written to results/lighthouse/<name>.html (and .json). Returns the median lhr, or
 * null (and `result.error`) when no run is valid.
 */
function summarizeRuns(result, runs, otherCpuByRun, name, origin) {
  const valid = filterToValidRuns(runs);
  if (!valid.length) {
    result.error = result.runErrors.join('; ') || 'no valid Lighthouse run';
    return null;
  }
  const median = computeMedianRun(valid);
  result.runs = runs.map((lhr) => ({
    performance: pct(lhr.categories.performance.score),
    accessibility: pct(lhr.categories.accessibility.score),
    lcpMs: round(lhr.audits['largest-contentful-paint']?.numericValue, 0),
    otherCpuPct: otherCpuByRun.get(lhr),
  }));
  result.otherCpuPct = otherCpuByRun.get(median);
  result.performance = pct(median.categories.performance.score);
  result.accessibility = pct(median.categories.accessibility.score);
  // Any run failing accessibility is a real failure, whatever the median says.
  result.accessibilityMin = Math.min(...runs.map((l) => pct(l.categories.accessibility.score)));
  result.metrics = metricsOf(median);
  result.lcpElement = describeItems(median.audits['largest-contentful-paint-element'] || {});
  // Audits Lighthouse itself could not compute (e.g. a trace format of a newer Chromium than it
  // knows); they carry no score weight here but their diagnostics are missing from the report.
  result.erroredAudits = Object.values(median.audits)
    .filter((a) => a.scoreDisplayMode === 'error')
    .map((a) => ({
      id: a.id,
      weight: Object.values(median.categories).reduce((w, c) => w + (c.auditRefs.find((ref) => ref.id === a.id)?.weight || 0), 0),
      error: (a.errorMessage || '').slice(0, 200),
    }));
  result.observedScripts = observedScripts(median, origin);
  result.environment = {
    benchmarkIndex: median.environment?.benchmarkIndex,
    userAgent: median.environment?.hostUserAgent,
  };
  // Full reports of the median run, for whoever fixes what failed.
  const base = path.join(resultsDir, 'lighthouse', name);
  fs.mkdirSync(path.dirname(base), { recursive: true });
  fs.writeFileSync(`${base}.json`, JSON.stringify(median));
  fs.writeFileSync(`${base}.html`, generateReport(median, 'html'));
  result.report = path.relative(here, `${base}.html`);
  return median;
}

/**
 * A route's first-load JS and its Lighthouse runs; `beforeRun(i)` is awaited before run i (it runs the
 * floor's runs that are due then). Its budgets are judged later, against the floor (judgeRoute).
 */
async function benchRoute(route, beforeRun) {
  const url = local(`${BROWSER_ORIGIN}${route.path}`);
  const result = { path: route.path, signedInAs: route.signedInAs ?? null, budget: routeBudget(route) };
  console.log(`Lighthouse ${route.path}${route.signedInAs ? ` (signed in as ${route.signedInAs})` : ' (signed out)'}, ${RUNS} run(s)…`);

  assertAppUp();
  // Warm the server (first requests load route modules) and measure first-load JS on the way.
  let cookie = route.signedInAs ? await portalSession(route.signedInAs) : null;
  await firstLoadJs(PORTAL, route.path, cookie);
  result.firstLoadJs = await firstLoadJs(PORTAL, route.path, cookie);

  const runs = [];
  const runErrors = [];
  const otherCpuByRun = new Map();
  for (let i = 0; i < RUNS; i++) {
    await beforeRun(i);
    assertAppUp();
    // A fresh session per run: the access token inside it lives only ACCESS_TOKEN_TTL_SECONDS.
    if (route.signedInAs) cookie = await portalSession(route.signedInAs);
    const run = await lighthouseRun(url, cookie);
    if (run.error) {
      runErrors.push(run.error);
      continue;
    }
    assertAppUp();
    runs.push(run.lhr);
    otherCpuByRun.set(run.lhr, run.otherCpuPct);
    logRun(`run ${i + 1}`, run);
  }
  result.runErrors = runErrors;
  const median = summarizeRuns(result, runs, otherCpuByRun, slug(route.path, route.signedInAs), BROWSER_ORIGIN);
  if (!median) return result;
  // Kept for every route (the floor decides at the end whether they are shown): metrics under 0.9
  // and the diagnostics that explain them; every accessibility audit any run failed.
  result.failingAudits = {
    performance: failingAudits(median, 'performance', 0.9),
    accessibility: runs
      .map((l) => failingAudits(l, 'accessibility', 1))
      .reduce((all, list) => [...all, ...list.filter((a) => !all.some((b) => b.id === a.id))], []),
  };
  return result;
}

/** The absolute budgets of a route of budgets.json (the performance ones are relative: judgeRoute). */
const routeBudget = (route) => ({ accessibility: route.accessibility, firstLoadJsKb: route.firstLoadJsKb });

/** The floor's result, before any measurement. */
function newFloor(versions) {
  return { path: '/', dir: 'bench/floor', versions, runErrors: [], lhrs: [], otherCpuByRun: new Map() };
}

/** The floor's first-load JS, measured like a route's (after one warming request). */
async function measureFloorJs(floor) {
  if (floorExit) throw new Error(floorExit);
  await firstLoadJs(FLOOR, '/');
  floor.firstLoadJs = await firstLoadJs(FLOOR, '/');
}

/** One Lighthouse run of the floor's page, kept in `floor.lhrs`. */
async function floorRun(floor) {
  if (floorExit) throw new Error(floorExit);
  const run = await lighthouseRun(local(`${FLOOR_BROWSER_ORIGIN}/`), null);
  if (run.error) {
    floor.runErrors.push(run.error);
    console.log(`  floor: ${run.error}`);
    return;
  }
  floor.lhrs.push(run.lhr);
  floor.otherCpuByRun.set(run.lhr, run.otherCpuPct);
  logRun(`floor run ${floor.lhrs.length}`, run);
}

/**
 * When the floor runs among `routeRuns` route runs: `max(RUNS, routes + 1)` runs (never fewer than a
 * route gets), spread evenly from before the first route run to after the last. With the budgets' 3
 * runs that is one floor run before each route and one at the end, so the floor sees the same
 * stretches of the machine's load as the routes do, at a third more Lighthouse runs, not twice.
 * Returns, for each floor run, the number of route runs that precede it.
 */
function floorSchedule(routeRuns, routeCount) {
  const n = Math.max(RUNS, routeCount + 1);
  return Array.from({ length: n }, (_, k) => Math.round((k * routeRuns) / (n - 1)));
}

/** The floor's median run summed up like a route's, when Lighthouse ran (its lhrs are dropped from the result). */
function finishFloor(floor, lighthouseRan) {
  const { lhrs, otherCpuByRun, ...result } = floor;
  if (lighthouseRan) summarizeRuns(result, lhrs, otherCpuByRun, 'floor', FLOOR_BROWSER_ORIGIN);
  else delete result.runErrors;
  return result;
}

/**
 * Checks a route against its budgets: accessibility 100 in every run and first-load JS under its
 * absolute ceiling; performance score, LCP and first-load JS relative to the floor's (budgets.relative).
 * Sets `relative` (the deltas), `misses` (what failed and why) and `pass`.
 */
function judgeRoute(r, floor) {
  const rel = budgets.relative;
  const misses = [];
  const miss = (budget, text) => misses.push({ budget, text });
  r.relative = {};
  if (r.error) miss('error', r.error);
  const js = r.firstLoadJs?.gzipKb;
  if (js != null) {
    if (js > r.budget.firstLoadJsKb) miss('js', `first-load JS ${js} KB > ${r.budget.firstLoadJsKb} KB`);
    const floorJs = floor?.firstLoadJs?.gzipKb;
    if (!floorJs) miss('js', 'the floor has no first-load JS to compare with');
    else {
      r.relative.jsRatio = round(js / floorJs, 3);
      if (js > rel.jsOverFloor * floorJs)
        miss('js', `first-load JS ${js} KB > ${rel.jsOverFloor} × the floor's ${floorJs} KB = ${round(rel.jsOverFloor * floorJs)} KB`);
    }
  }
  if (!r.jsOnly && r.performance != null) {
    if (r.accessibilityMin < r.budget.accessibility)
      miss('accessibility', `accessibility ${r.accessibility} (lowest run ${r.accessibilityMin}) < ${r.budget.accessibility}`);
    // Lighthouse gives some of axe's checks no weight (label-content-name-mismatch, target-size,
    // landmark-one-main…): they fail without lowering the score, and fail the budget all the same.
    const unweighted = (r.failingAudits?.accessibility ?? []).filter((a) => a.weight === 0);
    if (unweighted.length)
      miss('accessibility', `accessibility audits failed that do not count in the score: ${unweighted.map((a) => a.id).join(', ')}`);
    if (floor?.performance == null)
      miss('performance', `the floor has no Lighthouse median to compare with${floor?.error ? ` (${floor.error})` : ''}`);
    else {
      r.relative.performanceDelta = r.performance - floor.performance;
      if (r.performance < floor.performance - rel.scoreBelowFloor)
        miss('performance', `performance ${r.performance} < the floor's ${floor.performance} - ${rel.scoreBelowFloor}`);
      // A missing LCP (an audit Lighthouse could not compute) must not pass as 0.
      if (r.metrics.lcpMs == null || floor.metrics.lcpMs == null) miss('performance', 'no LCP measured to compare with the floor');
      else r.relative.lcpDeltaMs = r.metrics.lcpMs - floor.metrics.lcpMs;
      if (r.relative.lcpDeltaMs > rel.lcpAboveFloorMs)
        miss(
          'performance',
          `LCP ${round(r.metrics.lcpMs / 1000, 2)} s > the floor's ${round(floor.metrics.lcpMs / 1000, 2)} s + ${rel.lcpAboveFloorMs / 1000} s`,
        );
    }
  }
  r.misses = misses;
  r.pass = misses.length === 0;
  return r;
}

// ---------------------------------------------------------------------------------------------
// API latency

function percentile(sorted, p) {
  if (!sorted.length) return null;
  const rank = Math.ceil((p / 100) * sorted.length); // nearest rank
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

/**
 * `total` requests, `concurrency` at a time; each timed from before it is sent to the last body byte.
 * `request` answers the status (or throws).
 */
async function load(total, concurrency, request) {
  const times = [];
  const failures = new Map();
  let started = 0;
  const t0 = performance.now();
  const worker = async () => {
    while (started < total) {
      started++;
      const t = performance.now();
      let status;
      try {
        status = await request();
      } catch (e) {
        status = e.code || e.cause?.code || e.name;
      }
      times.push(performance.now() - t);
      if (typeof status !== 'number' || status >= 400) failures.set(status, (failures.get(status) || 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const wall = performance.now() - t0;
  times.sort((a, b) => a - b);
  return {
    requests: times.length,
    concurrency,
    failures: Object.fromEntries(failures),
    rps: round(times.length / (wall / 1000), 0),
    p50Ms: round(percentile(times, 50), 1),
    p95Ms: round(percentile(times, 95), 1),
    p99Ms: round(percentile(times, 99), 1),
    maxMs: round(times.at(-1), 1),
  };
}

/**
 * A request function for `load`: node:http over `sockets` kept-alive connections, answering the status
 * once the body has been read. Not fetch: on this 2-core machine fetch (undici) spent so much of the
 * bench's own CPU that it measured itself (GET /site/ at 20 at once: 1,900 req/s and p99 22 ms with
 * fetch, 4,850 req/s and 10 ms with node:http, 8,500 req/s and 8 ms with wrk, the same API and run).
 */
function httpClient(url, { method, headers, body }, sockets) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  if (body != null) headers = { ...headers, 'content-length': String(Buffer.byteLength(body)) };
  return () =>
    new Promise((resolve, reject) => {
      const req = http.request(url, { method, headers, agent }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(body);
    });
}

async function benchApi(spec) {
  assertAppUp();
  const url = local(`${API}${spec.path}`);
  const headers = {};
  let body;
  if (spec.signedInAs) headers.authorization = `Bearer ${(await apiLogin(spec.signedInAs)).access}`;
  if (spec.login) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify({ username: spec.login, password: PASSWORD });
  }
  const request = httpClient(url, { method: spec.method, headers, body }, spec.concurrency);
  // Warm-up (JIT, connection pool, database caches), not measured.
  await load(Math.min(spec.requests, Math.max(spec.concurrency * 2, Math.round(spec.requests / 10))), spec.concurrency, request);
  const others = otherCpu();
  const r = await load(spec.requests, spec.concurrency, request);
  r.otherCpuPct = others();
  assertAppUp();
  const failed = Object.values(r.failures).reduce((a, b) => a + b, 0);
  return { name: spec.name, budget: { p99Ms: spec.p99Ms }, ...r, pass: failed === 0 && r.p99Ms <= spec.p99Ms };
}

// ---------------------------------------------------------------------------------------------
// Report

function table(headers, rows) {
  const width = (s) => [...String(s)].length;
  const w = headers.map((h, i) => Math.max(width(h), ...rows.map((r) => width(r[i]))));
  const line = (cells) => cells.map((c, i) => String(c) + ' '.repeat(w[i] - width(c))).join('  ');
  return [line(headers), w.map((n) => '-'.repeat(n)).join('  '), ...rows.map(line)].join('\n');
}

const signed = (n, d = 0) => (n == null ? '-' : `${n > 0 ? '+' : n < 0 ? '−' : '±'}${Math.abs(round(n, d))}`);
const seconds = (ms) => (ms == null ? '-' : round(ms / 1000, 2));

function printRoutes(routes, floor, throttling = 'simulated') {
  const rel = budgets.relative;
  const jsOnly = routes.every((r) => r.jsOnly);
  console.log(
    jsOnly
      ? '\nRoutes (first-load JS gzip), each against the floor'
      : `\nRoutes (Lighthouse mobile, ${throttling} throttling, median run; first-load JS gzip), each against the floor`,
  );
  const lh = (r, v) => (r.error && !r.firstLoadJs ? 'ERR' : r.jsOnly || r.performance == null ? '-' : v);
  const a11y = (r) => (r.accessibilityMin < r.accessibility ? `${r.accessibility} (min ${r.accessibilityMin})` : r.accessibility);
  const rows = [];
  if (floor)
    rows.push([
      'floor (bench/floor /)',
      '-',
      lh(floor, floor.performance),
      '',
      lh(floor, seconds(floor.metrics?.lcpMs)),
      '',
      lh(floor, a11y(floor)),
      floor.firstLoadJs?.gzipKb ?? 'ERR',
      '',
      floor.observedScripts?.transferKb ?? '-',
      floor.otherCpuPct ?? '?',
      floor.error ? 'ERR' : '-',
    ]);
  for (const r of routes)
    rows.push([
      r.path,
      r.signedInAs ?? '-',
      lh(r, r.performance),
      lh(r, signed(r.relative?.performanceDelta)),
      lh(r, seconds(r.metrics?.lcpMs)),
      lh(r, signed(r.relative?.lcpDeltaMs / 1000, 2)),
      lh(r, a11y(r)),
      r.firstLoadJs ? r.firstLoadJs.gzipKb : 'ERR',
      r.relative?.jsRatio != null ? r.relative.jsRatio.toFixed(2) : '-',
      r.observedScripts ? r.observedScripts.transferKb : '-',
      r.otherCpuPct ?? '?',
      r.pass ? 'PASS' : 'FAIL',
    ]);
  const headers = [
    'route',
    'user',
    'perf',
    'Δ perf',
    'LCP s',
    'Δ LCP s',
    'a11y',
    'JS KB',
    'JS ÷ floor',
    'LH script KB',
    'other CPU %',
    'result',
  ];
  // --js-only measured no Lighthouse column: leave them out.
  const keep = headers.map((h) => !jsOnly || ['route', 'user', 'JS KB', 'JS ÷ floor', 'result'].includes(h));
  const pick = (cells) => cells.filter((_, i) => keep[i]);
  console.log(table(pick(headers), rows.map(pick)));
  const jsBudget = `first-load JS ≤ ${rel.jsOverFloor} × the floor's and ≤ the route's firstLoadJsKb`;
  console.log(
    jsOnly
      ? `Budget: ${jsBudget}.`
      : `Budgets: performance ≥ the floor's − ${rel.scoreBelowFloor}, LCP ≤ the floor's + ${rel.lcpAboveFloorMs / 1000} s, ${jsBudget}, accessibility 100 in every run.`,
  );
  if (floor?.error) console.log(`\nThe floor: ${floor.error}`);
  // Audits Lighthouse could not compute, once for all the pages they concern.
  const pages = [...(floor ? [{ ...floor, path: 'the floor' }] : []), ...routes];
  const notes = new Map();
  for (const r of pages) {
    if (!r.erroredAudits?.length) continue;
    const note = `Lighthouse could not compute ${r.erroredAudits.map((a) => a.id).join(', ')} (${r.erroredAudits[0].error})${
      r.erroredAudits.every((a) => !a.weight) ? '; none of them weighs in the scores' : '; SOME OF THEM WEIGH IN THE SCORES'
    }.`;
    notes.set(note, [...(notes.get(note) || []), r.path]);
  }
  for (const [note, paths] of notes) console.log(`\n${paths.length === pages.length ? 'Every page' : paths.join(', ')}: ${note}`);
  for (const r of routes) {
    const misses = r.misses || [];
    if (!misses.length) continue;
    const slow = misses.some((m) => m.budget === 'performance');
    console.log(
      `\n${r.path}${r.signedInAs ? ` (${r.signedInAs})` : ''}: ${misses.map((m) => m.text).join('; ')}${r.report ? ` (report: bench/${r.report})` : ''}${
        slow && r.otherCpuPct >= 25 ? ` - measured while other processes used ${r.otherCpuPct}% of the CPU: check on a quiet machine` : ''
      }`,
    );
    const f = r.failingAudits || { performance: [], accessibility: [] };
    for (const [cat, list] of Object.entries({ performance: slow ? f.performance : [], accessibility: f.accessibility })) {
      for (const a of list) {
        console.log(
          `  [${cat}] ${a.id}: ${a.title}${a.displayValue ? ` (${a.displayValue})` : ''} score ${a.score}${a.weight ? `, weight ${a.weight}` : ''}`,
        );
        for (const item of a.items) console.log(`      - ${item}`);
      }
    }
    if (r.firstLoadJs && misses.some((m) => m.budget === 'js')) {
      console.log(`  largest first-load JS files:`);
      for (const file of [...r.firstLoadJs.files].sort((a, b) => (b.gzipBytes || 0) - (a.gzipBytes || 0)).slice(0, 8))
        console.log(`      - ${file.url}: ${round((file.gzipBytes || 0) / 1024)} KB gzip`);
    }
  }
}

function printApi(list) {
  console.log('\nAPI latency (loopback, ms, timed to the last body byte)');
  const rows = list.map((a) =>
    a.error
      ? [a.name, '-', '-', '-', '-', '-', '-', '-', '-', `p99<=${a.budget.p99Ms}`, 'FAIL']
      : [
          a.name,
          `${a.requests}@${a.concurrency}`,
          a.rps,
          a.p50Ms,
          a.p95Ms,
          a.p99Ms,
          a.maxMs,
          Object.keys(a.failures).length ? JSON.stringify(a.failures) : 0,
          a.otherCpuPct ?? '?',
          `p99<=${a.budget.p99Ms}`,
          a.pass ? 'PASS' : 'FAIL',
        ],
  );
  console.log(table(['request', 'n@conc', 'req/s', 'p50', 'p95', 'p99', 'max', 'errors', 'other CPU %', 'budget', 'result'], rows));
  for (const a of list) if (a.error) console.log(`${a.name}: ${a.error}`);
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const startedAt = new Date().toISOString();
  const out = {
    startedAt,
    commit: spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).stdout?.trim() || null,
    node: process.version,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    loadAverageAtStart: os.loadavg().map((n) => round(n, 2)),
    lighthouseRuns: RUNS,
    lighthouseThrottling: flag('--applied-throttling') ? 'applied' : 'simulated',
    firstLoadJsMethod:
      'scripts named by the server-rendered HTML (script src, script preloads, RSC client-reference chunks), gzip (zlib default level) of each file as served',
    relativeBudgets: budgets.relative,
    floor: null,
    routes: [],
    api: [],
  };
  const only = option('--only')
    ?.split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const routes = only ? budgets.routes.filter((r) => only.includes(r.path)) : budgets.routes;
  const unknown = only?.filter((p) => !routes.some((r) => r.path === p)) ?? [];
  if (unknown.length) throw new Error(`--only: no budget for ${unknown.join(', ')}`);
  // The floor is built before the app starts (a build would weigh on the measurements).
  const measureRoutes = flag('--js-only') || !flag('--skip-lighthouse');
  const versions = measureRoutes ? floorVersions() : null;
  if (measureRoutes) buildFloorIfNeeded(versions);
  await startApp();
  out.build = buildStamp;
  const floor = measureRoutes ? newFloor(versions) : null;
  if (floor) {
    await startFloor();
    await measureFloorJs(floor);
  }

  if (flag('--js-only')) {
    for (const route of routes) {
      const r = { path: route.path, signedInAs: route.signedInAs ?? null, budget: routeBudget(route), jsOnly: true };
      try {
        const cookie = route.signedInAs ? await portalSession(route.signedInAs) : null;
        await firstLoadJs(PORTAL, route.path, cookie);
        r.firstLoadJs = await firstLoadJs(PORTAL, route.path, cookie);
      } catch (e) {
        r.error = e.message;
      }
      out.routes.push(r);
    }
  } else if (!flag('--skip-lighthouse')) {
    chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'error' });
    // The floor's runs are interleaved with the routes' (floorSchedule): each is due after so many route runs.
    const due = floorSchedule(routes.length * RUNS, routes.length);
    let next = 0;
    const floorRunsDue = async (routeRunsDone) => {
      for (; next < due.length && due[next] <= routeRunsDone; next++) await floorRun(floor);
    };
    console.log(`The floor (${FLOOR_BROWSER_ORIGIN}/, next ${versions.next}) runs ${due.length} time(s) among the routes' runs.`);
    for (const [j, route] of routes.entries()) {
      let r;
      try {
        r = await benchRoute(route, (i) => floorRunsDue(j * RUNS + i));
      } catch (e) {
        r = {
          path: route.path,
          signedInAs: route.signedInAs ?? null,
          budget: routeBudget(route),
          error: process.env.BENCH_DEBUG ? e.stack : e.message,
        };
      }
      out.routes.push(r);
      if (appGone() || floorExit) break; // nothing after this would mean anything
    }
    if (!appGone() && !floorExit) await floorRunsDue(routes.length * RUNS);
    await chrome.kill();
    chrome = null;
  }
  if (floor) {
    out.floor = finishFloor(floor, !flag('--js-only'));
    for (const r of out.routes) judgeRoute(r, out.floor);
  }

  if (!flag('--skip-api') && !flag('--js-only')) {
    console.log('\nAPI load…');
    for (const spec of budgets.api) {
      if (appGone()) break;
      let r;
      try {
        r = await benchApi(spec);
        console.log(`  ${spec.name}: p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms`);
      } catch (e) {
        r = { name: spec.name, budget: { p99Ms: spec.p99Ms }, error: e.message, pass: false };
      }
      out.api.push(r);
    }
  }

  try {
    assertAppUp();
  } catch (e) {
    out.error = e.message;
    console.error(`\n${e.message}`);
  }
  await cleanup();
  out.breakTime = [];
  out.pushBurst = [];
  if (!flag('--skip-api') && !flag('--js-only') && !flag('--skip-break-time') && !out.error) {
    for (const database of budgets.breakTime.databases) out.breakTime.push(runBreakTime(database));
    for (const database of budgets.pushBurst.databases) out.pushBurst.push(runPushBurst(database));
  }
  out.finishedAt = new Date().toISOString();
  out.pass =
    !out.error &&
    out.routes.every((r) => r.pass) &&
    out.api.every((a) => a.pass) &&
    out.breakTime.every((b) => b.pass) &&
    out.pushBurst.every((b) => b.pass);
  if (out.routes.length) printRoutes(out.routes, out.floor, out.lighthouseThrottling);
  if (out.api.length) printApi(out.api);
  if (out.breakTime.length) printBreakTime(out.breakTime);
  if (out.pushBurst.length) printPushBurst(out.pushBurst);
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(path.join(resultsDir, 'latest.json'), JSON.stringify(out, null, 2) + '\n');
  if (out.error) console.log(`\n${out.error}`);
  printBusyNote(out);
  console.log(`\n${out.pass ? 'All budgets met.' : 'Some budgets are not met.'} Results: bench/results/latest.json`);
  return out.pass ? 0 : 1;
}

/**
 * Runs a scenario script (`<name>.mjs`, which prints one `{"bench":"<name>",…}` line) on one database:
 * answers its result and the CPU other processes used meanwhile, or why there is no result.
 */
function runScenario(name, database, args) {
  if (database === 'postgres') args.push(`--postgres=${process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres'}`);
  const others = otherCpu();
  const run = spawnSync(process.execPath, [path.join(here, `${name}.mjs`), ...args], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const otherCpuPct = others();
  const line = run.stdout.split('\n').find((l) => l.startsWith(`{"bench":"${name}"`));
  if (!line) return { otherCpuPct, error: `${name}.mjs ended with ${run.status} and no result` };
  return { otherCpuPct, result: JSON.parse(line) };
}

/**
 * The break-time scenario (break-time.mjs) on one database, checked against budgets.breakTime: p99 of
 * the scenario's requests, no error or timeout, and GET throughput as a share of a bare Fastify route
 * measured in the same run (signed-in routes and the public, cached /site/).
 */
function runBreakTime(database) {
  const b = budgets.breakTime;
  console.log(`\nBreak time on ${database}…`);
  const { result, error, otherCpuPct } = runScenario('break-time', database, [
    '--students',
    String(b.students),
    '--bookers',
    String(b.bookers),
  ]);
  if (!result) return { database, pass: false, error, otherCpuPct };
  const t = result.throughput;
  const failures = [];
  if (result.requests.p99 > b.p99Ms) failures.push(`p99 ${result.requests.p99} ms > ${b.p99Ms} ms`);
  if (result.errors > 0) failures.push(`${result.errors} errors or timeouts`);
  for (const k of b.signedInRoutes)
    if (t[k].ratio < b.signedInRatio) failures.push(`${k} ${(t[k].ratio * 100).toFixed(1)}% of bare < ${b.signedInRatio * 100}%`);
  for (const k of b.publicRoutes)
    if (t[k].ratio < b.publicRatio) failures.push(`${k} ${(t[k].ratio * 100).toFixed(1)}% of bare < ${b.publicRatio * 100}%`);
  return { database, result, failures, pass: failures.length === 0, otherCpuPct };
}

function printBreakTime(list) {
  console.log('\nBreak time (300 students open the reservation page in 10 s, 200 book in a minute; GET req/s on one core vs bare Fastify)');
  const pct = (x) => (x == null ? '-' : `${(x * 100).toFixed(1)}%`);
  console.log(
    table(
      ['database', 'p50 ms', 'p99 ms', 'errors', 'bare req/s', 'site', 'me', 'upcoming', 'day', 'other CPU %', 'pass'],
      list.map((b) => [
        b.database,
        b.result?.requests.p50 ?? '-',
        b.result?.requests.p99 ?? '-',
        b.result?.errors ?? '-',
        b.result?.throughput.bare.rps ?? '-',
        pct(b.result?.throughput.site.ratio),
        pct(b.result?.throughput.me.ratio),
        pct(b.result?.throughput.upcoming.ratio),
        pct(b.result?.throughput.day?.ratio),
        b.otherCpuPct ?? '-',
        b.pass ? 'yes' : `NO: ${b.error ?? b.failures.join('; ')}`,
      ]),
    ),
  );
}

/**
 * The push burst (push-burst.mjs) on one database, checked against budgets.pushBurst: the API keeps
 * answering while it sends a notice's pushes, and they all arrive in time.
 */
function runPushBurst(database) {
  const b = budgets.pushBurst;
  console.log(`\nPush burst on ${database}…`);
  const { result, error, otherCpuPct } = runScenario('push-burst', database, [
    '--students',
    String(b.students),
    '--latency',
    String(b.latencyMs),
  ]);
  if (!result) return { database, pass: false, error, otherCpuPct };
  const failures = [];
  const slowdown = result.readerDuring.p50 / Math.max(1, result.readerBefore.p50);
  if (slowdown > b.readerSlowdown) failures.push(`reader p50 ${slowdown.toFixed(1)}× while sending > ${b.readerSlowdown}×`);
  if (result.readerDuring.max > b.readerLongestMs)
    failures.push(`a read waited ${result.readerDuring.max} ms while sending > ${b.readerLongestMs} ms`);
  if (result.pushes < b.students) failures.push(`${result.pushes} of ${b.students} pushes arrived`);
  else if (result.lastPushSeconds > b.lastPushSeconds)
    failures.push(`last push after ${result.lastPushSeconds} s > ${b.lastPushSeconds} s`);
  if (result.errors > 0) failures.push(`${result.errors} reader errors`);
  return { database, result, slowdown, failures, pass: failures.length === 0, otherCpuPct };
}

function printPushBurst(list) {
  const b = budgets.pushBurst;
  console.log(`\nPush burst (a notice to ${b.students} phones, push service ${b.latencyMs} ms; a reader's GET /alarms/ before and during)`);
  console.log(
    table(
      [
        'database',
        'last push s',
        'at once',
        'API CPU ms/push',
        'reader p50 before',
        'reader p50 during',
        'during p99',
        'during max',
        'other CPU %',
        'pass',
      ],
      list.map((p) => [
        p.database,
        p.result?.lastPushSeconds ?? '-',
        p.result?.mostAtOnce ?? '-',
        p.result?.apiCpuMsPerPush ?? '-',
        p.result?.readerBefore.p50 ?? '-',
        p.result?.readerDuring.p50 ?? '-',
        p.result?.readerDuring.p99 ?? '-',
        p.result?.readerDuring.max ?? '-',
        p.otherCpuPct ?? '-',
        p.pass ? 'yes' : `NO: ${p.error ?? p.failures.join('; ')}`,
      ]),
    ),
  );
}

function printBusyNote(out) {
  const others = [out.floor?.otherCpuPct, ...out.routes.map((r) => r.otherCpuPct), ...out.api.map((a) => a.otherCpuPct)].filter(
    (n) => n != null,
  );
  if (others.length && Math.max(...others) >= 10)
    console.log(
      `\nNote: other processes used up to ${Math.max(...others)}% of the machine's CPU during the measurements ("other CPU %"); the scores and latencies measured then are pessimistic. Run again on a quiet machine before acting on them.`,
    );
}

/** `--print`: the tables of the last run again, from results/latest.json, without measuring. */
function printLast() {
  const out = JSON.parse(fs.readFileSync(path.join(resultsDir, 'latest.json'), 'utf8'));
  console.log(`Results of ${out.startedAt} (commit ${out.commit}):`);
  if (out.routes.length) printRoutes(out.routes, out.floor, out.lighthouseThrottling);
  if (out.api.length) printApi(out.api);
  if (out.breakTime?.length) printBreakTime(out.breakTime);
  if (out.pushBurst?.length) printPushBurst(out.pushBurst);
  if (out.error) console.log(`\n${out.error}`);
  printBusyNote(out);
  console.log(`\n${out.pass ? 'All budgets met.' : 'Some budgets are not met.'}`);
  return out.pass ? 0 : 1;
}

let code = 1;
try {
  code = flag('--print') ? printLast() : await main();
} catch (e) {
  console.error(`\nbench failed: ${e.stack || e}`);
} finally {
  await cleanup();
}
process.exit(code);
