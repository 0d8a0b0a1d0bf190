import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { type Database, openDatabase } from '../db/client';
import { jobs, users } from '../db/schema';
import { hashPassword } from '../modules/accounts/passwords';
import {
  backupBeforeUpdate,
  backupMaker,
  backupStatusOf,
  backupsIn,
  nextBackupAt,
  registerBackup,
  writeBackup,
  type BackupOptions,
} from './backup';
import { restoreBackup } from './restore';
import { createJobRunner } from './runner';

// A DATA_DIR of its own on disk, as `npm start` makes one: the embedded database in pgdata/, the disk
// store's files, the secrets made at the first start.
let dataDir: string;
let database: Database;
const filesDir = () => path.join(dataDir, 'files');

async function addUser(username: string) {
  await database.db.insert(users).values({ username, name: username, category: 'student', passwordHash: 'x' });
}
const userCount = async (db = database) => (await db.db.select({ n: count() }).from(users))[0]!.n;
const options = (keep = 7): BackupOptions => ({ snapshot: (to) => database.snapshot!(to), dataDir, filesDir: filesDir(), keep });
/**
 * For the tests of names, turns and how many are kept: the database's copy is a stand-in folder (a real
 * one is about 2 s of copying and packing each; the tests above and the restores check real ones).
 */
