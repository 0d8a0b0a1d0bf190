import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LAZY_IMAGE_DELAY_MS, LazyImage } from './lazy-image';

type Callback = (entries: { isIntersecting: boolean }[]) => void;
let observers: { callback: Callback; options: IntersectionObserverInit | undefined; disconnect: ReturnType<typeof vi.fn> }[];

class FakeIntersectionObserver {
  disconnect = vi.fn();
  constructor(callback: Callback, options?: IntersectionObserverInit) {
    observers.push({ callback, options, disconnect: this.disconnect });
  }
  observe() {}
  unobserve() {}
  takeRecords() {
    return [];
  }
}

const see = (isIntersecting: boolean) => act(() => observers[0]?.callback([{ isIntersecting }]));

beforeEach(() => {
  vi.useFakeTimers();
  observers = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('LazyImage', () => {
  it('has no src until it has been in view for 200 ms', () => {
    render(<LazyImage src="/meal.jpg" alt="오늘의 식단" width={320} height={180} />);
    const image = screen.getByAltText('오늘의 식단');
    expect(image).not.toHaveAttribute('src');
    see(true);
    act(() => vi.advanceTimersByTime(LAZY_IMAGE_DELAY_MS - 1));
    expect(image).not.toHaveAttribute('src');
    act(() => vi.advanceTimersByTime(1));
    expect(image).toHaveAttribute('src', '/meal.jpg');
    expect(image).toHaveAttribute('data-loaded', 'true');
    expect(observers[0]?.disconnect).toHaveBeenCalled();
    expect(LAZY_IMAGE_DELAY_MS).toBe(200);
  });

  it('never loads an image scrolled past in under 200 ms', () => {
    render(<LazyImage src="/a.jpg" alt="" />);
    see(true);
    act(() => vi.advanceTimersByTime(150));
    see(false);
    act(() => vi.advanceTimersByTime(500));
    expect(screen.getByRole('presentation')).not.toHaveAttribute('src');
  });

  it('loads after the delay where IntersectionObserver is missing', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<LazyImage src="/b.jpg" alt="그림" />);
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByAltText('그림')).toHaveAttribute('src', '/b.jpg');
  });
});
