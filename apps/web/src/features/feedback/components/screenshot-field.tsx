'use client';
import { feedbackScreenshotFileRule } from '@portal/contract/feedback-labels';
import type { Attachment } from '@portal/contract';
import { urlOf } from '@portal/contract/endpoint';
import { filesEndpoints } from '@portal/contract/endpoints/files';
import { useRef, useState } from 'react';
import { useLatest } from '@/lib/use-latest';
import { FieldError } from '@/components/ui/form/field-error';
import { ApiError } from '@/lib/api-client';
import { fileSizeLabel } from '../messages';
import styles from '@/components/ui/thread/thread.module.css';

/** What the form keeps of an uploaded screenshot (it survives a reload with the draft). */
export type ShotRef = Pick<Attachment, 'id' | 'name' | 'size'>;

const RULE = feedbackScreenshotFileRule;

/** Up to three screenshots, uploaded as they are picked; the feedback carries their ids. */
export function ScreenshotField({
  id,
  value,
  onChange,
  onBusy,
  errors,
}: {
  id: string;
  value: readonly ShotRef[];
  onChange: (next: ShotRef[]) => void;
  onBusy: (busy: boolean) => void;
  errors?: string[];
}) {
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const latest = useLatest(value);

  const pick = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    if (file.size === 0) return setError('빈 파일은 올릴 수 없습니다.');
    if (file.size > RULE.maxBytes) return setError(`스크린샷은 ${fileSizeLabel(RULE.maxBytes)}까지 올릴 수 있습니다.`);
    if (file.type && !file.type.startsWith('image/')) return setError('사진만 올릴 수 있습니다.');
    setError(null);
    setProgress(0);
    onBusy(true);
    try {
      // Loaded with the first picture she picks: the sender stays out of the page's first load.
      const { uploadFile } = await import('@/components/ui/upload');
      const saved = await uploadFile<Attachment>(
        urlOf(filesEndpoints.upload, { query: { purpose: 'feedback-screenshot' } }),
        file,
        file.name,
        {
          onProgress: (sent, total) => setProgress(Math.min(99, Math.floor((sent / total) * 100))),
        },
      );
      onChange([...latest.current, { id: saved.id, name: saved.name, size: saved.size }]);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : '파일을 올리지 못했습니다. 잠시 후 다시 시도해 주세요.');
    } finally {
      setProgress(null);
      onBusy(false);
    }
  };

  return (
    <fieldset className={styles.field} id={id} aria-describedby={`${id}-hint`}>
      <legend className={styles.label}>스크린샷 (선택)</legend>
      <p id={`${id}-hint`} className={styles.hint}>
        화면을 찍어 두셨다면 {RULE.maxPerRecord}장까지 붙여 주세요.
      </p>
      {value.map((f) => (
        <div key={f.id} className={styles.fileRow}>
          <span className={styles.fileName}>{f.name}</span>
          <span className={styles.fileSize}>{fileSizeLabel(f.size)}</span>
          <button
            type="button"
            className={styles.removeFile}
            aria-label={`${f.name} 빼기`}
            onClick={() => onChange(value.filter((x) => x.id !== f.id))}
          >
            빼기
          </button>
        </div>
      ))}
      {progress !== null ? (
        <div role="status">
          <span className={styles.hint}>올리는 중… {progress}%</span>
          <progress className={styles.progress} max={100} value={progress} aria-label="스크린샷 올리는 중" />
        </div>
      ) : (
        value.length < RULE.maxPerRecord && (
          <label className={styles.filePick}>
            사진 고르기
            <input ref={input} type="file" name="screenshot" accept="image/*" onChange={(e) => void pick(e.target.files?.[0])} />
          </label>
        )
      )}
      <FieldError id={`${id}-error`} errors={error ? [error] : errors} />
    </fieldset>
  );
}
