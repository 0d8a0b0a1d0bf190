import sharp from 'sharp';
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
});
