import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import sharp from 'sharp';

/** The longest side of a thumbnail, in pixels (a chat bubble is 200 px wide; 480 keeps it sharp at 2x–3x). */
export const THUMB_SIDE = 480;
export const THUMB_TYPE = 'image/webp';

/** The types a thumbnail is made of (what browsers draw and libvips reads; HEIC is not in sharp's prebuilt libvips). */
export const THUMBNAIL_SOURCES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp'];

/**
 * The largest picture read, in pixels (width × height from its header, checked before decoding):
 * 50 MP covers a 48 MP phone photo (8064 × 6048 = 48.8 MP). A "decompression bomb" (a small PNG
 * declaring 100 000 × 100 000) is refused from its header and never decoded.
 */
export const MAX_INPUT_PIXELS = 50_000_000;

/** A picture that takes longer than this is given up (libvips stops, the upload is kept without a thumbnail). */
const TIMEOUT_SECONDS = 15;

/** At most this many pictures are decoded at once (the machine is small; the rest wait their turn). */
const AT_ONCE = 2;

// No operation cache: every input is a new, untrusted picture that is read once.
sharp.cache(false);

let running = 0;
const waiting: (() => void)[] = [];
async function turn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

export type Thumbnail = { bytes: Buffer; width: number; height: number };

/**
 * A WebP of the picture in `input`, its longest side at most THUMB_SIDE, turned upright by its EXIF
 * orientation, with no metadata (sharp keeps none unless told: no EXIF, GPS or ICC profile). Decoding
 * runs on libuv's thread pool, not the event loop. Throws when the bytes are not a picture libvips can
 * read, the picture is larger than MAX_INPUT_PIXELS, or it takes too long.
 */
export function makeThumbnail(input: Readable): Promise<Thumbnail> {
  return turn(async () => {
    // failOn stays sharp's default ('warning'), which its documentation asks for with untrusted input.
    const image = sharp({ limitInputPixels: MAX_INPUT_PIXELS, failOn: 'warning', sequentialRead: true })
      .autoOrient()
      .resize(THUMB_SIDE, THUMB_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 72, effort: 3 })
      .timeout({ seconds: TIMEOUT_SECONDS });
    const [, out] = await Promise.all([pipeline(input, image), image.toBuffer({ resolveWithObject: true })]);
    return { bytes: out.data, width: out.info.width, height: out.info.height };
  });
}
