import { serverConfig } from '@/lib/server-config';
import { serverSession } from '@/lib/server-session';
import { forgetSiteInfo } from '@/lib/site';

/**
 * A picture's thumbnail (`files/:id/thumb/`) asked for by an `<img>` of the server's HTML carries no
 * bearer token: it goes with the access token of the portal's own session cookie, so a cover shows
 * before any script has run. Only thumbnails, and only GET: every other call still needs the header.
 * The cookie is SameSite=Lax, so another site's page cannot have it sent with an image of its own.
 */
async function cookieBearer(req: Request, path: string[]): Promise<string | null> {
  if (req.method !== 'GET' || req.headers.get('authorization')) return null;
  if (path.length !== 3 || path[0] !== 'files' || path[2] !== 'thumb') return null;
  const token = (await serverSession())?.accessToken;
  return typeof token === 'string' ? `Bearer ${token}` : null;
}

/**
 * The browser reaches the API through the portal's own origin (no CORS): this forwards the request
 * as it is, adding the client's address so the API's throttling sees the person, not the portal.
 * Bodies stream both ways (an upload is not held in memory, an event stream flows as it comes), and
 * the upstream request is aborted when the browser goes away.
 */
async function forward(req: Request, ctx: { params: Promise<{ path: string[] }> }) {
  const { path } = await ctx.params;
  const incoming = new URL(req.url);
  const target = `${serverConfig.apiInternalUrl}/${path.map(encodeURIComponent).join('/')}${incoming.pathname.endsWith('/') ? '/' : ''}${incoming.search}`;
  const headers = new Headers();
  for (const name of [
    'authorization',
    'content-type',
    'content-length',
    'accept',
    'accept-language',
    'idempotency-key',
    'if-none-match',
    'last-event-id',
    // The browser, for her list of signed-in devices (recorded at each token refresh).
    'user-agent',
  ]) {
    const v = req.headers.get(name);
    if (v) headers.set(name, v);
  }
  const bearer = await cookieBearer(req, path);
  if (bearer) headers.set('authorization', bearer);
  const address = req.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  if (address) headers.set('x-forwarded-for', address);
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  try {
    const res = await fetch(target, {
      method: req.method,
      headers,
      body: hasBody ? req.body : undefined,
      // A streamed request body (Node's fetch needs to be told it goes out while it is read).
      ...(hasBody ? { duplex: 'half' } : {}),
      signal: req.signal,
      cache: 'no-store',
      redirect: 'manual',
    } as RequestInit);
    const out = new Headers();
    for (const name of [
      'content-type',
      'content-disposition',
      'cache-control',
      'retry-after',
      'etag',
      'content-length',
      'x-accel-buffering',
      'x-content-type-options',
      // A file the API serves is sandboxed by its own CSP; the portal's origin must not lose it.
      'content-security-policy',
    ]) {
      const v = res.headers.get(name);
      if (v) out.set(name, v);
    }
    // The admin saved the site information: this server's pages (footer, sign-in, titles) show it at once.
    if (req.method === 'PUT' && res.ok && path.join('/') === 'staff/site') forgetSiteInfo();
    return new Response(res.body, { status: res.status, headers: out });
  } catch {
    return Response.json({ code: 'UNAVAILABLE', message: '서버에 연결할 수 없습니다. 잠시 후 다시 시도해 주세요.' }, { status: 502 });
  }
}

export { forward as GET, forward as POST, forward as PUT, forward as PATCH, forward as DELETE };
