import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  BAD_CHARACTER,
  changePasswordInput,
  counselingInput,
  createReservationInput,
  createVacationInput,
  dbId,
  dbIdText,
  dbText,
  examEntryInput,
  idParam,
  INT4_MAX,
  isoDate,
  isoDateTime,
  isStorableText,
  loginInput,
  memoInput,
  pageQuery,
  staffStudentQuery,
  studentQuery,
} from './index';
import { allEndpoints } from './endpoints';

// The shared schemas that keep out what PostgreSQL would refuse with a failed query (issue 10):
// ids past int4, NUL and lone surrogates in text, year 0000 and far-off dates.

const messages = (r: z.ZodSafeParseResult<unknown>) => r.error?.issues.map((i) => i.message) ?? [];
const messageAt = (r: z.ZodSafeParseResult<unknown>, path: string) =>
  r.error?.issues.filter((i) => i.path.join('.') === path).map((i) => i.message) ?? [];

describe('ids', () => {
  it('takes 1 to 2147483647 from a path or a query string', () => {
    expect(idParam.parse({ id: '1' })).toEqual({ id: 1 });
    expect(idParam.parse({ id: String(INT4_MAX) })).toEqual({ id: 2_147_483_647 });
    expect(studentQuery.parse({ studentId: '2147483647' })).toEqual({ studentId: INT4_MAX });
  });

  it.each(['2147483648', '4294967296', '9007199254740993', '1e20'])('refuses %s as too big, in Korean', (id) => {
    expect(messages(idParam.safeParse({ id }))[0]).toBe('번호가 너무 큽니다.');
    expect(messages(studentQuery.safeParse({ studentId: id }))[0]).toBe('번호가 너무 큽니다.');
  });

  it.each(['0', '-1', '1.5', 'abc', '', 'Infinity', '1e400'])('refuses %j as no id', (id) => {
    expect(messages(idParam.safeParse({ id }))).toEqual(['올바른 번호가 아닙니다.']);
    expect(messages(studentQuery.safeParse({ studentId: id }))).toEqual(['학생 번호가 올바르지 않습니다.']);
  });

  it('bounds the ids of bodies too, keeping each field’s own message for what is not one', () => {
    expect(dbId().safeParse(INT4_MAX).success).toBe(true);
    expect(messages(dbId().safeParse(INT4_MAX + 1))).toEqual(['번호가 너무 큽니다.']);
    expect(messages(dbId().safeParse('1'))).toEqual(['올바른 번호가 아닙니다.']);
    expect(messageAt(createReservationInput.safeParse({ facility: 'computer', slotId: 2 ** 31 }), 'slotId')).toEqual([
      '번호가 너무 큽니다.',
    ]);
    expect(messageAt(createReservationInput.safeParse({ facility: 'computer', slotId: 0 }), 'slotId')).toEqual(['시간을 선택해 주세요.']);
    expect(messageAt(examEntryInput.safeParse({ examId: 2 ** 31 }), 'examId')).toEqual(['번호가 너무 큽니다.']);
    expect(dbIdText().safeParse('12').data).toBe(12);
  });

  it('bounds the page offset', () => {
    expect(pageQuery.parse({ pageToken: String(INT4_MAX) }).pageToken).toBe(INT4_MAX);
    expect(messages(pageQuery.safeParse({ pageToken: '2147483648' }))).toEqual(['페이지 값이 올바르지 않습니다.']);
    expect(messages(pageQuery.safeParse({ pageToken: '1e400' }))).toEqual(['페이지 값이 올바르지 않습니다.']);
  });
});

