import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { attachments } from '../../db/schema';
import { expectError } from '../../test/expect';
import { pdfBytes, pngBytes, upload } from '../../test/files';
import { signInAll, startTestApi, type TestApi } from '../../test/harness';

let api: TestApi;
const token: Record<string, string> = {};
const PEOPLE = ['student1', 'student3', 'parent1', 'parent2', 'teacher1'];

beforeAll(async () => {
  api = await startTestApi();
  await signInAll(api, PEOPLE, token);
});
afterAll(async () => {
  api?.app.server.closeAllConnections();
  await api?.close();
});

/** A 3000 × 2000 photo (noise, so it does not compress to nothing) taken with the phone on its side (EXIF orientation 6) and a GPS tag. */
async function sidewaysPhoto() {
  const width = 3000;
  const height = 2000;
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 2654435761) >>> 24;
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD0: { Make: 'PortalPhone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '37/1 33/1 0/1' } })
    .toBuffer();
}

/** A valid PNG header that declares 100 000 × 100 000 pixels (10 gigapixels) with next to no data: a decompression bomb. */
function bombPng() {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    let c = ~0;
    for (const byte of body) {
      c ^= byte;
      for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
    }
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(~c >>> 0);
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(100_000, 0);
  ihdr.writeUInt32BE(100_000, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(100_000, 0))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

type Uploaded = { id: string; contentType: string; thumbnail: { width: number; height: number } | null };
const uploaded = async (name: string, bytes: Buffer, who = 'student1'): Promise<Uploaded> => {
  const res = await upload(api, token[who], { name, bytes });
  expect(res.status, res.text).toBe(201);
  return res.body as Uploaded;
};
const thumb = (id: string, who: string) => api.request('GET', `/files/${id}/thumb/`, { token: token[who], raw: true });

const rowOf = async (id: string) => (await api.db.select().from(attachments).where(eq(attachments.id, id)))[0]!;

/** A JPEG's first bytes (so its type is read as JPEG) and then nothing a decoder can use. */
const brokenJpeg = () =>
  Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]), Buffer.alloc(5000, 0x41)]);

let slot = 0;
/** Attaches the student's note to a 병가 of its own period, so that her parent and the teachers may see it. */
async function fileSickLeave(attachmentId: string) {
  const start = Date.now() + (24 * 60 + 30 * slot++) * 3_600_000;
  const res = await api.request('POST', '/vacations/', {
    token: token.student1,
    body: {
      type: 'sick',
      startAt: new Date(start).toISOString(),
      expectedReturnAt: new Date(start + 20 * 3_600_000).toISOString(),
      reason: '열이 나서 병원에 다녀오겠습니다.',
      attachmentIds: [attachmentId],
    },
  });
  expect(res.status, res.text).toBe(201);
}

