'use client';
import type { Attachment } from '@portal/contract';
import { urlOf } from '@portal/contract/endpoint';
import { filesEndpoints } from '@portal/contract/endpoints/files';
import { useState } from 'react';
import { openModal } from '@/components/ui/kit';
import { fileKindLabel, fileSizeLabel } from '../messages';
import styles from './library.module.css';

/**
 * The file of a library item: its kind, name and size; a tap downloads it under its Korean name,
 * with a progress bar (the download helper loads on the first tap).
 */
export function LibraryDownload({ file, title }: { file: Attachment; title: string }) {
  const [percent, setPercent] = useState<number | null>(null);
  const download = async () => {
    if (percent !== null) return;
    setPercent(0);
    try {
      const { downloadFile } = await import('@/components/ui/download');
      await downloadFile(urlOf(filesEndpoints.download, { params: { id: file.id } }), {
        fileName: file.name,
        // The portal's forwarder streams without a Content-Length: the size the list knows stands in.
        onProgress: (received, total) => setPercent(Math.min(100, Math.floor((received / (total || file.size)) * 100))),
      });
    } catch {
      void openModal({ type: 'failed', message: '파일을 내려받지 못했습니다. 잠시 후 다시 시도해 주세요.' });
    } finally {
      setPercent(null);
    }
  };
  return (
    <div className={styles.file}>
      <button type="button" className={styles.fileButton} onClick={download}>
        <span className="visually-hidden">{title} 파일 </span>
        <span className={styles.fileKind}>{fileKindLabel(file.name)}</span>
        <span className={styles.fileName}>{file.name}</span>
        <span className={styles.fileSize}>{percent === null ? fileSizeLabel(file.size) : `${percent}%`}</span>
        <span className="visually-hidden"> 내려받기</span>
      </button>
      {percent !== null && <progress className={styles.progress} max={100} value={percent} aria-label={`${file.name} 내려받는 중`} />}
    </div>
  );
}
