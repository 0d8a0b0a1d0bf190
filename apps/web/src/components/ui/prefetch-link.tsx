'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, type ComponentProps } from 'react';

/** Links prefetch once they come this close to the viewport (spec section 9). */
export const PREFETCH_ROOT_MARGIN = '200px';

type LinkProps = ComponentProps<typeof Link>;
export type PrefetchLinkProps = Omit<LinkProps, 'prefetch' | 'ref'>;

function hrefToString(href: LinkProps['href']): string {
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

/**
 * next/link without the automatic prefetch; prefetches by hand when the link comes within 200 px
 * of the viewport, so long lists do not prefetch every row at once.
 */
export function PrefetchLink({ href, ...rest }: PrefetchLinkProps) {
  const router = useRouter();
  const ref = useRef<HTMLAnchorElement>(null);
  const target = hrefToString(href);

  useEffect(() => {
    const node = ref.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
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
  }, [router, target]);

  return <Link ref={ref} href={href} prefetch={false} {...rest} />;
}
