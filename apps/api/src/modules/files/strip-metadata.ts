import { crc32 } from 'node:zlib';

/**
 * A picture without the metadata a phone writes into it (where it was taken, the phone and its serial),
 * taken out of the file as it is: no pixel is decoded or encoded again, so it is neither larger, nor
 * slower, nor a frame short (an animated WebP), and a picture damaged at its end is cleaned all the same
 * (a rewrite through libvips was all four: a regression hunt). Pure functions on bytes. In all three the
 * orientation the EXIF gave is kept in an EXIF of its own, so that the photo still stands upright.
 *
 * - JPEG: the APP1 (EXIF, XMP), APP13 (IPTC), COM and MPF (APP2) segments go, and whatever follows the
 *   picture's end (the pictures MPF indexed, each with an EXIF of its own). JFIF, the colour profile
 *   (APP2) and Adobe's (APP14) stay.
 * - PNG: the eXIf and text chunks (tEXt, iTXt, zTXt) go.
 * - WebP: the EXIF and XMP chunks go, and the header no longer says it has them.
 */

/** The bytes without metadata, or null when there was none to take out (kept as it came, byte for byte). */
export function stripMetadata(bytes: Buffer, mime: string): Buffer | null {
  if (mime === 'image/jpeg') return stripJpeg(bytes);
  if (mime === 'image/png') return stripPng(bytes);
  if (mime === 'image/webp') return stripWebp(bytes);
  return null;
}

const EXIF_HEADER = Buffer.from('Exif\0\0', 'latin1');

/** The orientation (1-8) a TIFF block (what an EXIF holds) gives, or 1. */
function orientationOf(tiff: Buffer): number {
  if (tiff.length < 8) return 1;
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd = u32(4);
  if (ifd + 2 > tiff.length) return 1;
  const entries = u16(ifd);
  for (let i = 0; i < entries; i++) {
    const at = ifd + 2 + i * 12;
    if (at + 12 > tiff.length) return 1;
    if (u16(at) === 0x0112) {
      const value = u16(at + 8);
      return value >= 1 && value <= 8 ? value : 1;
    }
  }
  return 1;
}

/** A TIFF block holding only an orientation (big-endian, one IFD0 entry): the EXIF a cleaned picture keeps. */
function orientationTiff(orientation: number): Buffer {
  const tiff = Buffer.alloc(26);
  tiff.write('MM', 0, 'latin1');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4); // IFD0 right after the header
  tiff.writeUInt16BE(1, 8); // one entry
  tiff.writeUInt16BE(0x0112, 10); // Orientation
  tiff.writeUInt16BE(3, 12); // SHORT
  tiff.writeUInt32BE(1, 14); // one value
  tiff.writeUInt16BE(orientation, 18);
  tiff.writeUInt32BE(0, 22); // no next IFD
  return tiff;
}

/** An APP1 segment holding only an orientation. */
function orientationSegment(orientation: number): Buffer {
  const body = Buffer.concat([EXIF_HEADER, orientationTiff(orientation)]);
  const head = Buffer.from([0xff, 0xe1, 0, 0]);
  head.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([head, body]);
}

const MPF_HEADER = Buffer.from('MPF\0', 'latin1');

/** Whether a JPEG segment is metadata: EXIF or XMP (APP1), IPTC (APP13), a comment, or the index of the pictures after it (MPF). */
function isJpegMetadata(marker: number, segment: Buffer): boolean {
  if (marker === 0xe1 || marker === 0xed || marker === 0xfe) return true;
  return marker === 0xe2 && segment.subarray(4, 4 + MPF_HEADER.length).equals(MPF_HEADER);
}

/**
 * Every segment is walked, the scans' coded data stepped over (a scan ends at the first marker that is
 * not a restart; a progressive JPEG has several, with tables between them), to the end of the picture:
 * what a phone appends after it (the preview and depth pictures of MPF, each with its own EXIF and GPS; a
 * maker's trailer) goes with the metadata. Fill bytes before a marker are legal (JPEG B.1.1.2).
 */
