'use client';
import type { Attachment } from '@portal/contract';
import { urlOf } from '@portal/contract/endpoint';
import { filesEndpoints } from '@portal/contract/endpoints/files';
import { inquiryAnswerFileRule, inquiryAttachmentFileRule } from '@portal/contract/inquiries-labels';
import { useEffect, useRef, useState } from 'react';
import { FieldError } from '@/components/ui/form/field-error';
import { ApiError } from '@/lib/api-client';
import { fileSizeLabel } from '../messages';
import { styles } from './styles';

/** What a form keeps of an uploaded file (it survives a reload with the draft). */
export type FileRef = Pick<Attachment, 'id' | 'name' | 'size'>;

type Purpose = 'inquiry-attachment' | 'inquiry-answer-attachment';

const RULES = { 'inquiry-attachment': inquiryAttachmentFileRule, 'inquiry-answer-attachment': inquiryAnswerFileRule } as const;

/** The `accept` of the picker, matching the purpose's rules (the server checks the bytes anyway). */
const ACCEPT: Record<Purpose, string> = {
  'inquiry-attachment': 'image/*,application/pdf,.pdf',
  'inquiry-answer-attachment': 'image/*,application/pdf,.pdf,.hwp,.hwpx,.docx,.xlsx,.pptx,.zip',
};

/** Files uploaded as they are picked (up to the purpose's number); the form sends their ids. */
export function FilesField({
  id,
  purpose,
  label,
  hint,
  value,
  onChange,
  onBusy,
  errors,
}: {
  id: string;
  purpose: Purpose;
  label: string;
  hint: string;
  value: readonly FileRef[];
  onChange: (next: FileRef[]) => void;
  onBusy: (busy: boolean) => void;
  errors?: string[];
}) {
  const rule = RULES[purpose];
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  // The list as it is when an upload ends, not as it was when it began: a file she took out meanwhile
  // stays out (it came back, an audit on a slow network). Written here, not with lib's useLatest: a
  // module more put /contactus/new 2 B past its first-load budget.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  });

  const pick = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    if (file.size === 0) return setError('빈 파일은 올릴 수 없습니다.');
    if (file.size > rule.maxBytes) return setError(`파일은 ${fileSizeLabel(rule.maxBytes)}까지 올릴 수 있습니다.`);
    setError(null);
    setProgress(0);
    onBusy(true);
    try {
      // Loaded with the first file she picks: the sender stays out of the page's first load.
      const { uploadFile } = await import('@/components/ui/upload');
      const saved = await uploadFile<Attachment>(urlOf(filesEndpoints.upload, { query: { purpose } }), file, file.name, {
        onProgress: (sent, total) => setProgress(Math.min(99, Math.floor((sent / total) * 100))),
      });
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
      <legend className={styles.label}>{label}</legend>
      <p id={`${id}-hint`} className={styles.hint}>
        {hint} {rule.accepts}, {rule.maxPerRecord}개까지 올릴 수 있습니다.
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
          <progress className={styles.progress} max={100} value={progress} aria-label="파일 올리는 중" />
        </div>
      ) : (
        value.length < rule.maxPerRecord && (
          <label className={styles.filePick}>
            파일 고르기
            <input ref={input} type="file" name={purpose} accept={ACCEPT[purpose]} onChange={(e) => void pick(e.target.files?.[0])} />
          </label>
        )
      )}
      <FieldError id={`${id}-error`} errors={error ? [error] : errors} />
    </fieldset>
  );
}
