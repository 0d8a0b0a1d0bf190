// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, type Tokens } from './api-client';

/** A fake backend: `access-N` is valid only for the current generation N. */
function backend() {
  let generation = 1;
  let refreshCalls = 0;
  const json = (status: number, body: unknown) =>
    new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const path = String(url);
    await new Promise((r) => setTimeout(r, 1));
    if (path.endsWith('/accounts/login/refresh/')) {
      refreshCalls += 1;
      const { refresh } = JSON.parse(String(init?.body));
      if (refresh !== `refresh-${generation}`) return json(401, { code: 'REFRESH_REUSED', message: '보안을 위해 로그아웃되었습니다.' });
      generation += 1;
      return json(200, { access: `access-${generation}`, refresh: `refresh-${generation}` });
    }
    const auth = new Headers(init?.headers).get('authorization');
    if (auth !== `Bearer access-${generation}`) return json(401, { code: 'TOKEN_EXPIRED', message: '만료' });
    return json(200, { ok: true, path });
  });
  return {
    fetch,
    get refreshCalls() {
      return refreshCalls;
    },
    get generation() {
      return generation;
    },
  };
}

function setup(initial: Tokens) {
  const server = backend();
  let tab: Tokens | null = initial;
  let shared: Tokens | null = initial;
  const onSignedOut = vi.fn();
  const client = createApiClient({
    baseUrl: () => '/backend',
    currentTokens: () => tab,
    readSharedTokens: async () => shared,
    saveTokens: async (t) => {
      tab = t;
      shared = t;
    },
    onSignedOut,
    fetch: server.fetch as unknown as typeof fetch,
  });
  return { server, client, onSignedOut, tab: () => tab };
}

/** A client with nobody signed in, over `fetch`. */
const signedOutClient = (fetch: unknown) =>
  createApiClient({
    baseUrl: () => '',
    currentTokens: () => null,
    readSharedTokens: async () => null,
    saveTokens: async () => undefined,
    onSignedOut: vi.fn(),
    fetch: fetch as typeof globalThis.fetch,
  });

