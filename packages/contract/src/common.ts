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

/** Query of every paged list: `pageToken` is the offset the previous page answered. */
export const pageQuery = z.object({
  pageToken: z.coerce.number().int().min(0, { error: '페이지 값이 올바르지 않습니다.' }).default(0),
  pageSize: z.coerce
    .number()
    .int()
    .min(1, { error: '한 번에 1개 이상 요청해 주세요.' })
    .max(100, { error: '한 번에 100개까지 요청할 수 있습니다.' })
    .default(20),
});
export type PageQuery = z.infer<typeof pageQuery>;

export const userCategory = z.enum(userCategories) satisfies z.ZodType<UserCategory>;

export const idParam = z.object({ id: z.coerce.number().int().positive({ error: '올바른 번호가 아닙니다.' }) });

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
  studentId: z.coerce.number().int().positive({ error: '학생 번호가 올바르지 않습니다.' }).optional(),
});

/** A calendar date `YYYY-MM-DD` that exists. */
export const isoDate = z
  .string({ error: '날짜를 선택해 주세요.' })
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, { error: '날짜 형식이 올바르지 않습니다.' })
  .refine(isCalendarDate, { error: '없는 날짜입니다.' });
