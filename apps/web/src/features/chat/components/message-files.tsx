'use client';
import type { ChatMessage } from '@portal/contract';
import { urlOf } from '@portal/contract/endpoint';
import { filesEndpoints } from '@portal/contract/endpoints/files';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { lazyComponent } from '@/components/ui/lazy';
import { fileSizeLabel } from '@/lib/file-size';
import { sessionThumbnailPath } from '@/lib/thumbnail-path';
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

const PhotoViewer = lazyComponent(() => import('./photo-viewer').then((m) => m.PhotoViewer));

/** The thumbnail's address (a small WebP the API made at upload, `GET /files/:id/thumb/`). */
export const thumbnailUrl = (id: string) => urlOf(filesEndpoints.thumbnail, { params: { id } });

/** The bubble's width for a picture: 200 px, narrower for a tall one so that it fits 240 px high uncropped (not under 120 px). */
const boxWidth = (width: number, height: number) => Math.max(120, Math.min(200, Math.round((240 * width) / height)));

/**
 * A photo as its thumbnail in the bubble's place: the API's small WebP (a few tens of KB, not the
 * original's megabytes) in a box of the picture's own proportions, fixed before it arrives so the
 * room does not jump. The browser loads it by its address with the session cookie (her browser keeps
 * it a year; one far up the room waits until she scrolls near it); should the cookie's token have run
 * out, it comes by the session's fetch and is drawn from a blob. A tap opens the full picture.
 */
export function Thumbnail({ file }: { file: File & { thumbnail: NonNullable<File['thumbnail']> } }) {
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const fetched = useQuery({
    queryKey: ['chat', 'thumb', file.id],
    enabled: failed,
    staleTime: Infinity,
    gcTime: 10 * 60_000,
    queryFn: async ({ signal }) => {
      const { fileBlob } = await import('@/components/ui/download');
      return URL.createObjectURL(await fileBlob(thumbnailUrl(file.id), { signal }));
    },
  });
  const src = failed ? fetched.data : sessionThumbnailPath(file.id);
  const { width, height } = file.thumbnail;
  return (
    <>
      <button
        type="button"
        className={styles.thumb}
        style={{ aspectRatio: `${width} / ${height}`, width: boxWidth(width, height) }}
        onClick={() => setOpen(true)}
        aria-label={`사진 ${file.name} 크게 보기`}
      >
        {/* An address of the session's, or a blob: next/image can load neither. */}
        {src && (
          // eslint-disable-next-line @next/next/no-img-element
          <img
            src={src}
            alt={file.name}
            width={width}
            height={height}
            loading="lazy"
            decoding="async"
            onError={failed ? undefined : () => setFailed(true)}
          />
        )}
      </button>
      {open && <PhotoViewer file={file} preview={src} onClose={() => setOpen(false)} onSave={() => save(file)} />}
    </>
  );
}

/** A document as a card: its name and size; a tap saves it (progress in place of the size). */
export function FileCard({ file }: { file: File }) {
  const [percent, setPercent] = useState<number | null>(null);
  return (
    <button
      type="button"
      className={styles.fileCard}
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
      <span className="visually-hidden"> 내려받기</span>
    </button>
  );
}