describe('text', () => {
  it('keeps Korean, emoji and every other character PostgreSQL stores', () => {
    for (const ok of ['', '상담 내용', '😀 이모지', '\u{20000}', 'tab\tand\nnewline', '\u202e']) expect(isStorableText(ok)).toBe(true);
  });

  it('drops control characters and direction overrides as it reads (pasted text goes through), keeps tabs and line breaks', () => {
    expect(dbText().parse('bell\u0007 esc\u001b[31m rlo\u202eevil\u2066 c1\u0085')).toBe('bell esc[31m rloevil c1');
    expect(dbText().parse('줄\n바꿈\r\n\t탭 😀 🙇\u200d♀️')).toBe('줄\n바꿈\r\n\t탭 😀 🙇\u200d♀️');
    // What is left is checked as usual: nothing but overrides is no title.
    expect(dbText().trim().min(1).safeParse('\u202e\u202e').success).toBe(false);
    expect(loginInput.parse({ username: 'student1\u202e', password: 'pw' }).username).toBe('student1');
  });

  it('drops what shows as nothing, so a blank-looking text is no text (an audit sent a bubble of it)', () => {
    expect(dbText().parse('a\u200bb\u2060c\ufeffd')).toBe('abcd');
    for (const blank of ['\u3164\u3164\u3164\u3164\u3164', '\u200b', '\ufeff \uffa0'])
      expect(dbText().trim().min(1).safeParse(blank).success).toBe(false);
  });

  it('composes Hangul pasted decomposed (a Mac file name), so search and length see what she sees', () => {
    const decomposed = '외박 신청'.normalize('NFD');
    expect(decomposed.length).toBeGreaterThan(5);
    expect(dbText().parse(decomposed)).toBe('외박 신청');
    expect(dbText().max(5).safeParse(decomposed).success).toBe(true);
  });

  it.each([
    ['a NUL', 'a\u0000b'],
    ['only a NUL', '\u0000'],
    ['a lone high surrogate', '\ud800'],
    ['a high surrogate at the end', '점검\ud83d'],
    ['a lone low surrogate', 'a\udc00b'],
    ['surrogates in the wrong order', '\ude00\ud83d'],
  ])('refuses %s with a Korean message', (_what, value) => {
    expect(isStorableText(value)).toBe(false);
    expect(messages(dbText().safeParse(value))).toEqual([BAD_CHARACTER]);
    expect(BAD_CHARACTER).toBe('사용할 수 없는 문자가 들어 있습니다.');
  });

  it('is what every text of a request is made of, sign-in included', () => {
    const nul = 'a\u0000b';
    expect(messageAt(loginInput.safeParse({ username: nul, password: 'x' }), 'username')).toEqual([BAD_CHARACTER]);
    expect(messageAt(loginInput.safeParse({ username: 'student1', password: nul }), 'password')).toEqual([BAD_CHARACTER]);
    const change = changePasswordInput.safeParse({ currentPassword: nul, newPassword: 'ok-long-secret\ud800', newPasswordConfirm: 'x' });
    expect(messageAt(change, 'currentPassword')).toEqual([BAD_CHARACTER]);
    expect(messageAt(change, 'newPassword')).toEqual([BAD_CHARACTER]);
    expect(messageAt(memoInput.safeParse({ body: nul }), 'body')).toEqual([BAD_CHARACTER]);
    expect(messageAt(staffStudentQuery.safeParse({ q: nul }), 'q')).toEqual([BAD_CHARACTER]);
    const counseling = counselingInput.safeParse({ category: 'study', title: nul, content: '\udc00', counseledOn: '2026-03-02' });
    expect(messageAt(counseling, 'title')).toEqual([BAD_CHARACTER]);
    expect(messageAt(counseling, 'content')).toEqual([BAD_CHARACTER]);
  });

  it('still asks for what is missing in the field’s own words', () => {
    expect(messages(memoInput.safeParse({ body: ' ' }))).toEqual(['메모를 입력해 주세요.']);
    expect(messages(memoInput.safeParse({}))).toEqual(['메모를 입력해 주세요.']);
  });
});

