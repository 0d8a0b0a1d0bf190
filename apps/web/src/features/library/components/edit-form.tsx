'use client';
import type { LibraryItem, UpdateLibraryItemInput } from '@portal/contract';
import { libraryEndpoints } from '@portal/contract/endpoints/library';
import { Button } from '@/components/ui/button';
import { FormActions } from '@/components/ui/form/form-actions';
import { useForm } from '@/components/ui/form/use-form';
import { useUpdateLibraryItem } from '../api/queries';
import { editDraftKey } from '../messages';
import { LibraryItemFields, type ItemFields } from './library-item-fields';
import styles from './library.module.css';

/** `updatedAt`: the version of the item the edit is made from. */
type EditFields = ItemFields & { updatedAt: string };

/**
 * Staff: change the title, category or description of a shared file (loaded when 수정 is tapped). A save
 * made over another teacher's since is refused; the list read again, her changed fields stay over theirs.
 */
export function EditForm({ item, onClose }: { item: LibraryItem; onClose: () => void }) {
  const update = useUpdateLibraryItem();
  const form = useForm<EditFields, UpdateLibraryItemInput>({
    draftKey: editDraftKey(item.id),
    idPrefix: `library-edit-${item.id}`,
    initial: { title: item.title, category: item.category, description: item.description, updatedAt: item.updatedAt },
    versionField: 'updatedAt',
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
      <FormActions kept={form} label="자료 수정 버튼">
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
      </FormActions>
    </form>
  );
}
