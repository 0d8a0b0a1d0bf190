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
    const onPop = () => {
      popped.current = true;
    };
    // A link is about to navigate forward: keep where we are now, not 150 ms from now.
    const onClick = (e: MouseEvent) => {
      if ((e.target as Element | null)?.closest?.('a[href]')) {
        memory.current?.save(current.current, window.scrollY);
        memory.current?.flush();
      }
    };
    const onTouch = (e: TouchEvent) => {
      const t = e.touches[0];
      if (t && shouldBlockEdgeSwipe(t.clientX, e.target as Element)) e.preventDefault();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('popstate', onPop);
    document.addEventListener('click', onClick, true);
    document.addEventListener('touchstart', onTouch, { passive: false });
    return () => {
      memory.current?.flush();
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('popstate', onPop);
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('touchstart', onTouch);
    };
  }, []);

  useEffect(() => {
    const mem = memory.current ?? createScrollMemory(sessionStorage);
    memory.current = mem;
    current.current = key;
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
