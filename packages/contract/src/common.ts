import { z } from 'zod';
import { userCategories, type UserCategory } from './vocabulary';
import { isCalendarDate } from './dates';
export type { UserCategory } from './vocabulary';

/** Error body every backend failure answers with; `message` is Korean and fit to show a user. */
export const errorBody = z.object({
  code: z.string(),
  message: z.string(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

/** Paged list envelope: `nextPageToken` is -1 when there is no further page. */
export const paged = <T extends z.ZodType>(item: T) => z.object({ results: z.array(item), nextPageToken: z.number().int() });
export type { Paged } from './vocabulary';

/** A whole list in one answer (no paging): `{ results: [...] }`. */
export const list = <T extends z.ZodType>(item: T) => z.object({ results: z.array(item) });

/** The body of a POST that takes none (an empty JSON object, or nothing at all). */
export const emptyBody = z.object({}).optional();

export { NO_NEXT_PAGE } from './vocabulary';

// ─── What the database can hold ──────────────────────────────────────────────────────────────────
// Every id, text and date a request carries is checked here against what PostgreSQL stores, so that
// a value it would refuse ("integer out of range", "invalid byte sequence", "date out of range") is a
// 400 with a Korean message instead of a failed query. Use these builders wherever such a value
// enters, never a bare z.number() or z.string().

/** The largest `integer` (int4) PostgreSQL holds: every id column. */
export const INT4_MAX = 2_147_483_647;

const BAD_ID = '올바른 번호가 아닙니다.';
export const ID_TOO_BIG = '번호가 너무 큽니다.';

/** A record's id in a JSON body: a whole number from 1 to INT4_MAX. */
export const dbId = (invalid = BAD_ID) =>
  z
    .number({ error: invalid })
    // Checked first: a huge number is also "not an integer" to zod (unsafe), and "too big" says why.
    .max(INT4_MAX, { error: ID_TOO_BIG })
    .int({ error: invalid })
    .min(1, { error: invalid });

/** A record's id in a path or a query string: text that reads as one (`/exams/12/`, `?studentId=3`). */
export const dbIdText = (invalid = BAD_ID) =>
  z.coerce.number({ error: invalid }).max(INT4_MAX, { error: ID_TOO_BIG }).int({ error: invalid }).min(1, { error: invalid });

export const BAD_CHARACTER = '사용할 수 없는 문자가 들어 있습니다.';

/**
 * Text PostgreSQL can store: no NUL (a text column refuses it) and no half of a UTF-16 surrogate
 * pair without the other (it has no UTF-8 form: the driver would write U+FFFD instead).
 */
export function isStorableText(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c === 0) return false;
    if (c >= 0xd800 && c <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      i++;
    } else if (c >= 0xdc00 && c <= 0xdfff) return false;
  }
  return true;
}

/**
 * Characters no one means to type that change how text shows: control characters other than tab and
 * line breaks (a terminal's escape sequences in a log line; NUL stays refused below), and the
 * direction overrides, embeddings and isolates that make "exe.txt" read as "txt.exe" (an audit stored
 * them in a chat message and a notice title). Also what shows as nothing and passed for text (an
 * audit sent a chat bubble of it, and a "5자 이상" inquiry): the zero-width space, word joiner and
 * byte-order mark, and the Hangul fillers (ㅤ, U+3164 and its half-width form), the well-known blank
 * name. The zero-width joiner stays: it holds emoji such as 🙇‍♀️ together.
 */
// eslint-disable-next-line no-control-regex
const INVISIBLE = /[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u200b\u202a-\u202e\u2060\u2066-\u2069\u3164\ufeff\uffa0]/g;
/**
 * Also composed (NFC): text pasted from a Mac's file name or a PDF comes decomposed (ㅎ ㅏ ㄴ for 한),
 * which a search typed on a phone did not find, and whose length counted each letter (an audit).
 */
export const withoutInvisible = (value: string) => value.replace(INVISIBLE, '').normalize('NFC');

/**
 * Any string that is stored or looked up: names, free text, search words, sign-in ids, passwords and
 * tokens. Chain `.trim().min().max()` as usual; `missing` is the message for no string at all. The
 * invisible characters above are dropped and Hangul composed as it is read (pasted text keeps working),
 * NUL and half surrogates refused.
 */
export const dbText = (missing?: string) =>
  z
    .string(missing ? { error: missing } : undefined)
    .overwrite(withoutInvisible)
    .refine(isStorableText, { error: BAD_CHARACTER });

/** A paged list's query with this page size by default: `pageToken` is where the previous page ended. */
export const pageQueryOf = (defaultSize: number) =>
  z.object({
    pageToken: z.coerce
      .number({ error: '페이지 값이 올바르지 않습니다.' })
      .int({ error: '페이지 값이 올바르지 않습니다.' })
      .min(0, { error: '페이지 값이 올바르지 않습니다.' })
      .max(INT4_MAX, { error: '페이지 값이 올바르지 않습니다.' })
      .default(0),
    pageSize: z.coerce
      .number()
      .int()
      .min(1, { error: '한 번에 1개 이상 요청해 주세요.' })
      .max(100, { error: '한 번에 100개까지 요청할 수 있습니다.' })
      .default(defaultSize),
  });

/** Query of every paged list: `pageToken` is the offset the previous page answered. */
export const pageQuery = pageQueryOf(20);
export type PageQuery = z.infer<typeof pageQuery>;

export const userCategory = z.enum(userCategories) satisfies z.ZodType<UserCategory>;

export const idParam = z.object({ id: dbIdText() });

/** A student as others see her in lists and switchers. */
export const studentSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  username: z.string(),
  picture: z.string().nullable(),
});
export type StudentSummary = z.infer<typeof studentSummary>;

