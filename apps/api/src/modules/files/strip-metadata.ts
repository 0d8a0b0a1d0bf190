/**
 * A picture without the metadata a phone writes into it (where it was taken, the phone and its serial),
 * taken out of the file as it is: no pixel is decoded or encoded again, so it is neither larger, nor
 * slower, nor a frame short (an animated WebP), and a picture damaged at its end is cleaned all the same
 * (a rewrite through libvips was all four: a regression hunt). Pure functions on bytes.
 *
 * - JPEG: the APP1 (EXIF, XMP), APP13 (IPTC) and COM segments go; the orientation the EXIF gave is kept in
 *   an EXIF of its own, so that the photo still stands upright. JFIF, the colour profile (APP2) and Adobe's
 *   (APP14) stay.
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

/** The orientation (1-8) an EXIF block gives, or 1. */
function orientationOf(exif: Buffer): number {
  const tiff = exif.subarray(EXIF_HEADER.length);
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

/** An APP1 segment holding only an orientation (big-endian TIFF, one IFD0 entry). */
function orientationSegment(orientation: number): Buffer {
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
  const body = Buffer.concat([EXIF_HEADER, tiff]);
  const head = Buffer.from([0xff, 0xe1, 0, 0]);
  head.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([head, body]);
}

function stripJpeg(bytes: Buffer): Buffer | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  const kept: Buffer[] = [bytes.subarray(0, 2)];
  let orientation = 1;
  let dropped = false;
  let at = 2;
  while (at + 4 <= bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1]!;
    // The scan begins (or a marker without a length): the rest is the picture itself, kept whole.
    if (marker === 0xda || marker === 0xd9 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) break;
    const length = bytes.readUInt16BE(at + 2);
    const end = at + 2 + length;
    if (length < 2 || end > bytes.length) break;
    const segment = bytes.subarray(at, end);
    const app1Exif = marker === 0xe1 && segment.subarray(4, 4 + EXIF_HEADER.length).equals(EXIF_HEADER);
    if (marker === 0xe1 || marker === 0xed || marker === 0xfe) {
      if (app1Exif) orientation = orientationOf(segment.subarray(4));
      dropped = true;
    } else kept.push(segment);
    at = end;
  }
  if (!dropped) return null;
  if (orientation !== 1) kept.splice(1, 0, orientationSegment(orientation));
  kept.push(bytes.subarray(at));
  return Buffer.concat(kept);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PNG_METADATA = new Set(['eXIf', 'tEXt', 'iTXt', 'zTXt']);

function stripPng(bytes: Buffer): Buffer | null {
  if (!bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return null;
  const kept: Buffer[] = [bytes.subarray(0, 8)];
  let dropped = false;
  let at = 8;
  while (at + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(at);
    const end = at + 12 + length;
    if (end > bytes.length) break;
    const type = bytes.toString('latin1', at + 4, at + 8);
    if (PNG_METADATA.has(type)) dropped = true;
    else kept.push(bytes.subarray(at, end));
    at = end;
  }
  if (!dropped) return null;
  kept.push(bytes.subarray(at));
  return Buffer.concat(kept);
}

function stripWebp(bytes: Buffer): Buffer | null {
  if (bytes.length < 12 || bytes.toString('latin1', 0, 4) !== 'RIFF' || bytes.toString('latin1', 8, 12) !== 'WEBP') return null;
  const kept: Buffer[] = [];
  let dropped = false;
  let at = 12;
  while (at + 8 <= bytes.length) {
    const type = bytes.toString('latin1', at, at + 4);
    const size = bytes.readUInt32LE(at + 4);
    const end = Math.min(bytes.length, at + 8 + size + (size % 2));
    if (type === 'EXIF' || type === 'XMP ') dropped = true;
    else if (type === 'VP8X') {
      const chunk = Buffer.from(bytes.subarray(at, end));
      // Its flags no longer say EXIF (0x08) or XMP (0x04).
      if (chunk.length > 8) chunk[8] = chunk[8]! & ~0x0c;
      kept.push(chunk);
    } else kept.push(bytes.subarray(at, end));
    at = end;
  }
  if (!dropped) return null;
  const body = Buffer.concat(kept);
  const head = Buffer.alloc(12);
  head.write('RIFF', 0, 'latin1');
  head.writeUInt32LE(body.length + 4, 4);
  head.write('WEBP', 8, 'latin1');
  return Buffer.concat([head, body]);
}
