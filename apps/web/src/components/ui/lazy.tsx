'use client';
import { lazy, startTransition, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { retryingImport } from '@/lib/retrying-import';

/**
 * A component whose code loads the first time it renders: React's `lazy` in its own Suspense
 * boundary, with `loading` shown meanwhile. The kit's stand-in for `next/dynamic`, whose loader
 * machinery (about 1.6 KB gzip) would otherwise ride in every page's first load.
 *
 * Only for what a page does not show at first: a tab she opens, a form or overlay she asks for.
 * Something the first render shows is imported statically, so its code is preloaded with the page.
 * `ssr: false` renders `loading` on the server, during hydration and in its first render (code that
 * reads browser storage), then the component in a transition: not in a store that changes at hydration
 * (useSyncExternalStore), whose update React renders synchronously, with every other such update
 * of the page, in one long task before she can tap anything. `media` (a CSS media query) is `ssr: false`
 * for as long as the query holds: a part only a wide screen shows is neither loaded nor made on a phone.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  options: { loading?: () => ReactNode; ssr?: boolean; media?: string } = {},
): ComponentType<P> {
  const Lazy = lazy(() => retryingImport(load).then((component) => ({ default: component })));
  const fallback = options.loading?.() ?? null;
  const { media } = options;
  const ssr = options.ssr !== false && !media;
  function LazyComponent(props: P) {
    // With ssr: false, `loading` until hydration is over, then the component, in a transition. With a
    // `media` query, only while it matches (its code loads the first time it does), like ssr: false.
    const [mounted, setMounted] = useState(ssr);
    useEffect(() => {
      const query = media ? matchMedia(media) : null;
      const follow = () => startTransition(() => setMounted(!query || query.matches));
      follow();
      if (!query) return;
      query.onchange = follow;
      return () => void (query.onchange = null);
    }, []);
    return mounted ? (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    ) : (
      fallback
    );
  }
  return LazyComponent;
}
