import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider, signedOutOnPurpose, signOut } from './session';

/*
 * 로그아웃 on a shared PC: every tab of hers forgets what it kept (drafts, list addresses), not only the
 * one she tapped in; another tab kept her unsent inquiry behind "로그인이 끝났습니다" (a regression hunt).
 */
const answered = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('signing out on purpose', () => {
  it('forgets this tab’s drafts and tells the other tabs to forget theirs', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => answered(String(url).endsWith('/csrf') ? { csrfToken: 't' } : { url: '/sign/login' })),
    );
    const heard: unknown[] = [];
    const other = new BroadcastChannel('portal-session');
    other.onmessage = (e) => heard.push(e.data);
    render(<SessionProvider session={null}>{null}</SessionProvider>);
    sessionStorage.setItem('portal-draft:1:inquiry-new:self', '{"values":{"body":"비밀 문의"}}');
    await signOut({ forget: true });
    expect(sessionStorage.length).toBe(0);
    expect(signedOutOnPurpose()).toBe(true);
    await vi.waitFor(() => expect(heard).toEqual([{ type: 'forget' }]));
    other.close();
  });
});

describe('another tab signed out on purpose', () => {
  it('forgets this tab’s drafts too, and says no session ran out', async () => {
    vi.resetModules();
    const fresh = await import('./session');
    render(<fresh.SessionProvider session={null}>{null}</fresh.SessionProvider>);
    sessionStorage.setItem('portal-draft:1:inquiry-new:self', '{"values":{"body":"비밀 문의"}}');
    expect(fresh.signedOutOnPurpose()).toBe(false);
    const tab = new BroadcastChannel('portal-session');
    tab.postMessage({ type: 'forget' });
    await vi.waitFor(() => expect(sessionStorage.length).toBe(0));
    expect(fresh.signedOutOnPurpose()).toBe(true);
    tab.close();
  });

  it('keeps them when her session ran out in another tab', async () => {
    vi.resetModules();
    const fresh = await import('./session');
    render(<fresh.SessionProvider session={null}>{null}</fresh.SessionProvider>);
    sessionStorage.setItem('portal-draft:1:inquiry-new:self', '{"values":{"body":"쓰던 문의"}}');
    const tab = new BroadcastChannel('portal-session');
    tab.postMessage({ type: 'signout' });
    await new Promise((r) => setTimeout(r, 50));
    expect(sessionStorage.length).toBe(1);
    expect(fresh.signedOutOnPurpose()).toBe(false);
    tab.close();
  });
});
