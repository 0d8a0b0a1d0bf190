'use client';

import { useEffect, useRef, useState } from 'react';

/** Marks the extra history entry pushed while a form is dirty. */
export const BACK_GUARD_KEY = '__kitBackGuard';

export function isGuardState(value: unknown): boolean {
  return typeof value === 'object' && value !== null && (value as Record<string, unknown>)[BACK_GUARD_KEY] === true;
}

type Guard = typeof import('./back-guard');

/** A click the browser keeps for itself: another button, or a modifier (a new tab or window, a download). */
export const keptByBrowser = (event: MouseEvent) =>
  event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/*
 * The guard itself (history entry, link and Back interception, the question) lives in back-guard.ts
 * and loads the first time a form on the page becomes dirty, or at once on a page whose guard entry
 * is still in the history. Until then there is nothing to protect, and nothing to load.
 *
 * While it loads (its code is fetched as a form appears, but a busy phone may not have it by the first
 * change), a link tapped is held here and tapped again once the guard is in place, which then asks: a
 * quick tap right after typing does not leave the page unasked.
 */
let loading: Promise<Guard> | null = null;
let loaded: Guard | null = null;
let heldLink: HTMLAnchorElement | null = null;
/**
 * Holds a tap on a link; the guard, once loaded, decides on the same tap (back-guard.ts's leavingLink).
 * A Ctrl- or Shift-click goes through: it leaves this tab as it is, and replayed it would be a plain click.
 */
function holdLink(event: MouseEvent) {
  const anchor = (event.target as Element).closest?.('a[href]');
  if (!anchor || keptByBrowser(event)) return;
  event.preventDefault();
  event.stopPropagation();
  heldLink = anchor as HTMLAnchorElement;
}
/** Stops holding links and makes the held tap again (followed as it is should the guard's code fail to load). */
function release() {
  document.removeEventListener('click', holdLink, true);
  // In a task of its own: every form's guard is mounted by then (their `then`s run first). A link
  // gone meanwhile does nothing when clicked (a disconnected anchor does not navigate).
  setTimeout(() => heldLink?.click());
}

function loadGuard(): Promise<Guard> {
  if (loading) return loading;
  document.addEventListener('click', holdLink, true);
  loading = import('./back-guard').then((g) => {
    loaded = g;
    release();
    return g;
  });
  loading.catch(release);
  return loading;
}

/**
 * For a page's own back button: resolves true when the page may go back (nothing unsaved, or the
 * person confirmed), after removing the guard entry, so `router.back()` right after lands on the
 * previous page. Resolves false when the person chose to stay.
 */
export async function confirmLeave(): Promise<boolean> {
  if (!loading) return true;
  return (await loading).confirmLeave();
}

/**
 * While `dirty`, asks "이전 페이지로 돌아갈까요?" before the browser's back button, and "이 페이지를
 * 나갈까요?" before any link of the app leaves the page, and lets the browser warn before a reload or tab close. Use the returned (or
 * exported) `confirmLeave` in the page's own back button. `onDiscard` runs when she chooses to leave
 * (a form forgets its saved draft there).
 */
export function useBackConfirm(dirty: boolean, onDiscard?: () => void): { confirmLeave: () => Promise<boolean> } {
  const [id] = useState(() => Symbol('back-confirm'));
  const discard = useRef(onDiscard);
  const dirtyNow = useRef(dirty);
  const guard = useRef<Guard | null>(null);
  const attach = useRef<(() => void) | null>(null);
  useEffect(() => {
    discard.current = onDiscard;
  });

  useEffect(() => {
    let mounted = true;
    attach.current = () => {
      attach.current = null;
      void loadGuard().then((g) => {
        if (!mounted) return;
        guard.current = g;
        g.mountGuard(id, () => discard.current?.());
        g.setGuardDirty(id, dirtyNow.current);
      });
    };
    if (dirtyNow.current || isGuardState(window.history.state)) attach.current();
    // Fetched as the form appears (after the page has hydrated), so that its first change is guarded
    // at once: Back pressed right after it would otherwise leave before the guard's code arrived.
    void import('./back-guard');
    return () => {
      mounted = false;
      attach.current = null;
      guard.current?.unmountGuard(id);
      guard.current = null;
    };
  }, [id]);

  useEffect(() => {
    dirtyNow.current = dirty;
    if (guard.current) guard.current.setGuardDirty(id, dirty);
    else if (dirty) attach.current?.();
  }, [dirty, id]);

  return { confirmLeave };
}

/** Resolves once the guard a dirty form asked for has loaded (at once when none was asked for). For tests. */
export async function backGuardReady(): Promise<void> {
  await loading;
}

/** Forgets every guard. For tests. */
export function resetBackConfirm(): void {
  loaded?.resetBackConfirm();
}
