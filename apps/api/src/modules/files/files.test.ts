import { filePurposeRules } from '@portal/contract';
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { atSeoulMinutes, seoulToday } from '@portal/contract/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachments, jobs, users } from '../../db/schema';
import { createJobRunner } from '../../jobs/runner';
import { expectError, HANGUL } from '../../test/expect';
import { pdfBytes, pngBytes, upload } from '../../test/files';
import { signInAll, startTestApi, type TestApi } from '../../test/harness';
import { registerFilePrune } from './prune';
import { filesService, UPLOAD_ALLOWANCE } from './service';
import type { FileStorage } from './storage';

let api: TestApi;
const token: Record<string, string> = {};
const id: Record<string, number> = {};
const PEOPLE = ['student1', 'student2', 'student3', 'parent1', 'parent2', 'teacher1', 'admin'];

beforeAll(async () => {
  api = await startTestApi();
  await signInAll(api, PEOPLE, token, id);
});
afterAll(async () => {
  // A streamed download the client has read to its end can still count as active on the server for a
  // moment; close would then wait for the keep-alive timeout (72 s). Every request is answered by now.
  api?.app.server.closeAllConnections();
  await api?.close();
});

const LIMIT = filePurposeRules['sick-note'].maxBytes;
const HOUR = 3_600_000;
let slot = 0;
/** A 병가 of its own period (far from the others and the demo's). */
const sickLeave = (attachmentIds: string[], over: Record<string, unknown> = {}) => {
  const start = Date.now() + (24 * 25 + 30 * slot++) * HOUR;
  return {
    type: 'sick',
    startAt: new Date(start).toISOString(),
    expectedReturnAt: new Date(start + 20 * HOUR).toISOString(),
    reason: '열이 나서 병원에 다녀오겠습니다.',
    attachmentIds,
    ...over,
  };
};
const uploaded = async (who = 'student1', name = '진단서.png', bytes: Buffer = pngBytes()) => {
  const res = await upload(api, token[who], { name, bytes, type: 'image/png' });
  expect(res.status, res.text).toBe(201);
  return res.body as { id: string; name: string; size: number; contentType: string };
};
const download = (fileId: string, who: string) => api.request('GET', `/files/${fileId}/`, { token: token[who], raw: true });
const file = (fileId: string, who: string) => download(fileId, who).then((r) => r.status);

