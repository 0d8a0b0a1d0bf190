'use client';

import { useEffect, useRef, useState } from 'react';

export const BACK_CONFIRM_TITLE = '이전 페이지로 돌아갈까요?';
export const BACK_CONFIRM_MESSAGE = '입력하거나 저장한 정보가 초기화됩니다.';

/** Marks the extra history entry pushed while a form is dirty. */
export const BACK_GUARD_KEY = '__kitBackGuard';

export function isGuardState(value: unknown): boolean {
  return typeof value === 'object' && value !== null && (value as Record<string, unknown>)[BACK_GUARD_KEY] === true;
}

type Guard = typeof import('./back-guard');

/*
 * The guard itself (history entry, link and Back interception, the question) lives in back-guard.ts
 * and loads the first time a form on the page becomes dirty, or at once on a page whose guard entry
 * is still in the history. Until then there is nothing to protect, and nothing to load.
 */
let loading: Promise<Guard> | null = null;
let loaded: Guard | null = null;
const loadGuard = () =>
  (loading ??= import('./back-guard').then((g) => {
    loaded = g;
    return g;
  }));

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
 * While `dirty`, asks "이전 페이지로 돌아갈까요?" before the browser's back button or any link of the
 * app leaves the page, and lets the browser warn before a reload or tab close. Use the returned (or
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
    // Fetched (not run) once the page is idle, so that the first change of a form is guarded at once:
    // Back pressed right after it would otherwise leave before the guard's code arrived.
    const warm = () => void import('./back-guard');
    const idle = typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(warm, { timeout: 3000 }) : null;
    const timer = idle === null ? window.setTimeout(warm, 1000) : null;
    return () => {
      if (idle !== null) window.cancelIdleCallback(idle);
      if (timer !== null) window.clearTimeout(timer);
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
