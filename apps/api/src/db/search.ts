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

/** The 19 initial consonants, in the order Unicode composes Hangul syllables (가 = 0xAC00, 588 per initial). */
const INITIALS = 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ';

/** A word of initial consonants only (ㄱㅎㄹ): the 초성 search Korean keyboards make quick. */
export const isInitials = (word: string) => /^[ㄱ-ㅎ]+$/.test(word);

/**
 * `column`'s initial consonants hold `word` (김하린 → ㄱㅎㄹ), spaces ignored. Computed in the query:
 * names are short and a centre's lists are hundreds of rows.
 */
export const holdsInitials = (column: AnyColumn | SQL, word: string): SQL =>
  sql`(select string_agg(case when ascii(t.c) between 44032 and 55203
      then substr(${INITIALS}::text, (ascii(t.c) - 44032) / 588 + 1, 1) else t.c end, '' order by t.i)
    from unnest(string_to_array(replace(${column}, ' ', ''), null)) with ordinality as t(c, i)) like ${likePattern(word)}`;
