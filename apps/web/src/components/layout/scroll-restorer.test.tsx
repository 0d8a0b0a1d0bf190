import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const nav = vi.hoisted(() => ({ pathname: '/notices' }));
vi.mock('next/navigation', () => ({
  usePathname: () => nav.pathname,
  useSearchParams: () => new URLSearchParams(),
}));

import { createScrollMemory } from '@/lib/scroll-restoration';
import { ScrollRestorer } from './scroll-restorer';

let scrollTo: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  sessionStorage.clear();
  Object.defineProperty(document.documentElement, 'scrollHeight', { value: 5000, configurable: true });
  scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => scrollTo.mockRestore());

describe('ScrollRestorer', () => {
  it('mounted late, on a page she went on to before its code came, leaves that page where it is', () => {
    // She read that notice earlier in this tab, far down.
    const mem = createScrollMemory(sessionStorage);
    mem.save('/notices/3', 800);
    mem.flush();
    nav.pathname = '/notices/3';
    const { rerender } = render(<ScrollRestorer firstKey="/notices" />);
    expect(scrollTo).not.toHaveBeenCalled();
    // From then on, a link to another page goes to its top as usual.
    nav.pathname = '/notices/4';
    rerender(<ScrollRestorer firstKey="/notices" />);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('keeps saving where she scrolls after a link opened in another tab or downloaded, and pins it for a link followed here', () => {
    nav.pathname = '/notices';
    const { unmount } = render(<ScrollRestorer firstKey="/notices" />);
    const link = (attrs: Record<string, string>) => {
      const a = Object.assign(document.createElement('a'), { href: '/notices/3', textContent: '공지' });
      for (const [k, v] of Object.entries(attrs)) a.setAttribute(k, v);
      document.body.append(a);
      return a;
    };
    const scrolledTo = (y: number) => {
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    };
    const saved = () => {
      unmount();
      return createScrollMemory(sessionStorage).read('/notices');
    };
    scrolledTo(300);
    link({}).dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
    link({ target: '_blank' }).dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    link({ download: '' }).dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    scrolledTo(900);
    expect(saved()).toBe(900);

    // A link followed in this tab: where she was is pinned, whatever the router scrolls before the page changes.
    render(<ScrollRestorer firstKey="/notices" />);
    scrolledTo(500);
    link({}).dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    scrolledTo(0);
    expect(createScrollMemory(sessionStorage).read('/notices')).toBe(500);
    document.body.replaceChildren();
  });

  it('on the page it was loaded with, is the first load: a link on goes to the top', () => {
    nav.pathname = '/notices';
    const { rerender } = render(<ScrollRestorer firstKey="/notices" />);
    expect(scrollTo).not.toHaveBeenCalled();
    nav.pathname = '/notices/3';
    rerender(<ScrollRestorer firstKey="/notices" />);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
