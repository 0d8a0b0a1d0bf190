// `npm start`: builds what is not built, keeps the embedded database's secrets, starts the API
// (which migrates and seeds) and then the portal. Stops both when either stops.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { keepSecrets } from './secrets.mjs';

const root = path.resolve(import.meta.dirname, '..');
const env = { ...process.env };
env.DATA_DIR = path.resolve(root, env.DATA_DIR || 'data');
// Relative paths mean the same folder to the API (which runs in apps/api) and to `npm run restore` (run
// here): the restore put a relative FILES_DIR's files where the server never looked (an audit).
for (const name of ['FILES_DIR', 'FIREWALL_ALLOWLIST_FILE']) if (env[name]) env[name] = path.resolve(root, env[name]);
env.API_PORT ||= '4000';
env.PORT ||= '3000';
// Checked before anything starts: a portal port it could not use (PORT=abc) exited 0 after the API had
// started, and a supervisor restarting on failure left the site down (an audit).
for (const name of ['PORT', 'API_PORT'])
  if (!/^\d{1,5}$/.test(env[name]) || Number(env[name]) < 1 || Number(env[name]) > 65535) {
    console.error(`${name}=${env[name]}: 포트는 1부터 65535 사이의 숫자로 주세요.`);
    process.exit(1);
  }
env.NEXTAUTH_URL ||= `http://localhost:${env.PORT}`;
// A full address (https://portal.example.com): without its scheme, secure cookies and HSTS stayed off without a word.
if (!/^https?:\/\//.test(env.NEXTAUTH_URL)) {
  console.error(`NEXTAUTH_URL=${env.NEXTAUTH_URL}: 포털의 공개 주소를 http:// 또는 https://로 시작하게 주세요.`);
  process.exit(1);
}
env.NODE_ENV = 'production';

function secrets() {
  if (env.JWT_SECRET && env.NEXTAUTH_SECRET) return;
  if (env.DATABASE_URL) {
    console.error('DATABASE_URL을 쓸 때는 모든 서버가 같은 JWT_SECRET과 NEXTAUTH_SECRET을 환경 변수로 받아야 합니다.');
    process.exit(1);
  }
  // Embedded default: made once and kept beside the data, never in the repository (secrets.mjs).
  const saved = keepSecrets(env.DATA_DIR);
  env.JWT_SECRET ||= saved.jwtSecret;
  env.NEXTAUTH_SECRET ||= saved.nextauthSecret;
}

/** What a build writes among its sources (the service worker goes into public/ after `next build`). */
const builtIntoSources = new Set([path.join(root, 'apps/web/public/sw.js')]);

/** Newest modification time of the files under the given folders (0 when none). */
function newest(dirs) {
  let max = 0;
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
      const full = path.join(dir, entry.name);
      if (builtIntoSources.has(full)) continue;
      if (entry.isDirectory()) walk(full);
      else max = Math.max(max, fs.statSync(full).mtimeMs);
    }
  };
  for (const d of dirs) if (fs.existsSync(d)) walk(d);
  return max;
}

/** A build is stale when it is missing or older than any of its sources. */
function stale(output, sources) {
  if (!fs.existsSync(output)) return true;
  return newest(sources.map((s) => path.join(root, s))) > fs.statSync(output).mtimeMs;
}

function buildIfNeeded() {
  const contract = 'packages/contract/src';
  const targets = [
    ['@portal/api', 'apps/api/dist/main.js', ['apps/api/src', contract]],
    ['@portal/web', 'apps/web/.next/BUILD_ID', ['apps/web/src', 'apps/web/public', 'apps/web/worker', contract]],
  ].filter(([, output, sources]) => process.argv.includes('--rebuild') || stale(path.join(root, output), sources));
  for (const [workspace] of targets) {
    console.log(`${workspace}을(를) 빌드합니다. 잠시 기다려 주세요…`);
    const r = spawnSync('npm', ['run', 'build', '-w', workspace], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
}

async function waitFor(url, child, seconds = 120) {
  for (let i = 0; i < seconds * 4; i++) {
    if (child.exitCode !== null) throw new Error('API가 시작되지 못했습니다.');
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} 응답이 없습니다.`);
}

/**
 * Refuses early, before building over a running portal, when a living server holds DATA_DIR. The API
 * takes the lock itself (apps/api/src/db/data-dir-lock.ts, which also handles a crashed holder); this
 * only reads it.
 */
function refuseIfDataDirHeld() {
  if (env.DATABASE_URL) return;
  let holder;
  try {
    holder = JSON.parse(fs.readFileSync(path.join(env.DATA_DIR, 'portal.lock'), 'utf8'));
    process.kill(holder.pid, 0);
  } catch (e) {
    if (e.code !== 'EPERM') return;
  }
  let startedAt = null;
  try {
    const stat = fs.readFileSync(`/proc/${holder.pid}/stat`, 'utf8');
    startedAt = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    /* no /proc: the pid alone decides */
  }
  if (holder.startedAt && startedAt && holder.startedAt !== startedAt) return;
  console.error(
    `이 데이터 폴더(${env.DATA_DIR})는 이미 실행 중인 포털 서버(프로세스 ${holder.pid})가 쓰고 있습니다. ` +
      '그 서버를 먼저 멈추거나, 다른 DATA_DIR을 지정해 주세요.',
  );
  process.exit(1);
}

refuseIfDataDirHeld();
secrets();
buildIfNeeded();

const children = [];
let stopping = false;
const stopAll = (code) => {
  stopping = true;
  process.exitCode ??= code;
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
};
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

const apiEnv = { ...env };
if (!env.API_PUBLIC_URL) apiEnv.API_HOST ||= '127.0.0.1';
else apiEnv.CORS_ORIGINS ||= env.NEXTAUTH_URL;
const api = spawn(process.execPath, ['dist/main.js'], { cwd: path.join(root, 'apps/api'), env: apiEnv, stdio: 'inherit' });
children.push(api);
// Either stopping by itself, not asked to, is a failure (a port taken exited 0), whatever its code.
const childExited = (code) => stopAll(stopping ? (code ?? 1) : code || 1);
api.on('exit', childExited);
try {
  await waitFor(`http://127.0.0.1:${env.API_PORT}/health/`, api);
} catch (e) {
  console.error(e.message);
  stopAll(1);
}
// Without the API there is no portal: one started anyway outlived this script, answered its health
// check's page while every call failed, and held the port against the next start (a scale-out audit).
if (!stopping) {
  // The portal's server never needs the Toss secret key (only the API confirms payments): it is not handed over.
  const { TOSS_SECRET_KEY: _tossSecret, ...webEnv } = env;
  const web = spawn(process.execPath, ['server.mjs'], { cwd: path.join(root, 'apps/web'), env: webEnv, stdio: 'inherit' });
  children.push(web);
  web.on('exit', childExited);
}
