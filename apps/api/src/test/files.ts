// Files for the upload tests: a real PNG made here (no fixture files), and sending one as a browser would.
import { deflateSync } from 'node:zlib';
import type { TestApi, TestResponse } from './harness';

function crc32(buf: Buffer): number {
  let c = ~0;
  for (const byte of buf) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A valid 1×1 PNG, padded after its end to `size` bytes when asked (image viewers ignore what follows IEND). */
export function pngBytes(size?: number): Buffer {
  const ihdr = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.from([0, 0xe0, 0x40, 0x30]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  if (!size || size <= png.length) return png;
  return Buffer.concat([png, Buffer.alloc(size - png.length, 0x2e)]);
}

/** A small PDF (enough for its type to be read). */
export const pdfBytes = () => Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

export type UploadFile = { name: string; bytes: Buffer | string; type?: string };

/** The multipart body a browser sends for one file field. */
export function formOf(file: UploadFile): FormData {
  const form = new FormData();
  form.append('file', new Blob([file.bytes], { type: file.type ?? 'application/octet-stream' }), file.name);
  return form;
}

/** Uploads one file as `token`'s person (purpose `sick-note` unless named). */
export function upload(api: TestApi, token: string | undefined, file: UploadFile, purpose = 'sick-note'): Promise<TestResponse> {
  return api.request('POST', `/files/?purpose=${purpose}`, { token, form: formOf(file) });
}
