'use client';
import type { ChatMessage } from '@portal/contract';
import { urlOf } from '@portal/contract/endpoint';
import { filesEndpoints } from '@portal/contract/endpoints/files';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import styles from './photo-viewer.module.css';

type File = NonNullable<ChatMessage['attachment']>;

/**
 * The full picture over the room, black around it: the thumbnail she tapped at once, then the
 * original in its place when it has arrived (fetched with the session only now, on her tap).
 * Closes with its button or Escape; 저장 saves the original. A modal <dialog>: the browser's top layer
 * puts it over the fixed room and the header whatever their stacking, traps focus and hands it back,
 * without a portal (importing react-dom's own module regroups every page's first-load chunks).
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
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = dialog.current;
    if (!d || d.open) return;
    if (typeof d.showModal === 'function') d.showModal();
    else d.setAttribute('open', '');
    return () => (typeof d.close === 'function' ? d.close() : d.removeAttribute('open'));
  }, []);
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
  return (
    <dialog
      ref={dialog}
      className={styles.viewer}
      aria-label={`사진 ${file.name}`}
      // Escape: the browser would close it by itself; the parent unmounts it instead.
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
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
    </dialog>
  );
}