describe('dates and instants', () => {
  it('refuses year 0000 as a day that does not exist', () => {
    expect(messages(isoDate.safeParse('0000-01-01'))).toEqual(['없는 날짜입니다.']);
  });

  it.each(['0001-01-01', '1899-12-31', '3000-01-01', '9999-12-31'])('refuses %s as out of range, in Korean', (date) => {
    expect(messages(isoDate.safeParse(date))).toEqual(['날짜는 1900년부터 2999년 사이로 선택해 주세요.']);
  });

  it('takes the first and the last day of the range', () => {
    expect(isoDate.safeParse('1900-01-01').success).toBe(true);
    expect(isoDate.safeParse('2999-12-31').success).toBe(true);
  });

  it('bounds instants the same way', () => {
    const instant = isoDateTime('일시를 선택해 주세요.');
    expect(instant.safeParse('2026-11-20T14:00:00+09:00').success).toBe(true);
    expect(messages(instant.safeParse('0000-01-01T00:00:00Z'))).toEqual(['날짜는 1900년부터 2999년 사이로 선택해 주세요.']);
    expect(messages(instant.safeParse('9999-12-31T23:59:59Z'))).toEqual(['날짜는 1900년부터 2999년 사이로 선택해 주세요.']);
    expect(messages(instant.safeParse('2026-11-20'))).toEqual(['일시를 선택해 주세요.']);
    const vacation = createVacationInput.safeParse({
      type: 'outing',
      startAt: '0000-12-31T10:00:00+09:00',
      expectedReturnAt: '0000-12-31T12:00:00+09:00',
      reason: '병원',
    });
    expect(messageAt(vacation, 'startAt')).toEqual(['날짜는 1900년부터 2999년 사이로 선택해 주세요.']);
  });
});

// A guard against the next bare z.string() or z.number(): every field a declared endpoint takes
// (path, query or body) refuses what the database cannot hold, whatever else it checks.
type Def = { type: string; shape?: Record<string, z.ZodType>; element?: z.ZodType; innerType?: z.ZodType; in?: z.ZodType };
const defOf = (s: z.ZodType) => s._zod.def as unknown as Def;

/** The string and number fields of a schema, by path, under their optional / default / transform wrappers. */
function leavesOf(schema: z.ZodType, path: string): { path: string; schema: z.ZodType; type: string }[] {
  let inner = schema;
  for (let d = defOf(inner); ['optional', 'nullable', 'default', 'prefault', 'pipe'].includes(d.type); d = defOf(inner))
    inner = (d.type === 'pipe' ? d.in : d.innerType)!;
  const d = defOf(inner);
  if (d.type === 'object') return Object.entries(d.shape!).flatMap(([k, v]) => leavesOf(v, `${path}.${k}`));
  if (d.type === 'array') return leavesOf(d.element!, `${path}[]`);
  return d.type === 'string' || d.type === 'number' ? [{ path, schema, type: d.type }] : [];
}

const declaredFields = await Promise.all(
  allEndpoints.map(async (e) => {
    const s = await e.schemas();
    return (['params', 'query', 'body'] as const).flatMap((part) => (s[part] ? leavesOf(s[part], `${e.id} ${part}`) : []));
  }),
).then((all) => all.flat());

describe('every field a declared endpoint takes', () => {
  it('is found (the walk sees the fields)', () => {
    expect(declaredFields.filter((f) => f.type === 'string').length).toBeGreaterThan(20);
    expect(declaredFields.filter((f) => f.type === 'number').length).toBeGreaterThan(10);
  });

  it.each(declaredFields.filter((f) => f.type === 'string').map((f) => [f.path, f.schema] as const))(
    '%s refuses NUL and lone surrogates',
    (_path, schema) => {
      for (const bad of ['a\u0000b', '\u0000', '\ud800', 'a\udc00']) expect(schema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
      // A date or an instant field (free text takes any of these, and is not one; a short one too, for
      // a field limited in bytes like a Wi-Fi name).
      if (['점검 내용을 적었습니다.', '메모 abc'].some((text) => schema.safeParse(text).success)) return;
      if (schema.safeParse('2026-03-02').success) expect(schema.safeParse('0000-01-01').success, 'year 0000').toBe(false);
      if (schema.safeParse('2026-03-02T10:00:00+09:00').success) expect(schema.safeParse('0000-01-01T10:00:00+09:00').success).toBe(false);
    },
  );

  it.each(declaredFields.filter((f) => f.type === 'number').map((f) => [f.path, f.schema] as const))(
    '%s stays within int4',
    (_path, schema) => {
      for (const big of [INT4_MAX + 1, String(INT4_MAX + 1), -INT4_MAX - 2]) expect(schema.safeParse(big).success, String(big)).toBe(false);
    },
  );
});
