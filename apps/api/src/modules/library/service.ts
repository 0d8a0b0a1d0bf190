import type { Attachment, CreateLibraryItemInput, LibraryItem, Paged, PageQuery, UpdateLibraryItemInput } from '@portal/contract';
import { AppError } from '../../http/errors';
import { pageWindow, toPage } from '../../http/paging';
import type { Caller } from '../../http/route';
import type { FilesService } from '../files/service';
import type { LibraryRepository, LibraryView } from './repository';

const PURPOSE = 'library-file';

/**
 * 자료실: staff share a file they uploaded (purpose `library-file`) with a title, a category and a
 * description; every signed-in student, parent and staff member lists, searches and downloads them.
 */
export function libraryService(repo: LibraryRepository, files: Pick<FilesService, 'attach' | 'attachedTo' | 'release'>) {
  /** Items as the contract shows them, each with its file (one query per page). */
  async function present(rows: LibraryView[]): Promise<LibraryItem[]> {
    const byItem = rows.length
      ? await files.attachedTo(
          PURPOSE,
          rows.map((r) => r.item.id),
        )
      : new Map<number, Attachment[]>();
    return rows.flatMap(({ item, uploaderName }) => {
      const file = byItem.get(item.id)?.[0];
      // An item is created with its file in one transaction: one without is not shown.
      if (!file) return [];
      return [
        {
          id: item.id,
          title: item.title,
          category: item.category,
          description: item.description,
          file,
          uploadedBy: uploaderName ?? '선생님',
          createdAt: item.createdAt.toISOString(),
          updatedAt: item.updatedAt.toISOString(),
        },
      ];
    });
  }

  async function get(id: number): Promise<LibraryItem> {
    const found = await repo.findById(id);
    const [item] = found ? await present([found]) : [];
    if (!item) throw new AppError('NOT_FOUND');
    return item;
  }

  return {
    /** Whether the item exists: every signed-in person may open a shared file. */
    async canSee(_caller: Caller, id: number): Promise<boolean> {
      return !!(await repo.findById(id));
    },

    /** The list, newest first, filtered by category and search words. */
    async list(query: PageQuery & { category?: LibraryItem['category']; q?: string }): Promise<Paged<LibraryItem>> {
      return toPage(await present(await repo.list({ category: query.category, q: query.q }, pageWindow(query))), query);
    },

    get,

    /** Staff share an upload of theirs; it must be fresh and unattached, or nothing is shared (404). */
    async create(caller: Caller, input: CreateLibraryItemInput): Promise<LibraryItem> {
      const row = await repo.transaction(async (r, tx) => {
        const inserted = await r.insert({
          title: input.title,
          category: input.category,
          description: input.description,
          uploadedBy: caller.id,
        });
        await files.attach(tx, { ids: [input.attachmentId], ownerId: caller.id, purpose: PURPOSE, recordId: inserted.id });
        return inserted;
      });
      return get(row.id);
    },

    /**
     * Staff rename, refile or describe an item again. Made from an older version (another teacher saved
     * it since she opened 수정), it is refused instead of silently undoing theirs.
     */
    async update(id: number, input: UpdateLibraryItemInput): Promise<LibraryItem> {
      if (!(await repo.update(id, input, input.updatedAt)))
        throw new AppError(input.updatedAt && (await repo.findById(id)) ? 'EDIT_CONFLICT' : 'NOT_FOUND');
      return get(id);
    },

    /** Staff remove an item; its file is let go in the same transaction (nobody can download it then). */
    async remove(id: number): Promise<void> {
      await repo.transaction(async (r, tx) => {
        if (!(await r.remove(id))) throw new AppError('NOT_FOUND');
        await files.release(tx, PURPOSE, id);
      });
    },
  };
}
export type LibraryService = ReturnType<typeof libraryService>;
