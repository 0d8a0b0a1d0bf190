import 'server-only';
import { createHash } from 'node:crypto';
import { accountsEndpoints } from '@portal/contract/endpoints/accounts';
import { encode, type JWT } from 'next-auth/jwt';
import type { NextRequest } from 'next/server';
import { fetchEndpoint, readEndpointResponse } from './server-endpoints';
import { accessTokenRunningOut, SESSION_MAX_AGE, sessionCookieName } from './session-renewal';

/** next-auth splits a cookie above this many characters into `.0`, `.1`…; the proxy never writes one that large. */
const COOKIE_CHUNK = 3933;

/** How long the proxy waits for the API's answer before it leaves the renewal to the browser. */
const WAIT_MS = 1500;

/**
 * Refresh tokens this portal process spent lately for a page (their SHA-256, not the tokens), and when:
 * a request that still carries one did not keep the new cookie, and is not sent round again (no
 * redirect loop).
 */
const spentHere = new Map<string, number>();
const SPENT_MEMORY_MS = 60_000;
const digest = (token: string) => createHash('sha256').update(token).digest('base64url');

function rememberSpent(key: string, now: number) {
  for (const [k, at] of spentHere) if (now - at > SPENT_MEMORY_MS) spentHere.delete(k);
  spentHere.set(key, now);
}

/**
 * The session cookie's new value after the API rotated its token pair, or null when this request
 * should render as it is (the token is fresh, the cookie is split in chunks, this pair was already
 * renewed here, or the API did not renew it: the browser then refreshes itself and, when the sign-in
 * has ended, goes to the login page).
 *
 * A rotation answered inside a page's render would reach the browser only when the page does: left
 * before that, the browser keeps a spent refresh token and, past the API's grace of 30 s, using it
 * revokes the sign-in. So the proxy answers at once with a redirect to the same address carrying the
 * new cookie; the page then renders with a token the API accepts, its first data already in it.
 */
export async function renewedSessionCookie(req: NextRequest, token: JWT | null, https: boolean): Promise<string | null> {
  if (!token) return null;
  const { accessToken, refreshToken } = token;
  if (typeof accessToken !== 'string' || typeof refreshToken !== 'string') return null;
  const now = Date.now();
  if (!accessTokenRunningOut(accessToken, now / 1000)) return null;
  if (req.cookies.has(`${sessionCookieName(https)}.0`)) return null;
  const key = digest(refreshToken);
  const spentAt = spentHere.get(key);
  if (spentAt !== undefined && now - spentAt <= SPENT_MEMORY_MS) return null;
  const address = req.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  const agent = req.headers.get('user-agent');
  let res: Response;
  try {
    res = await fetchEndpoint(
      accountsEndpoints.refresh,
      { body: { refresh: refreshToken } },
      {
        headers: { ...(address ? { 'x-forwarded-for': address } : {}), ...(agent ? { 'user-agent': agent.slice(0, 512) } : {}) },
        signal: AbortSignal.timeout(WAIT_MS),
      },
    );
  } catch {
    return null;
  }
  if (!res.ok) return null;
  const pair = await readEndpointResponse(accountsEndpoints.refresh, res);
  if (!pair) return null;
  rememberSpent(key, now);
  const value = await encode({
    token: { ...token, accessToken: pair.access, refreshToken: pair.refresh },
    secret: process.env.NEXTAUTH_SECRET ?? '',
    maxAge: SESSION_MAX_AGE,
  });
  // Not expected (two JWTs and a profile stay well under it): the page then renders with the
  // spent pair, and the browser's refresh gets the same successor within the API's 30 s.
  return value.length > COOKIE_CHUNK ? null : value;
}