const standIn = async (to: string) => {
  fs.mkdirSync(to, { recursive: true });
  fs.writeFileSync(path.join(to, 'PG_VERSION'), '17');
};
const named = (keep = 7): BackupOptions => ({ ...options(keep), snapshot: standIn });

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-backup-'));
  database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pgdata') });
  await database.migrate();
  await addUser('backup1');
  fs.mkdirSync(path.join(filesDir(), 'notice-attachment'), { recursive: true });
  fs.mkdirSync(path.join(filesDir(), '.tmp'), { recursive: true });
  fs.writeFileSync(path.join(filesDir(), 'notice-attachment', 'a1'), '공지 첨부');
  fs.writeFileSync(path.join(filesDir(), '.tmp', 'half-written'), '…');
  fs.writeFileSync(path.join(dataDir, 'secrets.json'), '{"jwtSecret":"s1"}');
  fs.mkdirSync(path.join(dataDir, 'push'));
  fs.writeFileSync(path.join(dataDir, 'push', 'vapid.json'), '{"publicKey":"k1"}');
});
afterAll(async () => {
  await database?.close().catch(() => {});
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the nightly backup', () => {
  it('is made at 04:30 in Seoul, the next one after now', () => {
    expect(nextBackupAt(new Date('2026-11-29T18:00:00Z')).toISOString()).toBe('2026-11-29T19:30:00.000Z'); // 03:00 → 04:30 the same day
    expect(nextBackupAt(new Date('2026-11-29T19:30:00Z')).toISOString()).toBe('2026-11-30T19:30:00.000Z'); // at 04:30 → the next day's
    expect(nextBackupAt(new Date('2026-11-30T14:59:00Z')).toISOString()).toBe('2026-11-30T19:30:00.000Z'); // 23:59 → the coming night's
  });

  it('holds the database, the files (not those half-written) and the secrets, in a folder named by its Seoul date', async () => {
    const folder = await writeBackup(options(), new Date('2026-11-29T19:30:00Z'));
    expect(path.basename(folder)).toBe('2026-11-30');
    expect(fs.readdirSync(folder).sort()).toEqual(['backup.json', 'database.tar.gz', 'files', 'push', 'secrets.json']);
    // Minors' records: its owner's alone, wherever the folder is copied with its modes.
    expect(fs.statSync(path.join(folder, 'database.tar.gz')).mode & 0o777).toBe(0o600);
    expect(fs.readFileSync(path.join(folder, 'files', 'notice-attachment', 'a1'), 'utf8')).toBe('공지 첨부');
    expect(fs.existsSync(path.join(folder, 'files', '.tmp'))).toBe(false);
    // A link to the same bytes where the disk allows it: a backup of the files costs no space.
    expect(fs.statSync(path.join(folder, 'files', 'notice-attachment', 'a1')).ino).toBe(
      fs.statSync(path.join(filesDir(), 'notice-attachment', 'a1')).ino,
    );
    expect(fs.readFileSync(path.join(folder, 'push', 'vapid.json'), 'utf8')).toBe('{"publicKey":"k1"}');
    expect(JSON.parse(fs.readFileSync(path.join(folder, 'backup.json'), 'utf8'))).toMatchObject({
      madeAt: '2026-11-29T19:30:00.000Z',
      files: 1,
    });
    // Nothing half-made is left beside it.
    expect(fs.readdirSync(path.dirname(folder))).toEqual(['2026-11-30']);
  });

  it('keeps the newest BACKUP_DAYS, and a second one the same day replaces the first', async () => {
    await addUser('backup2');
    // A night that stopped half-way left its folder: the next night clears it.
    fs.mkdirSync(path.join(dataDir, 'backups', '.partial-2026-11-29', 'files'), { recursive: true });
    await writeBackup(options(2), new Date('2026-11-30T19:30:00Z'));
    await writeBackup(options(2), new Date('2026-12-01T19:30:00Z'));
    await writeBackup(options(2), new Date('2026-12-01T23:00:00Z'));
    expect(backupsIn(dataDir)).toEqual(['2026-12-01', '2026-12-02']);
    expect(fs.readdirSync(path.join(dataDir, 'backups')).sort()).toEqual(['2026-12-01', '2026-12-02']);
  });

  it('is shown to the admin: the newest, how many are kept, when the next one is made, and the disk’s room', () => {
    const status = backupStatusOf({ kind: 'embedded', dataDir, keep: 2 }, new Date('2026-12-02T01:00:00Z'));
    expect(status).toEqual({
      kind: 'embedded',
      keepDays: 2,
      latest: {
        date: '2026-12-02',
        folder: '2026-12-02',
        madeAt: '2026-12-01T23:00:00.000Z',
        databaseBytes: expect.any(Number),
        files: 1,
        reason: 'night',
      },
      count: 2,
      nextAt: '2026-12-02T19:30:00.000Z',
      diskFreeBytes: expect.any(Number),
    });
    // The room left beside the database and its backups, as the system counts it for this user (other
    // tests write to the same disk meanwhile).
    const disk = fs.statfsSync(dataDir);
    expect(Math.abs(status.diskFreeBytes! - disk.bavail * disk.bsize)).toBeLessThan(100 * 1024 * 1024);
    expect(
      backupStatusOf({ kind: 'embedded', dataDir: path.join(dataDir, 'nothing-yet'), keep: 7 }, new Date('2026-12-02T01:00:00Z')),
    ).toMatchObject({
      latest: null,
      count: 0,
    });
  });

  it('on a disk that cannot link to the files, copies only what was uploaded since the night before', async () => {
    const elsewhere = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-backup-exdev-'));
    try {
      const files = path.join(elsewhere, 'files');
      fs.mkdirSync(path.join(files, 'chat-file'), { recursive: true });
      fs.writeFileSync(path.join(files, 'chat-file', 'f1'), '첫 사진');
      // The files' disk is not the backups': no link reaches across (EXDEV), as with FILES_DIR on another disk.
      const across = (from: string, to: string) => {
        if (from.startsWith(files)) throw Object.assign(new Error('cross-device link not permitted'), { code: 'EXDEV' });
        fs.linkSync(from, to);
      };
      const opts = { ...options(), dataDir: elsewhere, filesDir: files, link: across };
      const first = await writeBackup(opts, new Date('2026-11-29T19:30:00Z'));
      fs.writeFileSync(path.join(files, 'chat-file', 'f2'), '둘째 사진');
      const second = await writeBackup(opts, new Date('2026-11-30T19:30:00Z'));
      const ino = (file: string) => fs.statSync(file).ino;
      expect(ino(path.join(first, 'files', 'chat-file', 'f1'))).not.toBe(ino(path.join(files, 'chat-file', 'f1')));
      // The second night links the first night's copy of f1, and copies only f2.
      expect(ino(path.join(second, 'files', 'chat-file', 'f1'))).toBe(ino(path.join(first, 'files', 'chat-file', 'f1')));
      expect(fs.readFileSync(path.join(second, 'files', 'chat-file', 'f2'), 'utf8')).toBe('둘째 사진');
    } finally {
      fs.rmSync(elsewhere, { recursive: true, force: true });
    }
  });

  it('runs as a recurring job at its time, and again the next night', async () => {
    let now = new Date('2026-12-03T12:00:00Z');
    const runner = createJobRunner({ db: database.db, now: () => now });
    registerBackup(runner, backupMaker(options(3)));
    await runner.start();
    await runner.drain();
    expect(backupsIn(dataDir)).toEqual(['2026-12-01', '2026-12-02']);
    now = new Date('2026-12-03T19:31:00Z');
    await runner.drain();
    await runner.stop();
    expect(backupsIn(dataDir)).toEqual(['2026-12-01', '2026-12-02', '2026-12-04']);
    const pending = (await database.db.select().from(jobs)).filter((j) => j.queue === 'backup.nightly' && !j.doneAt);
    expect(pending.map((j) => j.runAt.toISOString())).toEqual(['2026-12-04T19:30:00.000Z']);
  });
});

