import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createScrollMemory,
  restoreScroll,
  RESTORE_RETRIES_ON_POPSTATE,
  RESTORE_RETRIES_OTHERWISE,
  shouldBlockEdgeSwipe,
  routerMovedFirst,
} from './scroll-restoration';

function memoryStorage() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: vi.fn((k: string, v: string) => void map.set(k, v)), map };
}

describe('scroll memory', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('writes once, 150 ms after the last scroll', () => {
    const storage = memoryStorage();
    const mem = createScrollMemory(storage);
    mem.save('/a', 100);
    vi.advanceTimersByTime(100);
    mem.save('/a', 300);
    vi.advanceTimersByTime(149);
    expect(storage.setItem).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(storage.setItem).toHaveBeenCalledTimes(1);
    expect(mem.read('/a')).toBe(300);
  });

  it('keeps positions per URL and flushes the pending one at once', () => {
    const storage = memoryStorage();
    const mem = createScrollMemory(storage);
    mem.save('/a', 10);
    mem.flush();
    mem.save('/b?x=1', 20);
    mem.flush();
    expect(mem.read('/a')).toBe(10);
    expect(mem.read('/b?x=1')).toBe(20);
    expect(mem.read('/c')).toBeNull();
  });
});

describe('leaving a page', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps the position she left from when the router scrolls the old page to the top', () => {
    const mem = createScrollMemory(memoryStorage());
    mem.save('/a', 780);
    // A link is tapped at 800 px; the router scrolls to 0 while the address still reads /a.
    mem.hold('/a', 800);
    mem.save('/a', 0);
    vi.advanceTimersByTime(500);
    expect(mem.read('/a')).toBe(800);
    // The new page is shown: its own scrolling is saved as usual.
    mem.release();
    mem.save('/b', 120);
    vi.advanceTimersByTime(150);
    expect(mem.read('/b')).toBe(120);
    expect(mem.read('/a')).toBe(800);
  });

  it('a debounced save of the old page still pending is replaced by the held position', () => {
    const mem = createScrollMemory(memoryStorage());
    mem.save('/a', 500);
    mem.hold('/a', 640);
    vi.advanceTimersByTime(500);
    expect(mem.read('/a')).toBe(640);
  });

  it('counts her scrolling again once released (a tap that did not navigate)', () => {
    const mem = createScrollMemory(memoryStorage());
    mem.hold('/a', 300);
    mem.hold('/a', 0);
    expect(mem.read('/a')).toBe(300);
    mem.release();
    mem.save('/a', 420);
    vi.advanceTimersByTime(150);
    expect(mem.read('/a')).toBe(420);
  });
});

describe('back or forward', () => {
  it('tells whether the router has already shown the page the address names', () => {
    // popstate heard first: the list is still shown while the address is back on it.
    expect(routerMovedFirst('/services/notice/9', '/services/notice')).toBe(false);
    // The router heard it first and rendered the list (sending it to the top): restore at once.
    expect(routerMovedFirst('/services/notice', '/services/notice')).toBe(true);
    expect(routerMovedFirst('/a?x=1', '/a?x=2')).toBe(false);
  });
});

describe('restoring', () => {
  const env = (heights: number[]) => {
    const scrolled: number[] = [];
    let call = 0;
    return {
      scrolled,
      attempts: () => call,
      env: {
        scrollTo: (y: number) => void scrolled.push(y),
        maxScroll: () => heights[Math.min(call, heights.length - 1)]!,
        later: (run: () => void) => {
          call += 1;
          run();
        },
      },
    };
  };

  it('scrolls at once when the page is tall enough', () => {
    const e = env([2000]);
    restoreScroll(800, RESTORE_RETRIES_ON_POPSTATE, e.env);
    expect(e.scrolled).toEqual([800]);
    expect(e.attempts()).toBe(0);
  });

  it('retries while content loads, then lands on the saved position', () => {
    const e = env([100, 300, 900]);
    restoreScroll(800, RESTORE_RETRIES_ON_POPSTATE, e.env);
    expect(e.attempts()).toBe(2);
    expect(e.scrolled).toEqual([800]);
  });

  it('gives up after 3 retries on popstate and 5 otherwise, going as far as it can', () => {
    const pop = env([100]);
    restoreScroll(800, RESTORE_RETRIES_ON_POPSTATE, pop.env);
    expect(pop.attempts()).toBe(3);
    expect(pop.scrolled).toEqual([100]);
    const load = env([100]);
    restoreScroll(800, RESTORE_RETRIES_OTHERWISE, load.env);
    expect(load.attempts()).toBe(5);
  });

  it('stops when cancelled', () => {
    let pending: (() => void) | undefined;
    const scrolled: number[] = [];
    const cancel = restoreScroll(800, 3, { scrollTo: (y) => scrolled.push(y), maxScroll: () => 0, later: (r) => (pending = r) });
    cancel();
    pending?.();
    expect(scrolled).toEqual([]);
  });
});

describe('left-edge swipe guard', () => {
  it('blocks touches starting within 25 px of the left edge, except on controls', () => {
    const div = document.createElement('div');
    const button = document.createElement('button');
    expect(shouldBlockEdgeSwipe(0, div)).toBe(true);
    expect(shouldBlockEdgeSwipe(25, div)).toBe(true);
    expect(shouldBlockEdgeSwipe(26, div)).toBe(false);
    expect(shouldBlockEdgeSwipe(10, button)).toBe(false);
  });
});
