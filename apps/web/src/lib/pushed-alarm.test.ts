import { afterEach, describe, expect, it, vi } from 'vitest';
import { readPushedAlarms } from './pushed-alarm';

afterEach(() => window.history.replaceState(null, '', '/'));

const api = () => vi.fn(async (_path: string, _init: RequestInit) => new Response(JSON.stringify({ unread: 4 }), { status: 200 }));

describe('a page a push opened', () => {
  it('takes the mark off its address and marks read the alarms that lead to it', async () => {
    window.history.replaceState(null, '', '/mypage/vacations?student=12&pushed=1#top');
    const fetch = api();
    const unread = vi.fn();
    const stop = readPushedAlarms(fetch, unread);
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/mypage/vacations?student=12#top');
    await vi.waitFor(() => expect(unread).toHaveBeenCalledWith(4));
    expect(fetch).toHaveBeenCalledOnce();
    expect(fetch.mock.calls[0]![0]).toBe('/alarms/read-link/');
    expect(JSON.parse(String(fetch.mock.calls[0]![1].body))).toEqual({ link: '/mypage/vacations?student=12#top' });
    stop();
  });

  it("reads the link the worker named, after a parent's child switcher has taken the child off the address", async () => {
    window.history.replaceState(null, '', `/mypage/vacations?pushed=${encodeURIComponent('/mypage/vacations?student=12')}`);
    const fetch = api();
    const stop = readPushedAlarms(fetch, vi.fn());
    expect(window.location.pathname + window.location.search).toBe('/mypage/vacations');
    expect(JSON.parse(String(fetch.mock.calls[0]![1].body))).toEqual({ link: '/mypage/vacations?student=12' });
    stop();
  });

  it('reads only links to the page it is on: the address is marked read where the link leads elsewhere', () => {
    window.history.replaceState(null, '', `/mypage/vacations?pushed=${encodeURIComponent('/chat/4')}`);
    const fetch = api();
    readPushedAlarms(fetch, vi.fn())();
    expect(JSON.parse(String(fetch.mock.calls[0]![1].body))).toEqual({ link: '/mypage/vacations' });
  });

  it('reads the address for a mark that is no path of the portal, and goes on listening', () => {
    for (const odd of ['//', 'http://[', 'http://a b', 'https://evil.example.com/alarms']) {
      window.history.replaceState(null, '', `/alarms?pushed=${encodeURIComponent(odd)}`);
      const fetch = api();
      readPushedAlarms(fetch, vi.fn())();
      expect(JSON.parse(String(fetch.mock.calls[0]![1].body))).toEqual({ link: '/alarms' });
    }
  });

  it('asks nothing of a page opened any other way', () => {
    window.history.replaceState(null, '', '/mypage/vacations?student=12');
    const fetch = api();
    readPushedAlarms(fetch, vi.fn())();
    expect(fetch).not.toHaveBeenCalled();
  });
});
