// @vitest-environment node
import http from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { addStyleNonces, styleNoncer } from '../../style-nonce.mjs';

/** The compression middleware Next runs in front of every response (its router server's). */
const compression = createRequire(import.meta.url)('next/dist/compiled/compression') as (options: {
  threshold: number;
}) => (req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void;

const tag = '<style data-precedence="next" data-href="/a.css">a{}</style>';
const noncedTag = '<style nonce="N1" data-precedence="next" data-href="/a.css">a{}</style>';

/** Everything `pieces` becomes through one noncer, pushed one piece at a time. */
function through(pieces: string[]): string {
  const n = styleNoncer('N1');
  return Buffer.concat([...pieces.map((p) => n.push(Buffer.from(p))), n.flush()]).toString();
}

describe('styleNoncer', () => {
  it('adds the nonce to every inlined style tag and leaves the rest as it is', () => {
    expect(through([`<head>${tag}<p>스타일</p>${tag}</head>`])).toBe(`<head>${noncedTag}<p>스타일</p>${noncedTag}</head>`);
    expect(through(['<style>b{}</style><script>1</script>'])).toBe('<style>b{}</style><script>1</script>');
  });

  it('finds a tag split across chunks at every place, and never loses a byte', () => {
    const html = `<head>${tag}</head><body>한글</body>`;
    for (let cut = 0; cut <= html.length; cut++)
      expect(through([html.slice(0, cut), html.slice(cut)]), `cut at ${cut}`).toBe(html.replace(tag, noncedTag));
    expect(through([...html])).toBe(html.replace(tag, noncedTag));
  });

  it('holds back only what could start a tag', () => {
    const n = styleNoncer('N1');
    expect(n.push(Buffer.from('<p>x</p><sty')).toString()).toBe('<p>x</p>');
    expect(n.push(Buffer.from('le>')).toString()).toBe('<style>');
    expect(n.flush().length).toBe(0);
  });
});

describe('addStyleNonces', () => {
  let server: http.Server | undefined;
  afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

  /** A server that answers like Next: its compression replaces res.write/end, then the page is written in pieces. */
  async function serve(type: string, csp: string | null, pieces: string[]) {
    const compress = compression({ threshold: 0 });
    server = http.createServer((req, res) => {
      addStyleNonces(res);
      compress(req, res, () => {});
      res.setHeader('content-type', type);
      if (csp) res.setHeader('content-security-policy', csp);
      for (const p of pieces.slice(0, -1)) res.write(p);
      res.end(pieces.at(-1));
    });
    await new Promise<void>((done) => server!.listen(0, '127.0.0.1', () => done()));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  }

  async function get(url: string, encoding: string) {
    return new Promise<{ body: string; encoding: string | undefined }>((done, fail) =>
      http
        .get(url, { headers: { 'accept-encoding': encoding } }, (res) => {
          const parts: Buffer[] = [];
          res
            .on('data', (d: Buffer) => parts.push(d))
            .on('end', () => {
              const raw = Buffer.concat(parts);
              const enc = res.headers['content-encoding'];
              done({ body: (enc === 'gzip' ? gunzipSync(raw) : raw).toString(), encoding: enc });
            });
        })
        .on('error', fail),
    );
  }

  const csp = "script-src 'self' 'nonce-N1' 'strict-dynamic'; style-src-elem 'self' 'nonce-N1'";
  const page = [
    '<!DOCTYPE html><html><head><sty',
    'le data-precedence="next" data-href="/a.css">a{}</style></head>',
    '<body>전화 예약</body></html>',
  ];

  it('gives the page its nonce before compressing it, and without compression too', async () => {
    const url = await serve('text/html; charset=utf-8', csp, page);
    const gz = await get(url, 'gzip');
    expect(gz.encoding).toBe('gzip');
    expect(gz.body).toBe(page.join('').replace('<style data-', '<style nonce="N1" data-'));
    const plain = await get(url, 'identity');
    expect(plain.encoding).toBeUndefined();
    expect(plain.body).toBe(gz.body);
  });

  it('leaves what is not an HTML page with a nonce untouched', async () => {
    const body = '<style data-precedence="next">a{}</style>';
    expect((await get(await serve('text/x-component', csp, [body]), 'gzip')).body).toBe(body);
    server!.close();
    server = undefined;
    expect((await get(await serve('text/html', null, [body]), 'gzip')).body).toBe(body);
  });
});
