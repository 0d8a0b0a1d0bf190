'use client';
import type { Attachment, StaffNotice } from '@portal/contract';
import { seoulDate, seoulInstant, seoulTime } from '@portal/contract/dates';
import { urlOf } from '@portal/contract/endpoint';
import { filesEndpoints } from '@portal/contract/endpoints/files';
import { noticesEndpoints } from '@portal/contract/endpoints/notices';
import {
  noticeAudienceLabels,
  noticeAudiences,
  noticeCategories,
  noticeCategoryLabels,
  type NoticeAudience,
  type NoticeCategory,
  noticeAttachmentFileRule,
} from '@portal/contract/notices-labels';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/form/field-error';
import { FormActions } from '@/components/ui/form/form-actions';
import { useForm } from '@/components/ui/form/use-form';
import { ErrorState } from '@/components/ui/states/error-state';
import { Skeleton } from '@/components/ui/states/skeleton';
import { uploadFile } from '@/components/ui/upload';
import { ApiError } from '@/lib/api-client';
import { useNoticeClasses, useSaveNotice, useStaffNotice, type SaveNoticeBody } from '../api/queries';
import { fileSizeLabel, NOTICE_FORM_DRAFT } from '../messages';
import { RichEditor } from './rich-editor';
import staff from './staff-notices.module.css';

type FileRef = Pick<Attachment, 'id' | 'name' | 'size'>;
type Draft = {
  category: NoticeCategory | null;
  audience: NoticeAudience;
  className: string;
  title: string;
  bodyHtml: string;
  pinned: boolean;
  /** Publish later (a scheduled notice), at `date` `time` (Seoul). */
  schedule: boolean;
  date: string;
  time: string;
  files: FileRef[];
  /** The saved notice's version (its updatedAt) the edit is made from. */
  version?: string;
};

const RULE = noticeAttachmentFileRule;
const ACCEPT = '.pdf,.hwp,.hwpx,.doc,.xls,.ppt,.docx,.xlsx,.pptx,.zip,image/jpeg,image/png,image/webp';

/** The words of the editor's HTML (a check before sending; the server cleans and checks again). */
const bodyText = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim();

const blank = (): Draft => ({
  category: null,
  audience: 'all',
  className: '',
  title: '',
  bodyHtml: '',
  pinned: false,
  schedule: false,
  date: seoulDate(undefined, 1),
  time: '09:00',
  files: [],
});

const fromNotice = (n: StaffNotice): Draft => ({
  category: n.category,
  audience: n.audience,
  className: n.className ?? '',
  title: n.title,
  bodyHtml: n.bodyHtml,
  pinned: n.pinned,
  schedule: n.status === 'scheduled',
  date: seoulDate(n.publishAt),
  time: seoulTime(n.publishAt),
  files: n.attachments.map((a) => ({ id: a.id, name: a.name, size: a.size })),
  version: n.updatedAt,
});

/** A new notice, or an edit of one (its saved values loaded first). */
export function NoticeForm({ id, onDone }: { id: number | null; onDone: () => void }) {
  const existing = useStaffNotice(id);
  if (id != null && existing.isPending) return <Skeleton rows={5} label="공지를 불러오는 중입니다" />;
  if (id != null && existing.isError) return <ErrorState onRetry={() => existing.refetch()}>공지를 불러오지 못했습니다.</ErrorState>;
  return <Editor id={id} saved={existing.data} onDone={onDone} />;
}

