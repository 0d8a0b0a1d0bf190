import { normalize, SESSION_EXPIRED, SESSION_REQUIRED } from './routes';

// The sign-in page's own rules, apart from the route table (lib/routes.ts) that every page loads: only
// the sign-in page (and the service worker's notification click) reads them.

/**
 * A same-origin relative path to return to after sign-in, or `/`: anything that could leave the
 * site (absolute URLs, `//host`, backslashes, schemes) is refused.
 */
export function safeReturnPath(candidate: string | null | undefined): string {
  if (!candidate) return '/';
  let value = candidate;
  try {
    // Accept absolute URLs of our own origin only where there is one (a page or the service worker, not the server).
    const here = (globalThis as { location?: { origin: string } }).location;
    if (here && /^https?:/i.test(value)) {
      const u = new URL(value);
      if (u.origin !== here.origin) return '/';
      value = u.pathname + u.search + u.hash;
    }
  } catch {
    return '/';
  }
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return '/';
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (/[\u0000-\u001f]/.test(value)) return '/';
  // Not back to the sign pages: the login page would loop, the sign-out question would greet her.
  if (normalize(value).startsWith('/sign/')) return '/';
  return value;
}

/** The codes that are not her mistake: said as a notice, and moot once she is signed in again. */
export const isSessionNotice = (code: string | null | undefined) => code === SESSION_REQUIRED || code === SESSION_EXPIRED;
