'use client';
import type { LibraryItem, UpdateLibraryItemInput } from '@portal/contract';
import { libraryEndpoints } from '@portal/contract/endpoints/library';
import { Button } from '@/components/ui/button';
import { useForm } from '@/components/ui/form/use-form';
import { useUpdateLibraryItem } from '../api/queries';
import { editDraftKey } from '../messages';
import { LibraryItemFields, type ItemFields } from './library-item-fields';
import styles from './library.module.css';

/** Staff: change the title, category or description of a shared file (loaded when 수정 is tapped). */
export function EditForm({ item, onClose }: { item: LibraryItem; onClose: () => void }) {
  const update = useUpdateLibraryItem();
  const form = useForm<ItemFields, UpdateLibraryItemInput>({
    draftKey: editDraftKey(item.id),
    idPrefix: `library-edit-${item.id}`,
    initial: { title: item.title, category: item.category, description: item.description },
    schema: libraryEndpoints.update,
    submit: async (input) => {
      await update.mutateAsync({ id: item.id, ...input });
    },
    success: { title: '자료를 고쳤습니다.', as: 'toast' },
    onSaved: () => onClose(),
  });
  return (
    <form {...form.form} className={styles.form}>
      <LibraryItemFields form={form} />
      <div className={styles.actions}>
        <Button
          variant="secondary"
          onClick={async () => {
            if (await form.confirmLeave()) {
              form.reset();
              onClose();
            }
          }}
        >
          취소
        </Button>
        <Button type="submit" disabled={form.submitting || !form.dirty}>
          저장
        </Button>
      </div>
    </form>
  );
}
