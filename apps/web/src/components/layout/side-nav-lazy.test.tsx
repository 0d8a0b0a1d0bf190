import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SIDE_BAR_MEDIA, SideNav } from './side-nav-lazy';

const loaded = vi.hoisted(() => ({ count: 0 }));
const at = vi.hoisted(() => ({ path: '/' }));
vi.mock('next/navigation', () => ({ usePathname: () => at.path }));
vi.mock('./side-nav', () => {
  loaded.count += 1;
  return { SideNav: () => <nav aria-label="주요 메뉴" /> };
});

/** A window `width` px wide, whose width can change later (the listeners of `change` are called). */
function screenOf(width: number) {
  const media = {
    get matches() {
      return width >= 768;
    },
    onchange: null as (() => void) | null,
  };
  const matchMedia = vi.fn((query: string) => {
    expect(query).toBe(SIDE_BAR_MEDIA);
    return media;
  });
  vi.stubGlobal('matchMedia', matchMedia);
  return {
    media,
    resize(to: number) {
      width = to;
      media.onchange?.();
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  at.path = '/';
});

describe('SideNav', () => {
  it('on a phone draws only the empty bar and never loads the side bar', async () => {
    screenOf(375);
    const { container } = render(<SideNav />);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(screen.queryByRole('navigation', { name: '주요 메뉴' })).toBeNull();
    expect(container.querySelector('nav[aria-hidden="true"]')).not.toBeNull();
    expect(loaded.count).toBe(0);
  });

  it('draws nothing, not even the empty bar, on a page the table gives none (it stood there until the bar loaded)', async () => {
    screenOf(1280);
    for (const path of ['/mypage', '/alarms', '/staff', '/no-such-page']) {
      at.path = path;
      const { container, unmount } = render(<SideNav />);
      expect(container).toBeEmptyDOMElement();
      unmount();
    }
    at.path = '/education';
    render(<SideNav />);
    expect(await screen.findByRole('navigation', { name: '주요 메뉴' })).toBeInTheDocument();
  });

  it('on a wide screen shows the side bar, and follows the window as it narrows and widens', async () => {
    const win = screenOf(1280);
    const { unmount } = render(<SideNav />);
    expect(await screen.findByRole('navigation', { name: '주요 메뉴' })).toBeInTheDocument();
    expect(loaded.count).toBe(1);

    act(() => win.resize(600));
    expect(screen.queryByRole('navigation', { name: '주요 메뉴' })).toBeNull();
    act(() => win.resize(1080));
    expect(await screen.findByRole('navigation', { name: '주요 메뉴' })).toBeInTheDocument();

    unmount();
    expect(win.media.onchange).toBeNull();
  });
});