describe('with backups switched off (BACKUP_DAYS=0)', () => {
  it('ends the night’s job left from when they were on, without a backup and without failing', async () => {
    const before = backupsIn(dataDir);
    // The night's job as the worker left it with backups on (due at 04:30, 2026-12-05 in Seoul).
    let now = new Date('2026-12-04T12:00:00Z');
    const on = createJobRunner({ db: database.db, now: () => now });
    registerBackup(on, backupMaker(options(3)));
    await on.start();
    await on.stop();
    const off = createJobRunner({ db: database.db, now: () => now });
    registerBackup(off, null);
    now = new Date('2026-12-04T19:31:00Z');
    await off.drain();
    expect(backupsIn(dataDir)).toEqual(before);
    const left = (await database.db.select().from(jobs)).filter((j) => j.queue === 'backup.nightly' && !j.doneAt);
    expect(left).toEqual([]);
    const last = (await database.db.select().from(jobs)).filter((j) => j.queue === 'backup.nightly').at(-1)!;
    expect({ failed: last.failedAt, error: last.lastError }).toEqual({ failed: null, error: null });
  });
});

describe('a restore', () => {
  it('puts a backup back with the server stopped, and sets what was there aside instead of deleting it', async () => {
    await addUser('after-the-backup');
    fs.writeFileSync(path.join(filesDir(), 'notice-attachment', 'a2'), '백업 뒤 파일');
    fs.writeFileSync(path.join(dataDir, 'secrets.json'), '{"jwtSecret":"s2"}');
    expect(await userCount()).toBe(3);
    await database.close();

    const from = path.join(dataDir, 'backups', '2026-12-01');
    const result = await restoreBackup({ from, dataDir, filesDir: filesDir(), now: new Date('2026-12-04T01:00:00Z') });
    expect(result).toMatchObject({ users: 2, files: 1 });
    expect(fs.readFileSync(path.join(dataDir, 'secrets.json'), 'utf8')).toBe('{"jwtSecret":"s1"}');
    expect(fs.readdirSync(path.join(filesDir(), 'notice-attachment'))).toEqual(['a1']);
    // What was there: the database, the later file and the later secret, all kept.
    expect(fs.readdirSync(result.setAside).sort()).toEqual(['files', 'pgdata', 'push', 'secrets.json']);
    expect(fs.readFileSync(path.join(result.setAside, 'files', 'notice-attachment', 'a2'), 'utf8')).toBe('백업 뒤 파일');

    // The next start opens the restored database as it was at the backup.
    database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pgdata') });
    await database.migrate();
    expect((await database.db.select({ username: users.username }).from(users).orderBy(users.id)).map((u) => u.username)).toEqual([
      'backup1',
      'backup2',
    ]);
  });

  it('reads a backup of before 2026-11-30 too, whose database PGlite itself had dumped', async () => {
    const earlier = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-restore-dumped-'));
    try {
      const then = await openDatabase({ kind: 'pglite', dataDir: path.join(earlier, 'then', 'pgdata') });
      await then.migrate();
      await then.db.insert(users).values({ username: 'dumped', name: '그때', category: 'student', passwordHash: 'x' });
      fs.mkdirSync(path.join(earlier, 'backup'));
      fs.writeFileSync(path.join(earlier, 'backup', 'database.tar.gz'), Buffer.from(await (await then.dump!('gzip')).arrayBuffer()));
      await then.close();
      const now = path.join(earlier, 'now');
      expect(await restoreBackup({ from: path.join(earlier, 'backup'), dataDir: now, filesDir: null })).toMatchObject({ users: 1 });
      const restored = await openDatabase({ kind: 'pglite', dataDir: path.join(now, 'pgdata') });
      expect((await restored.db.select({ username: users.username }).from(users)).map((u) => u.username)).toEqual(['dumped']);
      await restored.close();
    } finally {
      fs.rmSync(earlier, { recursive: true, force: true });
    }
  });

  it('refuses a folder that holds no backup, and touches nothing', async () => {
    const before = fs.readdirSync(dataDir).sort();
    await expect(restoreBackup({ from: dataDir, dataDir, filesDir: filesDir() })).rejects.toThrow('database.tar.gz 파일이 없습니다');
    expect(fs.readdirSync(dataDir).sort()).toEqual(before);
  });

  it('that fails says where the data it set aside is, and that data is whole', async () => {
    const other = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-restore-'));
    try {
      fs.mkdirSync(path.join(other, 'pgdata'));
      fs.writeFileSync(path.join(other, 'pgdata', 'PG_VERSION'), '17');
      const broken = path.join(other, 'broken');
      fs.mkdirSync(broken);
      fs.writeFileSync(path.join(broken, 'database.tar.gz'), 'not a tarball');
      const failed = restoreBackup({ from: broken, dataDir: other, filesDir: null, now: new Date('2026-12-04T02:00:00Z') });
      await expect(failed).rejects.toThrow(`복원 전의 데이터는 ${path.join(other, 'before-restore-2026-12-04T02-00-00-000Z')}에 있습니다.`);
      expect(fs.readFileSync(path.join(other, 'before-restore-2026-12-04T02-00-00-000Z', 'pgdata', 'PG_VERSION'), 'utf8')).toBe('17');
    } finally {
      fs.rmSync(other, { recursive: true, force: true });
    }
  });
});

