import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { StorageConfig } from '../../../config';
import { diskStorage } from './disk';
import { s3Storage } from './s3';
import type { FileStorage } from './storage';

export { checkKey, type FileStorage } from './storage';

/** The driver the configuration names (a temporary folder for an in-memory database). */
export function createStorage(config: StorageConfig): FileStorage {
  if (config.kind === 's3') return s3Storage(config);
  if (config.dir) return diskStorage(config.dir);
  // An in-memory database keeps its files in a temporary folder that goes with it.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-files-'));
  return { ...diskStorage(dir), close: () => fs.promises.rm(dir, { recursive: true, force: true }) };
}
