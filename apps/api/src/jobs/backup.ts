import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { addDays, atSeoul, seoulDate, seoulTime } from '@portal/contract/dates';
import type { BackupStatus } from '@portal/contract';
import * as tar from 'tar';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { describeError } from '../http/error-log';
import { AppError } from '../http/errors';
import { jobType } from './queue';
import type { JobRunner } from './runner';

/**
 * The backups of the embedded database (a one-server centre has no database administrator), each a
 * folder of `DATA_DIR/backups/`: the night's `<Seoul date>/`, one the admin makes from the console
 * `<Seoul date>-<HHMM>/`, one a start makes before an update's migrations `<Seoul date>-<HHMM>-update/`.
 * Each holds
 * - `database.tar.gz`: the embedded database's folder (`pgdata`) as it was at one instant, compressed
 *   (what `npm run restore` puts back; PGlite's own `dumpDataDir` tarballs of earlier backups read alike);
 * - `files/`: the uploaded files of the disk store (hard links where the disk allows: the files are
 *   written once and never changed in place, so a link costs no space and keeps its content);
 * - `secrets.json` and `push/vapid.json`: the signing secrets and push keys made on the first start
 *   (without them every sign-in ends, and every phone's push subscription is orphaned);
 * - `backup.json`: when it was made, why, and of what.
 * The backups of the newest BACKUP_DAYS (7) dates are kept. Copy the folder to another machine to survive
 * the loss of this one (README: 백업과 복원). On PostgreSQL the database is the operator's `pg_dump`'s, not ours.
 */
export const BACKUPS_FOLDER = 'backups';
export const DATABASE_FILE = 'database.tar.gz';
/** Made in DATA_DIR by the first start (scripts/start.mjs, push/vapid.ts), copied as they are. */
export const KEPT_FILES = ['secrets.json', path.join('push', 'vapid.json')];
/** The Seoul time the backup is made at: the quietest hour of a boarding school. */
export const BACKUP_TIME = '04:30';
/**
 * zlib's level for the database's tarball: the fastest. It runs beside the students' requests when the
 * admin backs up by day, and level 6 made the tarball only about 6-12 % smaller (docs/decisions.md).
 */
const GZIP_LEVEL = 1;

const nightly = jobType<Record<string, never>>('backup.nightly');

/** The first BACKUP_TIME in Seoul after `now`. */
export function nextBackupAt(now: Date): Date {
  const today = atSeoul(seoulDate(now), BACKUP_TIME);
  return today > now ? today : atSeoul(addDays(seoulDate(now), 1), BACKUP_TIME);
}

export type BackupOptions = {
  /** Copies the embedded database's files, as they are at one instant, into a folder (db/client.ts `snapshot`). */
  snapshot: (to: string) => Promise<void>;
  dataDir: string;
  /** The disk store's folder, or null (S3 keeps its own copies). */
  filesDir: string | null;
  /** How many daily backups are kept. */
  keep: number;
  /** How a file is linked (tests: a disk that cannot link across to the files). */
  link?: (from: string, to: string) => void;
};

/**
 * Links every file below `from` into `to` (its `.tmp` left out). Where the disk cannot link them (the
 * files on another disk: FILES_DIR), the same file of the `previous` backup is linked instead, and only a
 * file it does not hold is copied: a night copies what was uploaded that day, not every file again.
 */
export function linkTree(
  from: string,
  to: string,
  previous: string | null = null,
  link: (from: string, to: string) => void = fs.linkSync,
): number {
  let count = 0;
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    if (entry.name === '.tmp') continue;
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    const before = previous && path.join(previous, entry.name);
    if (entry.isDirectory()) {
      fs.mkdirSync(target, { recursive: true });
      count += linkTree(source, target, before, link);
    } else if (entry.isFile()) {
      try {
        link(source, target);
      } catch {
        // Written once under a name of its own: the previous backup's file of that name and size is it.
        const kept = before ? fs.statSync(before, { throwIfNoEntry: false }) : undefined;
        if (kept?.isFile() && kept.size === fs.statSync(source).size) link(before!, target);
        else fs.copyFileSync(source, target);
      }
      count += 1;
    }
  }
  return count;
}

const BACKUP_NAME = /^(\d{4}-\d{2}-\d{2})(?:-(\d{4})(-update)?)?$/;
/** Where a backup's folder sorts: its date, then its time (a night's at BACKUP_TIME). */
const sortKey = (name: string) => {
  const [, date, time] = BACKUP_NAME.exec(name)!;
  return `${date}-${time ?? BACKUP_TIME.replace(':', '')}`;
};

/**
 * The backups' folders in `backups/`, oldest first: the night's `<date>`, one made by hand `<date>-<HHMM>`,
 * one made before an update's migrations `<date>-<HHMM>-update`.
 */
export function backupsIn(dataDir: string): string[] {
  const dir = path.join(dataDir, BACKUPS_FOLDER);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => BACKUP_NAME.test(name))
    .sort((a, b) => (sortKey(a) < sortKey(b) ? -1 : sortKey(a) > sortKey(b) ? 1 : 0));
}