describe('thumbnails', () => {
  it('makes a small upright WebP without metadata when a photo is uploaded', async () => {
    const photo = await sidewaysPhoto();
    const taken = await sharp(photo).metadata();
    expect(taken).toMatchObject({ width: 3000, height: 2000, orientation: 6 });
    expect(taken.exif).toBeDefined();
    const file = await uploaded('진단서.jpg', photo);
    // Turned upright: the 3000 × 2000 photo on its side is 2000 × 3000, so 320 × 480.
    expect(file.thumbnail).toEqual({ width: 320, height: 480 });

    const res = await thumb(file.id, 'student1');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    // Asked again each time (a shared phone's cache answers by address alone), answered by a small 304.
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const etag = res.headers.get('etag')!;
    expect(etag).toMatch(/^".+-thumb"$/);
    const again = await api.request('GET', `/files/${file.id}/thumb/`, {
      token: token.student1,
      raw: true,
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
    expect(again.bytes?.length ?? 0).toBe(0);
    // Someone else asking with the same tag learns nothing: 404, as for any file not hers.
    const other = await api.request('GET', `/files/${file.id}/thumb/`, {
      token: token.student3,
      raw: true,
      headers: { 'if-none-match': etag },
    });
    expect(other.status).toBe(404);
    expect(res.bytes!.length).toBeLessThan(photo.length / 10);
    expect(res.bytes!.length).toBeLessThan(100_000);
    const meta = await sharp(res.bytes!).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 320, height: 480 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();

    // The original keeps its pixels (byte for byte from the scan on) and its orientation, but not where it
    // was taken nor the phone (GPS was served to whoever could see the file: an audit); its size and hash
    // are the stored bytes'.
    const original = await api.request('GET', `/files/${file.id}/`, { token: token.student1, raw: true });
    const kept = await sharp(original.bytes!).metadata();
    expect(kept).toMatchObject({ format: 'jpeg', width: 3000, height: 2000, orientation: 6 });
    expect(kept.exif!.length).toBeLessThan(40);
    expect(original.bytes!.includes(Buffer.from('PortalPhone'))).toBe(false);
    const scan = (b: Buffer) => b.subarray(b.indexOf(Buffer.from([0xff, 0xda])));
    expect(scan(original.bytes!).equals(scan(photo))).toBe(true);
    expect(original.bytes!.length).toBeLessThan(photo.length);
    const row = await rowOf(file.id);
    expect(row.size).toBe(original.bytes!.length);
    expect(row.sha256).toBe(createHash('sha256').update(original.bytes!).digest('hex'));
  });

  it('takes the place out of a photo cut short at its end too (it cannot be decoded, and kept its GPS)', async () => {
    const photo = await sidewaysPhoto();
    expect(photo.includes(Buffer.from('PortalPhone'))).toBe(true);
    const file = await uploaded('잘린 사진.jpg', photo.subarray(0, photo.length - 5000));
    const original = await api.request('GET', `/files/${file.id}/`, { token: token.student1, raw: true });
    expect(original.bytes!.includes(Buffer.from('PortalPhone'))).toBe(false);
    expect(file.thumbnail).toBeNull();
  });

  it('keeps every frame of an animated WebP, without its metadata', async () => {
    const frame = (red: number) =>
      sharp({ create: { width: 64, height: 64, channels: 4, background: { r: red, g: 0, b: 0, alpha: 1 } } })
        .png()
        .toBuffer();
    const animated = await sharp([await frame(10), await frame(120), await frame(240)], { join: { animated: true } })
      .webp({ loop: 0 })
      .withExifMerge({ IFD0: { Make: 'PortalPhone' } })
      .toBuffer();
    expect((await sharp(animated, { pages: -1 }).metadata()).pages).toBe(3);
    expect(animated.includes(Buffer.from('PortalPhone'))).toBe(true);
    const file = await uploaded('움짤.webp', animated);
    const original = await api.request('GET', `/files/${file.id}/`, { token: token.student1, raw: true });
    expect(original.bytes!.includes(Buffer.from('PortalPhone'))).toBe(false);
    expect((await sharp(original.bytes!, { pages: -1 }).metadata()).pages).toBe(3);
  });

  it('keeps a picture without metadata (a screenshot) byte for byte', async () => {
    const png = pngBytes();
    const file = await uploaded('화면.png', png);
    const original = await api.request('GET', `/files/${file.id}/`, { token: token.student1, raw: true });
    expect(original.bytes!.equals(png)).toBe(true);
  });

  it('does not enlarge a small picture', async () => {
    const file = await uploaded('점.png', pngBytes());
    expect(file.thumbnail).toEqual({ width: 1, height: 1 });
  });

  it('is shown to whoever may see the file, and to nobody else (404 as for no file)', async () => {
    const file = await uploaded('진단서.jpg', await sidewaysPhoto());
    // Unattached: only the uploader.
    expectError(await thumb(file.id, 'parent1'), 404, 'NOT_FOUND');
    expectError(await thumb(file.id, 'teacher1'), 404, 'NOT_FOUND');
    await fileSickLeave(file.id);
    for (const who of ['student1', 'parent1', 'teacher1']) expect((await thumb(file.id, who)).status, who).toBe(200);
    for (const who of ['student3', 'parent2']) expectError(await thumb(file.id, who), 404, 'NOT_FOUND');
    // A guessed id and no session.
    expectError(await thumb('00000000-0000-4000-8000-000000000000', 'student1'), 404, 'NOT_FOUND');
    expect((await api.request('GET', `/files/${file.id}/thumb/`, {})).status).toBe(401);
  });

  it('keeps a picture it cannot read without a thumbnail (shown as a file card)', async () => {
    const broken = brokenJpeg();
    const file = await uploaded('깨진 사진.jpg', broken);
    expect(file).toMatchObject({ contentType: 'image/jpeg', thumbnail: null });
    expectError(await thumb(file.id, 'student1'), 404, 'NOT_FOUND');
    // Marked as tried: the background backfill leaves it alone.
    expect((await rowOf(file.id)).thumbTriedAt).not.toBeNull();
    const original = await api.request('GET', `/files/${file.id}/`, { token: token.student1, raw: true });
    expect(original.bytes!.equals(broken)).toBe(true);
  });

  it('refuses to decode a picture past the pixel limit (a decompression bomb) and stays up', async () => {
    const started = Date.now();
    const file = await uploaded('폭탄.png', bombPng());
    expect(file).toMatchObject({ contentType: 'image/png', thumbnail: null });
    // Refused from its header, not after decoding 10 gigapixels.
    expect(Date.now() - started).toBeLessThan(5_000);
    expectError(await thumb(file.id, 'student1'), 404, 'NOT_FOUND');
    expect((await api.request('GET', '/accounts/me/', { token: token.student1 })).status).toBe(200);
  });

  it('makes none for a document', async () => {
    const file = await uploaded('진단서.pdf', pdfBytes());
    expect(file.thumbnail).toBeNull();
    expectError(await thumb(file.id, 'student1'), 404, 'NOT_FOUND');
  });
  it('gives a picture kept before thumbnails existed one in the background, and tries one it cannot read only once', async () => {
    const photo = await uploaded('진단서.jpg', await sidewaysPhoto());
    const broken = await uploaded('깨진 사진.jpg', brokenJpeg());
    // As they were kept before thumbnails existed: none, and never tried.
    await api.db
      .update(attachments)
      .set({ thumbKey: null, thumbWidth: null, thumbHeight: null, thumbTriedAt: null })
      .where(inArray(attachments.id, [photo.id, broken.id]));
    expectError(await thumb(photo.id, 'student1'), 404, 'NOT_FOUND');
    // The hourly job comes round (a minute after the start, then every hour).
    api.clock.advance(2 * 3_600_000);
    await api.settle();
    await signInAll(api, ['student1'], token);
    await vi.waitFor(async () => expect((await thumb(photo.id, 'student1')).status).toBe(200), { timeout: 20_000 });
    await vi.waitFor(async () => expect((await rowOf(broken.id)).thumbTriedAt).not.toBeNull(), { timeout: 20_000 });
    expect(await rowOf(photo.id)).toMatchObject({ thumbKey: `sick-note-thumb/${photo.id}`, thumbWidth: 320, thumbHeight: 480 });
    expect((await rowOf(broken.id)).thumbKey).toBeNull();
    const meta = await sharp((await thumb(photo.id, 'student1')).bytes!).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 320, height: 480 });
  });

  it('stops the backfill after the picture in hand when the app closes (a stop does not wait for every picture)', async () => {
    const own = await startTestApi();
    try {
      const mine: Record<string, string> = {};
      await signInAll(own, ['student1'], mine);
      const photo = await sidewaysPhoto();
      const ids: string[] = [];
      for (let i = 0; i < 6; i++) {
        const res = await upload(own, mine.student1, { name: `사진${i}.jpg`, bytes: photo });
        expect(res.status, res.text).toBe(201);
        ids.push(res.body.id);
      }
      await own.db
        .update(attachments)
        .set({ thumbKey: null, thumbWidth: null, thumbHeight: null, thumbTriedAt: null })
        .where(inArray(attachments.id, ids));
      const done = async () =>
        (await own.db.select({ key: attachments.thumbKey }).from(attachments).where(inArray(attachments.id, ids))).filter((r) => r.key)
          .length;
      own.clock.advance(2 * 3_600_000);
      await own.settle();
      await vi.waitFor(async () => expect(await done()).toBeGreaterThan(0), { timeout: 20_000 });
      await own.app.close();
      expect(await done()).toBeLessThan(ids.length);
    } finally {
      own.app.server.closeAllConnections();
      await own.close();
    }
  });
});
