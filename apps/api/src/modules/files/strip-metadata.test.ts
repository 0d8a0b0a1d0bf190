import sharp, { type JpegOptions, type Sharp } from 'sharp';
import { describe, expect, it } from 'vitest';
import { stripMetadata } from './strip-metadata';

describe('metadata taken out of a picture', () => {
  it('takes a PNG’s EXIF and text chunks out, its pixels as they were', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#1f7bda' } })
      .png()
      .withExifMerge({ IFD0: { Make: 'PortalPhone' } })
      .toBuffer();
    expect(png.includes(Buffer.from('PortalPhone'))).toBe(true);
    const clean = stripMetadata(png, 'image/png')!;
    expect(clean.includes(Buffer.from('PortalPhone'))).toBe(false);
    expect((await sharp(clean).raw().toBuffer()).equals(await sharp(png).raw().toBuffer())).toBe(true);
  });

  it('answers null for a picture with none, and for bytes that are not the type named', async () => {
    const plain = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#ffffff' } })
      .jpeg()
      .toBuffer();
    expect(stripMetadata(plain, 'image/jpeg')).toBeNull();
    expect(stripMetadata(Buffer.from('%PDF-1.7'), 'image/jpeg')).toBeNull();
    expect(stripMetadata(Buffer.from('%PDF-1.7'), 'application/pdf')).toBeNull();
  });

  it('keeps a JPEG’s orientation when its EXIF goes, so that it still stands upright', async () => {
    const photo = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#000000' } })
      .jpeg()
      .withMetadata({ orientation: 8 })
      .withExifMerge({ IFD0: { Make: 'PortalPhone' } })
      .toBuffer();
    const clean = stripMetadata(photo, 'image/jpeg')!;
    expect(clean.includes(Buffer.from('PortalPhone'))).toBe(false);
    expect(await sharp(clean).metadata()).toMatchObject({ orientation: 8, width: 30, height: 20 });
  });

  const withExif = (image: Sharp, orientation = 1) => image.withMetadata({ orientation }).withExifMerge({ IFD0: { Make: 'PortalPhone' } });
  const photo = (format: 'jpeg' | 'png' | 'webp', orientation = 1, options: JpegOptions = {}) => {
    const image = sharp({ create: { width: 30, height: 20, channels: 3, background: '#336699' } });
    return withExif(format === 'jpeg' ? image.jpeg(options) : format === 'png' ? image.png() : image.webp(), orientation).toBuffer();
  };

  it('takes out what follows a JPEG’s end: a second picture with its own EXIF (what MPF appends) goes whole', async () => {
    const main = await photo('jpeg');
    // The index of the pictures that follow (APP2 "MPF"), right after the start.
    const mpf = Buffer.concat([Buffer.from([0xff, 0xe2, 0, 14]), Buffer.from('MPF\0MM\0*\0\0\0\0', 'latin1')]);
    const phone = Buffer.concat([main.subarray(0, 2), mpf, main.subarray(2), await photo('jpeg', 6)]);
    const clean = stripMetadata(phone, 'image/jpeg')!;
    expect(clean.includes(Buffer.from('PortalPhone'))).toBe(false);
    expect(clean.includes(Buffer.from('MPF\0'))).toBe(false);
    expect(clean.subarray(-2).equals(Buffer.from([0xff, 0xd9]))).toBe(true);
    expect((await sharp(clean).raw().toBuffer()).equals(await sharp(main).raw().toBuffer())).toBe(true);
  });

  it('walks past fill bytes before a marker and through every scan of a progressive JPEG', async () => {
    const main = await photo('jpeg', 1, { progressive: true });
    // 0xFF 0xFF before the EXIF's marker, as JPEG allows.
    const filled = Buffer.concat([main.subarray(0, 2), Buffer.from([0xff]), main.subarray(2)]);
    for (const bytes of [main, filled]) {
      const clean = stripMetadata(bytes, 'image/jpeg')!;
      expect(clean.includes(Buffer.from('PortalPhone'))).toBe(false);
      expect((await sharp(clean).raw().toBuffer()).equals(await sharp(main).raw().toBuffer())).toBe(true);
    }
  });

  it('keeps a PNG’s and a WebP’s orientation in an EXIF of their own', async () => {
    for (const format of ['png', 'webp'] as const) {
      const clean = stripMetadata(await photo(format, 6), `image/${format}`)!;
      expect(clean.includes(Buffer.from('PortalPhone'))).toBe(false);
      expect(await sharp(clean).metadata()).toMatchObject({ orientation: 6, width: 30, height: 20 });
      expect((await sharp(clean).rotate().toBuffer({ resolveWithObject: true })).info).toMatchObject({ width: 20, height: 30 });
    }
  });

  it('does not turn a PNG whose EXIF comes after its pixels (decoders never read that orientation)', async () => {
    const plain = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const rotated = await sharp(plain).withMetadata({ orientation: 6 }).png().toBuffer();
    // Its eXIf chunk, moved to just before IEND.
    const chunks: Buffer[] = [];
    let exif: Buffer | null = null;
    for (let at = 8; at < rotated.length;) {
      const end = at + 12 + rotated.readUInt32BE(at);
      const chunk = rotated.subarray(at, end);
      if (chunk.toString('latin1', 4, 8) === 'eXIf') exif = chunk;
      else chunks.push(chunk);
      at = end;
    }
    expect(exif).not.toBeNull();
    const late = Buffer.concat([rotated.subarray(0, 8), ...chunks.slice(0, -1), exif!, chunks.at(-1)!]);
    const clean = stripMetadata(late, 'image/png')!;
    expect(clean.includes(Buffer.from('eXIf'))).toBe(false);
    expect((await sharp(clean).metadata()).orientation).toBeUndefined();
  });
});
