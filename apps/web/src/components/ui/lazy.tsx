'use client';
import { lazy, Suspense, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';

const subscribeNever = () => () => {};

/**
 * A component whose code loads the first time it renders: React's `lazy` in its own Suspense
 * boundary, with `loading` shown meanwhile. The kit's stand-in for `next/dynamic`, whose loader
 * machinery (about 1.6 KB gzip) would otherwise ride in every page's first load.
 *
 * Only for what a page does not show at first: a tab she opens, a form or overlay she asks for.
 * Something the first render shows is imported statically, so its code is preloaded with the page.
 * `ssr: false` renders `loading` on the server and during hydration (code that reads browser storage).
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  options: { loading?: () => ReactNode; ssr?: boolean } = {},
): ComponentType<P> {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  const fallback = options.loading?.() ?? null;
  function LazyComponent(props: P) {
    const mounted = useSyncExternalStore(
      subscribeNever,
      () => true,
      () => false,
    );
    if (options.ssr === false && !mounted) return fallback;
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return LazyComponent;
}