/** `?studentId=` on every student-scoped read: a parent names her child, staff name any student. */
export const studentQuery = z.object({
  studentId: dbIdText('학생 번호가 올바르지 않습니다.').optional(),
});

/**
 * The years a date or an instant may fall in. PostgreSQL has no year 0 and JS reads years before 100
 * and past 9999 in its own ways; nothing at the centre happens outside these.
 */
export const FIRST_YEAR = 1900;
export const LAST_YEAR = 2999;
const YEAR_RANGE = `날짜는 ${FIRST_YEAR}년부터 ${LAST_YEAR}년 사이로 선택해 주세요.`;
/** `YYYY-…` (a date or an ISO instant) in the years above. */
const inYearRange = (value: string) => {
  const year = Number(value.slice(0, 4));
  return year >= FIRST_YEAR && year <= LAST_YEAR;
};

/** A calendar date `YYYY-MM-DD` that exists, from FIRST_YEAR to LAST_YEAR. */
export const isoDate = z
  .string({ error: '날짜를 선택해 주세요.' })
  // Left empty: asked for, not "the wrong format".
  .min(1, { error: '날짜를 선택해 주세요.', abort: true })
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, { error: '날짜 형식이 올바르지 않습니다.' })
  .refine(isCalendarDate, { error: '없는 날짜입니다.', abort: true })
  .refine(inYearRange, { error: YEAR_RANGE });

/** An instant, ISO 8601 with its offset (`2026-11-20T14:00:00+09:00`), from FIRST_YEAR to LAST_YEAR. */
export const isoDateTime = (invalid: string) => z.iso.datetime({ offset: true, error: invalid }).refine(inYearRange, { error: YEAR_RANGE });

/**
 * The version of a record an edit was made from (the `updatedAt` it was read with): the API refuses the
 * save with 409 EDIT_CONFLICT when someone saved the record since, instead of silently undoing their
 * change. Left out (an older client), the save goes through as before.
 */
export const editVersion = isoDateTime('다시 불러온 뒤 저장해 주세요.').optional();

/** HH:MM, Asia/Seoul (a time of day: a booking's start, quiet hours, when a meal is served). */
export const hhmm = z
  .string({ error: '시간을 선택해 주세요.' })
  .min(1, { error: '시간을 선택해 주세요.', abort: true })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: '시간은 00:00부터 23:59 사이로 정해 주세요.' });
