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

it('refuses S3 settings without their bucket, instead of keeping files on the local disk without a word', () => {
  const keys = { S3_ENDPOINT: 'https://s3.example.com', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' };
  expect(() => loadConfig({ ...base, ...keys })).toThrow('S3 저장소를 쓰려면 S3_BUCKET도 주세요');
  expect(loadConfig({ ...base, ...keys, S3_BUCKET: 'portal-files' }).storage.kind).toBe('s3');
  // Chosen on purpose: the disk.
  expect(loadConfig({ ...base, ...keys, STORAGE_DRIVER: 'disk' }).storage.kind).toBe('disk');
});
