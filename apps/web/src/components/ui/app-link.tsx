'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, type AnchorHTMLAttributes, type MouseEvent, type Ref } from 'react';

/** Links prefetch once they come this close to the viewport (spec section 9). */
export const PREFETCH_ROOT_MARGIN = '200px';

export type Href = string | { pathname?: string | null; query?: string | Record<string, unknown> | null; hash?: string | null };

export type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: Href;
  /** Prefetch the page once the link comes within 200 px of the viewport (default), or never. */
  prefetch?: boolean;
  /** Go to the top of the new page (default), or stay where the page is (tabs that swap a panel). */
  scroll?: boolean;
  /** Replace this history entry instead of adding one. */
  replace?: boolean;
  ref?: Ref<HTMLAnchorElement>;
};

/** The address an href stands for, as the router takes it. */
export function hrefToString(href: Href): string {
  if (typeof href === 'string') return href;
  const { pathname = '', query, hash } = href;
  let search = '';
  if (typeof query === 'string') search = query ? `?${query.replace(/^\?/, '')}` : '';
  else if (query) {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      for (const item of Array.isArray(value) ? value : [value]) if (item != null) params.append(key, String(item));
    }
    const text = params.toString();
    search = text ? `?${text}` : '';
  }
  return `${pathname ?? ''}${search}${hash ? `#${hash.replace(/^#/, '')}` : ''}`;
}

/** A click the browser should keep: another tab or window, a download, a modified or non-primary click. */
function browserKeeps(event: MouseEvent<HTMLAnchorElement>): boolean {
  const anchor = event.currentTarget;
  const target = anchor.getAttribute('target');
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey ||
    (target !== null && target !== '' && target !== '_self') ||
    anchor.hasAttribute('download')
  );
}

/**
 * The portal's link: a real `<a href>` (new tab, long press and back work as on any page) that moves
 * through the App Router on a plain click, and prefetches once within 200 px of the viewport.
 *
 * It stands in for next/link, whose code (about 3 KB gzip with its URL helpers) would ride on every
 * page's first load: this one uses the router that is already there.
 */
export function AppLink({ href, prefetch = true, scroll = true, replace = false, onClick, ref, ...rest }: AppLinkProps) {
  const router = useRouter();
  const own = useRef<HTMLAnchorElement | null>(null);
  const target = hrefToString(href);

  useEffect(() => {
    const node = own.current;
    if (!prefetch || !node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        router.prefetch(target);
      },
      { rootMargin: PREFETCH_ROOT_MARGIN },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [prefetch, router, target]);

  const setRef = (node: HTMLAnchorElement | null) => {
    own.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };

  const navigate = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (browserKeeps(event)) return;
    const url = new URL(event.currentTarget.href, window.location.href);
    if (url.origin !== window.location.origin) return;
    // An anchor on this page: the browser scrolls to it.
    if (url.hash && url.pathname === window.location.pathname && url.search === window.location.search) return;
    event.preventDefault();
    const to = url.pathname + url.search + url.hash;
    if (replace) router.replace(to, { scroll });
    else router.push(to, { scroll });
  };

  return <a ref={setRef} href={target} onClick={navigate} {...rest} />;
}
