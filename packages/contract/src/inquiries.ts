import { z } from 'zod';
import { dbId, dbText, pageQuery, studentQuery } from './common';
import { attachment, attachmentId } from './files';
import {
  INQUIRY_LIMITS,
  inquiryAnswerMethods,
  inquiryCategories,
  inquiryKinds,
  inquiryStatuses,
  inquirySubjects,
} from './inquiries-labels';
import { filePurposeRules } from './vocabulary';
export * from './inquiries-labels';

export const inquiryKind = z.enum(inquiryKinds, { error: '문의 종류를 선택해 주세요.' });
export const inquirySubject = z.enum(inquirySubjects, { error: '과목을 선택해 주세요.' });
export const inquiryCategory = z.enum(inquiryCategories, { error: '문의 분류를 선택해 주세요.' });
export const inquiryAnswerMethod = z.enum(inquiryAnswerMethods, { error: '답변 받을 방법을 선택해 주세요.' });
export const inquiryStatus = z.enum(inquiryStatuses);

const ASKED_FILES = filePurposeRules['inquiry-attachment'].maxPerRecord;
const ANSWER_FILES = filePurposeRules['inquiry-answer-attachment'].maxPerRecord;

const attachmentIds = (max: number) =>
  z
    .array(attachmentId)
    .max(max, { error: `파일은 ${max}개까지 첨부할 수 있습니다.` })
    .refine((ids) => new Set(ids).size === ids.length, { error: '같은 파일을 두 번 첨부했습니다.' })
    .optional();

/**
 * A new inquiry. 학습 문의: subject, a teacher (or null: any teacher), how to answer; 생활 문의: its
 * category. A parent names the child it is about (`studentId`); a student asks about herself.
 */
export const createInquiryInput = z
  .object({
    kind: inquiryKind,
    studentId: dbId('학생을 다시 선택해 주세요.').optional(),
    subject: inquirySubject.optional(),
    teacherId: dbId('선생님을 다시 선택해 주세요.').nullable().optional(),
    answerMethod: inquiryAnswerMethod.optional(),
    category: inquiryCategory.optional(),
    body: dbText('문의 내용을 입력해 주세요.')
      .trim()
      .min(1, { error: '문의 내용을 입력해 주세요.', abort: true })
      .min(5, { error: '문의 내용을 5자 이상 입력해 주세요.' })
      .max(INQUIRY_LIMITS.body, { error: `문의 내용은 ${INQUIRY_LIMITS.body}자까지 입력할 수 있습니다.` }),
    attachmentIds: attachmentIds(ASKED_FILES),
  })
  .superRefine((v, ctx) => {
    if (v.kind === 'academic') {
      if (!v.subject) ctx.addIssue({ code: 'custom', path: ['subject'], message: '과목을 선택해 주세요.' });
      if (!v.answerMethod) ctx.addIssue({ code: 'custom', path: ['answerMethod'], message: '답변 받을 방법을 선택해 주세요.' });
    }
    if (v.kind === 'life' && !v.category) ctx.addIssue({ code: 'custom', path: ['category'], message: '문의 분류를 선택해 주세요.' });
  });
export type CreateInquiryInput = z.infer<typeof createInquiryInput>;

/** Staff answer once, with files of their own (purpose `inquiry-answer-attachment`). */
export const answerInquiryInput = z.object({
  answer: dbText('답변을 입력해 주세요.')
    .trim()
    .min(1, { error: '답변을 입력해 주세요.' })
    .max(INQUIRY_LIMITS.answer, { error: `답변은 ${INQUIRY_LIMITS.answer}자까지 입력할 수 있습니다.` }),
  attachmentIds: attachmentIds(ANSWER_FILES),
});
export type AnswerInquiryInput = z.infer<typeof answerInquiryInput>;

/** Hand an open inquiry to another teacher, or to every teacher (null). */
export const reassignInquiryInput = z.object({
  teacherId: dbId('선생님을 다시 선택해 주세요.').nullable(),
});
export type ReassignInquiryInput = z.infer<typeof reassignInquiryInput>;

const person = z.object({ id: z.number().int(), name: z.string() });

export const inquiry = z.object({
  id: z.number().int(),
  kind: inquiryKind,
  status: inquiryStatus,
  /** 학습 문의 only. */
  subject: inquirySubject.nullable(),
  /** The teacher it is addressed to; null: any teacher (always null for 생활 문의). */
  teacher: person.nullable(),
  answerMethod: inquiryAnswerMethod.nullable(),
  /** 생활 문의 only. */
  category: inquiryCategory.nullable(),
  body: z.string(),
  asker: person.extend({ category: z.string() }),
  /** The student it is about (the asker herself, or a parent's child). */
  student: person,
  createdAt: z.string(),
  answer: z.string().nullable(),
  answeredBy: person.nullable(),
  answeredAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  /** The asker's files. */
  attachments: z.array(attachment),
  /** The answer's files. */
  answerAttachments: z.array(attachment),
});
export type Inquiry = z.infer<typeof inquiry>;

/**
 * The asker's list: a student's own, or a parent's about one child (`studentId`, her first by default);
 * all of them, or those of one `status` (the home's 답변을 기다리는 문의: an old open one sank below ten
 * newer answered ones of the unfiltered first page, and the card said none waited, an audit).
 */
export const myInquiriesQuery = pageQuery.extend({ ...studentQuery.shape, status: inquiryStatus.optional() });
export type MyInquiriesQuery = z.infer<typeof myInquiriesQuery>;

/** Staff's list of one state: open oldest first (the inbox), the others newest first. */
export const staffInquiriesQuery = pageQuery.extend({
  status: inquiryStatus.default('open'),
});
export type StaffInquiriesQuery = z.infer<typeof staffInquiriesQuery>;

/** A teacher an academic inquiry may be addressed to. */
export const inquiryTeacher = person;
export type InquiryTeacher = z.infer<typeof inquiryTeacher>;
