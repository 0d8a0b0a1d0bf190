'use client';
import type { CreateLibraryItemInput } from '@portal/contract';
import { libraryEndpoints } from '@portal/contract/endpoints/library';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormActions } from '@/components/ui/form/form-actions';
import { useForm } from '@/components/ui/form/use-form';
import { useShareLibraryItem } from '../api/queries';
import { LibraryFileField, type FileRef } from './library-file-field';
import { LibraryItemFields, type ItemFields } from './library-item-fields';
import styles from './library.module.css';

type Draft = ItemFields & { file: FileRef | null };

const BLANK: Draft = { title: '', category: '', description: '', file: null };

/** The name without its extension: a first title for a freshly picked file. */
const titleOf = (name: string) => name.replace(/\.[^.]+$/, '');

/** Staff: upload a file, then give it a title, a category and a description, and share it. */
export function ShareForm() {
  const share = useShareLibraryItem();
  const [uploading, setUploading] = useState(false);
  const form = useForm<Draft, CreateLibraryItemInput>({
    draftKey: 'library-share',
    initial: BLANK,
    schema: libraryEndpoints.create,
    toInput: (d) =>
      ({ title: d.title, category: d.category, description: d.description, attachmentId: d.file?.id ?? '' }) as CreateLibraryItemInput,
    submit: async (input, _values, { requestKey }) => {
      await share.mutateAsync({ body: input, key: requestKey });
      return BLANK;
    },
    success: (input) => ({ title: '자료를 올렸습니다.', message: input.title, as: 'toast' }),
  });
  const v = form.values;
  if (!v) return null;
  return (
    <form {...form.form} className={styles.form} aria-labelledby="library-share-heading">
      <h2 id="library-share-heading" className={styles.sectionTitle}>
        자료 올리기
      </h2>
      <LibraryFileField
        id={form.fieldId('attachmentId')}
        value={v.file}
        onBusy={setUploading}
        onChange={(file) =>
          form.set((d) => ({ ...d, file, title: d.title || (file ? titleOf(file.name) : '') }), ['attachmentId', 'title'])
        }
        errors={form.errors.attachmentId}
      />
      <LibraryItemFields form={form} />
      <FormActions kept={form} label="자료 올리기 버튼">
        <Button type="submit" disabled={form.submitting || uploading}>
          {form.submitting ? '올리는 중…' : '자료 올리기'}
        </Button>
      </FormActions>
    </form>
  );
}