function Editor({ id, saved, onDone }: { id: number | null; saved: StaffNotice | undefined; onDone: () => void }) {
  const save = useSaveNotice();
  const classes = useNoticeClasses();
  const [uploading, setUploading] = useState(false);
  const published = saved?.status === 'published';
  const form = useForm<Draft, SaveNoticeBody>({
    draftKey: `${NOTICE_FORM_DRAFT}:${id ?? 'new'}`,
    idPrefix: 'notice',
    initial: saved ? fromNotice(saved) : blank(),
    versionField: 'version',
    schema: noticesEndpoints.create,
    toInput: (d) => ({
      category: d.category ?? undefined,
      title: d.title,
      bodyHtml: d.bodyHtml,
      audience: d.audience,
      className: d.audience === 'class' ? d.className || undefined : undefined,
      pinned: d.pinned,
      publishAt: !published && d.schedule ? (seoulInstant(d.date, d.time) ?? undefined) : undefined,
      attachmentIds: d.files.map((f) => f.id),
      updatedAt: d.version,
    }),
    check: (d) => ({
      // An editor left with empty lines holds markup but no words.
      bodyHtml: bodyText(d.bodyHtml) ? undefined : ['내용을 입력해 주세요.'],
      // Said with the other messages (the schema's rule runs only once the rest is right).
      className: d.audience === 'class' && !d.className ? ['공지할 반을 선택해 주세요.'] : undefined,
      publishAt: !published && d.schedule && !seoulInstant(d.date, d.time) ? ['예약 일시를 선택해 주세요.'] : undefined,
    }),
    confirm: (_data, d) =>
      id == null && !d.schedule
        ? {
            title: '공지를 올릴까요?',
            message: '올리면 바로 대상에게 알림이 갑니다.',
            confirmLabel: '올리기',
          }
        : null,
    submit: async (body, _values, { requestKey }) => {
      await save.mutateAsync({ id, body, key: requestKey });
    },
    success: (_data, d) => ({
      as: 'toast',
      title: !published && d.schedule ? '공지를 예약했습니다.' : id == null ? '공지를 올렸습니다.' : '공지를 고쳤습니다.',
    }),
    onSaved: () => onDone(),
  });
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);

  if (!form.values) return null;
  const d = form.values;
  const errors = form.errors;

  const pick = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    if (file.size === 0) return setFileError('빈 파일은 올릴 수 없습니다.');
    if (file.size > RULE.maxBytes) return setFileError(`첨부파일은 ${fileSizeLabel(RULE.maxBytes)}까지 올릴 수 있습니다.`);
    setFileError(null);
    setProgress(0);
    setUploading(true);
    try {
      const up = await uploadFile<Attachment>(urlOf(filesEndpoints.upload, { query: { purpose: 'notice-attachment' } }), file, file.name, {
        onProgress: (sent, total) => setProgress(Math.min(99, Math.floor((sent / total) * 100))),
      });
      form.set((v) => ({ ...v, files: [...v.files, { id: up.id, name: up.name, size: up.size }] }), ['attachmentIds']);
    } catch (e) {
      setFileError(e instanceof ApiError ? e.message : '파일을 올리지 못했습니다. 잠시 후 다시 시도해 주세요.');
    } finally {
      setProgress(null);
      setUploading(false);
    }
  };

  const cancel = async () => {
    if (await form.confirmLeave()) {
      form.reset();
      onDone();
    }
  };

  const full = d.files.length >= RULE.maxPerRecord;
  return (
    <form {...form.form} className={staff.form} aria-labelledby="notice-form-title">
      <h2 id="notice-form-title" className={staff.formTitle}>
        {id == null ? '새 공지' : '공지 수정'}
      </h2>

      <fieldset className={staff.field} {...form.field('category')}>
        <legend className={staff.label}>분류</legend>
        <div className={staff.options}>
          {noticeCategories.map((c) => (
            <label key={c} className={staff.option}>
              <input type="radio" name="category" checked={d.category === c} onChange={() => form.set({ category: c })} />
              {noticeCategoryLabels[c]}
            </label>
          ))}
        </div>
        <FieldError id={form.errorId('category')} errors={errors.category} />
      </fieldset>

      <fieldset className={staff.field} {...form.field('audience')}>
        <legend className={staff.label}>공지 대상</legend>
        <div className={staff.options}>
          {noticeAudiences.map((a) => (
            <label key={a} className={staff.option}>
              <input
                type="radio"
                name="audience"
                checked={d.audience === a}
                onChange={() => form.set({ audience: a }, ['audience', 'className'])}
              />
              {a === 'class' ? '반 지정' : noticeAudienceLabels[a]}
            </label>
          ))}
        </div>
        <FieldError id={form.errorId('audience')} errors={errors.audience} />
      </fieldset>
      {d.audience === 'class' && (
        <div className={staff.field}>
          <label htmlFor={form.fieldId('className')} className={staff.label}>
            반
          </label>
          <select
            {...form.field('className')}
            className={staff.select}
            value={d.className}
            onChange={(e) => form.set({ className: e.target.value })}
          >
            <option value="">반을 골라 주세요</option>
            {(classes.data?.results ?? []).map((c) => (
              <option key={c.name} value={c.name}>
                {c.name} (학생 {c.students}명)
              </option>
            ))}
          </select>
          <p className={staff.hint}>그 반 학생과 보호자님이 함께 봅니다.</p>
          <FieldError id={form.errorId('className')} errors={errors.className} />
        </div>
      )}

      <div className={staff.field}>
        <label htmlFor={form.fieldId('title')} className={staff.label}>
          제목
        </label>
        <input
          {...form.field('title')}
          className={staff.input}
          value={d.title}
          maxLength={100}
          placeholder="예) 12월 정기휴가 일정 안내"
          onChange={(e) => form.set({ title: e.target.value })}
        />
        <FieldError id={form.errorId('title')} errors={errors.title} />
      </div>

      <div className={staff.field}>
        <span id="notice-body-label" className={staff.label}>
          내용
        </span>
        <RichEditor
          id={form.fieldId('bodyHtml')}
          labelledBy="notice-body-label"
          value={d.bodyHtml}
          onChange={(bodyHtml) => form.set({ bodyHtml })}
          invalid={!!errors.bodyHtml}
          describedBy={errors.bodyHtml ? form.errorId('bodyHtml') : undefined}
        />
        <FieldError id={form.errorId('bodyHtml')} errors={errors.bodyHtml} />
      </div>

      <fieldset className={staff.field} id={form.fieldId('attachmentIds')}>
        <legend className={staff.label}>첨부파일 (선택)</legend>
        <p className={staff.hint}>
          PDF, 한글, 워드, 엑셀, 파워포인트, ZIP, 사진 · 한 파일 {fileSizeLabel(RULE.maxBytes)}까지 · {RULE.maxPerRecord}개까지
        </p>
        {d.files.map((f) => (
          <div key={f.id} className={staff.fileRow}>
            <span className={staff.fileName}>{f.name}</span>
            <span className={staff.muted}>{fileSizeLabel(f.size)}</span>
            <button
              type="button"
              className={staff.removeFile}
              aria-label={`${f.name} 빼기`}
              onClick={() => form.set((v) => ({ ...v, files: v.files.filter((x) => x.id !== f.id) }), ['attachmentIds'])}
            >
              빼기
            </button>
          </div>
        ))}
        {progress !== null ? (
          <div role="status">
            <span className={staff.hint}>올리는 중… {progress}%</span>
            <progress className={staff.progress} max={100} value={progress} aria-label="첨부파일 올리는 중" />
          </div>
        ) : (
          !full && (
            <label className={staff.filePick}>
              파일 고르기
              <input ref={input} type="file" name="noticeFile" accept={ACCEPT} onChange={(e) => void pick(e.target.files?.[0])} />
            </label>
          )
        )}
        <FieldError id={form.errorId('attachmentIds')} errors={fileError ? [fileError] : errors.attachmentIds} />
      </fieldset>

      <label className={staff.option}>
        <input type="checkbox" checked={d.pinned} onChange={(e) => form.set({ pinned: e.target.checked })} />
        목록 맨 위에 고정
      </label>

      {!published && (
        <fieldset className={staff.field} {...form.field('publishAt')}>
          <legend className={staff.label}>게시 시점</legend>
          <div className={staff.options}>
            <label className={staff.option}>
              <input type="radio" name="schedule" checked={!d.schedule} onChange={() => form.set({ schedule: false }, ['publishAt'])} />
              바로 올리기
            </label>
            <label className={staff.option}>
              <input type="radio" name="schedule" checked={d.schedule} onChange={() => form.set({ schedule: true }, ['publishAt'])} />
              예약하기
            </label>
          </div>
          {d.schedule && (
            <div className={staff.dateTime}>
              <label>
                <span className={staff.srOnly}>예약 날짜</span>
                <input
                  type="date"
                  className={staff.input}
                  value={d.date}
                  min={seoulDate()}
                  onChange={(e) => form.set({ date: e.target.value }, ['publishAt'])}
                />
              </label>
              <label>
                <span className={staff.srOnly}>예약 시간</span>
                <input
                  type="time"
                  className={staff.input}
                  value={d.time}
                  step={600}
                  onChange={(e) => form.set({ time: e.target.value }, ['publishAt'])}
                />
              </label>
            </div>
          )}
          <p className={staff.hint}>
            {d.schedule ? '예약한 시각에 공개되고, 그때 대상에게 알림이 갑니다.' : '저장하면 바로 공개되고 대상에게 알림이 갑니다.'}
          </p>
          <FieldError id={form.errorId('publishAt')} errors={errors.publishAt} />
        </fieldset>
      )}

      <FormActions kept={form}>
        <Button variant="secondary" onClick={cancel}>
          취소
        </Button>
        <Button type="submit" disabled={form.submitting || uploading}>
          {form.submitting ? '저장 중…' : id == null ? (d.schedule ? '예약하기' : '올리기') : '저장하기'}
        </Button>
      </FormActions>
    </form>
  );
}
