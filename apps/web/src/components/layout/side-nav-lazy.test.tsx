import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SIDE_BAR_MEDIA, SideNav } from './side-nav-lazy';

const loaded = vi.hoisted(() => ({ count: 0 }));
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

afterEach(() => vi.unstubAllGlobals());

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
