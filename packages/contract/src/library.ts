import { z } from 'zod';
import { dbText, editVersion, pageQuery } from './common';
import { attachment, attachmentId } from './files';
import { libraryCategories } from './vocabulary';
export { libraryCategories, libraryCategoryLabels, type LibraryCategory } from './vocabulary';

export const libraryCategory = z.enum(libraryCategories, { error: '분류를 선택해 주세요.' });

const title = dbText('제목을 입력해 주세요.')
  .trim()
  .min(1, { error: '제목을 입력해 주세요.' })
  .max(100, { error: '제목은 100자까지 입력할 수 있습니다.' });
const description = dbText('설명을 입력해 주세요.').trim().max(1000, { error: '설명은 1000자까지 입력할 수 있습니다.' });

/** Staff share an uploaded file (purpose `library-file`) with a title, a category and a description. */
export const createLibraryItemInput = z.object({
  title,
  category: libraryCategory,
  description,
  attachmentId: z.string({ error: '파일을 올려 주세요.' }).min(1, { error: '파일을 올려 주세요.' }).pipe(attachmentId),
});
export type CreateLibraryItemInput = z.input<typeof createLibraryItemInput>;

/**
 * Staff change what a shared file is called and where it is filed (the file stays). `updatedAt`: the
 * version the edit was made from; a save over another teacher's since is refused (EDIT_CONFLICT).
 */
export const updateLibraryItemInput = z.object({ title, category: libraryCategory, description, updatedAt: editVersion });
export type UpdateLibraryItemInput = z.infer<typeof updateLibraryItemInput>;

/** The list: newest first, one category or all, and words looked up in titles and descriptions. */
export const libraryListQuery = pageQuery.extend({
  category: libraryCategory.optional(),
  q: dbText().trim().max(50, { error: '검색어는 50자까지 입력할 수 있습니다.' }).optional(),
});
export type LibraryListQuery = z.input<typeof libraryListQuery>;

export const libraryItem = z.object({
  id: z.number().int(),
  title: z.string(),
  category: libraryCategory,
  description: z.string(),
  file: attachment,
  uploadedBy: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type LibraryItem = z.infer<typeof libraryItem>;
