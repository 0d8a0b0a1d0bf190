'use client';
import { useSearchParams } from 'next/navigation';
import { useCallback, useState } from 'react';

/**
 * A choice of the page held in its address (`?name=value`), such as a list's category or its search:
 * back on the page, or after a reload, she finds the list as she left it, and her place in it (it was
 * reset to 전체, and the place lost). Written with the History API, not the router: the address
 * changes in place, nothing is asked of the server, and Back leaves the page rather than stepping back
 * through her chips. `fallback` stands for an address without it, or with a value `valid` refuses.
 */
export function useUrlChoice<T extends string>(name: string, valid: (raw: string) => raw is T, fallback: T): [T, (next: T) => void] {
  const raw = useSearchParams()?.get(name) ?? null;
  const value = raw !== null && valid(raw) ? raw : fallback;
  // The same function from one render to the next (an effect may call it).
  const set = useCallback(
    (next: T) => {
      const url = new URL(window.location.href);
      if (next === fallback) url.searchParams.delete(name);
      else url.searchParams.set(name, next);
      // Without Next's own marks, so that its router hears the new address (useSearchParams) and puts
      // them back; anything else of the entry (the back guard's mark) is kept.
      window.history.replaceState({ ...window.history.state, __NA: undefined, _N: undefined }, '', url);
    },
    [name, fallback],
  );
  return [value, set];
}

/**
 * What a search box shows: her typing, until the address's search (`q`) changes under it (a link to
 * the plain page): then the box follows (it kept the old words, an audit).
 */
export function useSearchBox(q: string): [string, (text: string) => void] {
  const [text, setText] = useState(q);
  const [shown, setShown] = useState(q);
  if (shown !== q) {
    setShown(q);
    setText(q);
  }
  return [text, setText];
}
