'use client';
import { lazy, startTransition, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';

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
 * of the page, in one long task before she can tap anything.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  options: { loading?: () => ReactNode; ssr?: boolean } = {},
): ComponentType<P> {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  const fallback = options.loading?.() ?? null;
  const ssr = options.ssr !== false;
  function LazyComponent(props: P) {
    // With ssr: false, `loading` until hydration is over, then the component, in a transition.
    const [mounted, setMounted] = useState(ssr);
    useEffect(() => startTransition(() => setMounted(true)), []);
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
