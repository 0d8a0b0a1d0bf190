'use client';
import { sickNoteFileRule } from '@portal/contract/vacations-labels';
import type { Attachment } from '@portal/contract';
import { urlOf } from '@portal/contract/endpoint';
import { filesEndpoints } from '@portal/contract/endpoints/files';
import { useRef, useState } from 'react';
import { useLatest } from '@/lib/use-latest';
import { FieldError } from '@/components/ui/form/field-error';
import { uploadFile } from '@/components/ui/upload';
import { ApiError } from '@/lib/api-client';
import { fileSizeLabel } from '../messages';
import styles from './vacations.module.css';

/** What the form keeps of an uploaded note (it survives a reload with the draft). */
export type NoteRef = Pick<Attachment, 'id' | 'name' | 'size'>;

const RULE = sickNoteFileRule;
const TOO_BIG = `진단서는 ${fileSizeLabel(RULE.maxBytes)}까지 올릴 수 있습니다.`;
const WRONG_TYPE = '사진이나 PDF만 올릴 수 있습니다.';

/** A quick look before sending; the server reads the bytes and decides. */
function precheck(file: File): string | null {
  if (file.size === 0) return '빈 파일은 올릴 수 없습니다.';
  if (file.size > RULE.maxBytes) return TOO_BIG;
  if (file.type && !file.type.startsWith('image/') && file.type !== 'application/pdf') return WRONG_TYPE;
  return null;
}

/**
 * The doctor's note of a 병가: take a photo or pick a photo or PDF, watch it upload, remove it. The
 * file is uploaded at once; the request carries its id.
 */
export function SickNoteField({
  id,
  value,
  onChange,
  onBusy,
  errors,
}: {
  id: string;
  value: readonly NoteRef[];
  onChange: (next: NoteRef[]) => void;
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
    const problem = precheck(file);
    setError(problem);
    if (problem) return;
    setProgress(0);
    onBusy(true);
    try {
      const saved = await uploadFile<Attachment>(urlOf(filesEndpoints.upload, { query: { purpose: 'sick-note' } }), file, file.name, {
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

  const full = value.length >= RULE.maxPerRecord;
  return (
    <fieldset className={styles.field} id={id} aria-describedby={`${id}-hint`}>
      <legend className={styles.fieldLabel}>진단서 (선택)</legend>
      <p id={`${id}-hint`} className={styles.hint}>
        진단서나 처방전을 찍어 올려 주세요. 사진이나 PDF, {fileSizeLabel(RULE.maxBytes)}까지 올릴 수 있습니다.
      </p>
      {value.map((f) => (
        <div key={f.id} className={styles.fileRow}>
          <span className={styles.noteName}>{f.name}</span>
          <span className={styles.noteSize}>{fileSizeLabel(f.size)}</span>
          <button
            type="button"
            className={styles.removeFile}
            aria-label={`${f.name} 삭제`}
            onClick={() => onChange(value.filter((x) => x.id !== f.id))}
          >
            삭제
          </button>
        </div>
      ))}
      {progress !== null ? (
        <div role="status">
          <span className={styles.hint}>올리는 중… {progress}%</span>
          <progress className={styles.progress} max={100} value={progress} aria-label="진단서 올리는 중" />
        </div>
      ) : (
        !full && (
          <label className={styles.filePick}>
            사진 찍기 · 파일 고르기
            <input
              ref={input}
              type="file"
              name="sickNote"
              accept="image/*,application/pdf"
              onChange={(e) => void pick(e.target.files?.[0])}
            />
          </label>
        )
      )}
      <FieldError id={`${id}-error`} errors={error ? [error] : errors} />
    </fieldset>
  );
}
