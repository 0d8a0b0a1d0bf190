// The build's scripts and stylesheets (.next/static), compressed once after the build instead of at
// every request. Next compresses what it sends with gzip as it sends it, on the one thread that also
// renders the pages: a phone's first visit asked it to compress some 600 KB of scripts while the
// page itself waited behind them. `npm run build` (postbuild) writes a Brotli (.br, about 14 % smaller
// than gzip for these files) and a gzip (.gz) copy beside each file; server.mjs sends the copy the
// browser accepts, from memory, with the headers Next gives the file. Anything else (no copy, an
// unaccepted encoding, a range, an address opened as a page) is left to Next.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { SECURITY_HEADERS } from './security-headers.mjs';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** What gets copies, and the Content-Type Next sends it with: text a browser loads from .next/static. */
const TYPES = { '.js': 'application/javascript; charset=UTF-8', '.css': 'text/css; charset=UTF-8' };
/** Smaller files are not worth a copy. */
const MIN_BYTES = 1024;

/** The files under `dir`, as paths relative to it with `/` separators. */
function filesUnder(dir, prefix = '') {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const rel = prefix ? `${prefix}/${e.name}` : e.name;
    return e.isDirectory() ? filesUnder(path.join(dir, e.name), rel) : [rel];
  });
}

/**
 * Writes `<file>.br` (Brotli, best quality) and `<file>.gz` (gzip, level 9) beside every script and
 * stylesheet of at least 1 KB under `staticDir`, two at a time. Answers how many files it compressed
 * and their sizes before and after.
 * @param {string} staticDir
 */
export async function precompress(staticDir) {
  const files = filesUnder(staticDir).filter((f) => path.extname(f) in TYPES);
  const totals = { files: 0, bytes: 0, br: 0, gz: 0 };
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = path.join(staticDir, files[next++]);
      const body = fs.readFileSync(file);
      if (body.length < MIN_BYTES) continue;
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
        }),
        gzip(body, { level: 9 }),
      ]);
      fs.writeFileSync(`${file}.br`, br);
      fs.writeFileSync(`${file}.gz`, gz);
      totals.files += 1;
      totals.bytes += body.length;
      totals.br += br.length;
      totals.gz += gz.length;
    }
  };
  await Promise.all([worker(), worker()]);
  return totals;
}

/**
 * The encoding to send, by the request's Accept-Encoding (RFC 9110 12.5.3): Brotli when it is
 * accepted, else gzip, else none (null). A coding is accepted when named, or covered by `*`, with a
 * q-value above 0.
 * @param {string | undefined} header
 * @returns {'br' | 'gzip' | null}
 */
export function pickEncoding(header) {
  /** @type {Map<string, number>} */
  const q = new Map();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name.trim(), Number.isFinite(value) ? value : 0);
  }
  const accepts = (coding) => (q.get(coding) ?? q.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
}

/**
 * Reads the copies the build wrote under `<appDir>/.next/static` into memory and answers a request
 * handler, `serve(req, res)`, which sends the copy the request accepts and answers true, or answers false
 * (nothing sent) for Next to handle the request. Only addresses of files found here are ever
 * answered: the request's path is a key into that list, never a path on disk.
 * @param {string} appDir
 */
export function precompressedStatic(appDir) {
  const staticDir = path.join(appDir, '.next', 'static');
  /** @type {Map<string, { type: string; variants: Record<'br' | 'gzip', { body: Buffer; etag: string }> }>} */
  const files = new Map();
  const names = new Set(filesUnder(staticDir));
  for (const rel of names) {
    const type = TYPES[path.extname(rel)];
    if (!type || !names.has(`${rel}.br`) || !names.has(`${rel}.gz`)) continue;
    const variant = (suffix, coding) => {
      const body = fs.readFileSync(path.join(staticDir, `${rel}${suffix}`));
      const hash = crypto.createHash('sha256').update(body).digest('base64url').slice(0, 22);
      return { body, etag: `"${hash}-${coding}"` };
    };
    files.set(`/_next/static/${rel}`, { type, variants: { br: variant('.br', 'br'), gzip: variant('.gz', 'gz') } });
  }

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  function serve(req, res) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    // A range of compressed bytes means nothing to the file; an address opened as a page gets the proxy's headers.
    if (req.headers.range || req.headers['sec-fetch-mode'] === 'navigate') return false;
    const url = req.url ?? '';
    const query = url.indexOf('?');
    const file = files.get(query === -1 ? url : url.slice(0, query));
    if (!file) return false;
    const coding = pickEncoding(req.headers['accept-encoding']);
    if (!coding) return false;
    const { body, etag } = file.variants[coding];
    for (const { key, value } of SECURITY_HEADERS) res.setHeader(key, value);
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('ETag', etag);
    const tags = req.headers['if-none-match'];
    if (tags && tags.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)) {
      res.statusCode = 304;
      res.end();
      return true;
    }
    res.setHeader('Content-Type', file.type);
    res.setHeader('Content-Encoding', coding);
    res.setHeader('Content-Length', body.length);
    res.statusCode = 200;
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  }
  return { serve };
}