describe('a backup made by hand (the admin, on the console)', () => {
  it('sits beside the night’s under its date and minute, sorts by its time, counts toward its date, and replaces the day’s last one made by hand', async () => {
    await writeBackup(named(3), new Date('2026-12-04T19:30:00Z'));
    const byHand = await writeBackup(named(3), new Date('2026-12-05T06:15:00Z'), 'by-hand');
    expect(path.basename(byHand)).toBe('2026-12-05-1515');
    expect(backupStatusOf({ kind: 'embedded', dataDir, keep: 3 }, new Date('2026-12-05T06:16:00Z')).latest).toMatchObject({
      date: '2026-12-05',
      folder: '2026-12-05-1515',
      madeAt: '2026-12-05T06:15:00.000Z',
      reason: 'by-hand',
    });
    // 03:00 is before that night's 04:30: the night's is the newer.
    await writeBackup(named(3), new Date('2026-12-05T18:00:00Z'), 'by-hand');
    await writeBackup(named(3), new Date('2026-12-05T19:30:00Z'));
    // The newest three dates are kept whole, with every backup made on them.
    expect(backupsIn(dataDir)).toEqual(['2026-12-04', '2026-12-05', '2026-12-05-1515', '2026-12-06-0300', '2026-12-06']);
    expect(backupStatusOf({ kind: 'embedded', dataDir, keep: 3 }, new Date('2026-12-06T00:00:00Z')).latest).toMatchObject({
      folder: '2026-12-06',
      reason: 'night',
    });
    // Made by hand again the same day, it replaces the one made by hand before it; the night's stays.
    await writeBackup(named(3), new Date('2026-12-06T00:30:00Z'), 'by-hand');
    expect(backupsIn(dataDir)).toEqual(['2026-12-04', '2026-12-05', '2026-12-05-1515', '2026-12-06', '2026-12-06-0930']);
  });

  it('is made one at a time: asked for while one is being made, it is that one', async () => {
    let snapshots = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const maker = backupMaker({
      ...options(3),
      snapshot: async (to) => {
        snapshots += 1;
        await gate;
        return standIn(to);
      },
    });
    const night = maker.make(new Date('2026-12-06T01:00:00Z'), 'night');
    const admin = maker.make(new Date('2026-12-06T01:00:05Z'), 'by-hand');
    release();
    expect(await admin).toBe(await night);
    expect(snapshots).toBe(1);
    await maker.make(new Date('2026-12-06T01:10:00Z'), 'by-hand');
    expect(snapshots).toBe(2);
  });

  it('answers the admin with the new state, and a failure with a Korean reason that leaves nothing half-made', async () => {
    await database.db
      .insert(users)
      .values({ username: 'backup-admin', name: '관리자', category: 'admin', passwordHash: await hashPassword('demo1234!') });
    let failing = false;
    const config = loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'b'.repeat(32), LOG_LEVEL: 'silent', DATA_DIR: dataDir, BACKUP_DAYS: '3' });
    const app = await buildApp({
      // The push keys of this DATA_DIR are the test's stand-ins: the app gets keys of its own.
      config: { ...config, jobsWorker: false, push: { ...config.push, keys: { kind: 'memory' } } },
      db: database.db,
      listen: database.listen,
      now: () => new Date('2026-12-06T03:00:00Z'),
      snapshot: async (to) => {
        if (failing) throw new Error('ENOSPC: no space left on device');
        return database.snapshot!(to);
      },
    });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as { port: number };
      const call = async (method: string, url: string, token?: string, body?: object) => {
        const res = await fetch(`http://127.0.0.1:${port}${url}`, {
          method,
          headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
          body: body && JSON.stringify(body),
        });
        return { status: res.status, body: (await res.json()) as { access: string; latest: unknown; code?: string; message?: string } };
      };
      const login = await call('POST', '/accounts/login/', undefined, { username: 'backup-admin', password: 'demo1234!' });
      expect(login.status).toBe(200);
      const made = await call('POST', '/staff/site/backups/', login.body.access);
      expect(made.status, JSON.stringify(made.body)).toBe(200);
      expect(made.body.latest).toMatchObject({ folder: '2026-12-06-1200', reason: 'by-hand', files: 1 });
      expect(fs.existsSync(path.join(dataDir, 'backups', '2026-12-06-1200', 'database.tar.gz'))).toBe(true);

      failing = true;
      const failed = await call('POST', '/staff/site/backups/', login.body.access);
      expect(failed.status).toBe(500);
      expect(failed.body).toMatchObject({ code: 'BACKUP_FAILED', message: '백업하지 못했습니다. 서버 기록(로그)을 확인해 주세요.' });
      // The one made before is whole; the half-made one is cleared by the next.
      failing = false;
      expect((await call('POST', '/staff/site/backups/', login.body.access)).status).toBe(200);
      expect(fs.readdirSync(path.join(dataDir, 'backups')).filter((name) => name.startsWith('.'))).toEqual([]);
    } finally {
      await app.close();
    }
  });
});

