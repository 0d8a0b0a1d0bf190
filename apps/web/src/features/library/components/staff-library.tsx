'use client';
import { eulReul } from '@portal/contract/particles';
import type { LibraryItem } from '@portal/contract';
import { lazyComponent } from '@/components/ui/lazy';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useKeptDraft } from '@/components/ui/form/kept-draft';
import { confirmDialog, openModal, showToast } from '@/components/ui/kit';
import { PagedList } from '@/components/ui/paged-list/paged-list';
import { ApiError } from '@/lib/api-client';
import { useLibraryList, useRemoveLibraryItem, type LibraryFilter } from '../api/queries';
import { editDraftKey } from '../messages';
import { LibraryCard } from './library-card';
import { LibraryEmpty } from './library-empty';
import { LibrarySearch } from './library-search';
import { ShareForm } from './share-form';
import styles from './library.module.css';

// The edit form loads when a teacher first taps 수정.
const EditForm = lazyComponent(() => import('./edit-form').then((m) => m.EditForm), {
  ssr: false,
  loading: () => <div className={styles.actions} data-form-loading aria-busy="true" />,
});

/** /staff/library: upload and describe handouts; edit or delete what is shared. */
export function StaffLibrary() {
  const [category, setCategory] = useState<LibraryFilter>('all');
  const [q, setQ] = useState('');
  const list = useLibraryList(category, q);
  return (
    <section className={`${styles.page} ${styles.wide}`} aria-labelledby="staff-library-title">
      <h1 id="staff-library-title" className={styles.title}>
        자료실 관리
      </h1>
      <ShareForm />
      <h2 className={styles.sectionTitle}>올린 자료</h2>
      <LibrarySearch category={category} onCategory={setCategory} q={q} onSearch={setQ} />
      <PagedList
        query={list}
        loadingLabel="자료를 불러오는 중입니다"
        errorText="자료를 불러오지 못했습니다."
        empty={<LibraryEmpty category={category} q={q} onAll={() => setCategory('all')} none="아직 올린 자료가 없습니다." />}
      >
        {(items) => (
          <ul className={styles.list} aria-label="올린 자료 목록">
            {items.map((item) => (
              <li key={item.id}>
                <StaffItem item={item} />
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </section>
  );
}

function StaffItem({ item }: { item: LibraryItem }) {
  const remove = useRemoveLibraryItem();
  const [editing, setEditing] = useState(false);
  const [closed, setClosed] = useState(false);
  // An edit kept from before a reload shows its form again (until it is saved or dropped).
  const kept = useKeptDraft(editDraftKey(item.id)) && !closed;
  const del = async () => {
    if (
      !(await confirmDialog({
        title: '자료를 삭제할까요?',
        message: `${eulReul(`‘${item.title}’`)} 목록에서 지웁니다. 학생과 학부모님은 더 이상 내려받을 수 없습니다.`,
        confirmLabel: '삭제',
      }))
    )
      return;
    try {
      await remove.mutateAsync(item.id);
      showToast({ status: 'success', title: '자료를 삭제했습니다.', description: item.title });
    } catch (err) {
      void openModal({ type: 'failed', message: err instanceof ApiError ? err.message : undefined });
    }
  };
  return (
    <LibraryCard item={item}>
      {editing || kept ? (
        <EditForm
          item={item}
          onClose={() => {
            setEditing(false);
            setClosed(true);
          }}
        />
      ) : (
        <div className={styles.actions}>
          <Button variant="secondary" onClick={del} disabled={remove.isPending} aria-label={`${item.title} 삭제`}>
            삭제
          </Button>
          <Button variant="secondary" onClick={() => setEditing(true)} aria-label={`${item.title} 수정`}>
            수정
          </Button>
        </div>
      )}
    </LibraryCard>
  );
}