type BackupLog = { info: (o: object, m: string) => void; error: (o: object, m: string) => void };

/** Why a backup was made: the nightly job, the admin on the console, or a start about to migrate. */
export type BackupReason = 'night' | 'by-hand' | 'before-update';
const folderName = (date: string, now: Date, reason: BackupReason) =>
  reason === 'night' ? date : `${date}-${seoulTime(now).replace(':', '')}${reason === 'before-update' ? '-update' : ''}`;
/** Why the backup in a folder (named by `folderName`) was made. */
const reasonOf = (folder: string): BackupReason => {
  const [, , time, update] = BACKUP_NAME.exec(folder)!;
  return update ? 'before-update' : time ? 'by-hand' : 'night';
};

/**
 * Writes a backup into its folder (`folderName`). A night's replaces one made the same night before it;
 * one made by hand replaces the day's earlier one made by hand; one made before an update stays. Then
 * drops the backups of all but the newest `keep` dates.
 */
export async function writeBackup(
  { snapshot, dataDir, filesDir, keep, link }: BackupOptions,
  now: Date,
  reason: BackupReason = 'night',
): Promise<string> {
  const root = path.join(dataDir, BACKUPS_FOLDER);
  const date = seoulDate(now);
  const name = folderName(date, now, reason);
  const partial = path.join(root, `.partial-${name}`);
  // What a backup that stopped half-way (a crash, a full disk) left behind.
  if (fs.existsSync(root))
    for (const name of fs.readdirSync(root))
      if (name.startsWith('.partial-')) fs.rmSync(path.join(root, name), { recursive: true, force: true });
  fs.mkdirSync(partial, { recursive: true, mode: 0o700 });
  // The database is held only for the snapshot's second pass (db/snapshot.ts); the copy is packed as a stream after.
  const copy = path.join(partial, '.database');
  await snapshot(copy);
  // Compressed by Node's zlib stream, in libuv's thread pool: node-tar's own gzip runs on the event loop,
  // where it held the students' requests up to about 65 ms at p99 (12-18 ms this way, docs/decisions.md).
  await pipeline(
    tar.c({ cwd: copy, portable: true }, fs.readdirSync(copy)),
    zlib.createGzip({ level: GZIP_LEVEL }),
    fs.createWriteStream(path.join(partial, DATABASE_FILE), { mode: 0o600 }),
  );
  fs.rmSync(copy, { recursive: true, force: true });
  const databaseBytes = fs.statSync(path.join(partial, DATABASE_FILE)).size;
  for (const name of KEPT_FILES) {
    const source = path.join(dataDir, name);
    if (!fs.existsSync(source)) continue;
    fs.mkdirSync(path.dirname(path.join(partial, name)), { recursive: true });
    fs.copyFileSync(source, path.join(partial, name));
  }
  let files = 0;
  if (filesDir && fs.existsSync(filesDir)) {
    fs.mkdirSync(path.join(partial, 'files'));
    const last = backupsIn(dataDir)
      .filter((d) => d !== name)
      .at(-1);
    files = linkTree(filesDir, path.join(partial, 'files'), last ? path.join(root, last, 'files') : null, link);
  }
  fs.writeFileSync(path.join(partial, 'backup.json'), JSON.stringify({ madeAt: now.toISOString(), databaseBytes, files, reason }, null, 2));
  // Complete or absent: a folder named by its date is only ever a whole backup.
  const done = path.join(root, name);
  fs.rmSync(done, { recursive: true, force: true });
  fs.renameSync(partial, done);
  // One made by hand replaces the one made by hand before it that day (the night's stays): pressed
  // again and again, the button costs one backup's space a day, not one a press.
  if (reason === 'by-hand')
    for (const other of backupsIn(dataDir))
      if (other !== name && reasonOf(other) === 'by-hand' && other.startsWith(date))
        fs.rmSync(path.join(root, other), { recursive: true, force: true });
  const all = backupsIn(dataDir);
  const keptDates = [...new Set(all.map((folder) => folder.slice(0, 10)))].slice(-Math.max(1, keep));
  for (const old of all) if (!keptDates.includes(old.slice(0, 10))) fs.rmSync(path.join(root, old), { recursive: true, force: true });
  return done;
}

/** How this server backs its data up: the embedded database in a DATA_DIR, unless BACKUP_DAYS=0 (null otherwise). */
export function backupOptionsOf(config: Config, snapshot: Database['snapshot']): BackupOptions | null {
  if (config.database.kind !== 'pglite' || !snapshot || !config.dataDir || config.backupDays <= 0) return null;
  return {
    snapshot,
    dataDir: config.dataDir,
    filesDir: config.storage.kind === 'disk' ? config.storage.dir : null,
    keep: config.backupDays,
  };
}

/**
 * Before a start runs an update's migrations on the embedded database: a backup of the data as the
 * version before left it, so the operator can go back to that version with it (README: 백업과 복원).
 * When it cannot be made the start stops, with the migrations not run and nothing changed.
 */
