// `npm run restore -- <backup folder>`: puts a nightly backup of the embedded database back into
// DATA_DIR (jobs/backup.ts, jobs/restore.ts). The portal must be stopped: the folder's lock says so.
import path from 'node:path';
import { loadConfig } from './config';
import { holdDataDirOrExit } from './db/data-dir-lock';
import { restoreBackup } from './jobs/restore';

const from = process.argv[2];
if (!from) {
  console.error('복원할 백업 폴더를 지정해 주세요. 예: npm run restore -- data/backups/2026-11-30');
  process.exit(1);
}
// The server's own reading of the environment (DATA_DIR, FILES_DIR, the file store); a restore signs
// nothing, so the signing secret the server needs is not asked for.
const config = loadConfig({ ...process.env, JWT_SECRET: 'a restore signs nothing'.padEnd(32, '.') });
if (config.database.kind === 'postgres') {
  console.error(
    'PostgreSQL(DATABASE_URL)의 데이터는 pg_dump로 만든 백업을 pg_restore로 되돌려 주세요. 이 명령은 내장 데이터베이스용입니다.',
  );
  process.exit(1);
}
if (!config.dataDir) {
  console.error('복원할 데이터 폴더(DATA_DIR)를 지정해 주세요.');
  process.exit(1);
}
const dataDir = config.dataDir;
const filesDir = config.storage.kind === 'disk' ? config.storage.dir : null;
const release = holdDataDirOrExit(dataDir, '서버를 멈춘 뒤에 복원해 주세요.');
try {
  const result = await restoreBackup({ from: path.resolve(from), dataDir, filesDir });
  process.stdout.write(`복원했습니다: 계정 ${result.users}개, 파일 ${result.files}개.\n`);
  process.stdout.write(`복원 전의 데이터는 ${result.setAside}에 그대로 두었습니다. 확인한 뒤 지워도 됩니다.\n`);
} catch (e) {
  console.error(`복원하지 못했습니다: ${(e as Error).message}`);
  process.exitCode = 1;
} finally {
  release();
}