describe('a start about to run an update’s migrations', () => {
  // The newest migration this database records, taken away and put back: the database as the version
  // before this one left it.
  async function asBeforeTheUpdate<T>(fn: () => Promise<T>): Promise<T> {
    const rows = async (query: ReturnType<typeof sql>) =>
      ((await database.db.execute(query)) as unknown as { rows: { id: number; hash: string; created_at: string }[] }).rows;
    const [newest] = await rows(sql`select id, hash, created_at::text from drizzle.__drizzle_migrations order by created_at desc limit 1`);
    await database.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${newest!.id}`);
    try {
      return await fn();
    } finally {
      await database.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${newest!.id}, ${newest!.hash}, ${newest!.created_at})`,
      );
    }
  }

  it('counts the migrations it would run, and none for a database never migrated', async () => {
    expect(await database.migrationsToRun()).toBe(0);
    expect(await asBeforeTheUpdate(() => database.migrationsToRun())).toBe(1);
    const fresh = await openDatabase({ kind: 'pglite', dataDir: null });
    try {
      expect(await fresh.migrationsToRun()).toBeNull();
    } finally {
      await fresh.close();
    }
  });

  it('backs the data up first, as the version before left it, beside the backups of that day', async () => {
    const at = new Date('2026-12-06T05:00:00Z');
    expect(await backupBeforeUpdate(database, options(3), at)).toBeNull();
    expect(await backupBeforeUpdate({ migrationsToRun: async () => 1 }, null, at)).toBeNull();
    const folder = await asBeforeTheUpdate(() => backupBeforeUpdate(database, options(3), at));
    expect(path.basename(folder!)).toBe('2026-12-06-1400-update');
    expect(JSON.parse(fs.readFileSync(path.join(folder!, 'backup.json'), 'utf8'))).toMatchObject({ reason: 'before-update' });
    // A press of the button later that day replaces the day's last press, not this one.
    await writeBackup(named(3), new Date('2026-12-06T06:00:00Z'), 'by-hand');
    expect(backupsIn(dataDir).filter((name) => name.startsWith('2026-12-06'))).toEqual([
      '2026-12-06',
      '2026-12-06-1400-update',
      '2026-12-06-1500',
    ]);
    expect(backupStatusOf({ kind: 'embedded', dataDir, keep: 3 }, at).latest).toMatchObject({ folder: '2026-12-06-1500' });
  });

  it('that cannot back up stops the start in Korean, before anything is changed', async () => {
    const failing = { ...options(3), snapshot: async () => Promise.reject(new Error('ENOSPC: no space left on device')) };
    await asBeforeTheUpdate(async () => {
      await expect(backupBeforeUpdate(database, failing, new Date('2026-12-06T07:00:00Z'))).rejects.toThrow(
        '업데이트 전 백업을 만들지 못해 시작을 멈췄습니다(ENOSPC: no space left on device). 데이터는 바뀌지 않았습니다.',
      );
      expect(await database.migrationsToRun()).toBe(1);
    });
  });
});
