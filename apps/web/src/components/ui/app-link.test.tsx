import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppLink, PREFETCH_ROOT_MARGIN } from './app-link';

const router = vi.hoisted(() => ({ prefetch: vi.fn(), push: vi.fn(), replace: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => router }));

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
  router.prefetch.mockReset();
  router.push.mockReset();
  router.replace.mockReset();
});

describe('AppLink', () => {
  it('prefetches once within 200 px of the viewport', () => {
    render(<AppLink href="/services/notice">공지사항</AppLink>);
    expect(screen.getByRole('link', { name: '공지사항' })).toHaveAttribute('href', '/services/notice');
    expect(observers[0]?.options).toEqual({ rootMargin: '200px' });
    expect(PREFETCH_ROOT_MARGIN).toBe('200px');
    act(() => observers[0]?.callback([{ isIntersecting: false }]));
    expect(router.prefetch).not.toHaveBeenCalled();
    act(() => observers[0]?.callback([{ isIntersecting: true }]));
    expect(router.prefetch).toHaveBeenCalledWith('/services/notice');
  });

  it('does not prefetch when told not to', () => {
    render(
      <AppLink href="/fd" prefetch={false}>
        식단
      </AppLink>,
    );
    expect(observers).toHaveLength(0);
  });

  it('writes and prefetches the path and query of an object href', () => {
    render(<AppLink href={{ pathname: '/reservation/my', query: { date: '2026-03-15', page: 2 } }}>내 예약</AppLink>);
    expect(screen.getByRole('link')).toHaveAttribute('href', '/reservation/my?date=2026-03-15&page=2');
    act(() => observers[0]?.callback([{ isIntersecting: true }]));
    expect(router.prefetch).toHaveBeenCalledWith('/reservation/my?date=2026-03-15&page=2');
  });

  it('moves through the router on a plain click, keeping scroll or replacing when asked', () => {
    const onClick = vi.fn();
    render(
      <>
        <AppLink href="/fd?date=2026-11-26" onClick={onClick}>
          식단
        </AppLink>
        <AppLink href="/reservation/call" scroll={false} replace>
          전화 예약
        </AppLink>
      </>,
    );
    const plain = fireEvent.click(screen.getByRole('link', { name: '식단' }));
    expect(plain).toBe(false); // the browser's own navigation was prevented
    expect(onClick).toHaveBeenCalledOnce();
    expect(router.push).toHaveBeenCalledWith('/fd?date=2026-11-26', { scroll: true });
    fireEvent.click(screen.getByRole('link', { name: '전화 예약' }));
    expect(router.replace).toHaveBeenCalledWith('/reservation/call', { scroll: false });
  });

  it('leaves to the browser a new-tab click, a download, another site and an anchor on this page', () => {
    render(
      <>
        <AppLink href="/fd">식단</AppLink>
        <AppLink href="/files/1" download>
          내려받기
        </AppLink>
        <AppLink href="https://example.com/">밖</AppLink>
        <AppLink href="#bottom">아래로</AppLink>
        <AppLink href="/fd" target="_blank">
          새 창
        </AppLink>
      </>,
    );
    expect(fireEvent.click(screen.getByRole('link', { name: '식단' }), { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(screen.getByRole('link', { name: '식단' }), { button: 1 })).toBe(true);
    expect(fireEvent.click(screen.getByRole('link', { name: '내려받기' }))).toBe(true);
    expect(fireEvent.click(screen.getByRole('link', { name: '밖' }))).toBe(true);
    expect(fireEvent.click(screen.getByRole('link', { name: '아래로' }))).toBe(true);
    expect(fireEvent.click(screen.getByRole('link', { name: '새 창' }))).toBe(true);
    expect(router.push).not.toHaveBeenCalled();
  });

  it('does nothing when an earlier handler took the click (the back-confirm holds it)', () => {
    render(
      <AppLink href="/fd" onClick={(e) => e.preventDefault()}>
        식단
      </AppLink>,
    );
    fireEvent.click(screen.getByRole('link', { name: '식단' }));
    expect(router.push).not.toHaveBeenCalled();
  });
});
