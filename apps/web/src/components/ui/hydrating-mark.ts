'use client';
import { useEffect, useRef } from 'react';

/**
 * For the outer element of a part the server rendered whose code loads after the page's own (a
 * `lazyComponent` with controls, such as the home's cards): it carries `data-hydrating` until this
 * component's effects have run, that is until React answers its taps. A tap on it before then is
 * held by the early-taps script and made again once the mark has gone (lib/early-taps.ts); without
 * it, that tap was lost. Spread it on the element: `<div {...useHydratingMark<HTMLDivElement>()}>`.
 * The attribute is rendered the same on the server and in the browser (no hydration mismatch) and
 * taken off the element directly; React does not put back an attribute whose value has not changed.
 * A module of its own (not in lazy.tsx): only such parts load it.
 */
export function useHydratingMark<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  // After every commit, not only the first: a part that first rendered its loading state (no element
  // to unmark yet) draws the marked element later, and a mark left on it would hold its taps for good.
  useEffect(() => {
    ref.current?.removeAttribute('data-hydrating');
  });
  return { ref, 'data-hydrating': '' } as const;
}
