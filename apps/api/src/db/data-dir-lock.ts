import fs from 'node:fs';
import path from 'node:path';

/**
 * One API server per data folder. The embedded database keeps its files in DATA_DIR and is not made for
 * two processes: both would run, and writes acknowledged by one would be lost. The lock is a small file
 * naming the holder's process; a holder that is gone (a crash, a kill -9) does not keep it, because the
 * next start checks that the process still lives, and is the same process (its start time, where the
 * system tells it), before refusing.
 */
export const LOCK_FILE = 'portal.lock';

type Holder = { pid: number; startedAt: string | null };

export class DataDirInUse extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number | null,
  ) {
    super(
      `이 데이터 폴더(${dir})는 이미 실행 중인 포털 서버${pid ? `(프로세스 ${pid})` : ''}가 쓰고 있습니다. ` +
        '그 서버를 먼저 멈추거나, 다른 DATA_DIR을 지정해 주세요.',
    );
  }
}

/** The kernel's start time of a process (Linux `/proc`), so that a recycled pid is not taken for the holder. */
export function startTimeOf(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 22; the command name before it may hold spaces, so count from its closing parenthesis.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function isAlive(holder: Holder): boolean {
  try {
    process.kill(holder.pid, 0);
  } catch (e) {
    // EPERM: it exists but belongs to another user.
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
  const now = startTimeOf(holder.pid);
  return !(holder.startedAt && now && now !== holder.startedAt);
}

function readHolder(file: string): Holder | 'missing' | 'unreadable' {
  try {
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Holder>;
    return typeof parsed.pid === 'number' ? { pid: parsed.pid, startedAt: parsed.startedAt ?? null } : 'unreadable';
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'ENOENT' ? 'missing' : 'unreadable';
  }
}

/**
 * The data folder, its owner's alone: the embedded database writes its files readable and writable by
 * every local user (0666), and the backups and uploads hold minors' records (an audit). Set at every
 * start, on PostgreSQL too (its uploads and allow-list are here), so an older install is mended too.
 */
export function keepToOwner(dir: string) {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  try {
    fs.chmodSync(dir, 0o700);
  } catch (e) {
    console.warn(`DATA_DIR(${dir})의 권한을 소유자 전용(700)으로 바꾸지 못했습니다: ${(e as Error).message}`);
  }
}

/**
 * Takes the folder for this process, or throws DataDirInUse while a living process holds it. Answers the
 * release (also run on exit, so a normal stop leaves no file behind).
 */
export function acquireDataDirLock(dir: string): () => void {
  keepToOwner(dir);
  const file = path.join(dir, LOCK_FILE);
  const me: Holder = { pid: process.pid, startedAt: startTimeOf(process.pid) };
  for (let attempt = 0; attempt < 20; attempt++) {
    try {
      fs.writeFileSync(file, JSON.stringify(me), { flag: 'wx' });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        const holder = readHolder(file);
        if (typeof holder === 'object' && holder.pid === me.pid) fs.rmSync(file, { force: true });
      };
      process.on('exit', release);
      return release;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
    const holder = readHolder(file);
    if (holder === 'missing') continue;
    if (holder === 'unreadable') {
      // Another start may be between creating the file and writing it; an old unreadable file is stale.
      const age = Date.now() - (fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0);
      if (age < 2000) {
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
        continue;
      }
    } else if (isAlive(holder)) {
      throw new DataDirInUse(dir, holder.pid);
    }
    // Stale: move it aside (only one of two starters can), and check that what moved was the stale one.
    const aside = `${file}.${process.pid}.stale`;
    try {
      fs.renameSync(file, aside);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw e;
    }
    const moved = readHolder(aside);
    if (typeof moved === 'object' && isAlive(moved)) {
      // Another starter took the stale lock over just before: give its lock back and step aside.
      try {
        fs.linkSync(aside, file);
      } finally {
        fs.rmSync(aside, { force: true });
      }
      throw new DataDirInUse(dir, moved.pid);
    }
    fs.rmSync(aside, { force: true });
  }
  throw new DataDirInUse(dir, null);
}

/**
 * For a command's start (the server, `npm run restore`, `npm run admin`): the folder's lock, or its
 * refusal printed and the process ended with a failure code. A command run beside the server names what
 * to do once it is stopped (`then`); the server itself says the lock's own words.
 */
export function holdDataDirOrExit(dir: string, then?: string): () => void {
  try {
    return acquireDataDirLock(dir);
  } catch (e) {
    if (!(e instanceof DataDirInUse)) throw e;
    const holder = e.pid ? `(프로세스 ${e.pid})` : '';
    console.error(then ? `이 데이터 폴더(${e.dir})는 실행 중인 포털 서버${holder}가 쓰고 있습니다. ${then}` : e.message);
    process.exit(1);
  }
}
