// @vitest-environment node
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECURITY_HEADERS } from '../../security-headers.mjs';
import { pickEncoding, precompress, precompressedStatic } from '../../static-files.mjs';

const script = `console.log(${JSON.stringify('한글 '.repeat(2000))});\n`;
const style = `.a{color:red}\n`.repeat(200);

let app: string;
let server: http.Server;
let base: string;
/** What Next would have answered (the request was left to it). */
const leftToNext = 'left to next';

beforeAll(async () => {
  app = fs.mkdtempSync(path.join(os.tmpdir(), 'static-files-'));
  const chunks = path.join(app, '.next', 'static', 'chunks');
  fs.mkdirSync(chunks, { recursive: true });
  fs.writeFileSync(path.join(chunks, 'a1b2.js'), script);
  fs.writeFileSync(path.join(chunks, 'c3d4.css'), style);
  fs.writeFileSync(path.join(chunks, 'tiny.js'), '1;');
  fs.writeFileSync(path.join(chunks, 'data.json'), JSON.stringify({ a: 'x'.repeat(4000) }));
  const totals = await precompress(path.join(app, '.next', 'static'));
  expect(totals.files).toBe(2);
  const { serve } = precompressedStatic(app);
  server = http.createServer((req, res) => {
    if (!serve(req, res)) res.end(leftToNext);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(app, { recursive: true, force: true });
});

/** One raw answer (no decoding by the client): status, headers and the bytes as sent. */
function get(url: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    // The path as written (a URL string would resolve `..` before sending it).
    const { hostname, port } = new URL(base);
    const req = http.request({ hostname, port, path: url, method, headers }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (c: Buffer) => parts.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(parts) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('precompress', () => {
  it('writes a Brotli and a gzip copy of each script and stylesheet of 1 KB or more, and nothing else', () => {
    const chunks = path.join(app, '.next', 'static', 'chunks');
    expect(fs.readdirSync(chunks).sort()).toEqual(
      ['a1b2.js', 'a1b2.js.br', 'a1b2.js.gz', 'c3d4.css', 'c3d4.css.br', 'c3d4.css.gz', 'data.json', 'tiny.js'].sort(),
    );
    expect(brotliDecompressSync(fs.readFileSync(path.join(chunks, 'a1b2.js.br'))).toString()).toBe(script);
    expect(gunzipSync(fs.readFileSync(path.join(chunks, 'c3d4.css.gz'))).toString()).toBe(style);
  });
});

describe('precompressedStatic', () => {
  it('sends a browser that accepts Brotli the Brotli copy, with the headers Next gives a build file', async () => {
    const res = await get('/_next/static/chunks/a1b2.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('application/javascript; charset=UTF-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    for (const { key, value } of SECURITY_HEADERS) expect(res.headers[key.toLowerCase()]).toBe(value);
    expect(brotliDecompressSync(res.body).toString()).toBe(script);
    expect(res.body.length).toBeLessThan(Buffer.byteLength(script) / 5);
  });

  it('sends gzip where Brotli is not accepted, and the stylesheet as CSS', async () => {
    const res = await get('/_next/static/chunks/c3d4.css?dpl=1', { 'accept-encoding': 'gzip, br;q=0' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toBe('text/css; charset=UTF-8');
    expect(gunzipSync(res.body).toString()).toBe(style);
  });

  it('answers a repeated request with 304 by its ETag, one tag per copy', async () => {
    const first = await get('/_next/static/chunks/a1b2.js', { 'accept-encoding': 'br' });
    const gz = await get('/_next/static/chunks/a1b2.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers.etag).not.toBe(first.headers.etag);
    const again = await get('/_next/static/chunks/a1b2.js', { 'accept-encoding': 'br', 'if-none-match': `"x", ${first.headers.etag}` });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const other = await get('/_next/static/chunks/a1b2.js', { 'accept-encoding': 'br', 'if-none-match': gz.headers.etag! });
    expect(other.status).toBe(200);
  });

  it('answers HEAD with the headers only', async () => {
    const res = await get('/_next/static/chunks/a1b2.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.body.length).toBe(0);
  });

  it('leaves to Next what it has no copy of, cannot send as asked, or is opened as a page', async () => {
    const cases: [string, Record<string, string>, string?][] = [
      ['/_next/static/chunks/tiny.js', { 'accept-encoding': 'br' }],
      ['/_next/static/chunks/data.json', { 'accept-encoding': 'br' }],
      ['/_next/static/chunks/a1b2.js.br', { 'accept-encoding': 'br' }],
      ['/_next/static/chunks/missing.js', { 'accept-encoding': 'br' }],
      ['/_next/static/chunks/../chunks/a1b2.js', { 'accept-encoding': 'br' }],
      ['/_next/static/chunks/a1b2.js', { 'accept-encoding': 'identity' }],
      ['/_next/static/chunks/a1b2.js', { 'accept-encoding': 'br;q=0, gzip;q=0' }],
      ['/_next/static/chunks/a1b2.js', {}],
      ['/_next/static/chunks/a1b2.js', { 'accept-encoding': 'br', range: 'bytes=0-10' }],
      ['/_next/static/chunks/a1b2.js', { 'accept-encoding': 'br', 'sec-fetch-mode': 'navigate' }],
      ['/_next/static/chunks/a1b2.js', { 'accept-encoding': 'br' }, 'POST'],
      ['/sign/login', { 'accept-encoding': 'br' }],
    ];
    for (const [url, headers, method] of cases) {
      const res = await get(url, headers, method);
      expect(res.body.toString(), `${method ?? 'GET'} ${url} ${JSON.stringify(headers)}`).toBe(leftToNext);
    }
  });
});

describe('pickEncoding', () => {
  it('prefers Brotli, then gzip, by what the request accepts', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip, deflate')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('BR;Q=0.5')).toBe('br');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('*, br;q=0')).toBe('gzip');
    expect(pickEncoding('*;q=0')).toBeNull();
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding('')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
    expect(pickEncoding('gzip;q=abc')).toBeNull();
  });
});
