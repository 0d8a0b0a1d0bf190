'use client';
import { BASE, broadcast, call, csrfToken, form, getSession } from '@/lib/session';

/** The sign-in service's error page: its `pages.error`, the login page with the error's code. */
export const AUTH_ERROR_PAGE = `${BASE}/error`;

/**
 * Signs in with the credentials provider (only the login page needs it, so it is not part of every
 * page's session code); `error` is next-auth's code (e.g. CredentialsSignin). As next-auth's client
 * does, the provider list is read first: when it cannot be read, she is to go to the error page; when
 * it has no credentials provider, to the sign-in page. Either answers `goTo`, where the caller sends her.
 */
export async function signIn(username: string, password: string): Promise<{ ok: boolean; error: string | null; goTo?: string }> {
  const providers = await call<Record<string, unknown> | null>('/providers').catch(() => null);
  if (!providers || typeof providers !== 'object') return { ok: false, error: null, goTo: `${AUTH_ERROR_PAGE}?error=UNAVAILABLE` };
  if (!Object.hasOwn(providers, 'credentials'))
    return { ok: false, error: null, goTo: `${BASE}/signin?${new URLSearchParams({ callbackUrl: window.location.href })}` };
  const res = await fetch(
    `${BASE}/callback/credentials`,
    // The address without its query: the login page's own `?error=SessionRequired` must not be read back
    // from the answer as this sign-in's failure.
    form({
      csrfToken: await csrfToken(),
      username,
      password,
      callbackUrl: window.location.origin + window.location.pathname,
      json: 'true',
    }),
  );
  const body = (await res.json().catch(() => null)) as { url?: string } | null;
  const error = body?.url ? new URL(body.url, window.location.origin).searchParams.get('error') : 'UNAVAILABLE';
  if (!res.ok || error) return { ok: false, error: error ?? 'UNAVAILABLE' };
  await getSession();
  broadcast('session');
  return { ok: true, error: null };
}
