// The embedded default's signing secrets (`npm start` without JWT_SECRET and NEXTAUTH_SECRET): made once,
// kept beside the data in DATA_DIR/secrets.json (never in the repository), read at every start.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Answers the secrets kept in `dataDir`, making what is missing. The file is written only when something
 * was made, and then whole or not at all (a temporary file renamed over it): it was rewritten at every
 * start, and a start cut off mid-write (a full disk, a power cut) left it truncated; the next start then
 * stopped on a bare SyntaxError. One that cannot be read is set aside under another name and new secrets
 * are made: the data is untouched, and everyone signs in again.
 */
export function keepSecrets(dataDir, warn = console.warn) {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = path.join(dataDir, 'secrets.json');
  let saved = {};
  if (fs.existsSync(file)) {
    try {
      saved = JSON.parse(fs.readFileSync(file, 'utf8'));
      if (!saved || typeof saved !== 'object' || Array.isArray(saved)) throw new Error('not an object');
    } catch {
      const aside = `${file}.broken-${Date.now()}`;
      fs.renameSync(file, aside);
      warn(
        `${file}을(를) 읽을 수 없어 ${path.basename(aside)}(으)로 옮기고 새 비밀 값을 만들었습니다. 데이터는 그대로이며, 모두 다시 로그인하면 됩니다.`,
      );
      saved = {};
    }
  }
  const made = {
    jwtSecret: saved.jwtSecret || randomBytes(48).toString('base64url'),
    nextauthSecret: saved.nextauthSecret || randomBytes(48).toString('base64url'),
  };
  if (made.jwtSecret !== saved.jwtSecret || made.nextauthSecret !== saved.nextauthSecret) {
    const temporary = `${file}.${process.pid}.tmp`;
    const fd = fs.openSync(temporary, 'w', 0o600);
    try {
      fs.writeFileSync(fd, JSON.stringify({ ...saved, ...made }, null, 2));
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    fs.renameSync(temporary, file);
  }
  return made;
}
