import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** A LIKE pattern that finds `text` anywhere, its `%`, `_` and `\` taken as they are (`_` found every name). */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The words of a search box: what she typed, split at spaces. */
export const searchWords = (q: string | undefined) => (q ?? '').split(/\s+/).filter(Boolean);

/**
 * `column` holds `word` whatever the spacing on either side: Korean is spaced loosely, and "학사일정"
 * did not find "12월 학사 일정 안내" (an audit).
 */
export const holdsWord = (column: AnyColumn | SQL, word: string): SQL =>
  sql`replace(${column}, ' ', '') ilike ${likePattern(word.replace(/ /g, ''))}`;
