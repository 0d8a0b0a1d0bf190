'use client';
import type { QueryClient } from '@tanstack/react-query';
import type { Session } from 'next-auth';
import { getSession, isSigningOut, signedOutOnPurpose, signOut, withTokenLock } from './session';
import { createApiClient, type Tokens } from './api-client';
import { LOGIN_PATH, loginUrlFor, SESSION_EXPIRED } from './routes';

/**
 * What the API client needs from React (the session and its update function, the query cache),
 * handed over by <SessionBridge> once mounted. Module state: there is one session per tab.
 */
const bridge: {
  baseUrl: string;
  tokens: Tokens | null;
  update: ((data: Tokens) => Promise<Session | null>) | null;
  queryClient: QueryClient | null;
} = { baseUrl: '/backend', tokens: null, update: null, queryClient: null };

export function connectSession(part: Partial<typeof bridge>) {
  Object.assign(bridge, part);
}

const tokensOf = (s: Session | null): Tokens | null =>
  s?.accessToken && s.refreshToken ? { accessToken: s.accessToken, refreshToken: s.refreshToken } : null;

let signingOut = false;

/** Refresh failed: forget everything cached, end the session, and ask her to sign in again. */
export async function forceSignOut() {
  // Already leaving on purpose (로그아웃): she is not told her sign-in ran out.
  if (signingOut || isSigningOut()) return;
  signingOut = true;
  // The browser's session may be another person's by now (she signed in over this one, in another
  // tab): reading it sends this tab to her home (session.tsx), and hers is not ended with this one's.
  await getSession().catch(() => null);
  if (isSigningOut()) return;
  bridge.queryClient?.clear();
  bridge.tokens = null;
  const here = window.location.pathname + window.location.search;
  await signOut().catch(() => undefined);
  // Said on the login page: her session ended; what she was writing is kept (the kit's drafts). Signed
  // out on purpose in another tab: the plain login page, this tab's drafts already forgotten.
  window.location.replace(signedOutOnPurpose() ? LOGIN_PATH : loginUrlFor(here, SESSION_EXPIRED));
}

export const api = createApiClient({
  baseUrl: () => bridge.baseUrl,
  currentTokens: () => bridge.tokens,
  readSharedTokens: async () => tokensOf(await getSession()),
  saveTokens: async (tokens) => {
    bridge.tokens = tokens;
    await bridge.update?.(tokens);
  },
  onSignedOut: () => void forceSignOut(),
  lock: (_name, run) => withTokenLock(run),
});

export const { request, apiFetch } = api;

export { tokensOf };
