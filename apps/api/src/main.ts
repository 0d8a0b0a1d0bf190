import { buildApp } from './app';
import { loadConfig } from './config';
import { isEmpty, openDatabase } from './db/client';
import { holdDataDirOrExit, keepToOwner } from './db/data-dir-lock';
import { seedDemo } from './db/seed/demo';
import { backupBeforeUpdate, backupOptionsOf } from './jobs/backup';
import { createStorage } from './modules/files/storage';
import { startFailure } from './start-failure';

const failedToStart = (e: unknown) => {
  console.error(startFailure(e) ?? e);
  process.exit(1);
};
process.on('uncaughtException', failedToStart);

const config = loadConfig();
for (const warning of config.warnings) console.warn(`주의: ${warning}`);
// The embedded database is one process's: a second server on the same folder is refused before it opens it.
let releaseLock = () => {};
if (config.database.kind === 'pglite' && config.dataDir) releaseLock = holdDataDirOrExit(config.dataDir);
else if (config.dataDir) keepToOwner(config.dataDir);
const database = await openDatabase(config.database);
// An update's migrations change the embedded database: first a backup of it as the version before left it.
try {
  const folder = await backupBeforeUpdate(database, backupOptionsOf(config, database.snapshot), new Date());
  if (folder) process.stdout.write(`업데이트 전 백업: ${folder}\n`);
} catch (e) {
  console.error((e as Error).message);
  await database.close();
  releaseLock();
  process.exit(1);
}
// One storage for the seed's files and the API that serves them (an in-memory database's is a temporary folder).
const storage = createStorage(config.storage);
await database.migrate(async () => {
  if (config.seedDemo && (await isEmpty(database.db))) await seedDemo(database.db, new Date(), storage);
});
const app = await buildApp({ config, db: database.db, listen: database.listen, storage, snapshot: database.snapshot });

/**
 * What a stop waits for the requests under way; past it, their connections are cut (one held open must
 * not keep the data folder locked) and the database still closes cleanly: exiting with PGlite open can
 * leave its log unreadable at the next start. Only what is still not done three times later is left.
 */
const STOP_WAIT_MS = 10_000;
const stop = async () => {
  setTimeout(() => {
    console.warn('응답 중인 요청이 끝나지 않아 연결을 끊고 멈춥니다.');
    app.server.closeAllConnections();
  }, STOP_WAIT_MS).unref();
  setTimeout(() => {
    console.warn('멈추는 작업이 끝나지 않아 서버를 바로 멈춥니다.');
    releaseLock();
    process.exit(1);
  }, STOP_WAIT_MS * 3).unref();
  await app.close();
  await database.close();
  releaseLock();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

await app.listen({ host: config.host, port: config.port });
process.off('uncaughtException', failedToStart);
