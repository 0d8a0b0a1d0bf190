import { describe, expect, it, vi } from 'vitest';
import { signOutCompletely } from './queries';

const calls = vi.hoisted(() => ({ endpoint: vi.fn(async () => ({})), signOut: vi.fn(async () => undefined) }));
vi.mock('@/lib/endpoints', () => ({ callEndpoint: calls.endpoint }));
vi.mock('@/lib/session', () => ({ signOut: calls.signOut }));

describe('signing out', () => {
  it('ends the sign-in on the API, then the session, as signing out on purpose (every tab forgets her drafts: lib/session.tsx)', async () => {
    await signOutCompletely();
    expect(calls.endpoint).toHaveBeenCalledTimes(1);
    expect(calls.signOut).toHaveBeenCalledWith({ callbackUrl: '/sign/login', forget: true });
  });
});