describe('an upload', () => {
  it('is kept with the type read from its bytes, its size and its name', async () => {
    const bytes = pngBytes(5000);
    const res = await upload(api, token.student1, { name: '진단서.png', bytes, type: 'image/png' });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ purpose: 'sick-note', name: '진단서.png', size: 5000, contentType: 'image/png' });
    const back = await download(res.body.id, 'student1');
    expect(back.status).toBe(200);
    expect(back.bytes!.equals(bytes)).toBe(true);
  });

  it('takes a PDF, and a photo whose name says another type gets the extension of what it is', async () => {
    expect((await uploaded('student1', 'scan.pdf', pdfBytes())).contentType).toBe('application/pdf');
    expect((await uploaded('student1', '사진.jpg')).name).toBe('사진.png');
  });

  it('keeps a Korean name composed (NFC) and drops folders and control characters', async () => {
    expect((await uploaded('student1', '병원 영수증.png'.normalize('NFD'))).name).toBe('병원 영수증.png');
    expect((await uploaded('student1', 'C:\\사진\\진단서\u202e.png')).name).toBe('진단서.png');
    expect((await uploaded('student1', 'a\u0000b\u0007c.png')).name).toBe('abc.png');
  });

  it('accepts exactly the limit and refuses one byte more (413, in Korean, nothing kept)', async () => {
    const exact = await upload(api, token.student1, { name: 'big.png', bytes: pngBytes(LIMIT) });
    expect(exact.status, exact.text).toBe(201);
    expect(exact.body.size).toBe(LIMIT);
    const over = await upload(api, token.student1, { name: 'big.png', bytes: pngBytes(LIMIT + 1) });
    expectError(over, 413, 'FILE_TOO_LARGE');
    expect(over.body.message).toBe('진단서는 10MB까지 올릴 수 있습니다.');
  });

  it.each([
    ['an HTML page named .jpg', 'photo.jpg', '<!doctype html><html><body><script>alert(1)</script></body></html>', 'image/jpeg'],
    [
      'an SVG with a script',
      'note.svg',
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>',
      'image/svg+xml',
    ],
    ['a script', 'run.js', 'fetch("/accounts/me/").then(r => r.text())', 'text/javascript'],
    ['bytes of no known type', 'noise.png', Buffer.alloc(6000, 7), 'image/png'],
    ['a GIF (a picture, but not one a note is taken as)', 'a.gif', Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(100)]), 'image/gif'],
  ])('refuses %s (415, in Korean)', async (_what, name, bytes, type) => {
    const res = await upload(api, token.student1, { name, bytes: typeof bytes === 'string' ? Buffer.from(bytes) : bytes, type });
    expectError(res, 415, 'FILE_TYPE_NOT_ALLOWED');
    // Named as a type a note may be, it is said to be unreadable as one; else what a note may be.
    const claimed = /\.(png|jpg)$/.exec(name)?.[1];
    expect(res.body.message).toMatch(
      claimed ? new RegExp(`^${claimed.toUpperCase()} 파일로 읽을 수 없습니다\\. 파일이 손상되었거나`) : /PDF/,
    );
  });

  it('is refused past her allowance (files not yet sent with anything, a day’s bytes), in Korean, someone else’s untouched', async () => {
    // 29 uploads of hers wait unattached (a form she never sent); her 30th still goes in.
    const pending = Array.from({ length: UPLOAD_ALLOWANCE.pendingFiles - 1 }, (_, i) => ({
      ownerId: id.student3!,
      purpose: 'sick-note' as const,
      originalName: `${i}.png`,
      size: 1000,
      contentType: 'image/png',
      sha256: 'x',
      storageKey: `test-allowance/${randomUUID()}`,
    }));
    const rows = await api.db.insert(attachments).values(pending).returning({ id: attachments.id });
    const made = [...rows.map((r) => r.id)];
    try {
      made.push((await uploaded('student3')).id);
      const refused = await upload(api, token.student3, { name: '진단서.png', bytes: pngBytes(), type: 'image/png' });
      expectError(refused, 429, 'UPLOADS_PENDING');
      expect(refused.body.message).toBe('올려 두고 아직 보내지 않은 파일이 많습니다. 먼저 보내거나 잠시 후 다시 올려 주세요.');
      expect((await upload(api, token.student2, { name: '진단서.png', bytes: pngBytes(), type: 'image/png' })).status).toBe(201);
      // Sent with a record, they no longer wait: she may upload again...
      await api.db.update(attachments).set({ attachedTo: 1 }).where(inArray(attachments.id, made));
      made.push((await uploaded('student3')).id);
      // ...until the day's bytes are used up.
      const [big] = await api.db
        .insert(attachments)
        .values({ ...pending[0]!, size: UPLOAD_ALLOWANCE.dayBytes, attachedTo: 1, storageKey: `test-allowance/${randomUUID()}` })
        .returning({ id: attachments.id });
      made.push(big!.id);
      expectError(await upload(api, token.student3, { name: '진단서.png', bytes: pngBytes(), type: 'image/png' }), 429, 'UPLOADS_TODAY');
      // "내일 다시": the day is Seoul's. The same bytes sent a minute before today's midnight (less than
      // 24 hours ago) no longer count.
      await api.db
        .update(attachments)
        .set({ createdAt: new Date(atSeoulMinutes(seoulToday(), 0).getTime() - 60_000) })
        .where(eq(attachments.id, big!.id));
      made.push((await uploaded('student3')).id);
    } finally {
      await api.db.delete(attachments).where(inArray(attachments.id, made));
    }
  });

  it('refuses an empty file and a name that climbs folders (400, in Korean)', async () => {
    expectError(await upload(api, token.student1, { name: 'empty.png', bytes: Buffer.alloc(0) }), 400, 'FILE_EMPTY');
    const climbing = await upload(api, token.student1, { name: '../../etc/passwd.png', bytes: pngBytes() });
    expectError(climbing, 400, 'BAD_REQUEST');
    expect(climbing.body.fieldErrors.file[0]).toMatch(HANGUL);
  });

  it('refuses a body that is not multipart, a request without a file, an unknown purpose and a non-student uploader', async () => {
    expectError(await api.request('POST', '/files/?purpose=sick-note', { token: token.student1, body: { file: 'x' } }), 415);
    const noFile = new FormData();
    noFile.append('note', 'hello');
    expectError(await api.request('POST', '/files/?purpose=sick-note', { token: token.student1, form: noFile }), 400, 'BAD_REQUEST');
    expectError(await upload(api, token.student1, { name: 'a.png', bytes: pngBytes() }, 'avatar'), 400, 'BAD_REQUEST');
    const parent = await upload(api, token.parent1, { name: 'a.png', bytes: pngBytes() });
    expectError(parent, 400, 'BAD_REQUEST');
    expect(parent.body.fieldErrors.purpose).toEqual(['진단서 파일은 올릴 수 없습니다.']);
    expectError(await upload(api, undefined, { name: 'a.png', bytes: pngBytes() }), 401, 'UNAUTHENTICATED');
  });

  it('refuses a multipart body that breaks off or cannot be read (400, in Korean, not a 500)', async () => {
    const boundary = 'cutOffBoundary';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
    const bodies = [
      ['the file without its closing boundary', `multipart/form-data; boundary=${boundary}`, head + 'x'.repeat(100)],
      ['headers cut short', `multipart/form-data; boundary=${boundary}`, `--${boundary}\r\nContent-Disposition: form-data; name`],
      ['no boundary', 'multipart/form-data', `${head}x\r\n--${boundary}--\r\n`],
      ['no parts at all', `multipart/form-data; boundary=${boundary}`, 'garbage'],
    ];
    for (const [what, contentType, body] of bodies) {
      const res = await api.request('POST', '/files/?purpose=sick-note', {
        token: token.student1,
        body,
        headers: { 'content-type': contentType! },
      });
      expect(res.status, `${what}: ${res.text}`).toBe(400);
      expectError(res, 400);
    }
  });
});

