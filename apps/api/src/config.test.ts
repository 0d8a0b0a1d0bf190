import { expect, it } from 'vitest';
import { loadConfig } from './config';

const base = { JWT_SECRET: 'x'.repeat(32), DATA_DIR: '/tmp/portal-config-test' };

it('warns an operator on PostgreSQL whose uploads would stay on one server’s disk, unless she chose so', () => {
  const onPostgres = { ...base, DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/portal' };
  expect(loadConfig(onPostgres).warnings).toEqual([expect.stringContaining('S3_BUCKET')]);
  expect(loadConfig({ ...onPostgres, STORAGE_DRIVER: 'disk' }).warnings).toEqual([]);
  expect(loadConfig({ ...onPostgres, FILES_DIR: '/mnt/shared/files' }).warnings).toEqual([]);
  expect(loadConfig({ ...onPostgres, S3_BUCKET: 'portal-files' }).warnings).toEqual([]);
  // The embedded database is one server's anyway.
  expect(loadConfig(base).warnings).toEqual([]);
});
