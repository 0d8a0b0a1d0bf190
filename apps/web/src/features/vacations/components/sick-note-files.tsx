'use client';
import type { Attachment } from '@portal/contract';
import { urlOf } from '@portal/contract/endpoint';
import { filesEndpoints } from '@portal/contract/endpoints/files';
import { useState } from 'react';
import { fileSizeLabel } from '../messages';
import styles from './vacations.module.css';

/** The doctor's note of a 병가 on its card: name and size; a tap downloads it, with progress. */
export function SickNoteFiles({ files }: { files: readonly Attachment[] }) {
  return (
    <div className={styles.notes}>
      <span className={styles.reasonLabel}>진단서</span>
      <ul className={styles.noteList}>
        {files.map((f) => (
          <li key={f.id}>
            <NoteDownload file={f} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function NoteDownload({ file }: { file: Attachment }) {
  const [percent, setPercent] = useState<number | null>(null);
  const open = async () => {
    setPercent(0);
    // The download helper loads on the first tap: most cards are read, not downloaded from.
    const { downloadFile } = await import('@/components/ui/download');
    await downloadFile(urlOf(filesEndpoints.download, { params: { id: file.id } }), {
      fileName: file.name,
      // The portal's forwarder streams the file without a Content-Length: the size on the card stands in.
      onProgress: (received, total) => setPercent(Math.min(100, Math.floor((received / (total || file.size)) * 100))),
    });
    setPercent(null);
  };
  return (
    <button type="button" className={styles.noteButton} onClick={open}>
      <span className="visually-hidden">진단서 </span>
      <span className={styles.noteName}>{file.name}</span>
      <span className={styles.noteSize}>{percent === null ? fileSizeLabel(file.size) : `${percent}%`}</span>
      <span className="visually-hidden"> 내려받기</span>
    </button>
  );
}
