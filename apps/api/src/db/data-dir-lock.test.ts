import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirInUse, LOCK_FILE, startTimeOf } from './data-dir-lock';

const dirs: string[] = [];
const folder = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

const writeHolder = (dir: string, pid: number, startedAt: string | null) =>
  fs.writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify({ pid, startedAt }));

const sleeper = () => spawn('sleep', ['30'], { stdio: 'ignore' });
const exited = (child: ReturnType<typeof spawn>) => new Promise((r) => child.once('exit', r));

describe('one server per data folder', () => {
  it('refuses a second holder with a Korean message while the first holds the folder, and frees it on release', () => {
    const dir = folder();
    const release = acquireDataDirLock(dir);
    expect(JSON.parse(fs.readFileSync(path.join(dir, LOCK_FILE), 'utf8')).pid).toBe(process.pid);
    let refused: unknown;
    try {
      acquireDataDirLock(dir);
    } catch (e) {
      refused = e;
    }
    expect(refused).toBeInstanceOf(DataDirInUse);
    expect((refused as Error).message).toMatch(/이미 실행 중인 포털 서버\(프로세스 \d+\)가 쓰고 있습니다/);
    release();
    expect(fs.existsSync(path.join(dir, LOCK_FILE))).toBe(false);
    acquireDataDirLock(dir)();
  });

  it('is refused while another living process holds it, and taken over once that process is killed', async () => {
    const dir = folder();
    const other = sleeper();
    try {
      writeHolder(dir, other.pid!, startTimeOf(other.pid!));
      expect(() => acquireDataDirLock(dir)).toThrow(DataDirInUse);
      // A crash (SIGKILL) runs no clean-up: the file stays, and must not keep the folder locked.
      other.kill('SIGKILL');
      await exited(other);
      expect(fs.existsSync(path.join(dir, LOCK_FILE))).toBe(true);
      const release = acquireDataDirLock(dir);
      expect(JSON.parse(fs.readFileSync(path.join(dir, LOCK_FILE), 'utf8')).pid).toBe(process.pid);
      release();
    } finally {
      other.kill('SIGKILL');
    }
  });

  it.runIf(process.platform === 'linux')('does not take a recycled pid (same number, another start time) for the holder', () => {
    const dir = folder();
    writeHolder(dir, process.pid, '1');
    acquireDataDirLock(dir)();
  });

  it("keeps the folder to its owner, an older install's too (the embedded database writes its files for everyone)", () => {
    const dir = folder();
    fs.chmodSync(dir, 0o755);
    const release = acquireDataDirLock(dir);
    expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
    release();
    const fresh = path.join(folder(), 'new');
    acquireDataDirLock(fresh)();
    expect(fs.statSync(fresh).mode & 0o777).toBe(0o700);
  });

  it('treats a file that names no process, left long ago, as stale', () => {
    const dir = folder();
    const file = path.join(dir, LOCK_FILE);
    fs.writeFileSync(file, '');
    const old = new Date(Date.now() - 60_000);
    fs.utimesSync(file, old, old);
    acquireDataDirLock(dir)();
  });
});
