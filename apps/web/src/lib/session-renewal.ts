/** When the proxy renews a session before a page renders (server-session-renewal.ts does it): the rules, without I/O. */
import type { NextRequest } from 'next/server';

/** How long next-auth keeps the session cookie (authOptions.session.maxAge). */
export const SESSION_MAX_AGE = 14 * 24 * 3600;

/** next-auth's session cookie (`__Secure-` prefixed over HTTPS, as authOptions.useSecureCookies says). */
export const sessionCookieName = (https: boolean) => (https ? '__Secure-next-auth.session-token' : 'next-auth.session-token');

/** The claims of a JWT, read without checking its signature (the API checks it on every call). */
function claimsOf(jwt: string): { exp?: unknown; iat?: unknown } | null {
  const payload = jwt.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return claims && typeof claims === 'object' ? claims : null;
  } catch {
    return null;
  }
}

/**
 * Whether an access token has run out, or will before a page has rendered: within a quarter of its
 * lifetime, at most 30 s (10 minutes in production: the last 30 s; the e2e run's 6 s: the last 1.5 s).
 * A token without `exp` or `iat` is left alone (the API refuses it; the browser then renews).
 */
export function accessTokenRunningOut(accessToken: string, nowSeconds: number): boolean {
  const claims = claimsOf(accessToken);
  if (typeof claims?.exp !== 'number' || typeof claims.iat !== 'number') return false;
  const margin = Math.min(30, Math.max(0, claims.exp - claims.iat) / 4);
  return claims.exp - nowSeconds <= margin;
}

/**
 * Whether a request opens a page in the browser: a document, not the router's RSC fetch, a prefetch,
 * a form post or next-auth's own `/api/auth/` (the proxy gives it headers only). Only such a request may
 * answer with a redirect that renews the session. A request without Fetch Metadata (an older browser)
 * counts as a document.
 */
export function opensDocument(req: NextRequest): boolean {
  const h = req.headers;
  if (req.method !== 'GET' || req.nextUrl.pathname.startsWith('/api/')) return false;
  if (h.has('rsc') || h.has('next-router-prefetch')) return false;
  if (/prefetch|prerender/i.test(`${h.get('sec-purpose') ?? ''} ${h.get('purpose') ?? ''}`)) return false;
  const dest = h.get('sec-fetch-dest');
  return dest === null || dest === 'document';
}
