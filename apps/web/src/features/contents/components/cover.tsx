'use client';
import type { ContentCategory, ContentKind } from '@portal/contract/contents-labels';
import { useQuery } from '@tanstack/react-query';
import { urlOf } from '@portal/contract/endpoint';
import { filesEndpoints } from '@portal/contract/endpoints/files';
import { useEffect, useRef, useState } from 'react';
import { fileBlob } from '@/components/ui/download';
import { LazyImage } from '@/components/ui/lazy-image';
import { sessionThumbnailPath } from '@/lib/thumbnail-path';
import { contentCategoryLabels, contentKindLabels } from '../messages';
import styles from './contents.module.css';

/**
 * The cover picture of an item (its thumbnail, a small WebP: every place shows a cover at most 240 px
 * wide), under the subject's colour with its name, which shows until it arrives or when there is none.
 * The picture is an address in the server's HTML, loaded with the session cookie (the portal's
 * forwarder adds her token), so it is on screen before any script has run; a `lazy` one (the
 * catalogue's, below its first rows) waits until it has been in view for 200 ms (spec section 9). Should the
 * cookie not do (an access token expired since the page was drawn), or the cover have no thumbnail,
 * it comes by the session's fetch instead, the original for a cover the API could not read.
 */
export function Cover({
  coverId,
  category,
  kind,
  className,
  lazy = false,
}: {
  coverId: string | null;
  category: ContentCategory;
  kind: ContentKind;
  className?: string;
  lazy?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  const picture = useQuery({
    queryKey: ['contents', 'cover', coverId],
    enabled: !!coverId && failed,
    staleTime: Infinity,
    gcTime: 30 * 60_000,
    queryFn: async ({ signal }) => {
      const params = { id: coverId! };
      const blob = await fileBlob(urlOf(filesEndpoints.thumbnail, { params }), { signal }).catch((e: unknown) => {
        if (signal.aborted) throw e;
        return fileBlob(urlOf(filesEndpoints.download, { params }), { signal });
      });
      return URL.createObjectURL(blob);
    },
  });
  const image = useRef<HTMLImageElement>(null);
  // A picture of the server's HTML that failed before the page's script was there to hear it.
  useEffect(() => {
    const img = image.current;
    if (img?.complete && img.naturalWidth === 0) setFailed(true);
  }, []);
  const onError = () => setFailed(true);
  const src = !coverId ? null : failed ? (picture.data ?? null) : sessionThumbnailPath(coverId);
  return (
    <div className={[styles.cover, className].filter(Boolean).join(' ')} data-category={category}>
      {/* An address of the session's (next/image cannot send her cookie to its optimizer, nor show a blob). */}
      {src &&
        (!lazy || failed ? (
          // eslint-disable-next-line @next/next/no-img-element
          <img ref={image} className={styles.coverImage} src={src} alt="" decoding="async" onError={onError} />
        ) : (
          <LazyImage className={styles.coverImage} src={src} alt="" onError={onError} />
        ))}
      <span className={styles.coverLabel}>
        {contentCategoryLabels[category]} {contentKindLabels[kind]}
      </span>
    </div>
  );
}