export async function backupBeforeUpdate(
  database: Pick<Database, 'migrationsToRun'>,
  options: BackupOptions | null,
  now: Date,
): Promise<string | null> {
  if (!options || !(await database.migrationsToRun())) return null;
  try {
    return await writeBackup(options, now, 'before-update');
  } catch (e) {
    throw new Error(
      `업데이트 전 백업을 만들지 못해 시작을 멈췄습니다(${(e as Error).message ?? e}). 데이터는 바뀌지 않았습니다. ` +
        '디스크 공간을 확인한 뒤 다시 시작해 주세요. 백업 없이 시작하려면 BACKUP_DAYS=0으로 실행하세요.',
      { cause: e },
    );
  }
}

/**
 * The one way a backup is made, by the night's job and by the admin alike: one at a time (each clears
 * the half-made folders it finds), and a request while one is
 * being made waits for that one instead of making another.
 */
export function backupMaker(options: BackupOptions) {
  let running: Promise<string> | null = null;
  return {
    options,
    make(now: Date, reason: BackupReason): Promise<string> {
      running ??= writeBackup(options, now, reason).finally(() => (running = null));
      return running;
    },
  };
}
export type BackupMaker = ReturnType<typeof backupMaker>;

/**
 * The nightly job (outside a transaction: the snapshot is a transaction of its own). A failed backup is
 * logged and tried again the next night, never given up for good as a failing job would be. `null`
 * (BACKUP_DAYS=0): no backups, and the night's job left from when they were on ends quietly instead of
 * failing ten times for want of a handler.
 */
export function registerBackup(runner: JobRunner, backups: BackupMaker | null, log?: BackupLog) {
  if (!backups) return runner.handle(nightly, async () => undefined, { transaction: false });
  runner.every(
    nightly,
    nextBackupAt,
    async (_db, { now }) => {
      try {
        const folder = await backups.make(now, 'night');
        log?.info({ folder }, 'backup written');
      } catch (e) {
        log?.error({ error: describeError(e) }, 'backup failed; tried again tomorrow');
      }
      return { again: nextBackupAt(now) };
    },
    { transaction: false },
  );
}

/**
 * The backups as the admin's console sees them (modules/site): their state, and a backup made now by hand
 * (null where the portal makes none: PostgreSQL, or BACKUP_DAYS=0). A failure is logged with its cause and
 * answered in Korean.
 */
export type BackupsOnConsole = {
  status: (now: Date) => BackupStatus;
  make: ((now: Date) => Promise<void>) | null;
};
export function backupsOnConsole(backups: BackupMaker | null, databaseKind: 'pglite' | 'postgres', log: BackupLog): BackupsOnConsole {
  const setup = backups
    ? ({ kind: 'embedded', dataDir: backups.options.dataDir, keep: backups.options.keep } as const)
    : ({ kind: databaseKind === 'postgres' ? 'postgres' : 'off' } as const);
  return {
    status: (now) => backupStatusOf(setup, now),
    make: backups
      ? async (now) => {
          try {
            const folder = await backups.make(now, 'by-hand');
            log.info({ folder }, 'backup written (by hand)');
          } catch (e) {
            log.error({ error: describeError(e) }, 'backup by hand failed');
            throw new AppError('BACKUP_FAILED');
          }
        }
      : null,
  };
}

/** The space left to this process's user on the disk holding `folder` (null where the system cannot tell). */
function diskFreeBytes(folder: string): number | null {
  try {
    const disk = fs.statfsSync(folder);
    return disk.bavail * disk.bsize;
  } catch {
    return null;
  }
}

/** What the admin's console shows of the backups (`kind` as configured; `now` for the next one's time). */
export function backupStatusOf(
  setup: { kind: 'embedded'; dataDir: string; keep: number } | { kind: 'off' | 'postgres' },
  now: Date,
): BackupStatus {
  if (setup.kind !== 'embedded') return { kind: setup.kind, keepDays: 0, latest: null, count: 0, nextAt: null, diskFreeBytes: null };
  const folders = backupsIn(setup.dataDir);
  const folder = folders.at(-1);
  let latest: BackupStatus['latest'] = null;
  if (folder) {
    const date = folder.slice(0, 10);
    try {
      const made = JSON.parse(fs.readFileSync(path.join(setup.dataDir, BACKUPS_FOLDER, folder, 'backup.json'), 'utf8')) as {
        madeAt: string;
        databaseBytes: number;
        files: number;
        reason?: BackupReason;
      };
      latest = {
        date,
        folder,
        madeAt: made.madeAt,
        databaseBytes: made.databaseBytes,
        files: made.files,
        reason: made.reason ?? 'night',
      };
    } catch {
      // A folder someone copied in by hand, without its note: shown by its name alone.
      const time = sortKey(folder).slice(11);
      const madeAt = atSeoul(date, `${time.slice(0, 2)}:${time.slice(2)}`).toISOString();
      latest = { date, folder, madeAt, databaseBytes: 0, files: 0, reason: reasonOf(folder) };
    }
  }
  return {
    kind: 'embedded',
    keepDays: setup.keep,
    latest,
    count: folders.length,
    nextAt: nextBackupAt(now).toISOString(),
    diskFreeBytes: diskFreeBytes(setup.dataDir),
  };
}
