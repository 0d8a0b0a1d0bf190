'use client';
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';
import {
  createScrollMemory,
  restoreScroll,
  RESTORE_RETRIES_ON_POPSTATE,
  RESTORE_RETRIES_OTHERWISE,
  shouldBlockEdgeSwipe,
} from '@/lib/scroll-restoration';

const env = {
  scrollTo: (y: number) => window.scrollTo(0, y),
  maxScroll: () => document.documentElement.scrollHeight - window.innerHeight,
  later: (run: () => void) => setTimeout(() => requestAnimationFrame(run), 100),
};

/** Scrolling she does herself (the router's and the browser's own scrolling fire none of these). */
const USER_SCROLL = ['wheel', 'touchmove', 'keydown'] as const;

/**
 * Restores the scroll position per URL on back navigation, sends forward navigation to the top,
 * and blocks swipes from the left edge.
 */
export function ScrollRestorer() {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const key = pathname + (search ? `?${search}` : '');
  const memory = useRef<ReturnType<typeof createScrollMemory> | null>(null);
  const popped = useRef(false);
  const first = useRef(true);
  const current = useRef(key);

  useEffect(() => {
    history.scrollRestoration = 'manual';
    memory.current = createScrollMemory(sessionStorage);
    const onScroll = () => memory.current?.save(current.current, window.scrollY);
    // The page is about to change (a link tapped, back or forward): pin where we are now. The router's
    // scroll to the top happens before the address changes and must not be taken for this page's.
    const leave = () => memory.current?.hold(current.current, window.scrollY);
    const onPop = () => {
      popped.current = true;
    };
    const onClick = (e: MouseEvent) => {
      if ((e.target as Element | null)?.closest?.('a[href]')) leave();
    };
    // She scrolls by hand: the tap did not navigate after all, so her scrolling counts again.
    const onUserScroll = () => memory.current?.release();
    const onTouch = (e: TouchEvent) => {
      const t = e.touches[0];
      if (t && shouldBlockEdgeSwipe(t.clientX, e.target as Element)) e.preventDefault();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    // Capture phase on window: runs before the router's own popstate listener renders the other page.
    window.addEventListener('popstate', leave, true);
    window.addEventListener('popstate', onPop);
    document.addEventListener('click', onClick, true);
    for (const type of USER_SCROLL) window.addEventListener(type, onUserScroll, { passive: true });
    document.addEventListener('touchstart', onTouch, { passive: false });
    return () => {
      memory.current?.flush();
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('popstate', leave, true);
      window.removeEventListener('popstate', onPop);
      document.removeEventListener('click', onClick, true);
      for (const type of USER_SCROLL) window.removeEventListener(type, onUserScroll);
      document.removeEventListener('touchstart', onTouch);
    };
  }, []);

  useEffect(() => {
    const mem = memory.current ?? createScrollMemory(sessionStorage);
    memory.current = mem;
    current.current = key;
    mem.release();
    const wasPop = popped.current;
    const wasFirst = first.current;
    popped.current = false;
    first.current = false;
    const saved = mem.read(key);
    if (wasPop && saved !== null) return restoreScroll(saved, RESTORE_RETRIES_ON_POPSTATE, env);
    if (wasFirst && saved !== null) return restoreScroll(saved, RESTORE_RETRIES_OTHERWISE, env);
    if (!wasFirst) window.scrollTo(0, 0);
  }, [key]);

  return null;
}
