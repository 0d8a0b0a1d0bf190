'use client';
import type { Session } from 'next-auth';
import { createContext, useContext, useEffect, useMemo, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { forgetTab } from './forget-tab';

/**
 * The browser's side of the session: a small client of next-auth's REST endpoints under /api/auth
 * (spec section 7: GET session, GET csrf, POST callback/credentials, POST session, POST signout).
 * The server side is next-auth itself; this replaces only its React client, which weighs about four
 * times as much for features we do not use (other providers, polling, its own retry logic).
 */
export const BASE = '/api/auth';

export type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated';
type State = { data: Session | null; status: SessionStatus };

const stateOf = (data: Session | null): State => ({ data, status: data ? 'authenticated' : 'unauthenticated' });

/**
 * The browser's one session store. On the server nothing is kept in this module: one process renders
 * many people's pages at once, so a server render reads its own request's session from context.
 */
let state: State = { data: null, status: 'loading' };
const RenderedSession = createContext<State>({ data: null, status: 'loading' });
const listeners = new Set<() => void>();
const set = (data: Session | null) => {
  const was = state.data?.user.id;
  state = stateOf(data);
  // Someone else signed in, in another tab of this browser (a family's one phone): nothing of the one
  // before may stay on this page, in its cache or its forms (an audit saw both on one screen).
  // Leaving, as at a sign-out: an unsaved form's "leave site?" does not hold the page (her draft stays hers).
  if (was && data && data.user.id !== was) {
    leaving = true;
    window.location.replace('/');
  } else listeners.forEach((l) => l());
};
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

const TOKEN_LOCK = 'portal-token-refresh';

/**
 * Runs `work` while no tab is rotating tokens. next-auth rewrites the session cookie on every
 * session read, so a read racing another tab's update could put a spent refresh token back.
 */
export function withTokenLock<T>(work: () => Promise<T>): Promise<T> {
  return typeof navigator !== 'undefined' && navigator.locks ? (navigator.locks.request(TOKEN_LOCK, work) as Promise<T>) : work();
}

let channel: BroadcastChannel | null = null;
/** Tells the other tabs that the session changed or ended (`forget`: she signed out on purpose). */
export const broadcast = (type: 'session' | 'signout' | 'forget') => channel?.postMessage({ type });

/**
 * Sends a client-side error to the sign-in service's log (spec section 8: POST /api/auth/_log with
 * level and code), the way next-auth's own client does: a beacon, so it survives leaving the page.
 */
export function logClientError(code: 'CLIENT_FETCH_ERROR' | 'CLIENT_SESSION_ERROR', error: unknown, url = '') {
  navigator.sendBeacon?.(`${BASE}/_log`, new URLSearchParams({ level: 'error', code, message: String(error), client: 'true', url }));
}

/** A call to the sign-in service (failures logged as CLIENT_FETCH_ERROR). */
export async function call<T>(path: string, init?: RequestInit): Promise<T> {
  try {
    const res = await fetch(`${BASE}${path}`, { credentials: 'same-origin', cache: 'no-store', ...init });
    if (!res.ok) throw new Error(`auth ${path} ${res.status}`);
    return (await res.json()) as T;
  } catch (e) {
    logClientError('CLIENT_FETCH_ERROR', e, `${BASE}${path}`);
    throw e;
  }
}

/** Reads the session again; a failure is logged (CLIENT_SESSION_ERROR) and the store is left as it was. */
const refetchSession = () =>
  withTokenLock(getSession).catch((e: unknown) => {
    logClientError('CLIENT_SESSION_ERROR', e);
    return null;
  });

export const csrfToken = async () => (await call<{ csrfToken: string }>('/csrf')).csrfToken;
export const form = (body: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(body),
});
const asSession = (s: unknown) => (s && typeof s === 'object' && 'user' in s ? (s as Session) : null);

/** Reads the session from the cookie (the server re-issues it); the store follows. */
export async function getSession(): Promise<Session | null> {
  const session = asSession(await call<unknown>('/session'));
  set(session);
  return session;
}

/** Writes new data into the session (the rotated token pair) and tells the other tabs. */
export async function updateSession(data: unknown): Promise<Session | null> {
  const session = asSession(
    await call<unknown>('/session', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ csrfToken: await csrfToken(), data }),
    }),
  );
  set(session);
  broadcast('session');
  return session;
}

let leaving = false;
/** True once this tab has begun to sign out: a refused call then is no expired session to report. */
export const isSigningOut = () => leaving;

let forgotten = false;
/** True once she signed out on purpose, in this tab or another: no session ran out, and no draft is kept. */
export const signedOutOnPurpose = () => forgotten;
const forgetHer = () => {
  forgotten = true;
  forgetTab();
};

/**
 * Ends the session cookie, here and in every other tab; then goes to `callbackUrl` when given. Under
 * the token lock: a session read still on its way (a refresh after the API logout revoked the pair)
 * would otherwise answer after the sign-out and write the cookie back. `forget`: she signs out on
 * purpose, and every tab forgets what it kept of her (lib/forget-tab.ts; on a shared PC another tab
 * kept her unsent inquiry behind the "session ended" notice: a regression hunt).
 */
export async function signOut({ callbackUrl, forget = false }: { callbackUrl?: string; forget?: boolean } = {}) {
  leaving = true;
  if (forget) forgetHer();
  try {
    await withTokenLock(async () =>
      fetch(`${BASE}/signout`, form({ csrfToken: await csrfToken(), callbackUrl: callbackUrl ?? '/', json: 'true' })),
    );
  } catch (e) {
    leaving = false;
    throw e;
  }
  set(null);
  broadcast(forget ? 'forget' : 'signout');
  if (callbackUrl) window.location.assign(callbackUrl);
}

/** Holds the session for the app; seeded by the server's render so nothing waits on first paint. */
export function SessionProvider({ session, children }: { session: Session | null; children: ReactNode }) {
  const rendered = useMemo(() => stateOf(session), [session]);
  const seeded = useRef(false);
  if (typeof window !== 'undefined' && !seeded.current) {
    seeded.current = true;
    state = rendered;
  }
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    channel = new BroadcastChannel('portal-session');
    // Another tab changed the session: read it again (under the token lock, see withTokenLock).
    channel.onmessage = (e: MessageEvent<{ type: string }>) => {
      const type = e.data?.type;
      if (type === 'forget') forgetHer();
      if (type === 'signout' || type === 'forget') set(null);
      else void refetchSession();
    };
    // The spec's refetch when the tab becomes visible, also under the lock.
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refetchSession();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      channel?.close();
      channel = null;
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);
  return <RenderedSession.Provider value={rendered}>{children}</RenderedSession.Provider>;
}

/** The session and its status (loading, authenticated, unauthenticated). */
export function useSession() {
  const rendered = useContext(RenderedSession);
  const s = useSyncExternalStore(
    subscribe,
    () => state,
    () => rendered,
  );
  return { data: s.data, status: s.status, update: updateSession };
}
