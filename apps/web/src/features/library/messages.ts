import { libraryCategories, libraryCategoryLabels, type LibraryCategory } from '@portal/contract/library-labels';
import type { LibraryFilter } from './api/queries';

export { libraryCategoryLabels };

/** The chips of the list: 전체 first, then each category. */
export const filterOptions: { value: LibraryFilter; label: string }[] = [
  { value: 'all', label: '전체' },
  ...libraryCategories.map((c: LibraryCategory) => ({ value: c, label: libraryCategoryLabels[c] })),
];

export { fileSizeLabel } from '@/lib/file-size';

/** A short word for the kind of file, from its name. */
export function fileKindLabel(name: string): string {
  const ext = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
  const kinds: Record<string, string> = {
    pdf: 'PDF',
    hwp: '한글',
    hwpx: '한글',
    docx: '워드',
    xlsx: '엑셀',
    pptx: 'PPT',
    zip: 'ZIP',
    jpg: '사진',
    png: '사진',
    webp: '사진',
    mp3: 'MP3',
  };
  return kinds[ext] ?? '파일';
}

/** The draft key of a library item's edit form (a page opens the form at once when it is kept). */
export const editDraftKey = (id: number) => `library-edit:${id}`;
