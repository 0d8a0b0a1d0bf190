'use client';
import type { ChatMessage } from '@portal/contract';
import { urlOf } from '@portal/contract/endpoint';
import { filesEndpoints } from '@portal/contract/endpoints/files';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { createPortal } from 'react-dom';
import { useOverlayLayer } from '@/components/ui/overlay/use-overlay-layer';
import styles from './photo-viewer.module.css';

type File = NonNullable<ChatMessage['attachment']>;

/**
 * The full picture over the room, black around it: the thumbnail she tapped at once, then the
 * original in its place when it has arrived (fetched with the session only now, on her tap).
 * Closes with its button or Escape; 저장 saves the original.
 */
export function PhotoViewer({
  file,
  preview,
  onClose,
  onSave,
}: {
  file: File;
  preview: string | undefined;
  onClose: () => void;
  onSave: () => void;
}) {
  const container = useRef<HTMLDivElement>(null);
  useOverlayLayer({ container, onEscape: onClose });
  const full = useQuery({
    queryKey: ['chat', 'file', file.id],
    staleTime: Infinity,
    gcTime: 60_000,
    queryFn: async ({ signal }) => {
      const { fileBlob } = await import('@/components/ui/download');
      return URL.createObjectURL(await fileBlob(urlOf(filesEndpoints.download, { params: { id: file.id } }), { signal }));
    },
  });
  const src = full.data ?? preview;
  return createPortal(
    <div ref={container} className={styles.viewer} role="dialog" aria-modal="true" aria-label={`사진 ${file.name}`} tabIndex={-1}>
      <div className={styles.bar}>
        <button type="button" className={styles.action} onClick={onClose}>
          닫기
        </button>
        <button type="button" className={styles.action} onClick={onSave}>
          저장
        </button>
      </div>
      {/* A blob of the session's fetch: next/image cannot load it (it has no address of its own). */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      {src && <img className={styles.picture} src={src} alt={file.name} data-full={full.data ? 'true' : 'false'} />}
      {full.isError && <p className={styles.note}>사진을 불러오지 못했습니다</p>}
    </div>,
    document.body,
  );
}
