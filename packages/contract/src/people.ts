import { z } from 'zod';
import { dbId, dbText, editVersion, isoDate, pageQuery, userCategory } from './common';
import { PEOPLE_LIMITS, PHONE_MESSAGE, phoneDigits, teacherDuties, USERNAME_PATTERN } from './people-labels';

// ─── People (the operator's console) ────────────────────────────────────────────────────────────

/** A teacher's subject or duty: an inquiry subject she teaches, or 생활 지도 (`life`). */
export const teacherSubject = z.enum(teacherDuties, { error: '과목을 다시 선택해 주세요.' });

/** `?category=student&q=김&status=active`: one kind of person, searched by name, id or phone. */
export const peopleListQuery = pageQuery.extend({
  category: userCategory,
  q: dbText()
    .trim()
    .max(PEOPLE_LIMITS.search, { error: `검색어는 ${PEOPLE_LIMITS.search}자까지 입력해 주세요.` })
    .optional(),
  status: z.enum(['active', 'inactive', 'all'], { error: '상태를 다시 선택해 주세요.' }).default('active'),
});
export type PeopleListQuery = z.input<typeof peopleListQuery>;

const link = z.object({ id: z.number().int(), name: z.string(), username: z.string(), relation: z.string(), active: z.boolean() });

/** A person as the console lists and edits her: the account and what the office keeps of her kind. */
export const person = z.object({
  id: z.number().int(),
  category: userCategory,
  username: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  active: z.boolean(),
  mustChangePassword: z.boolean(),
  createdAt: z.string(),
  /** When the office last changed her record: the version an edit is made from. */
  updatedAt: z.string(),
  /** Students: 반, 호실, 입소일, 퇴소일 (null when not kept). */
  className: z.string().nullable(),
  room: z.string().nullable(),
  admittedOn: z.string().nullable(),
  dischargedOn: z.string().nullable(),
  /** Teachers: the subjects they teach, and 생활 지도 (`life`) for a life teacher. */
  subjects: z.array(teacherSubject),
  /** A student's parents, or a parent's children. */
  links: z.array(link),
});
export type Person = z.infer<typeof person>;

/** 을/를 and 은/는 as the label is read (a Hangul syllable with a final consonant takes 을/은). */
const hasFinal = (w: string) => {
  const c = w.charCodeAt(w.length - 1);
  return c >= 0xac00 && c <= 0xd7a3 && (c - 0xac00) % 28 !== 0;
};
const eun = (w: string) => w + (hasFinal(w) ? '은' : '는');

const optionalText = (max: number, label: string) =>
  dbText()
    .trim()
    .max(max, { error: `${eun(label)} ${max}자까지 입력해 주세요.` })
    .optional();

const optionalDate = z.union([z.literal(''), isoDate]).optional();

/** A parent's child as the parent's form links her. */
export const childLinkInput = z.object({
  studentId: dbId('학생을 다시 선택해 주세요.'),
  relation: dbText().trim().max(10, { error: '관계는 10자까지 입력해 주세요.' }).default('보호자'),
});

/** The fields an admin edits (the same for a new person; what does not fit her kind is ignored). */
export const personInput = z
  .object({
    name: dbText('이름을 입력해 주세요.')
      .trim()
      .min(1, { error: '이름을 입력해 주세요.' })
      .max(PEOPLE_LIMITS.name, { error: `이름은 ${PEOPLE_LIMITS.name}자까지 입력해 주세요.` }),
    username: dbText('아이디를 입력해 주세요.')
      .trim()
      .toLowerCase()
      .regex(USERNAME_PATTERN, { error: '아이디는 영문 소문자, 숫자, 점(.), 밑줄(_)로 3~30자입니다.' }),
    email: z.union([z.literal(''), z.email({ error: '이메일 형식이 올바르지 않습니다.' }).max(120)]).optional(),
    // Checked here as the server reads it (9 to 11 digits, with hyphens, spaces or brackets), so the
    // form says it beside the field at once, not only after every other field is right.
    phone: optionalText(20, '연락처').refine((v) => !v || phoneDigits(v) !== null, { error: PHONE_MESSAGE }),
    className: optionalText(PEOPLE_LIMITS.className, '반'),
    room: optionalText(PEOPLE_LIMITS.room, '호실'),
    admittedOn: optionalDate,
    dischargedOn: optionalDate,
    subjects: z.array(teacherSubject).max(teacherDuties.length).optional(),
    children: z.array(childLinkInput).max(10, { error: '자녀는 10명까지 연결할 수 있습니다.' }).optional(),
    /** An edit: the version of her record it was made from (ignored for a new person). */
    updatedAt: editVersion,
  })
  .superRefine((v, ctx) => {
    if (v.admittedOn && v.dischargedOn && v.dischargedOn < v.admittedOn)
      ctx.addIssue({ code: 'custom', path: ['dischargedOn'], message: '퇴소일은 입소일보다 빠를 수 없습니다.' });
  });
