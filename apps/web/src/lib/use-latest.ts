import { useEffect, useRef } from 'react';

/**
 * The value as it is now, for work that ends later than the render that began it: an upload that
 * finishes adds its file to the list as it is then, so a file she took out meanwhile stays out (it came
 * back, audits on a slow network: the sick note's and the feedback's attachments; the inquiry's has
 * its own copy, for its page's first-load budget).
 */
export function useLatest<T>(value: T): { readonly current: T } {
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  });
  return latest;
}