describe('a download', () => {
  it('names the file for Korean browsers and old ones (RFC 6266/5987), and is never sniffed or shared', async () => {
    const note = await uploaded('student1', '병가 진단서 (1).png');
    const res = await download(note.id, 'student1');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-length')).toBe(String(note.size));
    // Kept nowhere: a shared phone's cache answers by address alone, whoever asks next.
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const disposition = res.headers.get('content-disposition')!;
    expect(disposition).toBe(
      `attachment; filename="_ _ (1).png"; filename*=UTF-8''%EB%B3%91%EA%B0%80%20%EC%A7%84%EB%8B%A8%EC%84%9C%20%281%29.png`,
    );
    expect(decodeURIComponent(disposition.split("UTF-8''")[1]!)).toBe('병가 진단서 (1).png');
  });

  it('of an unattached upload is its uploader’s alone', async () => {
    const note = await uploaded();
    expect(await file(note.id, 'student1')).toBe(200);
    for (const who of ['parent1', 'teacher1', 'admin', 'student2', 'student3', 'parent2']) expect(await file(note.id, who), who).toBe(404);
  });

  it('of a missing or malformed id is 404 / 400', async () => {
    expectError(await download('00000000-0000-4000-8000-000000000000', 'student1'), 404, 'NOT_FOUND');
    expectError(await download('not-a-uuid', 'student1'), 400, 'BAD_REQUEST');
  });
});

describe('a doctor’s note on a 병가', () => {
  it('is attached with the request and opened by her parent and teachers, and nobody else (404)', async () => {
    const note = await uploaded('student1', '진단서.png', pngBytes(3000));
    const res = await api.request('POST', '/vacations/', { token: token.student1, body: sickLeave([note.id]) });
    expect(res.status, res.text).toBe(201);
    expect(res.body.attachments).toEqual([expect.objectContaining({ id: note.id, name: '진단서.png', size: 3000 })]);
    for (const who of ['student1', 'parent1', 'teacher1', 'admin']) {
      const got = await download(note.id, who);
      expect(got.status, who).toBe(200);
      expect(got.bytes!.equals(pngBytes(3000)), who).toBe(true);
    }
    // Her sister (same parent, another student), another student and another family's parent.
    for (const who of ['student2', 'student3', 'parent2']) expectError(await download(note.id, who), 404, 'NOT_FOUND');

    // Every list that shows the request shows the note.
    const mine = await api.request('GET', '/vacations/?pageSize=50', { token: token.student1 });
    const parents = await api.request('GET', `/vacations/?pageSize=50&studentId=${id.student1}`, { token: token.parent1 });
    const queue = await api.request('GET', '/staff/vacations/?queue=consent&pageSize=100', { token: token.teacher1 });
    for (const list of [mine, parents, queue]) {
      const row = list.body.results.find((v: { id: number }) => v.id === res.body.id);
      expect(row?.attachments?.[0]?.id, list.text.slice(0, 200)).toBe(note.id);
    }
  });

  it('cannot be someone else’s upload, one already attached, or on another type of leave; nothing is filed then', async () => {
    const hers = await uploaded('student1');
    const theirs = await api.request('POST', '/vacations/', { token: token.student3, body: sickLeave([hers.id]) });
    expectError(theirs, 404, 'NOT_FOUND');
    expect(theirs.body.message).toMatch(HANGUL);
    const before = await api.request('GET', '/vacations/?pageSize=100', { token: token.student3 });
    expect(before.body.results.some((v: { reason: string }) => v.reason === sickLeave([]).reason)).toBe(false);

    const first = await api.request('POST', '/vacations/', { token: token.student1, body: sickLeave([hers.id]) });
    expect(first.status, first.text).toBe(201);
    expectError(await api.request('POST', '/vacations/', { token: token.student1, body: sickLeave([hers.id]) }), 404, 'NOT_FOUND');

    const other = await uploaded('student1');
    const outing = await api.request('POST', '/vacations/', { token: token.student1, body: sickLeave([other.id], { type: 'outing' }) });
    expectError(outing, 400, 'BAD_REQUEST');
    expect(outing.body.fieldErrors.attachmentIds).toEqual(['진단서는 병가에만 첨부할 수 있습니다.']);
    expectError(
      await api.request('POST', '/vacations/', { token: token.student1, body: sickLeave(['00000000-0000-4000-8000-000000000000']) }),
      404,
      'NOT_FOUND',
    );
  });

  it('is let go when the request is cancelled (only she can open it then)', async () => {
    const note = await uploaded();
    const res = await api.request('POST', '/vacations/', { token: token.student1, body: sickLeave([note.id]) });
    expect(res.status, res.text).toBe(201);
    expect(await file(note.id, 'parent1')).toBe(200);
    expect((await api.request('DELETE', `/vacations/${res.body.id}/`, { token: token.student1 })).status).toBe(204);
    expect(await file(note.id, 'parent1')).toBe(404);
    expect(await file(note.id, 'student1')).toBe(200);
  });
});

