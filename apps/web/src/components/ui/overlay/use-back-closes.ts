'use client';

import { useCallback, useEffect, useRef } from 'react';
import { BACK_GUARD_KEY } from '../dialog/back-confirm';
import { overlayExit } from './overlay-store';
import { goBackOver } from './go-back-over';
import { OVERLAY_KEY } from '@/lib/overlay-entry';

/** Which overlay's entry it is: a Back that pops an entry above its own (a form's back guard, a question over it) is not its. */
const OVERLAY_ID = '__kitOverlayId';
/** This document's, so that an entry left by the page before a reload is never taken for a new one's (its first Back was lost). */
const DOCUMENT = Math.random().toString(36).slice(2);
let ids = 0;

const onTop = () => (window.history.state as Record<string, unknown> | null)?.[OVERLAY_KEY] === true;

/** Overlays open now (their entries are theirs to handle). */
let open = 0;
/*
 * An overlay closed by its buttons leaves its entry ahead in the history (gone back over, not
 * removed), and the page may move on (a record deleted, then its list): Forward landed on that entry,
 * on a deleted record's page (a regression hunt). Arriving on one with no overlay open, step back over it
 * (a page loaded on one steps over it too: lib/overlay-entry.ts).
 */
if (typeof window !== 'undefined')
  window.addEventListener('popstate', () => {
    if (open === 0 && onTop()) window.history.back();
  });

/**
 * While an overlay is open, the browser's Back (a phone's back button or gesture) closes it as
 * cancelled, as in an app. Before, Back went to the previous page and left the question open over
 * it, where 예약하기 still booked (an audit). Opening puts an entry on the history (same address,
 * the router's state kept, a form's back-guard mark not copied); closing any other way takes it off
 * again, and the overlay settles only after that (overlay-store's `overlayExit`).
 *
 * For what asks (the dialog, the time picker, a sheet such as chat's 새 대화), not for the modal that
 * tells a result: that one is often shown as the page moves on (saved, then the list), where an entry of
 * its own would come between. Answers `takeOff`, for an overlay that moves the page on as it closes.
 */
export function useBackCloses(isOpen: boolean, cancel: () => void): () => Promise<void> {
  const cancelNow = useRef(cancel);
  const takeOffNow = useRef<() => Promise<void>>(() => overlayExit.done);
  useEffect(() => {
    cancelNow.current = cancel;
  });
  useEffect(() => {
    if (!isOpen) return;
    open += 1;
    const id = `${DOCUMENT}:${++ids}`;
    let pushed = false;
    let popped = false;
    let gone = false;
    const onPop = () => {
      // Still on its own entry, or one above it that carries its mark: something above it was popped.
      if ((window.history.state as Record<string, unknown> | null)?.[OVERLAY_ID] === id) return;
      popped = true;
      cancelNow.current();
    };
    // After an entry an overlay before this one is still taking off.
    void overlayExit.done.then(() => {
      if (gone) return;
      const rest = { ...(window.history.state as Record<string, unknown> | null) };
      delete rest[BACK_GUARD_KEY];
      window.history.pushState({ ...rest, [OVERLAY_KEY]: true, [OVERLAY_ID]: id }, '');
      pushed = true;
      window.addEventListener('popstate', onPop);
    });
    /** Closed otherwise than by Back: its entry is gone back over; resolves once the browser has. */
    const takeOff = () => {
      if (gone) return overlayExit.done;
      gone = true;
      window.removeEventListener('popstate', onPop);
      if (pushed && !popped && onTop()) overlayExit.done = goBackOver();
      return overlayExit.done;
    };
    takeOffNow.current = takeOff;
    return () => {
      open -= 1;
      void takeOff();
    };
  }, [isOpen]);
  // For an overlay that moves the page on as it closes (to a new record's page): its entry goes first.
  return useCallback(() => takeOffNow.current(), []);
}
