'use client';
import type { ChatMessage } from '@portal/contract';
import { urlOf } from '@portal/contract/endpoint';
import { filesEndpoints } from '@portal/contract/endpoints/files';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { fileSizeLabel } from '@/lib/file-size';
import styles from './chat.module.css';

type File = NonNullable<ChatMessage['attachment']>;
const fileUrl = (id: string) => urlOf(filesEndpoints.download, { params: { id } });

/** Saves the file with the session (the kit's download helper, loaded on the first tap). */
async function save(file: File, onProgress?: (percent: number) => void) {
  const { downloadFile } = await import('@/components/ui/download');
  await downloadFile(fileUrl(file.id), {
    fileName: file.name,
    onProgress: (received, total) => onProgress?.(Math.min(100, Math.floor((received / (total || file.size)) * 100))),
  });
}

/**
 * A photo as a thumbnail in the bubble's place: fetched with the session (files need the bearer
 * token) and drawn from a blob in a box of fixed size, so the room does not jump as it arrives. A tap
 * saves the full picture.
 */
export function Thumbnail({ file }: { file: File }) {
  const picture = useQuery({
    queryKey: ['chat', 'file', file.id],
    staleTime: Infinity,
    gcTime: 10 * 60_000,
    queryFn: async ({ signal }) => {
      const { fileBlob } = await import('@/components/ui/download');
      return URL.createObjectURL(await fileBlob(fileUrl(file.id), { signal }));
    },
  });
  return (
    <button type="button" className={styles.thumb} onClick={() => void save(file)} aria-label={`사진 ${file.name} 저장하기`}>
      {/* A blob of the session's fetch: next/image cannot load it (it has no address of its own). */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      {picture.data && <img src={picture.data} alt={file.name} />}
    </button>
  );
}

/** A document as a card: its name and size; a tap saves it (progress in place of the size). */
export function FileCard({ file }: { file: File }) {
  const [percent, setPercent] = useState<number | null>(null);
  return (
    <button
      type="button"
      className={styles.fileCard}
      aria-label={`${file.name} 내려받기`}
      onClick={async () => {
        if (percent !== null) return;
        setPercent(0);
        try {
          await save(file, setPercent);
        } finally {
          setPercent(null);
        }
      }}
    >
      <span className={styles.fileName}>{file.name}</span>
      <span className={styles.fileSize}>{percent === null ? fileSizeLabel(file.size) : `${percent}%`}</span>
    </button>
  );
}
