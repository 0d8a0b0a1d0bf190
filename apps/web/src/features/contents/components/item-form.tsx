'use client';
import type { Attachment, ContentItem, SaveContentItemInput } from '@portal/contract';
import {
  contentCategories,
  contentKinds,
  type ContentCategory,
  type ContentKind,
  contentCoverFileRule,
} from '@portal/contract/contents-labels';
import { urlOf } from '@portal/contract/endpoint';
import { contentsStaffEndpoints } from '@portal/contract/endpoints/contents-staff';
import { filesEndpoints } from '@portal/contract/endpoints/files';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Chips } from '@/components/ui/chips/chips';
import { FieldError } from '@/components/ui/form/field-error';
import { useForm } from '@/components/ui/form/use-form';
import { uploadFile } from '@/components/ui/upload';
import { ApiError } from '@/lib/api-client';
import { fileSizeLabel } from '@/lib/file-size';
import { useSaveItem } from '../api/staff-queries';
import { contentCategoryLabels, contentKindLabels, itemDraftKey } from '../messages';
import { Cover } from './cover';
import styles from './contents.module.css';

type Draft = {
  title: string;
  category: ContentCategory | '';
  kind: ContentKind | '';
  author: string;
  summary: string;
  description: string;
  /** Typed as text; a number when sent. */
  price: string;
  onSale: boolean;
  coverId: string | null;
};

const RULE = contentCoverFileRule;

const draftOf = (item?: ContentItem): Draft =>
  item
    ? { ...item, price: String(item.price), coverId: item.coverId }
    : { title: '', category: '', kind: '', author: '', summary: '', description: '', price: '', onSale: true, coverId: null };

