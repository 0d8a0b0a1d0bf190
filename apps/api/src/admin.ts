// `npm run admin -- <아이디> [이름]`: an admin account with a one-time password, or a new one-time
// password for an admin's account (modules/people/first-admin.ts). On the embedded database the portal
// must be stopped (the folder's lock says so); on PostgreSQL it may run.
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { holdDataDirOrExit } from './db/data-dir-lock';
import { AdminRefused, provideAdmin } from './modules/people/first-admin';

const [username, ...nameParts] = process.argv.slice(2);
if (!username) {
  console.error('관리자 아이디를 적어 주세요. 예: npm run admin -- admin 홍길동 (이미 있는 관리자면 이름 없이: 새 일회용 비밀번호)');
  process.exit(1);
}
// The server's reading of the environment (DATA_DIR, DATABASE_URL); nothing here is signed.
const config = loadConfig({ ...process.env, JWT_SECRET: 'the admin command signs nothing'.padEnd(32, '.') });
const release =
  config.database.kind === 'pglite' && config.dataDir
    ? holdDataDirOrExit(config.dataDir, '서버를 멈춘 뒤에 다시 실행해 주세요.')
    : () => {};
const database = await openDatabase(config.database);
try {
  // A database never started is made first (the same migrations as the server's).
  await database.migrate();
  const done = await provideAdmin(database.db, { username, name: nameParts.join(' ') });
  process.stdout.write(
    [
      done.created
        ? `관리자 계정을 만들었습니다: ${done.name}`
        : `${done.name}님의 비밀번호를 새로 정했습니다. 로그인해 있던 기기는 모두 로그아웃됩니다.`,
      `  아이디: ${done.username}`,
      `  일회용 비밀번호: ${done.oneTimePassword}`,
      '처음 로그인하면 새 비밀번호로 바꾸게 됩니다. 이 비밀번호는 다시 볼 수 없으니 지금 전해 주세요.',
      '',
    ].join('\n'),
  );
} catch (e) {
  console.error(e instanceof AdminRefused ? e.message : `관리자 계정을 만들지 못했습니다: ${(e as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
  release();
}
