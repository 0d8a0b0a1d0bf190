'use client';
import { urlOf } from '@portal/contract/endpoint';
import { accountsEndpoints } from '@portal/contract/endpoints/accounts';
import type { Session } from 'next-auth';
import { api } from '@/lib/api';
import { pushOwner, setPushOwner } from '@/lib/push-owner';
import { BASE, broadcast, call, csrfToken, form, getSession } from '@/lib/session';

/** Ends a sign-in at the API with its own tokens (renewed once if its access token has run out). */
async function endSignIn({ accessToken, refreshToken }: Partial<Session>) {
  if (!accessToken || !refreshToken) return;
  const post = (endpoint: { method: string; path: string }, init: { body: string; headers?: Record<string, string> }) =>
    fetch(api.urlOf(urlOf(endpoint)), {
      method: endpoint.method,
      body: init.body,
      headers: { 'content-type': 'application/json', ...init.headers },
      signal: AbortSignal.timeout(5000),
    });
  const logout = (access: string) => post(accountsEndpoints.logout, { body: '{}', headers: { authorization: `Bearer ${access}` } });
  if ((await logout(accessToken)).status !== 401) return;
  const renewed = await post(accountsEndpoints.refresh, { body: JSON.stringify({ refresh: refreshToken }) });
  if (renewed.ok) await logout(((await renewed.json()) as { access: string }).access);
}

/**
 * Push turned on in this browser by someone else (or no one known): the browser's subscription goes. Her
 * sign-in ran out unseen, so there was no session to end, and her alarms kept coming to this phone,
 * shown to whoever held it now (an audit). The push service then refuses it, and the API forgets it; she
 * turns push on again herself when she signs in here again.
 */
async function dropOthersPush(userId: unknown) {
  if (pushOwner() === String(userId)) return;
  setPushOwner(null);
  const registration = await navigator.serviceWorker?.getRegistration();
  await (await registration?.pushManager?.getSubscription())?.unsubscribe();
}

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
  // Someone else may be signed in on this browser still (a tab left open on a family's one phone).
  const earlier = await call<Partial<Session> | null>('/session').catch(() => null);
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
  const now = await getSession();
  broadcast('session');
  // The earlier person's sign-in ends at the API as the browser's session passes to this one (it lived on
  // unseen for 14 days, in her device list, her pushes still coming to this phone: an audit); not one's
  // own again. Only now, once the session is this one's: ended before, the tab she left open heard it
  // while the session was still hers, and its sign-out took this one's with it (an end-to-end race).
  if (earlier?.user && earlier.user.id !== now?.user.id) await endSignIn(earlier).catch(() => undefined);
  if (now?.user) await dropOthersPush(now.user.id).catch(() => undefined);
  return { ok: true, error: null };
}