function stripJpeg(bytes: Buffer): Buffer | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  const kept: Buffer[] = [bytes.subarray(0, 2)];
  let orientation = 1;
  let dropped = false;
  let at = 2;
  while (at + 2 <= bytes.length) {
    if (bytes[at] !== 0xff) {
      // Not a marker where one belongs (coded data, or bytes a decoder skips): kept up to the next one.
      const next = bytes.indexOf(0xff, at);
      const end = next < 0 ? bytes.length : next;
      kept.push(bytes.subarray(at, end));
      at = end;
      continue;
    }
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1; // a fill byte
      continue;
    }
    if (marker === 0xd9) {
      kept.push(bytes.subarray(at, at + 2));
      if (at + 2 < bytes.length) dropped = true; // what follows the picture
      at = bytes.length;
      break;
    }
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01 || marker === 0x00) {
      kept.push(bytes.subarray(at, at + 2)); // a marker without a length
      at += 2;
      continue;
    }
    if (at + 4 > bytes.length) break;
    const length = bytes.readUInt16BE(at + 2);
    const end = at + 2 + length;
    if (length < 2 || end > bytes.length) break; // cut short: the rest kept as it is
    const segment = bytes.subarray(at, end);
    if (isJpegMetadata(marker, segment)) {
      if (marker === 0xe1 && segment.subarray(4, 4 + EXIF_HEADER.length).equals(EXIF_HEADER))
        orientation = orientationOf(segment.subarray(4 + EXIF_HEADER.length));
      dropped = true;
    } else kept.push(segment);
    at = end;
    if (marker === 0xda) {
      // The scan's coded data, to the next marker that is not a restart (0xFF00 is a stuffed 0xFF).
      let scan = at;
      for (;;) {
        scan = bytes.indexOf(0xff, scan);
        if (scan < 0 || scan + 1 >= bytes.length) {
          scan = bytes.length;
          break;
        }
        const byte = bytes[scan + 1]!;
        if (byte === 0x00 || (byte >= 0xd0 && byte <= 0xd7)) scan += 2;
        else if (byte === 0xff) scan += 1;
        else break;
      }
      kept.push(bytes.subarray(at, scan));
      at = scan;
    }
  }
  if (!dropped) return null;
  // After the JFIF header when there is one (it comes first), else right after the start.
  if (orientation !== 1) {
    const app0 = kept[1] !== undefined && kept[1][0] === 0xff && kept[1][1] === 0xe0;
    kept.splice(app0 ? 2 : 1, 0, orientationSegment(orientation));
  }
  kept.push(bytes.subarray(at));
  return Buffer.concat(kept);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PNG_METADATA = new Set(['eXIf', 'tEXt', 'iTXt', 'zTXt']);

/** An EXIF's TIFF block, whether or not the writer put JPEG's "Exif\0\0" before it (PNG and WebP should not). */
const tiffOf = (exif: Buffer) => (exif.subarray(0, EXIF_HEADER.length).equals(EXIF_HEADER) ? exif.subarray(EXIF_HEADER.length) : exif);

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

function stripPng(bytes: Buffer): Buffer | null {
  if (!bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return null;
  const kept: Buffer[] = [bytes.subarray(0, 8)];
  let orientation = 1;
  let dropped = false;
  let data = false;
  let at = 8;
  while (at + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(at);
    const end = at + 12 + length;
    if (end > bytes.length) break;
    const type = bytes.toString('latin1', at + 4, at + 8);
    if (type === 'IDAT') data = true;
    if (PNG_METADATA.has(type)) {
      // An eXIf after the picture's data is one decoders ignore: its orientation was never shown.
      if (type === 'eXIf' && !data) orientation = orientationOf(tiffOf(bytes.subarray(at + 8, end - 4)));
      dropped = true;
    } else kept.push(bytes.subarray(at, end));
    at = end;
  }
  if (!dropped) return null;
  // Right after the header (IHDR): an eXIf must come before the picture's data.
  if (orientation !== 1) kept.splice(2, 0, pngChunk('eXIf', orientationTiff(orientation)));
  kept.push(bytes.subarray(at));
  return Buffer.concat(kept);
}

function stripWebp(bytes: Buffer): Buffer | null {
  if (bytes.length < 12 || bytes.toString('latin1', 0, 4) !== 'RIFF' || bytes.toString('latin1', 8, 12) !== 'WEBP') return null;
  const kept: Buffer[] = [];
  let orientation = 1;
  let extended: Buffer | null = null;
  let dropped = false;
  let at = 12;
  while (at + 8 <= bytes.length) {
    const type = bytes.toString('latin1', at, at + 4);
    const size = bytes.readUInt32LE(at + 4);
    const end = Math.min(bytes.length, at + 8 + size + (size % 2));
    if (type === 'EXIF' || type === 'XMP ') {
      if (type === 'EXIF') orientation = orientationOf(tiffOf(bytes.subarray(at + 8, Math.min(end, at + 8 + size))));
      dropped = true;
    } else if (type === 'VP8X') {
      extended = Buffer.from(bytes.subarray(at, end));
      // Its flags no longer say EXIF (0x08) or XMP (0x04).
      if (extended.length > 8) extended[8] = extended[8]! & ~0x0c;
      kept.push(extended);
    } else kept.push(bytes.subarray(at, end));
    at = end;
  }
  if (!dropped) return null;
  // The orientation stays in an EXIF of its own, at the end where the container puts it.
  if (orientation !== 1 && extended && extended.length > 8) {
    extended[8] = extended[8]! | 0x08;
    const tiff = orientationTiff(orientation);
    const head = Buffer.alloc(8);
    head.write('EXIF', 0, 'latin1');
    head.writeUInt32LE(tiff.length, 4);
    kept.push(head, tiff);
  }
  const body = Buffer.concat(kept);
  const head = Buffer.alloc(12);
  head.write('RIFF', 0, 'latin1');
  head.writeUInt32LE(body.length + 4, 4);
  head.write('WEBP', 8, 'latin1');
  return Buffer.concat([head, body]);
}
