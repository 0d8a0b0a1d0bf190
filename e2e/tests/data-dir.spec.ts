import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { keepSecrets } from '../../scripts/secrets.mjs';
import { expect, test } from './fixtures';
import { signIn } from './helpers';

const root = path.resolve(import.meta.dirname, '../..');

/** Runs a command to its end (at most 60 s) and answers its exit code and what it printed. */
function run(args: string[], cwd: string, env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, args, { cwd, env: { ...process.env, ...env } });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

test('a second server on the same data folder is refused in Korean, and the first keeps serving its data', async ({ page }) => {
  test.setTimeout(150_000);
  const dataDir = process.env.E2E_DATA_DIR!;
  // As `npm start` would be typed a second time, on other ports.
  const second = await run(['scripts/start.mjs'], root, { DATA_DIR: dataDir, PORT: '3197', API_PORT: '4197' });
  expect(second.code).toBe(1);
  expect(second.output).toContain('이미 실행 중인 포털 서버');
  // The API itself, started around the script: it takes the lock, so it refuses too.
  const api = await run(['dist/main.js'], path.join(root, 'apps/api'), {
    DATA_DIR: dataDir,
    API_PORT: '4197',
    JWT_SECRET: 'a-secret-long-enough-for-the-config-check-0123456789',
  });
  expect(api.code).toBe(1);
  expect(api.output).toContain('이미 실행 중인 포털 서버');
  await signIn(page, 'student1');
  await expect(page.getByRole('heading', { name: '김하린님, 안녕하세요' })).toBeVisible();
});

test('a server whose API cannot start stops with an error and leaves no portal behind', async () => {
  test.setTimeout(90_000);
  const secret = 'a-secret-long-enough-for-the-config-check-0123456789';
  // A database that does not answer: the API gives up at its first query.
  const started = await run(['scripts/start.mjs'], root, {
    DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none',
    JWT_SECRET: secret,
    NEXTAUTH_SECRET: secret,
    DATA_DIR: path.join(process.env.E2E_DATA_DIR!, 'no-api'),
    PORT: '3196',
    API_PORT: '4196',
  });
  expect(started.code).toBe(1);
  expect(started.output).toContain('API가 시작되지 못했습니다');
  // A portal started anyway used to outlive the script and hold the port.
  await new Promise((r) => setTimeout(r, 3_000));
  await expect(fetch('http://127.0.0.1:3196/sign/login')).rejects.toThrow();
});

test('a port it cannot use stops `npm start` with a Korean reason and a failure code, not 0', async () => {
  test.setTimeout(90_000);
  // Not a port: refused before anything starts.
  const typo = await run(['scripts/start.mjs'], root, { DATA_DIR: path.join(process.env.E2E_DATA_DIR!, 'typo'), PORT: 'abc' });
  expect(typo.code).toBe(1);
  expect(typo.output).toContain('PORT=abc: 포트는 1부터 65535 사이의 숫자로 주세요.');
  // A port another program holds: the portal says so and fails (a supervisor restarting on failure sees it).
  const holder = (await import('node:http')).createServer(() => {});
  await new Promise<void>((resolve) => holder.listen(3195, '127.0.0.1', resolve));
  try {
    const taken = await run(['server.mjs'], path.join(root, 'apps/web'), { PORT: '3195', HOST: '127.0.0.1' });
    expect(taken.code).toBe(1);
    expect(taken.output).toContain('포털이 포트 3195을(를) 쓰지 못했습니다 (EADDRINUSE)');
  } finally {
    holder.close();
  }
});

test('secrets.json is written once, whole, and one cut off mid-write is set aside with a Korean word', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-secrets-'));
  try {
    const file = path.join(dataDir, 'secrets.json');
    const first = keepSecrets(dataDir);
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual(first);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    // Read, not rewritten, at the next start: a start cut off while writing it truncated it.
    const written = fs.statSync(file).mtimeMs;
    await new Promise((r) => setTimeout(r, 20));
    expect(keepSecrets(dataDir)).toEqual(first);
    expect(fs.statSync(file).mtimeMs).toBe(written);
    // Truncated (a full disk, a power cut): the start went no further than a bare SyntaxError.
    fs.writeFileSync(file, '{\n  "jwtSecret": "ab');
    const said: string[] = [];
    const next = keepSecrets(dataDir, (m) => said.push(m));
    expect(next.jwtSecret).not.toBe(first.jwtSecret);
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual(next);
    expect(said.join('\n')).toContain('읽을 수 없어');
    const aside = fs.readdirSync(dataDir).filter((n) => n.startsWith('secrets.json.broken-'));
    expect(aside).toHaveLength(1);
    expect(fs.readFileSync(path.join(dataDir, aside[0]!), 'utf8')).toBe('{\n  "jwtSecret": "ab');
    expect(fs.readdirSync(dataDir).filter((n) => n.endsWith('.tmp'))).toEqual([]);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

test('`npm run admin` makes the first admin of a centre without the demo, who signs in with it; a running portal’s folder is refused', async () => {
  test.setTimeout(120_000);
  const apiDir = path.join(root, 'apps/api');
  // While the portal runs on its folder, the command asks for it to be stopped first.
  const busy = await run(['dist/admin.js', 'boss', '김원장'], apiDir, { DATA_DIR: process.env.E2E_DATA_DIR! });
  expect(busy.code).toBe(1);
  expect(busy.output).toContain('서버를 멈춘 뒤에 다시 실행해 주세요');

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-new-centre-'));
  const secret = 'a-secret-long-enough-for-the-config-check-0123456789';
  const server = { kill: () => {} };
  try {
    // A folder no server has used yet: the database is made, then her account.
    const made = await run(['dist/admin.js', 'boss', '김원장'], apiDir, { DATA_DIR: dataDir });
    expect(made.code, made.output).toBe(0);
    expect(made.output).toContain('관리자 계정을 만들었습니다: 김원장');
    const password = made.output.match(/일회용 비밀번호: (\S+)/)![1]!;

    // The API on it, the demo off: she is its only account, and signs in, asked for a new password first.
    const api = spawn(process.execPath, ['dist/main.js'], {
      cwd: apiDir,
      env: { ...process.env, DATA_DIR: dataDir, SEED_DEMO: 'off', API_PORT: '4194', API_HOST: '127.0.0.1', JWT_SECRET: secret },
      stdio: 'ignore',
    });
    server.kill = () => api.kill('SIGKILL');
    await expect
      .poll(
        () =>
          fetch('http://127.0.0.1:4194/health/').then(
            (r) => r.status,
            () => 0,
          ),
        { timeout: 60_000 },
      )
      .toBe(200);
    const login = await fetch('http://127.0.0.1:4194/accounts/login/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'boss', password }),
    });
    expect(login.status).toBe(200);
    expect(((await login.json()) as { user: object }).user).toEqual(
      expect.objectContaining({ category: 'admin', name: '김원장', mustChangePassword: true }),
    );
  } finally {
    server.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
