import { afterEach, describe, expect, it, vi } from 'vitest';
import { retryingImport } from './retrying-import';

const online = (on: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(on);

afterEach(() => {
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

  it('online, tries three times a moment apart, then gives up with the error', async () => {
    vi.useFakeTimers();
    online(true);
    const load = vi.fn(async () => {
      throw new Error('ChunkLoadError');
    });
    const got = retryingImport(load);
    const settled = expect(got).rejects.toThrow('ChunkLoadError');
    await vi.advanceTimersByTimeAsync(5000);
    await settled;
    expect(load).toHaveBeenCalledTimes(3);
  });
});
