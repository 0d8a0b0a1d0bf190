'use client';
import type { Attachment } from '@portal/contract';
import { urlOf } from '@portal/contract/endpoint';
import { filesEndpoints } from '@portal/contract/endpoints/files';
import { useState } from 'react';
import { openModal } from '@/components/ui/kit';
import { fileSizeLabel } from '../messages';
import styles from '@/components/ui/thread/thread.module.css';

/** The screenshots of a feedback: a tap downloads one (the download helper loads on the first tap). */
export function ScreenshotFiles({ files }: { files: readonly Attachment[] }) {
  return (
    <ul className={styles.shots} aria-label="스크린샷">
      {files.map((f) => (
        <li key={f.id}>
          <ShotDownload file={f} />
        </li>
      ))}
    </ul>
  );
}

function ShotDownload({ file }: { file: Attachment }) {
  const [percent, setPercent] = useState<number | null>(null);
  const open = async () => {
    if (percent !== null) return;
    setPercent(0);
    try {
      const { downloadFile } = await import('@/components/ui/download');
      await downloadFile(urlOf(filesEndpoints.download, { params: { id: file.id } }), {
        fileName: file.name,
        onProgress: (received, total) => setPercent(Math.min(100, Math.floor((received / (total || file.size)) * 100))),
      });
    } catch {
      void openModal({ type: 'failed', message: '파일을 내려받지 못했습니다. 잠시 후 다시 시도해 주세요.' });
    } finally {
      setPercent(null);
    }
  };
  return (
    <button type="button" className={styles.shotButton} onClick={open}>
      <span className="visually-hidden">스크린샷 </span>
      <span className={styles.fileName}>{file.name}</span>
      <span className={styles.fileSize}>{percent === null ? fileSizeLabel(file.size) : `${percent}%`}</span>
      <span className="visually-hidden"> 내려받기</span>
    </button>
  );
}
