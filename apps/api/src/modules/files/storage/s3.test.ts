import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config';
import { expectError } from '../../../test/expect';
import { pngBytes, upload } from '../../../test/files';
import { signInAll, startTestApi, type TestApi } from '../../../test/harness';
import { startS3 } from '../../../test/s3';
import { createStorage, type FileStorage } from './index';

// The S3 driver against a real S3-compatible server (s3rver) that this file starts: no SDK mocks.
let s3: Awaited<ReturnType<typeof startS3>>;
let storage: FileStorage;

beforeAll(async () => {
  s3 = await startS3();
  storage = createStorage(loadConfig({ JWT_SECRET: 'x'.repeat(32), ...s3.env }).storage);
});
afterAll(() => s3?.close());

const key = () => `sick-note/${randomUUID()}`;
const bytesOf = async (stream: Readable | null) => {
  const parts: Buffer[] = [];
  for await (const part of stream!) parts.push(part as Buffer);
  return Buffer.concat(parts);
};

describe('the S3 driver', () => {
  it('is the one the configuration names', () => expect(storage.kind).toBe('s3'));

  it('stores a stream and gives it back as one, and removes it', async () => {
    const k = key();
    await storage.put(k, Readable.from([Buffer.from('진단서 '), Buffer.from('내용')]), 'text/plain');
    expect(await text((await storage.get(k))!)).toBe('진단서 내용');
    await storage.remove(k);
    expect(await storage.get(k)).toBeNull();
    await storage.remove(k); // removing what is gone is not an error
  });

  it('sends a large stream of unknown length in parts', async () => {
    const k = key();
    const big = pngBytes(7 * 1024 * 1024 + 3);
    // Chunks of 64 KB, as an upload arrives.
    const chunks = Array.from({ length: Math.ceil(big.length / 65536) }, (_, i) => big.subarray(i * 65536, (i + 1) * 65536));
    await storage.put(k, Readable.from(chunks));
    expect((await bytesOf(await storage.get(k))).equals(big)).toBe(true);
  });

  it('leaves nothing behind when the incoming stream fails', async () => {
    const k = key();
    const failing = new Readable({ read() {} });
    failing.push(Buffer.alloc(1000, 1));
    setTimeout(() => failing.destroy(new Error('client went away')), 20);
    await expect(storage.put(k, failing)).rejects.toThrow();
    expect(await storage.get(k)).toBeNull();
  });

  it('refuses a key the server did not make', async () => {
    await expect(storage.get('../../etc/passwd')).rejects.toThrow(/storage key/);
  });
});

describe('the API on the S3 driver', () => {
  let api: TestApi;
  const token: Record<string, string> = {};
  beforeAll(async () => {
    api = await startTestApi(s3.env);
    await signInAll(api, ['student1', 'parent1', 'student3'], token);
  });
  afterAll(async () => {
    api?.app.server.closeAllConnections();
    await api?.close();
  });

  it('takes an upload in and streams it back to the people allowed', async () => {
    const bytes = pngBytes(200_000);
    const note = await upload(api, token.student1, { name: '진단서.png', bytes });
    expect(note.status, note.text).toBe(201);
    const start = Date.now() + 40 * 86_400_000;
    const sick = await api.request('POST', '/vacations/', {
      token: token.student1,
      body: {
        type: 'sick',
        startAt: new Date(start).toISOString(),
        expectedReturnAt: new Date(start + 86_400_000).toISOString(),
        reason: '병원',
        attachmentIds: [note.body.id],
      },
    });
    expect(sick.status, sick.text).toBe(201);
    const got = await api.request('GET', `/files/${note.body.id}/`, { token: token.parent1, raw: true });
    expect(got.status).toBe(200);
    expect(got.headers.get('content-length')).toBe('200000');
    expect(got.bytes!.equals(bytes)).toBe(true);
    expectError(await api.request('GET', `/files/${note.body.id}/`, { token: token.student3 }), 404, 'NOT_FOUND');
    // Its thumbnail is kept in the bucket next to it, for the same people.
    expect(note.body.thumbnail).toEqual({ width: 1, height: 1 });
    const thumb = await api.request('GET', `/files/${note.body.id}/thumb/`, { token: token.parent1, raw: true });
    expect(thumb.status).toBe(200);
    expect(thumb.bytes!.subarray(8, 12).toString('ascii')).toBe('WEBP');
    expectError(await api.request('GET', `/files/${note.body.id}/thumb/`, { token: token.student3 }), 404, 'NOT_FOUND');
  });

  it('refuses a disguised page and keeps nothing of it', async () => {
    const res = await upload(api, token.student1, { name: 'x.jpg', bytes: Buffer.from('<html><script>alert(1)</script></html>') });
    expectError(res, 415, 'FILE_TYPE_NOT_ALLOWED');
  });
});
