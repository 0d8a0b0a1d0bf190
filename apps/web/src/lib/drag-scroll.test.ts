import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DRAG_SCROLL, attachDragScroll, inertiaFrames, pushSample, velocityFromSamples } from './drag-scroll';

describe('drag-scroll arithmetic', () => {
  it('keeps the spec constants', () => {
    expect(DRAG_SCROLL.friction).toBe(0.92);
    expect(DRAG_SCROLL.sidePadding).toBe(20);
    expect(DRAG_SCROLL.velocitySamples).toBe(5);
  });

  it('keeps only the last 5 samples', () => {
    let samples = [{ x: 0, t: 0 }];
    for (let i = 1; i <= 7; i += 1) samples = pushSample(samples, { x: i * 10, t: i * 16 });
    expect(samples.map((s) => s.x)).toEqual([30, 40, 50, 60, 70]);
  });

  it('measures the velocity over the 5-sample window', () => {
    const samples = [
      { x: 0, t: 0 },
      { x: 500, t: 10 },
      { x: 510, t: 20 },
      { x: 520, t: 30 },
      { x: 530, t: 40 },
      { x: 540, t: 50 },
    ];
    // Only the last five count: (540 - 500) / (50 - 10).
    expect(velocityFromSamples(samples)).toBe(1);
    expect(velocityFromSamples([{ x: 3, t: 5 }])).toBe(0);
    expect(velocityFromSamples([])).toBe(0);
    expect(
      velocityFromSamples([
        { x: 0, t: 5 },
        { x: 9, t: 5 },
      ]),
    ).toBe(0);
  });

  it('slows by a factor of 0.92 per frame until under half a pixel', () => {
    const frames = inertiaFrames(20);
    expect(frames[0]).toBe(20);
    expect(frames[1]).toBeCloseTo(18.4);
    expect(frames[2]).toBeCloseTo(16.928);
    expect(Math.abs(frames[frames.length - 1] ?? 0)).toBeGreaterThanOrEqual(0.5);
    expect(Math.abs((frames[frames.length - 1] ?? 0) * 0.92)).toBeLessThan(0.5);
    expect(inertiaFrames(0.4)).toEqual([]);
  });
});

describe('attachDragScroll', () => {
  let list: HTMLDivElement;
  let item: HTMLButtonElement;
  let scrollLeft: number;
  let clock: number;
  let detach: () => void;
  const onClick = vi.fn();

  const down = (x: number, pointerType = 'mouse') => {
    list.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerId: 1, pointerType, button: 0, clientX: x }));
  };
  const move = (x: number, dt = 16) => {
    clock += dt;
    item.dispatchEvent(new PointerEvent('pointermove', { bubbles: true, pointerId: 1, pointerType: 'mouse', clientX: x }));
  };
  const up = (x: number, dt = 16) => {
    clock += dt;
    item.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, pointerId: 1, pointerType: 'mouse', clientX: x }));
  };

  beforeEach(() => {
    vi.useFakeTimers();
    clock = 0;
    scrollLeft = 0;
    list = document.createElement('div');
    item = document.createElement('button');
    item.addEventListener('click', onClick);
    list.append(item);
    document.body.append(list);
    Object.defineProperty(list, 'scrollLeft', {
      get: () => scrollLeft,
      set: (value: number) => {
        scrollLeft = Math.max(0, value);
      },
    });
    detach = attachDragScroll(list, { now: () => clock });
  });

  afterEach(() => {
    detach();
    list.remove();
    onClick.mockClear();
    vi.useRealTimers();
  });

  it('scrolls with the mouse as it drags', () => {
    down(300);
    move(290);
    move(200);
    expect(scrollLeft).toBe(100);
    up(200, 200);
  });

  it('keeps going after release, each frame 0.92 of the one before', () => {
    down(300);
    for (let x = 280; x >= 200; x -= 20) move(x, 10);
    up(200, 0);
    const released = scrollLeft;
    expect(released).toBe(100);
    // 2 px/ms over the window, 33.3 px per 60 Hz frame.
    vi.advanceTimersToNextFrame();
    const first = scrollLeft - released;
    expect(first).toBeCloseTo(2 * DRAG_SCROLL.frameMs);
    vi.advanceTimersToNextFrame();
    expect(scrollLeft - released - first).toBeCloseTo(first * 0.92);
    vi.advanceTimersByTime(5000);
    const settled = scrollLeft;
    vi.advanceTimersByTime(1000);
    expect(scrollLeft).toBe(settled);
    expect(settled - released).toBeCloseTo(
      inertiaFrames(2 * DRAG_SCROLL.frameMs).reduce((sum, step) => sum + step, 0),
      5,
    );
  });

  it('throws nothing when the pointer rested before release', () => {
    down(300);
    move(250, 10);
    move(200, 10);
    up(200, 150);
    vi.advanceTimersByTime(1000);
    expect(scrollLeft).toBe(100);
  });

  it('swallows the click that ends a drag, but not a plain click', () => {
    down(300);
    move(250);
    up(250);
    item.click();
    expect(onClick).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    down(300);
    move(298);
    up(298);
    item.click();
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('does not swallow a later click when the drag ended without one', () => {
    down(300);
    move(200);
    up(200);
    vi.advanceTimersByTime(1);
    item.click();
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('leaves touch to native scrolling', () => {
    down(300, 'touch');
    move(100);
    expect(scrollLeft).toBe(0);
  });

  it('blocks the native drag of links and images inside', () => {
    const event = new Event('dragstart', { bubbles: true, cancelable: true });
    item.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });

  it('stops listening when detached', () => {
    detach();
    down(300);
    move(100);
    expect(scrollLeft).toBe(0);
  });
});