describe('api client', () => {
  it('adds the bearer token', async () => {
    const { client, server } = setup({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    await expect(client.request('/accounts/me/')).resolves.toEqual({ ok: true, path: '/backend/accounts/me/' });
    expect(new Headers(server.fetch.mock.calls[0]![1]!.headers).get('authorization')).toBe('Bearer access-1');
  });

  it('turns 50 parallel 401s into exactly one refresh, and every call succeeds on its retry', async () => {
    // The tab holds an expired access token; the backend is at generation 1 with refresh-1 unspent.
    const { client, server, tab, onSignedOut } = setup({ accessToken: 'access-0', refreshToken: 'refresh-1' });
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => client.request(`/items/${i}/`)));
    expect(server.refreshCalls).toBe(1);
    expect(results).toHaveLength(50);
    expect(results.every((r) => (r as { ok: boolean }).ok)).toBe(true);
    expect(tab()).toEqual({ accessToken: 'access-2', refreshToken: 'refresh-2' });
    expect(onSignedOut).not.toHaveBeenCalled();
  });

  it('uses tokens another tab already refreshed instead of spending the refresh token again', async () => {
    const server = backend();
    // Another tab rotated to generation 2 and wrote it to the shared session.
    await server.fetch('/backend/accounts/login/refresh/', { method: 'POST', body: JSON.stringify({ refresh: 'refresh-1' }) });
    let tab: Tokens = { accessToken: 'access-1', refreshToken: 'refresh-1' };
    const client = createApiClient({
      baseUrl: () => '/backend',
      currentTokens: () => tab,
      readSharedTokens: async () => ({ accessToken: 'access-2', refreshToken: 'refresh-2' }),
      saveTokens: async (t) => void (tab = t),
      onSignedOut: () => {
        throw new Error('must not sign out');
      },
      fetch: server.fetch as unknown as typeof fetch,
    });
    await expect(client.request('/x/')).resolves.toMatchObject({ ok: true });
    expect(server.refreshCalls).toBe(1);
    expect(tab.accessToken).toBe('access-2');
  });

  it('rotates the tokens another tab left when they have run out too, and succeeds', async () => {
    const server = backend();
    // The session holds the refresh token another tab rotated to, beside an access token that no
    // longer works; this tab's own pair is older still.
    await server.fetch('/backend/accounts/login/refresh/', { method: 'POST', body: JSON.stringify({ refresh: 'refresh-1' }) });
    let tab: Tokens = { accessToken: 'access-0', refreshToken: 'refresh-0' };
    let shared: Tokens = { accessToken: 'access-1', refreshToken: 'refresh-2' };
    const client = createApiClient({
      baseUrl: () => '/backend',
      currentTokens: () => tab,
      readSharedTokens: async () => shared,
      saveTokens: async (t) => void (tab = shared = t),
      onSignedOut: () => {
        throw new Error('must not sign out');
      },
      fetch: server.fetch as unknown as typeof fetch,
    });
    await expect(client.request('/x/')).resolves.toMatchObject({ ok: true });
    expect(server.refreshCalls).toBe(2);
    expect(tab).toEqual({ accessToken: 'access-3', refreshToken: 'refresh-3' });
  });

  it('retries only once: a second 401 is handed to the caller', async () => {
    const fetch = vi.fn(async (url: string) =>
      String(url).endsWith('/refresh/')
        ? new Response(JSON.stringify({ access: 'a2', refresh: 'r2' }), { status: 200 })
        : new Response(JSON.stringify({ code: 'UNAUTHENTICATED', message: '로그인이 필요합니다.' }), { status: 401 }),
    );
    let t: Tokens = { accessToken: 'a1', refreshToken: 'r1' };
    const client = createApiClient({
      baseUrl: () => '',
      currentTokens: () => t,
      readSharedTokens: async () => t,
      saveTokens: async (n) => void (t = n),
      onSignedOut: vi.fn(),
      fetch: fetch as unknown as typeof globalThis.fetch,
    });
    await expect(client.request('/x/')).rejects.toMatchObject({ status: 401, message: '로그인이 필요합니다.' });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('signs out when the refresh fails, for every waiting caller, once', async () => {
    const { client, onSignedOut, server } = setup({ accessToken: 'access-0', refreshToken: 'refresh-stale' });
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => client.request('/x/')));
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect((results[0] as PromiseRejectedResult).reason).toBeInstanceOf(ApiError);
    expect(server.refreshCalls).toBe(1);
    expect(onSignedOut).toHaveBeenCalled();
  });

  it('keeps her signed in when the refresh is not answered (offline, the API restarting, no answer in time): only the call fails', async () => {
    for (const failure of ['offline', 'restarting', 'session unreadable', 'silent'] as const) {
      vi.useFakeTimers();
      try {
        const onSignedOut = vi.fn();
        const fetch = vi.fn((url: string, init?: RequestInit) => {
          if (!String(url).endsWith('/accounts/login/refresh/'))
            return Promise.resolve(new Response(JSON.stringify({ code: 'TOKEN_EXPIRED', message: '만료' }), { status: 401 }));
          if (failure === 'offline') return Promise.reject(new TypeError('Failed to fetch'));
          if (failure === 'restarting') return Promise.resolve(new Response('Bad Gateway', { status: 502 }));
          // Taken, and never answered: given up on with the calls' timeout (it held the refresh lock, and her sign-out with it).
          return new Promise<Response>((_resolve, reject) =>
            init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
          );
        });
        const client = createApiClient({
          baseUrl: () => '/backend',
          currentTokens: () => ({ accessToken: 'access-1', refreshToken: 'refresh-1' }),
          readSharedTokens: async () => {
            if (failure === 'session unreadable') throw new TypeError('Failed to fetch');
            return { accessToken: 'access-1', refreshToken: 'refresh-1' };
          },
          saveTokens: async () => undefined,
          onSignedOut,
          fetch: fetch as unknown as typeof globalThis.fetch,
        });
        const call = client.request('/reservations/upcoming/');
        call.catch(() => undefined);
        await vi.advanceTimersByTimeAsync(30_000);
        await expect(call, failure).rejects.toMatchObject({ code: failure === 'restarting' ? 'HTTP_502' : 'NETWORK' });
        expect(onSignedOut, failure).not.toHaveBeenCalled();
      } finally {
        vi.useRealTimers();
      }
    }
  });

  it('reports a network failure in Korean', async () => {
    const client = signedOutClient(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(client.request('/site/')).rejects.toMatchObject({ code: 'NETWORK', message: expect.stringMatching(/연결/) });
  });

  describe('an answer that never begins', () => {
    /** A server that takes the call and never answers; the fetch ends only when its signal aborts. */
    function silent() {
      const fetch = vi.fn(
        (_url: string, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) => {
            if (init?.signal?.aborted) reject(new DOMException('aborted', 'AbortError'));
            init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      );
      return { client: signedOutClient(fetch), fetch };
    }

    it('is given up on after 30 s as a lost connection, so her buttons come back', async () => {
      vi.useFakeTimers();
      try {
        const { client } = silent();
        const call = client.request('/reservations/', { method: 'POST', body: '{}' });
        const settled = vi.fn();
        call.catch(settled);
        await vi.advanceTimersByTimeAsync(29_000);
        expect(settled).not.toHaveBeenCalled();
        await vi.advanceTimersByTimeAsync(1_000);
        // Said as a slow server, not her internet: what she sent may have been done.
        await expect(call).rejects.toMatchObject({
          status: 0,
          code: 'NETWORK',
          message: '서버 응답이 늦어지고 있습니다. 잠시 뒤 결과를 확인해 주세요.',
        });
      } finally {
        vi.useRealTimers();
      }
    });

    it('waits longer for a call that asks to (a backup), and still stops when its caller cancels', async () => {
      vi.useFakeTimers();
      try {
        const { client } = silent();
        const slow = client.request('/site/backups/', { method: 'POST', timeout: 600_000 });
        const settled = vi.fn();
        slow.catch(settled);
        await vi.advanceTimersByTimeAsync(599_000);
        expect(settled).not.toHaveBeenCalled();
        await vi.advanceTimersByTimeAsync(1_000);
        await expect(slow).rejects.toMatchObject({ code: 'NETWORK' });

        const cancel = new AbortController();
        const read = client.request('/alarms/', { signal: cancel.signal });
        read.catch(() => undefined);
        cancel.abort();
        await expect(read).rejects.toMatchObject({ code: 'NETWORK' });
        const already = client.request('/alarms/', { signal: cancel.signal });
        await expect(already).rejects.toMatchObject({ code: 'NETWORK' });
      } finally {
        vi.useRealTimers();
      }
    });

    it('stops counting once the answer has begun', async () => {
      vi.useFakeTimers();
      try {
        let signal: AbortSignal | undefined;
        const client = signedOutClient(async (_u: string, init?: RequestInit) => {
          signal = init?.signal ?? undefined;
          return new Response('{}', { status: 200 });
        });
        await client.apiFetch('/files/1/');
        await vi.advanceTimersByTimeAsync(60_000);
        expect(signal?.aborted).toBe(false);
      } finally {
        vi.useRealTimers();
      }
    });
  });
});
