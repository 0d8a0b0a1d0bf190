'use client';
import { Component, type ReactNode } from 'react';
import { lazyComponent } from '@/components/ui/lazy';

/**
 * The scroll keeper, its code (about 1 KB gzip) after the page's: it draws nothing, and what it does
 * (remember where she was, restore it on Back, hold the left edge's swipe) starts a moment after
 * hydration. That kilobyte of every page's first load makes room for the clock a phone with a wrong
 * time needs corrected (contract dates' `clockNow`).
 */
const Lazy = lazyComponent(() => import('./scroll-restorer').then((m) => m.ScrollRestorer), { ssr: false });

/** The address the page was loaded at (read as this module runs, with the page): a keeper mounted elsewhere came late. */
const firstKey = (() => {
  if (typeof window === 'undefined') return undefined;
  const search = new URLSearchParams(window.location.search).toString();
  return window.location.pathname + (search ? `?${search}` : '');
})();

/** Its code that could not be loaded at all takes nothing down: the page goes on without it. */
class Quiet extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

export function ScrollRestorer() {
  return (
    <Quiet>
      <Lazy firstKey={firstKey} />
    </Quiet>
  );
}
