import { describe, expect, it, vi } from 'vitest';
import { signOutCompletely } from './queries';

const calls = vi.hoisted(() => ({ endpoint: vi.fn(async () => ({})), signOut: vi.fn(async () => undefined) }));
vi.mock('@/lib/endpoints', () => ({ callEndpoint: calls.endpoint }));
vi.mock('@/lib/session', () => ({ signOut: calls.signOut }));

describe('signing out', () => {
  it('ends the sign-in on the API and takes her drafts and kept list addresses from the tab', async () => {
    sessionStorage.setItem('portal-draft:4:staff-counseling:1', JSON.stringify({ values: { content: '비공개 상담 내용' } }));
    sessionStorage.setItem('scroll:/staff/people?q=010-5520-1187', '120');
    await signOutCompletely();
    expect(calls.endpoint).toHaveBeenCalledTimes(1);
    expect(calls.signOut).toHaveBeenCalledWith({ callbackUrl: '/sign/login' });
    expect(sessionStorage.length).toBe(0);
  });
});
