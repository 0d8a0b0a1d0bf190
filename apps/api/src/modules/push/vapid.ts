import fs from 'node:fs/promises';
import path from 'node:path';
import webpush from 'web-push';
import type { PushConfig } from '../../config';

/** The application server's VAPID identity: what signs every push and what browsers subscribe with. */
export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

/**
 * Resolves the VAPID keys once at start: given by the environment, read from the file generated the
 * first time (the embedded default keeps them in DATA_DIR, so subscriptions survive restarts), made
 * for this process only (an in-memory database), or none (web push is off).
 */
export async function loadVapidKeys(config: PushConfig): Promise<VapidKeys | null> {
  const { keys, subject } = config;
  switch (keys.kind) {
    case 'none':
      return null;
    case 'given':
      return { publicKey: keys.publicKey, privateKey: keys.privateKey, subject };
    case 'memory':
      return { ...webpush.generateVAPIDKeys(), subject };
    case 'file': {
      try {
        const saved = JSON.parse(await fs.readFile(keys.path, 'utf8')) as { publicKey?: unknown; privateKey?: unknown };
        if (typeof saved.publicKey === 'string' && typeof saved.privateKey === 'string')
          return { publicKey: saved.publicKey, privateKey: saved.privateKey, subject };
        throw new Error(`${keys.path} holds no VAPID key pair`);
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
      }
      const made = webpush.generateVAPIDKeys();
      await fs.mkdir(path.dirname(keys.path), { recursive: true });
      // `wx`: never overwrite a pair another start wrote meanwhile (the data-dir lock makes this rare).
      await fs.writeFile(keys.path, JSON.stringify(made, null, 2), { mode: 0o600, flag: 'wx' });
      return { ...made, subject };
    }
  }
}