/** Staff: add an item to the catalogue or change one (title, subject, kind, price, cover, on sale). */
export function ItemForm({ item, onClose }: { item?: ContentItem; onClose: () => void }) {
  const save = useSaveItem();
  const [uploading, setUploading] = useState(false);
  const [coverError, setCoverError] = useState<string | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const form = useForm<Draft, SaveContentItemInput>({
    draftKey: itemDraftKey(item?.id ?? 'new'),
    idPrefix: `content-item-${item?.id ?? 'new'}`,
    initial: draftOf(item),
    schema: item ? contentsStaffEndpoints.updateItem : contentsStaffEndpoints.createItem,
    toInput: (d) => ({
      ...d,
      price: d.price.trim() === '' ? undefined : Number(d.price.replace(/[,\s원]/g, '')),
      coverId: d.coverId,
    }),
    check: (d) => ({
      price:
        d.price.trim() === ''
          ? ['가격을 입력해 주세요.']
          : !/^\d[\d,]*\s*원?$/.test(d.price.trim())
            ? ['가격을 숫자로 입력해 주세요.']
            : undefined,
    }),
    submit: async (input, _values, { requestKey }) => {
      await save.mutateAsync({ ...input, id: item?.id, key: requestKey });
    },
    onSaved: () => onClose(),
    success: (input) => ({ title: item ? '콘텐츠를 고쳤습니다.' : '콘텐츠를 등록했습니다.', message: input.title, as: 'toast' }),
  });
  // Opened from an item far down the list: bring the form into view.
  const formRef = form.form.ref;
  useEffect(() => {
    formRef.current?.scrollIntoView?.({ block: 'start' });
  }, [formRef]);
  const v = form.values;
  if (!v) return null;
  const set = (patch: Partial<Draft>) => form.set(patch);

  const pick = async (file: File | undefined) => {
    if (picker.current) picker.current.value = '';
    if (!file) return;
    if (file.size > RULE.maxBytes) return setCoverError(`표지 사진은 ${fileSizeLabel(RULE.maxBytes)}까지 올릴 수 있습니다.`);
    setCoverError(null);
    setUploading(true);
    try {
      const saved = await uploadFile<Attachment>(urlOf(filesEndpoints.upload, { query: { purpose: 'content-cover' } }), file, file.name);
      form.set({ coverId: saved.id }, ['coverId']);
    } catch (e) {
      setCoverError(e instanceof ApiError ? e.message : '사진을 올리지 못했습니다. 잠시 후 다시 시도해 주세요.');
    } finally {
      setUploading(false);
    }
  };

  const text = (name: 'title' | 'author' | 'summary', label: string, max: number) => (
    <div className={styles.field}>
      <label htmlFor={form.fieldId(name)} className={styles.label}>
        {label}
      </label>
      <input
        {...form.field(name)}
        className={styles.input}
        maxLength={max}
        value={v[name]}
        onChange={(e) => set({ [name]: e.target.value })}
      />
      <FieldError id={form.errorId(name)} errors={form.errors[name]} />
    </div>
  );

  return (
    <form {...form.form} className={`${styles.form} ${styles.formCard}`} aria-labelledby="item-form-title">
      <h2 id="item-form-title" className={styles.sectionTitle}>
        {item ? '콘텐츠 수정' : '콘텐츠 등록'}
      </h2>
      {text('title', '제목', 60)}
      <fieldset className={styles.field} {...form.field('category')}>
        <legend className={styles.label}>과목</legend>
        <Chips
          label="과목"
          options={contentCategories.map((c) => ({ value: c, label: contentCategoryLabels[c] }))}
          value={v.category as ContentCategory}
          onChange={(category) => set({ category })}
        />
        <FieldError id={form.errorId('category')} errors={form.errors.category} />
      </fieldset>
      <fieldset className={styles.field} {...form.field('kind')}>
        <legend className={styles.label}>종류</legend>
        <Chips
          label="종류"
          options={contentKinds.map((k) => ({ value: k, label: contentKindLabels[k] }))}
          value={v.kind as ContentKind}
          onChange={(kind) => set({ kind })}
        />
        <FieldError id={form.errorId('kind')} errors={form.errors.kind} />
      </fieldset>
      {text('author', '강사 또는 저자', 30)}
      {text('summary', '한 줄 소개', 80)}
      <div className={styles.field}>
        <label htmlFor={form.fieldId('price')} className={styles.label}>
          가격 (원)
        </label>
        <input
          {...form.field('price')}
          className={styles.input}
          inputMode="numeric"
          placeholder="예: 45000"
          value={v.price}
          onChange={(e) => set({ price: e.target.value })}
        />
        <FieldError id={form.errorId('price')} errors={form.errors.price} />
      </div>
      <div className={styles.field}>
        <label htmlFor={form.fieldId('description')} className={styles.label}>
          설명 (선택)
        </label>
        <textarea
          {...form.field('description')}
          className={styles.textarea}
          rows={4}
          maxLength={2000}
          placeholder="구성, 수강 기간, 배송 안내 등을 적어 주세요."
          value={v.description}
          onChange={(e) => set({ description: e.target.value })}
        />
        <FieldError id={form.errorId('description')} errors={form.errors.description} />
      </div>
      <fieldset className={styles.field} id={form.fieldId('coverId')}>
        <legend className={styles.label}>표지 사진 (선택)</legend>
        <p className={styles.hint}>JPG, PNG, WebP 사진을 {fileSizeLabel(RULE.maxBytes)}까지 올릴 수 있습니다.</p>
        {v.coverId ? (
          <div className={styles.fileRow}>
            <Cover
              coverId={v.coverId}
              category={(v.category || 'korean') as ContentCategory}
              kind={(v.kind || 'lecture') as ContentKind}
              className={styles.thumb}
            />
            <button type="button" className={styles.removeFile} onClick={() => form.set({ coverId: null }, ['coverId'])}>
              표지 빼기
            </button>
          </div>
        ) : uploading ? (
          <p role="status" className={styles.hint}>
            사진을 올리는 중…
          </p>
        ) : (
          <label className={styles.filePick}>
            사진 고르기
            <input ref={picker} type="file" accept=".jpg,.jpeg,.png,.webp" onChange={(e) => void pick(e.target.files?.[0])} />
          </label>
        )}
        <FieldError id={form.errorId('coverId')} errors={coverError ? [coverError] : form.errors.coverId} />
      </fieldset>
      <label className={styles.check}>
        <input type="checkbox" checked={v.onSale} onChange={(e) => set({ onSale: e.target.checked })} />
        판매 중 (학생과 학부모에게 보입니다)
      </label>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          onClick={() => {
            form.reset();
            onClose();
          }}
        >
          닫기
        </Button>
        <Button type="submit" disabled={form.submitting || uploading}>
          {form.submitting ? '저장하는 중…' : item ? '저장' : '등록'}
        </Button>
      </div>
    </form>
  );
}