describe('uploads left unattached', () => {
  it('are removed after a day, and cannot be attached then; attached ones stay', async () => {
    const kept = await uploaded();
    const filed = await api.request('POST', '/vacations/', { token: token.student1, body: sickLeave([kept.id]) });
    expect(filed.status, filed.text).toBe(201);
    const left = await uploaded();
    const late = await uploaded();

    api.clock.advance(25 * HOUR);
    await signInAll(api, ['student1', 'teacher1'], token, id);
    expectError(await api.request('POST', '/vacations/', { token: token.student1, body: sickLeave([late.id]) }), 404, 'NOT_FOUND');
    await api.settle();
    expect(await file(left.id, 'student1')).toBe(404);
    expect(await file(kept.id, 'student1')).toBe(200);
    expect(await file(kept.id, 'teacher1')).toBe(200);
  });

  it('are removed without holding the database while the storage takes its time, and one it fails to remove stays for the next run', async () => {
    // A slow remote store: each removal waits until the test lets it go, or fails when told to.
    const removed: string[] = [];
    const waiting: { key: string; go: () => void; fail: () => void }[] = [];
    const storage: FileStorage = {
      kind: 's3',
      put: async () => undefined,
      get: async () => null,
      remove: (key) =>
        new Promise<void>((resolve, reject) =>
          waiting.push({
            key,
            go: () => {
              removed.push(key);
              resolve();
            },
            fail: () => reject(new Error('the store answered 503')),
          }),
        ),
    };
    const [owner] = await api.db.select({ id: users.id }).from(users).where(eq(users.username, 'student2'));
    const old = new Date(api.clock.now().getTime() - 25 * HOUR);
    const keys = [`chat-file/${randomUUID()}`, `chat-file/${randomUUID()}`];
    await api.db.insert(attachments).values(
      keys.map((storageKey, i) => ({
        ownerId: owner!.id,
        purpose: 'chat-file' as const,
        originalName: `남은 파일 ${i}.png`,
        size: 10,
        contentType: 'image/png',
        sha256: '0'.repeat(64),
        storageKey,
        thumbKey: i === 0 ? `chat-file/${randomUUID()}` : null,
        createdAt: old,
      })),
    );
    // This test's worker, with that store, runs the hourly prune now, in place of the app's (back at the end, pass or fail).
    await api.app.jobs.stop();
    try {
      const runner = createJobRunner({ db: api.db, now: api.clock.now });
      registerFilePrune(runner, filesService({ db: api.db, storage, clock: api.clock.now }));
      await api.db.update(jobs).set({ runAt: api.clock.now() }).where(eq(jobs.key, 'every:files.prune'));
      await runner.start();
      const ours = () => api.db.select({ key: attachments.storageKey }).from(attachments).where(inArray(attachments.storageKey, keys));

      // The first removal is under way; the database answers meanwhile (a transaction held across it would hold this read up).
      await expect.poll(() => waiting.length, { timeout: 5_000, interval: 20 }).toBe(1);
      const read = await Promise.race([ours().then((rows) => rows.length), new Promise((r) => setTimeout(() => r('held up'), 3_000))]);
      expect(read).toBe(2);
      // The store fails: the rows stay, for the next run.
      waiting.shift()!.fail();
      await runner.stop();
      expect(await ours()).toHaveLength(2);

      // The next run (after the back-off) removes every key, then the rows.
      api.clock.advance(60_000);
      const drained = runner.drain();
      for (let n = 0; n < 3; n++) {
        await expect.poll(() => waiting.length, { timeout: 5_000, interval: 20 }).toBe(1);
        waiting.shift()!.go();
      }
      await drained;
      expect(removed).toHaveLength(3);
      expect(removed).toEqual(expect.arrayContaining(keys));
      expect(await ours()).toEqual([]);
    } finally {
      await api.app.jobs.start();
    }
  });
});
