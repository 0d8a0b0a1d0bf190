'use client';
import type { LibraryCategory } from '@portal/contract/library-labels';
import { libraryCategories } from '@portal/contract/library-labels';
import { Chips } from '@/components/ui/chips/chips';
import { FieldError } from '@/components/ui/form/field-error';
import type { FormApi } from '@/components/ui/form/use-form';
import { libraryCategoryLabels } from '../messages';
import styles from './library.module.css';

export type ItemFields = { title: string; category: LibraryCategory | ''; description: string };

/** Title, category and description: shared by the upload form and the edit form. */
export function LibraryItemFields<V extends ItemFields>({ form }: { form: FormApi<V> }) {
  const v = form.values;
  if (!v) return null;
  return (
    <>
      <div className={styles.field}>
        <label htmlFor={form.fieldId('title')} className={styles.label}>
          제목
        </label>
        <input
          {...form.field('title')}
          className={styles.input}
          maxLength={100}
          value={v.title}
          onChange={(e) => form.set({ title: e.target.value } as Partial<V>)}
        />
        <FieldError id={form.errorId('title')} errors={form.errors.title} />
      </div>
      <fieldset className={styles.field} {...form.field('category')}>
        <legend className={styles.label}>분류</legend>
        <Chips
          label="분류"
          options={libraryCategories.map((c) => ({ value: c, label: libraryCategoryLabels[c] }))}
          value={v.category as LibraryCategory}
          onChange={(category) => form.set({ category } as Partial<V>)}
        />
        <FieldError id={form.errorId('category')} errors={form.errors.category} />
      </fieldset>
      <div className={styles.field}>
        <label htmlFor={form.fieldId('description')} className={styles.label}>
          설명 (선택)
        </label>
        <textarea
          {...form.field('description')}
          className={styles.textarea}
          rows={3}
          maxLength={1000}
          placeholder="어떤 자료인지, 어떻게 쓰면 좋은지 적어 주세요."
          value={v.description}
          onChange={(e) => form.set({ description: e.target.value } as Partial<V>)}
        />
        <FieldError id={form.errorId('description')} errors={form.errors.description} />
      </div>
    </>
  );
}
