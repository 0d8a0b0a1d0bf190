import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { signIn } from './sign-in';
import { getSession, SessionProvider } from '@/lib/session';

type Handler = (url: string, init?: RequestInit) => Response | Promise<Response>;

/** A fetch that answers by path, and the beacons sent to next-auth's log. */
function stubAuth(handler: Handler) {
  const fetchMock = vi.fn(async (url: string | URL, init?: RequestInit) => handler(String(url), init));
  vi.stubGlobal('fetch', fetchMock);
  const beacons: URLSearchParams[] = [];
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: vi.fn((url: string, body: URLSearchParams) => {
      expect(url).toBe('/api/auth/_log');
      beacons.push(body);
      return true;
    }),
  });
  return { fetchMock, beacons };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the sign-in client (spec section 8)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('sends her to the error page when the provider list cannot be read, and logs CLIENT_FETCH_ERROR', async () => {
    const { fetchMock, beacons } = stubAuth((url) => (url.endsWith('/providers') ? new Response('down', { status: 502 }) : json({})));
    const result = await signIn('student1', 'demo1234!');
    expect(result).toEqual({ ok: false, error: null, goTo: '/api/auth/error?error=UNAVAILABLE' });
    // Nothing was sent with her password.
    expect(fetchMock.mock.calls.map(([u]) => String(u))).toEqual(['/api/auth/providers']);
    expect(beacons).toHaveLength(1);
    expect(beacons[0]!.get('level')).toBe('error');
    expect(beacons[0]!.get('code')).toBe('CLIENT_FETCH_ERROR');
    expect(beacons[0]!.get('url')).toBe('/api/auth/providers');
  });

  it('sends her to the sign-in page when the credentials provider is unknown', async () => {
    stubAuth((url) => (url.endsWith('/providers') ? json({ github: { id: 'github', type: 'oauth' } }) : json({})));
    const result = await signIn('student1', 'demo1234!');
    expect(result.goTo).toMatch(/^\/api\/auth\/signin\?callbackUrl=/);
  });

  it('signs in with the credentials provider, and reads no error from the login page’s own query', async () => {
    window.history.replaceState(null, '', '/sign/login?error=SessionRequired&redirect=%2Fmypage');
    const { fetchMock } = stubAuth((url) => {
      if (url.endsWith('/providers')) return json({ credentials: { id: 'credentials', type: 'credentials' } });
      if (url.endsWith('/csrf')) return json({ csrfToken: 'c' });
      if (url.endsWith('/callback/credentials')) return json({ url: `${window.location.origin}/sign/login` });
      return json({ user: { username: 'student1' }, expires: '2099-01-01T00:00:00Z' });
    });
    expect(await signIn('student1', 'demo1234!')).toEqual({ ok: true, error: null });
    const callback = fetchMock.mock.calls.find(([u]) => String(u).endsWith('/callback/credentials'))!;
    expect(new URLSearchParams(String(callback[1]!.body)).get('callbackUrl')).toBe(`${window.location.origin}/sign/login`);
  });

  it('logs a session read that failed', async () => {
    const { beacons } = stubAuth(() => new Response('', { status: 500 }));
    await expect(getSession()).rejects.toThrow();
    expect(beacons.map((b) => b.get('code'))).toEqual(['CLIENT_FETCH_ERROR']);
  });

  it('logs CLIENT_SESSION_ERROR when the session cannot be read again on return to the tab', async () => {
    const { beacons } = stubAuth(() => new Response('', { status: 503 }));
    render(
      <SessionProvider session={null}>
        <span />
      </SessionProvider>,
    );
    document.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(beacons.map((b) => b.get('code'))).toEqual(['CLIENT_FETCH_ERROR', 'CLIENT_SESSION_ERROR']));
  });
});
