import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectLive, onLiveEvent, retryDelayMs } from './live';

/** A fake API: each call answers the next scripted stream (text pieces), or a status. */
function fakeApi(script: (string[] | number)[]) {
  const calls: { path: string; lastEventId: string | null }[] = [];
  const fetch = vi.fn(async (path: string, init: RequestInit) => {
    const headers = new Headers(init.headers);
    calls.push({ path, lastEventId: headers.get('last-event-id') });
    const next = script.shift();
    if (next === undefined) {
      // Nothing more scripted: a stream that stays open until aborted.
      return new Response(
        new ReadableStream({ start: (c) => init.signal?.addEventListener('abort', () => c.error(new Error('aborted'))) }),
      );
    }
    if (typeof next === 'number') return new Response('{}', { status: next });
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const piece of next) controller.enqueue(new TextEncoder().encode(piece));
        controller.close();
      },
    });
    return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
  });
  return { fetch, calls };
}

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

describe('connectLive', () => {
  it('hands each event to its listeners, and resumes after the stream ends with the last id it saw', async () => {
    const api = fakeApi([
      ['retry: 3000\nid: 7\nevent: ready\ndata: {}\n\n', 'id: 8\nevent: alarm\ndata: {"unread":3', '}\n\n'],
      ['id: 8\nevent: ready\ndata: {}\n\nid: 9\nevent: alarm\ndata: {"unread":4}\n\n'],
    ]);
    const heard: unknown[] = [];
    stops.push(onLiveEvent('alarm', (d) => heard.push(d)));
    stops.push(connectLive({ fetch: api.fetch }));
    await vi.waitFor(() => expect(heard).toEqual([{ unread: 3 }, { unread: 4 }]));
    await vi.waitFor(() => expect(api.calls).toHaveLength(3));
    expect(api.calls.map((c) => c.lastEventId)).toEqual([null, '8', '9']);
    expect(api.calls[0]!.path).toBe('/live/events/');
  });

  it('tries again after a wait when the stream answers 401, and hears nothing after stop', async () => {
    // The fetch refreshed and retried already; a sign-in that has ended leaves the page (onSignedOut).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const api = fakeApi([401, ['id: 4\nevent: ready\ndata: {}\n\nid: 5\nevent: alarm\ndata: {"unread":1}\n\n']]);
      const heard: unknown[] = [];
      stops.push(onLiveEvent('alarm', (d) => heard.push(d)));
      const stop = connectLive({ fetch: api.fetch });
      await vi.advanceTimersByTimeAsync(500);
      expect(api.calls).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(2_500);
      expect(heard).toEqual([{ unread: 1 }]);
      stop();
      const calls = api.calls.length;
      await vi.advanceTimersByTimeAsync(60_000);
      expect(api.calls).toHaveLength(calls);
    } finally {
      vi.useRealTimers();
    }
  });

  it('says when the stream opens again after failing (the server is back), not on its first opening or a clean reconnect', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const api = fakeApi([['id: 1\nevent: ready\ndata: {}\n\n'], 502, ['id: 2\nevent: ready\ndata: {}\n\n']]);
      const onResumed = vi.fn();
      stops.push(connectLive({ fetch: api.fetch, onResumed }));
      await vi.advanceTimersByTimeAsync(100);
      // Opened, ended cleanly, opened again, failed: nothing to say yet.
      expect(api.calls).toHaveLength(2);
      expect(onResumed).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(3_000);
      expect(api.calls.length).toBeGreaterThanOrEqual(3);
      expect(onResumed).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('reconnects at once when the phone is back online, not after the rest of its wait', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const api = fakeApi([503, 503, 503, ['id: 4\nevent: ready\ndata: {}\n\n']]);
      const stop = connectLive({ fetch: api.fetch });
      // Three failures: the next try waits several seconds.
      await vi.advanceTimersByTimeAsync(3_500);
      const before = api.calls.length;
      expect(before).toBeLessThan(4);
      window.dispatchEvent(new Event('online'));
      await vi.advanceTimersByTimeAsync(10);
      expect(api.calls.length).toBe(before + 1);
      stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('takes a stream that goes silent for dead, and opens it again where it stopped; heartbeats keep it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      // Streams held open: the test writes into the newest.
      const streams: ReadableStreamDefaultController<Uint8Array>[] = [];
      const lastIds: (string | null)[] = [];
      const fetch = vi.fn(async (_path: string, init: RequestInit) => {
        lastIds.push(new Headers(init.headers).get('last-event-id'));
        const body = new ReadableStream<Uint8Array>({
          start(c) {
            streams.push(c);
            init.signal?.addEventListener('abort', () => c.error(new Error('aborted')));
          },
        });
        return new Response(body, { status: 200 });
      });
      const write = (text: string) => streams.at(-1)!.enqueue(new TextEncoder().encode(text));
      stops.push(connectLive({ fetch }));
      await vi.advanceTimersByTimeAsync(10);
      write('id: 4\nevent: ready\ndata: {}\n\n');
      // The server's comment line every 15 s: two minutes on one stream.
      for (let i = 0; i < 8; i++) {
        await vi.advanceTimersByTimeAsync(15_000);
        write(': ping\n\n');
      }
      expect(fetch).toHaveBeenCalledTimes(1);
      // Then nothing at all: after 45 s it is let go and opened again, from event 4.
      await vi.advanceTimersByTimeAsync(44_000);
      expect(fetch).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(3_500);
      expect(fetch).toHaveBeenCalledTimes(2);
      expect(lastIds).toEqual([null, '4']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not trust a stream open from before the phone went offline', async () => {
    const api = fakeApi([['id: 6\nevent: ready\ndata: {}\n\n']]);
    stops.push(connectLive({ fetch: api.fetch }));
    // The first stream ends, the second stays open (nothing more scripted).
    await vi.waitFor(() => expect(api.calls).toHaveLength(2));
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(api.calls).toHaveLength(3));
    expect(api.calls.at(-1)!.lastEventId).toBe('6');
  });

  it('waits longer after each failure, up to 30 seconds', () => {
    const within = (n: number, low: number, high: number) => {
      for (let i = 0; i < 20; i++) {
        const d = retryDelayMs(n);
        expect(d).toBeGreaterThanOrEqual(low);
        expect(d).toBeLessThanOrEqual(high);
      }
    };
    within(0, 800, 1200);
    within(3, 6400, 9600);
    within(20, 24_000, 36_000);
  });

  it('lets the stream go while the tab is hidden, and resumes it where it stopped when shown', async () => {
    const api = fakeApi([['id: 3\nevent: ready\ndata: {}\n\n'], ['id: 3\nevent: ready\ndata: {}\n\n']]);
    let state: DocumentVisibilityState = 'visible';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => state);
    stops.push(connectLive({ fetch: api.fetch, hiddenGraceMs: 20 }));
    await vi.waitFor(() => expect(api.calls.length).toBeGreaterThanOrEqual(2));
    state = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    await new Promise((r) => setTimeout(r, 80));
    const whileHidden = api.calls.length;
    await new Promise((r) => setTimeout(r, 80));
    expect(api.calls.length).toBe(whileHidden);
    state = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(api.calls.length).toBe(whileHidden + 1));
    expect(api.calls.at(-1)!.lastEventId).toBe('3');
  });
});
