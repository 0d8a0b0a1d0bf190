import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { checkKey, type FileStorage } from './storage';

/**
 * Files on the local disk under `root` (DATA_DIR/files by default): for the embedded setup of one
 * instance. A write goes to `root/.tmp/` first and is renamed into place once complete, so a reader
 * never sees half a file and a failed upload leaves nothing behind.
 */
export function diskStorage(root: string): FileStorage {
  const tmp = path.join(root, '.tmp');
  fs.mkdirSync(tmp, { recursive: true });
  const fileOf = (key: string) => path.join(root, ...checkKey(key).split('/'));

  return {
    kind: 'disk',
    async put(key, body) {
      const target = fileOf(key);
      const partial = path.join(tmp, randomUUID());
      try {
        await pipeline(body, fs.createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
        await fsp.mkdir(path.dirname(target), { recursive: true });
        await fsp.rename(partial, target);
      } catch (e) {
        await fsp.rm(partial, { force: true });
        throw e;
      }
    },
    async get(key) {
      const file = fileOf(key);
      try {
        const handle = await fsp.open(file, 'r');
        return handle.createReadStream();
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw e;
      }
    },
    async remove(key) {
      await fsp.rm(fileOf(key), { force: true });
    },
  };
}
