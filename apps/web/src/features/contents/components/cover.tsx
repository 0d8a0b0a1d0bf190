'use client';
import type { ContentCategory, ContentKind } from '@portal/contract/contents-labels';
import { useQuery } from '@tanstack/react-query';
import { urlOf } from '@portal/contract/endpoint';
import { filesEndpoints } from '@portal/contract/endpoints/files';
import { fileBlob } from '@/components/ui/download';
import { contentCategoryLabels, contentKindLabels } from '../messages';
import styles from './contents.module.css';

/**
 * The cover picture of an item (its thumbnail), fetched with the session (files need the bearer token) and shown
 * from a blob; until it arrives, or when there is none, the subject's colour with its name.
 */
export function Cover({
  coverId,
  category,
  kind,
  className,
}: {
  coverId: string | null;
  category: ContentCategory;
  kind: ContentKind;
  className?: string;
}) {
  const picture = useQuery({
    queryKey: ['contents', 'cover', coverId],
    enabled: !!coverId,
    staleTime: Infinity,
    gcTime: 30 * 60_000,
    // Its thumbnail (a small WebP: every place shows a cover at most 240 px wide); the original only
    // for a cover that has none (one the API could not read).
    queryFn: async ({ signal }) => {
      const params = { id: coverId! };
      const blob = await fileBlob(urlOf(filesEndpoints.thumbnail, { params }), { signal }).catch((e: unknown) => {
        if (signal.aborted) throw e;
        return fileBlob(urlOf(filesEndpoints.download, { params }), { signal });
      });
      return URL.createObjectURL(blob);
    },
  });
  return (
    <div className={[styles.cover, className].filter(Boolean).join(' ')} data-category={category}>
      {/* A blob of the session's fetch: next/image cannot load it (it has no address of its own). */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      {picture.data && <img className={styles.coverImage} src={picture.data} alt="" />}
      <span className={styles.coverLabel}>
        {contentCategoryLabels[category]} {contentKindLabels[kind]}
      </span>
    </div>
  );
}
