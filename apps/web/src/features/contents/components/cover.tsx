'use client';
import type { ContentCategory, ContentKind } from '@portal/contract/contents-labels';
import { useQuery } from '@tanstack/react-query';
import { urlOf } from '@portal/contract/endpoint';
import { filesEndpoints } from '@portal/contract/endpoints/files';
import { fileBlob } from '@/components/ui/download';
import { contentCategoryLabels, contentKindLabels } from '../messages';
import styles from './contents.module.css';

/**
 * The cover picture of an item, fetched with the session (files need the bearer token) and shown
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
    queryFn: async ({ signal }) =>
      URL.createObjectURL(await fileBlob(urlOf(filesEndpoints.download, { params: { id: coverId! } }), { signal })),
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
