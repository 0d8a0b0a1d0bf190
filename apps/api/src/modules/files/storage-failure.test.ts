import { eq } from 'drizzle-orm';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachments, users } from '../../db/schema';
import { expectError } from '../../test/expect';
import { pngBytes, upload } from '../../test/files';
import { signInAll, startTestApi, type TestApi } from '../../test/harness';
import type { FileStorage } from './storage';

/*
 * The store fails under an upload, as a full disk does (a bad-day audit): she was told her upload had
 * broken off (400), the operator never heard of it, and the body left unread kept the connection open
 * so that the API's stop waited on it for ever.
 */
let api: TestApi;
const token: Record<string, string> = {};
const id: Record<string, number> = {};
let closed = false;

/** Takes the first 64 KB of a file, then fails as a write to a full disk fails. */
const fullDisk: FileStorage = {
  kind: 'disk',
  async put(_key: string, body: Readable) {
    let taken = 0;
    for await (const chunk of body) {
      taken += (chunk as Buffer).length;
      if (taken > 64 * 1024)
        throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', errno: -28, syscall: 'write' });
    }
  },
  get: async () => null,
  remove: async () => undefined,
};

beforeAll(async () => {
  api = await startTestApi({}, { storage: fullDisk });
  await signInAll(api, ['student1'], token, id);
});
afterAll(async () => {
  if (!closed) await api?.close();
});

describe('a store that fails under an upload', () => {
  it('says the server cannot keep files now (503), keeps no record of it, and lets the API stop at once', async () => {
    const res = await upload(api, token.student1, { name: '진단서.png', bytes: pngBytes(2 * 1024 * 1024), type: 'image/png' });
    expectError(res, 503, 'FILES_UNAVAILABLE');
    expect(res.body.message).toContain('파일 저장 공간');
    const [owner] = await api.db.select({ id: users.id }).from(users).where(eq(users.username, 'student1'));
    const rows = await api.db.select({ id: attachments.id }).from(attachments).where(eq(attachments.ownerId, owner!.id));
    expect(rows).toHaveLength(0);
    // The stop a deploy sends: over in moments, not held by her connection.
    const stopped = await Promise.race([
      api.close().then(() => 'stopped'),
      new Promise((resolve) => setTimeout(() => resolve('held'), 8_000)),
    ]);
    closed = true;
    expect(stopped).toBe('stopped');
  });
});

/** A store in memory whose reads fail with `failure` once `failing` is set. */
function flakyStore(failure: () => Error) {
  const kept = new Map<string, Buffer>();
  const state = { failing: false, kept };
  const store: FileStorage = {
    kind: 'disk',
    async put(key: string, body: Readable) {
      const chunks: Buffer[] = [];
      for await (const chunk of body) chunks.push(chunk as Buffer);
      kept.set(key, Buffer.concat(chunks));
    },
    async get(key: string) {
      if (state.failing) throw failure();
      const bytes = kept.get(key);
      return bytes ? Readable.from([bytes]) : null;
    },
    remove: async (key: string) => void kept.delete(key),
  };
  return { store, state };
}

describe('a store that resets the connection while a picture is read back', () => {
  it('says the server cannot keep files now (503 FILES_UNAVAILABLE), not that the database is busy, and keeps nothing', async () => {
    // The picture is read back to take its metadata out; an S3 store's connection reset there.
    const { store, state } = flakyStore(() => Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }));
    const own = await startTestApi({}, { storage: store });
    try {
      const mine: Record<string, string> = {};
      await signInAll(own, ['student1'], mine);
      state.failing = true;
      const res = await upload(own, mine.student1, { name: '진단서.png', bytes: pngBytes(1024), type: 'image/png' });
      expectError(res, 503, 'FILES_UNAVAILABLE');
      expect(state.kept.size).toBe(0);
    } finally {
      await own.close();
    }
  });
});

describe('a store that cannot be reached when a file is opened', () => {
  it('says files cannot be opened now (503 FILES_UNAVAILABLE), not that the database is busy', async () => {
    const { store, state } = flakyStore(() =>
      Object.assign(new Error('connect ECONNREFUSED 10.0.0.9:9000'), { code: 'ECONNREFUSED', syscall: 'connect' }),
    );
    const own = await startTestApi({}, { storage: store });
    try {
      const mine: Record<string, string> = {};
      await signInAll(own, ['student1'], mine);
      const made = await upload(own, mine.student1, { name: '진단서.png', bytes: pngBytes(1024), type: 'image/png' });
      expect(made.status, made.text).toBe(201);
      expect((await own.request('GET', `/files/${made.body.id}/`, { token: mine.student1, raw: true })).status).toBe(200);
      state.failing = true;
      const res = await own.request('GET', `/files/${made.body.id}/`, { token: mine.student1 });
      expectError(res, 503, 'FILES_UNAVAILABLE');
      expect(res.body.message).toBe('서버의 파일 저장 공간에 문제가 있어 지금은 파일을 열 수 없습니다. 잠시 후 다시 시도해 주세요.');
    } finally {
      await own.close();
    }
  });
});
