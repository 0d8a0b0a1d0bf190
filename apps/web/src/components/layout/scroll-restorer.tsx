'use client';
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';
import {
  createScrollMemory,
  restoreScroll,
  RESTORE_RETRIES_ON_POPSTATE,
  RESTORE_RETRIES_OTHERWISE,
  shouldBlockEdgeSwipe,
  routerMovedFirst,
} from '@/lib/scroll-restoration';

const env = {
  scrollTo: (y: number) => window.scrollTo(0, y),
  maxScroll: () => document.documentElement.scrollHeight - window.innerHeight,
  later: (run: () => void) => setTimeout(() => requestAnimationFrame(run), 100),
};

/** The address as the key is built from it (search parameters in URLSearchParams' own spelling). */
const locationKey = () => {
  const search = new URLSearchParams(window.location.search).toString();
  return window.location.pathname + (search ? `?${search}` : '');
};

/** Scrolling she does herself (the router's and the browser's own scrolling fire none of these). */
const USER_SCROLL = ['wheel', 'touchmove', 'keydown'] as const;

/**
 * Restores the scroll position per URL on back navigation, sends forward navigation to the top,
 * and blocks swipes from the left edge.
 */
export function ScrollRestorer({ firstKey }: { firstKey?: string }) {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const key = pathname + (search ? `?${search}` : '');
  const memory = useRef<ReturnType<typeof createScrollMemory> | null>(null);
  const popped = useRef(false);
  const first = useRef(true);
  // Mounted only after she had already gone on to another page (its code came late on a slow network):
  // not the page's first load, and not a navigation it saw either; where this page is, it stays.
  const late = useRef(firstKey !== undefined && firstKey !== key);
  const current = useRef(key);
  const cancelRestore = useRef<(() => void) | null>(null);

  useEffect(() => {
    history.scrollRestoration = 'manual';
    const mem = createScrollMemory(sessionStorage);
    memory.current = mem;
    const restore = (y: number, retries: number) => {
      cancelRestore.current?.();
      cancelRestore.current = restoreScroll(y, retries, env);
    };
    const onScroll = () => mem.save(current.current, window.scrollY);
    // The page is about to change (a link tapped, back or forward): pin where we are now. The router's
    // scroll to the top happens before the address changes and must not be taken for this page's.
    const leave = () => mem.hold(current.current, window.scrollY);
    const onClick = (e: MouseEvent) => {
      const link = (e.target as Element | null)?.closest?.('a[href]');
      // Opened in another tab or window (a modifier key, target=_blank) or downloaded: this page stays,
      // and her scrolling must keep counting (pinned, a later back landed where the click was).
      if (!link || e.button !== 0 || e.ctrlKey || e.metaKey || e.shiftKey || e.altKey) return;
      if (link.getAttribute('target') === '_blank' || link.hasAttribute('download')) return;
      leave();
    };
    // Back or forward, seen before the router moves where the browser has the Navigation API.
    const onNavigate = (e: Event) => {
      if ((e as Event & { navigationType?: string }).navigationType !== 'traverse') return;
      popped.current = true;
      leave();
    };
    // Back or forward, seen by popstate: the router may have shown the other page already (it
    // listens too, and may hear it first), in which case it was taken for a forward move: restore now.
    const onPop = () => {
      if (!routerMovedFirst(current.current, locationKey())) {
        popped.current = true;
        leave();
        return;
      }
      if (popped.current) return;
      const saved = mem.read(current.current);
      if (saved !== null) restore(saved, RESTORE_RETRIES_ON_POPSTATE);
    };
    // She scrolls by hand: the tap did not navigate after all, so her scrolling counts again.
    const onUserScroll = () => mem.release();
    const onTouch = (e: TouchEvent) => {
      const t = e.touches[0];
      if (t && shouldBlockEdgeSwipe(t.clientX, e.target as Element)) e.preventDefault();
    };
    const navigation = (window as Window & { navigation?: EventTarget }).navigation;
    window.addEventListener('scroll', onScroll, { passive: true });
    navigation?.addEventListener('navigate', onNavigate);
    window.addEventListener('popstate', onPop);
    document.addEventListener('click', onClick, true);
    for (const type of USER_SCROLL) window.addEventListener(type, onUserScroll, { passive: true });
    document.addEventListener('touchstart', onTouch, { passive: false });
    return () => {
      mem.flush();
      cancelRestore.current?.();
      window.removeEventListener('scroll', onScroll);
      navigation?.removeEventListener('navigate', onNavigate);
      window.removeEventListener('popstate', onPop);
      document.removeEventListener('click', onClick, true);
      for (const type of USER_SCROLL) window.removeEventListener(type, onUserScroll);
      document.removeEventListener('touchstart', onTouch);
    };
  }, []);

  useEffect(() => {
    const mem = memory.current ?? createScrollMemory(sessionStorage);
    memory.current = mem;
    // The page she left: its last position is written now, before this page's scrolling is saved.
    mem.flush();
    current.current = key;
    mem.release();
    const wasPop = popped.current;
    const wasFirst = first.current;
    const wasLate = late.current;
    popped.current = false;
    first.current = false;
    late.current = false;
    const saved = mem.read(key);
    cancelRestore.current?.();
    cancelRestore.current = null;
    if (wasLate) return;
    if (wasPop && saved !== null) cancelRestore.current = restoreScroll(saved, RESTORE_RETRIES_ON_POPSTATE, env);
    else if (wasFirst && saved !== null) cancelRestore.current = restoreScroll(saved, RESTORE_RETRIES_OTHERWISE, env);
    else if (!wasFirst) window.scrollTo(0, 0);
  }, [key]);

  return null;
}