export type PersonInput = z.input<typeof personInput>;

export const createPersonInput = personInput.and(z.object({ category: userCategory }));
export type CreatePersonInput = z.input<typeof createPersonInput>;

/** A new account, or a password reset: the one-time password is shown to the admin this once. */
export const oneTimePasswordOutput = z.object({ person, oneTimePassword: z.string() });
export type OneTimePasswordOutput = z.infer<typeof oneTimePasswordOutput>;

/** What was done to an account on the console, newest first (`actorName` null: the command line, or an admin since removed). */
export const personChange = z.object({
  at: z.string(),
  actorName: z.string().nullable(),
  action: z.enum(['created', 'imported', 'updated', 'deactivated', 'activated', 'password-reset', 'discharged']),
  /** For an edit: the fields changed, in Korean ("이름, 연락처"). */
  detail: z.string(),
});
export type PersonChange = z.infer<typeof personChange>;

export const personActiveInput = z.object({ active: z.boolean({ error: '사용 여부를 다시 선택해 주세요.' }) });

// ─── Import from a spreadsheet ──────────────────────────────────────────────────────────────────

/** Pasted cells (tab-separated) or a CSV file's bytes as base64 (UTF-8 or CP949, found out by the API). */
export const importInput = z
  .object({
    text: dbText().max(500_000, { error: '한 번에 붙여 넣을 수 있는 양을 넘었습니다. 나누어 올려 주세요.' }).optional(),
    file: z
      .string()
      .max(700_000, { error: '파일이 너무 큽니다(500KB까지). 나누어 올려 주세요.' })
      .regex(/^[A-Za-z0-9+/]*={0,2}$/, { error: '파일을 읽을 수 없습니다. 다시 선택해 주세요.' })
      .optional(),
  })
  .refine((v) => (v.text ?? '').trim() !== '' || (v.file ?? '') !== '', {
    error: 'CSV 파일을 고르거나 표를 붙여 넣어 주세요.',
    path: ['text'],
  });
export type ImportInput = z.input<typeof importInput>;

/** One row of the sheet as read, with its problems (none: it will be imported). */
export const importRow = z.object({
  line: z.number().int(),
  name: z.string(),
  username: z.string(),
  className: z.string(),
  room: z.string(),
  admittedOn: z.string(),
  dischargedOn: z.string(),
  phone: z.string(),
  parentName: z.string(),
  parentUsername: z.string(),
  parentPhone: z.string(),
  relation: z.string(),
  /** What happens to the parent: a new account, an existing one linked, or none named (or linked already). */
  parent: z.enum(['new', 'existing', 'none']),
  /** A new student; a student already here whose class, room, stay or phone the row changes; or one it leaves as she is. */
  action: z.enum(['new', 'update', 'same']),
  /** For a student already here: what the row changes, in Korean ("반 1반 → 3반"). */
  changes: z.array(z.string()),
  errors: z.array(z.string()),
});
export type ImportRow = z.infer<typeof importRow>;

export const importPreview = z.object({
  encoding: z.enum(['utf-8', 'cp949', 'utf-16']),
  /** The sheet's headers that were understood, as written in it. */
  columns: z.array(z.string()),
  /** Problems of the sheet as a whole (a missing 이름 column, an unknown header …). */
  problems: z.array(z.string()),
  rows: z.array(importRow),
  /** New students (rows without a problem, as the two counts below). */
  students: z.number().int(),
  /** Students already here whose record the import changes (a new school year's classes and rooms). */
  updates: z.number().int(),
  newParents: z.number().int(),
  errorRows: z.number().int(),
});
export type ImportPreview = z.infer<typeof importPreview>;

/** Every account the import made, with its one-time password: the admin downloads this table. */
export const importResult = z.object({
  created: z.array(
    z.object({
      category: userCategory,
      name: z.string(),
      username: z.string(),
      oneTimePassword: z.string(),
      /** For a parent: her children's names; for a student: her class. */
      note: z.string(),
    }),
  ),
  linkedParents: z.number().int(),
  /** Students already here whose record it changed, with what. */
  updated: z.array(z.object({ name: z.string(), username: z.string(), changes: z.string() })),
});
export type ImportResult = z.infer<typeof importResult>;
