import fs from 'node:fs';
import path from 'node:path';
import * as tar from 'tar';
import { openDatabase } from '../db/client';
import { DATABASE_FILE, KEPT_FILES, linkTree } from './backup';

export type RestoreResult = { setAside: string; users: number; files: number };

/**
 * Puts a backup (jobs/backup.ts) back into DATA_DIR, with no server running on it (the caller holds the
 * folder's lock). Nothing is deleted: the database, files and secrets there now are moved aside into
 * `DATA_DIR/before-restore-<time>/` first. The database is unpacked and read once before it answers.
 */
export async function restoreBackup({
  from,
  dataDir,
  filesDir,
  now = new Date(),
}: {
  from: string;
  dataDir: string;
  filesDir: string | null;
  now?: Date;
}): Promise<RestoreResult> {
  const tarball = path.join(from, DATABASE_FILE);
  if (!fs.existsSync(tarball))
    throw new Error(`${from}에 ${DATABASE_FILE} 파일이 없습니다. 백업 폴더(DATA_DIR/backups/날짜)를 지정해 주세요.`);
  const aside = path.join(dataDir, `before-restore-${now.toISOString().replace(/[:.]/g, '-')}`);
  fs.mkdirSync(aside, { recursive: true });
  try {
    return await putBack(from, dataDir, filesDir, aside);
  } catch (e) {
    throw new Error(`${(e as Error).message} 복원 전의 데이터는 ${aside}에 있습니다.`, { cause: e });
  }
}

/** Moves `source` into the set-aside folder as `name`, when it exists. */
function moveAside(source: string, aside: string, name: string) {
  if (!fs.existsSync(source)) return;
  fs.mkdirSync(path.dirname(path.join(aside, name)), { recursive: true });
  fs.renameSync(source, path.join(aside, name));
}

async function putBack(from: string, dataDir: string, filesDir: string | null, aside: string): Promise<RestoreResult> {
  moveAside(path.join(dataDir, 'pgdata'), aside, 'pgdata');
  for (const name of KEPT_FILES) moveAside(path.join(dataDir, name), aside, name);
  let files = 0;
  const backedFiles = path.join(from, 'files');
  if (filesDir && fs.existsSync(backedFiles)) {
    moveAside(filesDir, aside, 'files');
    fs.mkdirSync(filesDir, { recursive: true });
    files = linkTree(backedFiles, filesDir);
  }
  for (const name of KEPT_FILES) {
    const source = path.join(from, name);
    if (!fs.existsSync(source)) continue;
    fs.mkdirSync(path.dirname(path.join(dataDir, name)), { recursive: true });
    fs.copyFileSync(source, path.join(dataDir, name));
  }
  // Unpacked as a stream, not read into memory; the tarballs PGlite's own dumpDataDir wrote (backups of
  // before 2026-11-30) name their files from '/', which is taken as the folder's top.
  const pgdata = path.join(dataDir, 'pgdata');
  fs.mkdirSync(pgdata, { recursive: true });
  const problems: string[] = [];
  await tar.x({
    file: path.join(from, DATABASE_FILE),
    cwd: pgdata,
    onwarn: (code, message) => void (code === 'TAR_ENTRY_INFO' || problems.push(String(message))),
  });
  // Not a database (a damaged or foreign file): PGlite would start an empty one there instead.
  if (problems.length || !fs.existsSync(path.join(pgdata, 'PG_VERSION')))
    throw new Error(`${DATABASE_FILE}에서 데이터베이스를 풀지 못했습니다(${problems[0] ?? 'PG_VERSION 없음'}).`);
  const database = await openDatabase({ kind: 'pglite', dataDir: pgdata });
  try {
    const { rows } = (await database.db.execute('select count(*)::int as n from users')) as unknown as { rows: { n: number }[] };
    return { setAside: aside, users: rows[0]?.n ?? 0, files };
  } finally {
    await database.close();
  }
}
