import { getToken, type JWT } from 'next-auth/jwt';
import { STUDENT_PARAM } from '@portal/contract/alarms-labels';
import { NextResponse, type NextRequest } from 'next/server';
import { LINKED_STUDENT_HEADER } from '@/lib/linked-student-header';
import { loginUrlFor, lowerCasePage, needsSignIn, pathOf, SESSION_REQUIRED } from '@/lib/routes';
import { newNonce, securityHeaders, servedOverHttps } from '@/lib/security-headers';
import { renewedSessionCookie } from '@/lib/server-session-renewal';
import { opensDocument, SESSION_MAX_AGE, sessionCookieName } from '@/lib/session-renewal';

const https = servedOverHttps(process.env.NEXTAUTH_URL);
/** The Toss SDK's address when the centre has Toss (its client key is set): the CSP allows it then only. */
const tossSdkUrl = process.env.TOSS_CLIENT_KEY ? process.env.TOSS_SDK_URL || 'https://js.tosspayments.com/v2/standard' : undefined;

/**
 * Every page gets a fresh CSP nonce and the security headers (docs/security.md); a signed-out
 * visitor of a page that needs sign-in goes to the login page before anything renders; a page opened
 * with an access token that has run out comes back at once with a renewed session, so that it renders
 * with its data instead of leaving the renewal to the browser after hydration.
 */
export async function proxy(req: NextRequest) {
  const nonce = newNonce();
  const headers = securityHeaders({
    nonce,
    dev: process.env.NODE_ENV === 'development',
    apiPublicUrl: process.env.API_PUBLIC_URL,
    https,
    tossSdkUrl,
  });
  // Read only when a rule needs it (a public file skips the decryption), and at most once.
  let read: Promise<JWT | null> | undefined;
  const token = () => (read ??= getToken({ req, secret: process.env.NEXTAUTH_SECRET, secureCookie: https }));
  const res =
    caseRedirect(req) ??
    (await signInRedirect(req, token)) ??
    (await renewalRedirect(req, token)) ??
    pageWithNonce(req, nonce, headers['Content-Security-Policy']);
  for (const [name, value] of Object.entries(headers)) res.headers.set(name, value);
  return res;
}

/** This request's next-auth token (same cookie name as authOptions.useSecureCookies). */
type TokenOf = () => Promise<JWT | null>;

/**
 * A redirect that holds only for now (signed out, or a password to change): never kept, or Back after
 * signing in was sent to the sign-in page again by the kept one, and from there back, until the
 * browser gave up (too many redirects: a regression hunt).
 */
function redirectNow(to: URL): NextResponse {
  const res = NextResponse.redirect(to);
  res.headers.set('cache-control', 'no-store');
  return res;
}

/** A page's address written in capitals, to the page (its query kept). */
function caseRedirect(req: NextRequest): NextResponse | null {
  const lower = lowerCasePage(req.nextUrl.pathname);
  return lower ? NextResponse.redirect(new URL(lower + req.nextUrl.search, req.url), 308) : null;
}

/** The same address again, with the session cookie holding the renewed token pair (lib/server-session-renewal.ts). */
async function renewalRedirect(req: NextRequest, tokenOf: TokenOf): Promise<NextResponse | null> {
  if (!opensDocument(req) || !req.cookies.has(sessionCookieName(https))) return null;
  const cookie = await renewedSessionCookie(req, await tokenOf(), https);
  if (!cookie) return null;
  const res = redirectNow(new URL(req.nextUrl.pathname + req.nextUrl.search, req.url));
  res.cookies.set(sessionCookieName(https), cookie, { httpOnly: true, sameSite: 'lax', path: '/', secure: https, maxAge: SESSION_MAX_AGE });
  return res;
}

const CHANGE_PASSWORD = pathOf('mypagePassword');
/** The change page's notice: she signed in with a one-time password and must change it first. */
const PASSWORD_REQUIRED_QUERY = 'required=1';

async function signInRedirect(req: NextRequest, tokenOf: TokenOf): Promise<NextResponse | null> {
  const { pathname, search } = req.nextUrl;
  if (!needsSignIn(pathname)) return null;
  const token = await tokenOf();
  if (!token?.accessToken) return redirectNow(new URL(loginUrlFor(pathname + search, SESSION_REQUIRED), req.url));
  // A one-time password holds her on the change page until she changes it (the API refuses the rest).
  const profile = (token as { profile?: { mustChangePassword?: boolean } }).profile;
  if (profile?.mustChangePassword && pathname !== CHANGE_PASSWORD) {
    // The page she came for (a link from KakaoTalk) is where the change then takes her (a links audit).
    const back = pathname === '/' ? '' : `&${new URLSearchParams({ redirect: pathname + search })}`;
    return redirectNow(new URL(`${CHANGE_PASSWORD}?${PASSWORD_REQUIRED_QUERY}${back}`, req.url));
  }
  return null;
}

/** Next reads the nonce from the request's CSP header and puts it on its scripts; the app reads `x-nonce`. */
function pageWithNonce(req: NextRequest, nonce: string, csp: string): NextResponse {
  const request = new Headers(req.headers);
  request.set('x-nonce', nonce);
  request.set('content-security-policy', csp);
  // The child a link names (`?student=`, an alarm's), for the server's render; never one the browser sent.
  const linked = req.nextUrl.searchParams.get(STUDENT_PARAM);
  if (linked && /^\d{1,9}$/.test(linked)) request.set(LINKED_STUDENT_HEADER, linked);
  else request.delete(LINKED_STUDENT_HEADER);
  return NextResponse.next({ request: { headers: request } });
}

export const config = {
  matcher: [
    // Every page and public file (a missing file answers the 404 page); not the API.
    '/((?!api/|backend/|_next/).*)',
    // next-auth's answers: JSON, redirects to our pages, and whatever HTML a next-auth version may add.
    '/api/auth/:path*',
    // Someone opening an address under /_next/ (its 404 is a page too); pages' own script and style
    // loads are not navigations and skip the proxy.
    { source: '/_next/:path*', has: [{ type: 'header', key: 'sec-fetch-mode', value: 'navigate' }] },
  ],
};
