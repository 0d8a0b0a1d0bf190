import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { transactional, type Db } from '../../db/client';
import { libraryItems, users } from '../../db/schema';
import { holdsWord, likePattern, searchWords } from '../../db/search';
import { atVersion } from '../../db/versions';

export type LibraryRow = typeof libraryItems.$inferSelect;
export type LibraryView = { item: LibraryRow; uploaderName: string | null };
type Category = LibraryRow['category'];

/** `%`, `_` and `\` in a search word match themselves. */

function libraryQueries(db: Db) {
  const select = (where: SQL | undefined) =>
    db
      .select({ item: libraryItems, uploaderName: users.name })
      .from(libraryItems)
      .leftJoin(users, eq(users.id, libraryItems.uploadedBy))
      .where(where);

  return {
    async findById(id: number): Promise<LibraryView | undefined> {
      const [row] = await select(eq(libraryItems.id, id)).limit(1);
      return row;
    },

    /** Newest first, in one category or all, with every word of `q` in the title or the description. */
    async list(filter: { category?: Category; q?: string }, page: { limit: number; offset: number }): Promise<LibraryView[]> {
      const words = searchWords(filter.q);
      const where = and(
        filter.category ? eq(libraryItems.category, filter.category) : undefined,
        ...words.map((w) => or(holdsWord(libraryItems.title, w), ilike(libraryItems.description, likePattern(w)))),
      );
      return select(where).orderBy(desc(libraryItems.createdAt), desc(libraryItems.id)).limit(page.limit).offset(page.offset);
    },

    async insert(values: typeof libraryItems.$inferInsert) {
      const [row] = await db.insert(libraryItems).values(values).returning();
      return row!;
    },

    /** The row changed; none when there is no such item, or (made from the version `basedOn`) it has been changed since. */
    async update(id: number, values: Pick<LibraryRow, 'title' | 'category' | 'description'>, basedOn: string | undefined) {
      const [row] = await db
        .update(libraryItems)
        .set({ title: values.title, category: values.category, description: values.description, updatedAt: sql`now()` })
        .where(and(eq(libraryItems.id, id), atVersion(libraryItems.updatedAt, basedOn)))
        .returning();
      return row;
    },

    /** Answers whether a row was removed. */
    async remove(id: number) {
      const rows = await db.delete(libraryItems).where(eq(libraryItems.id, id)).returning({ id: libraryItems.id });
      return rows.length > 0;
    },
  };
}

/** The module's queries, and `transaction` to run several of them (and the files module's attach) at once. */
export function libraryRepository(db: Db) {
  return { ...libraryQueries(db), transaction: transactional(db, libraryQueries) };
}
export type LibraryRepository = ReturnType<typeof libraryRepository>;
