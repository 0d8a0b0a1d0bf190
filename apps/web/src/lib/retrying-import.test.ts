import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, retryingImport } from './retrying-import';

const online = (on: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(on);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('a retrying import', () => {
  it('offline, waits for the connection however long, then loads', async () => {
    vi.useFakeTimers();
    online(false);
    let calls = 0;
    const load = vi.fn(async () => {
      calls += 1;
      if (!navigator.onLine) throw new TypeError('Failed to fetch dynamically imported module');
      return 'code';
    });
    const got = retryingImport(load);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(calls).toBe(1);
    online(true);
    window.dispatchEvent(new Event('online'));
    await expect(got).resolves.toBe('code');
    expect(calls).toBe(2);
  });

  it('online, tries three times a moment apart, then reloads the page onto the new version; failing again within a minute, gives up', async () => {
    vi.useFakeTimers();
    online(true);
    sessionStorage.clear();
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => {});
    // The server answers (the chunk is gone, not the server).
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 200 })),
    );
    const load = vi.fn(async () => {
      throw new Error('ChunkLoadError');
    });
    void retryingImport(load);
    await vi.advanceTimersByTimeAsync(5000);
    expect(load).toHaveBeenCalledTimes(3);
    expect(reload).toHaveBeenCalledTimes(1);
    // The page came back and the chunk is still missing: the error, not a loop of reloads.
    const again = retryingImport(load);
    const settled = expect(again).rejects.toThrow('ChunkLoadError');
    await vi.advanceTimersByTimeAsync(5000);
    await settled;
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload while the server does not answer (restarting, a Wi-Fi without internet): it tries again', async () => {
    vi.useFakeTimers();
    online(true);
    sessionStorage.clear();
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => {});
    const down = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', down);
    let up = false;
    const load = vi.fn(async () => {
      if (!up) throw new Error('ChunkLoadError');
      return 'code';
    });
    const got = retryingImport(load);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(reload).not.toHaveBeenCalled();
    expect(down).toHaveBeenCalled();
    up = true;
    await vi.advanceTimersByTimeAsync(6_000);
    await expect(got).resolves.toBe('code');
    expect(reload).not.toHaveBeenCalled();
  });
});
