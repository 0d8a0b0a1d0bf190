import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PREFETCH_ROOT_MARGIN, PrefetchLink } from './prefetch-link';

const prefetch = vi.hoisted(() => vi.fn());
vi.mock('next/navigation', () => ({ useRouter: () => ({ prefetch, push: vi.fn() }) }));
vi.mock('next/link', () => ({
  default: ({ prefetch: mode, ref, ...props }: Record<string, unknown> & { href: string; ref?: never }) => (
    <a ref={ref} data-prefetch={String(mode)} {...props} />
  ),
}));

type Callback = (entries: { isIntersecting: boolean }[]) => void;
let observers: { callback: Callback; options: IntersectionObserverInit | undefined }[];

class FakeIntersectionObserver {
  constructor(callback: Callback, options?: IntersectionObserverInit) {
    observers.push({ callback, options });
  }
  observe() {}
  disconnect() {}
}

beforeEach(() => {
  observers = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});

afterEach(() => {
  vi.unstubAllGlobals();
  prefetch.mockReset();
});

describe('PrefetchLink', () => {
  it('turns off automatic prefetch and prefetches once within 200 px of the viewport', () => {
    render(<PrefetchLink href="/services/notice">공지사항</PrefetchLink>);
    const link = screen.getByRole('link', { name: '공지사항' });
    expect(link).toHaveAttribute('data-prefetch', 'false');
    expect(observers[0]?.options).toEqual({ rootMargin: '200px' });
    expect(PREFETCH_ROOT_MARGIN).toBe('200px');
    act(() => observers[0]?.callback([{ isIntersecting: false }]));
    expect(prefetch).not.toHaveBeenCalled();
    act(() => observers[0]?.callback([{ isIntersecting: true }]));
    expect(prefetch).toHaveBeenCalledWith('/services/notice');
  });

  it('prefetches the path and query of an object href', () => {
    render(<PrefetchLink href={{ pathname: '/reservation/my', query: { date: '2026-03-15', page: 2 } }}>내 예약</PrefetchLink>);
    act(() => observers[0]?.callback([{ isIntersecting: true }]));
    expect(prefetch).toHaveBeenCalledWith('/reservation/my?date=2026-03-15&page=2');
  });
});
