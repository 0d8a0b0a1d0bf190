'use client';
import { libraryFileRule } from '@portal/contract/library-labels';
import type { Attachment } from '@portal/contract';
import { urlOf } from '@portal/contract/endpoint';
import { filesEndpoints } from '@portal/contract/endpoints/files';
import { useRef, useState } from 'react';
import { FieldError } from '@/components/ui/form/field-error';
import { uploadFile } from '@/components/ui/upload';
import { ApiError } from '@/lib/api-client';
import { fileSizeLabel } from '../messages';
import styles from './library.module.css';

/** What the form keeps of the uploaded file (it survives a reload with the draft). */
export type FileRef = Pick<Attachment, 'id' | 'name' | 'size'>;

const RULE = libraryFileRule;
const ACCEPT = '.pdf,.hwp,.hwpx,.docx,.xlsx,.pptx,.zip,.jpg,.jpeg,.png,.webp,.mp3';

/**
 * The file of a new library item: picked, uploaded at once with progress (purpose `library-file`),
 * removable. The server reads the bytes and decides; the size is checked here first.
 */
export function LibraryFileField({
  id,
  value,
  onChange,
  onBusy,
  errors,
}: {
  id: string;
  value: FileRef | null;
  onChange: (next: FileRef | null) => void;
  onBusy: (busy: boolean) => void;
  errors?: string[];
}) {
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const pick = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    if (file.size === 0) return setError('빈 파일은 올릴 수 없습니다.');
    if (file.size > RULE.maxBytes) return setError(`자료는 ${fileSizeLabel(RULE.maxBytes)}까지 올릴 수 있습니다.`);
    setError(null);
    setProgress(0);
    onBusy(true);
    try {
      const saved = await uploadFile<Attachment>(urlOf(filesEndpoints.upload, { query: { purpose: 'library-file' } }), file, file.name, {
        onProgress: (sent, total) => setProgress(Math.min(99, Math.floor((sent / total) * 100))),
      });
      onChange({ id: saved.id, name: saved.name, size: saved.size });
    } catch (e) {
      setError(e instanceof ApiError ? e.message : '파일을 올리지 못했습니다. 잠시 후 다시 시도해 주세요.');
    } finally {
      setProgress(null);
      onBusy(false);
    }
  };

  return (
    <fieldset className={styles.field} id={id} aria-describedby={`${id}-hint`}>
      <legend className={styles.label}>파일</legend>
      <p id={`${id}-hint`} className={styles.hint}>
        PDF, 한글(HWP·HWPX), 워드·엑셀·파워포인트, ZIP, 사진, MP3를 {fileSizeLabel(RULE.maxBytes)}까지 올릴 수 있습니다.
      </p>
      {value ? (
        <div className={styles.fileRow}>
          <span className={styles.fileName}>{value.name}</span>
          <span className={styles.fileSize}>{fileSizeLabel(value.size)}</span>
          <button type="button" className={styles.removeFile} aria-label={`${value.name} 빼기`} onClick={() => onChange(null)}>
            빼기
          </button>
        </div>
      ) : progress !== null ? (
        <div role="status">
          <span className={styles.hint}>올리는 중… {progress}%</span>
          <progress className={styles.progress} max={100} value={progress} aria-label="자료 파일 올리는 중" />
        </div>
      ) : (
        <label className={styles.filePick}>
          파일 고르기
          <input ref={input} type="file" name="libraryFile" accept={ACCEPT} onChange={(e) => void pick(e.target.files?.[0])} />
        </label>
      )}
      <FieldError id={`${id}-error`} errors={error ? [error] : errors} />
    </fieldset>
  );
}
