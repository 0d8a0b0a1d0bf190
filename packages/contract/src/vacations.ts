import { z } from 'zod';
import { staffVacationQueues, vacationTypes } from './vocabulary';
export { staffVacationQueues, vacationTypes } from './vocabulary';
import { dbText, isoDateTime, pageQuery, studentQuery } from './common';
import { attachment, attachmentId } from './files';
import { filePurposeRules } from './vocabulary';

export const vacationType = z.enum(vacationTypes, { error: '휴가 종류를 선택해 주세요.' });
export type VacationType = z.infer<typeof vacationType>;

/**
 * Where a request is: `requested` waits for the parent's consent, `consented` for a teacher's
 * decision (both read "신청"); then `approved` (승인) or `rejected` (반려); `returned` (복귀) once
 * staff have marked her back.
 */
export const vacationStatuses = ['requested', 'consented', 'approved', 'rejected', 'returned'] as const;
export const vacationStatus = z.enum(vacationStatuses);
export type VacationStatus = z.infer<typeof vacationStatus>;

/** The longest a single request may last. */
export const VACATION_MAX_DAYS = 30;
/** How far ahead a request may start. */
export const VACATION_MAX_LEAD_DAYS = 90;

const dateTime = (what: string) => isoDateTime(`${what}를 선택해 주세요.`);

/** A student's new request; the end must come after the start. */
export const createVacationInput = z
  .object({
    type: vacationType,
    startAt: dateTime('시작 일시'),
    expectedReturnAt: dateTime('복귀 예정 일시'),
    reason: dbText('사유를 입력해 주세요.')
      .trim()
      .min(1, { error: '사유를 입력해 주세요.' })
      .max(500, { error: '사유는 500자까지 입력할 수 있습니다.' }),
    /** 병가 only: the doctor's note (uploaded first with purpose `sick-note`). */
    attachmentIds: z
      .array(attachmentId)
      .max(filePurposeRules['sick-note'].maxPerRecord, {
        error: `진단서는 ${filePurposeRules['sick-note'].maxPerRecord}개까지 첨부할 수 있습니다.`,
      })
      .optional(),
  })
  .superRefine((v, ctx) => {
    if (v.attachmentIds?.length && v.type !== 'sick')
      ctx.addIssue({ code: 'custom', path: ['attachmentIds'], message: '진단서는 병가에만 첨부할 수 있습니다.' });
    if (v.attachmentIds && new Set(v.attachmentIds).size !== v.attachmentIds.length)
      ctx.addIssue({ code: 'custom', path: ['attachmentIds'], message: '같은 파일을 두 번 첨부했습니다.' });
    const start = Date.parse(v.startAt);
    const end = Date.parse(v.expectedReturnAt);
    if (!Number.isFinite(start) || !Number.isFinite(end)) return;
    if (end <= start)
      ctx.addIssue({ code: 'custom', path: ['expectedReturnAt'], message: '복귀 예정 일시는 시작 일시보다 뒤여야 합니다.' });
    else if (end - start > VACATION_MAX_DAYS * 86_400_000)
      ctx.addIssue({
        code: 'custom',
        path: ['expectedReturnAt'],
        message: `한 번에 ${VACATION_MAX_DAYS}일까지 신청할 수 있습니다.`,
      });
  });
export type CreateVacationInput = z.infer<typeof createVacationInput>;

const person = z.object({ id: z.number().int(), name: z.string() });

export const vacation = z.object({
  id: z.number().int(),
  student: person,
  type: vacationType,
  status: vacationStatus,
  startAt: z.string(),
  expectedReturnAt: z.string(),
  actualReturnAt: z.string().nullable(),
  reason: z.string(),
  createdAt: z.string(),
  consentedBy: person.nullable(),
  consentedAt: z.string().nullable(),
  /**
   * She has no linked parent whose account is on: no one can consent, so staff decide without it (a
   * request made then skips the step: 'consented' with no one named).
   */
  guardianless: z.boolean(),
  decidedBy: person.nullable(),
  decidedAt: z.string().nullable(),
  /** The teacher's reason (required when rejecting, optional when approving). */
  decisionReason: z.string().nullable(),
  returnMarkedBy: person.nullable(),
  /** The doctor's note of a 병가 (empty for other types). */
  attachments: z.array(attachment),
});
export type Vacation = z.infer<typeof vacation>;

/** A student's (or a parent's child's, or a named student's for staff) history, newest first. */
/** Her history, or (`status`) only her requests in one state: a parent's home asks for those waiting for her consent. */
export const vacationListQuery = pageQuery.extend(studentQuery.shape).extend({
  status: z.enum(vacationStatuses, { error: '상태가 올바르지 않습니다.' }).optional(),
});

export const staffVacationQuery = pageQuery.extend({
  queue: z.enum(staffVacationQueues, { error: '목록 종류가 올바르지 않습니다.' }).default('decision'),
});
export type StaffVacationQueue = (typeof staffVacationQueues)[number];

export const vacationDecisionInput = z
  .object({
    decision: z.enum(['approve', 'reject'], { error: '승인 또는 반려를 선택해 주세요.' }),
    reason: dbText()
      .trim()
      .max(500, { error: '사유는 500자까지 입력할 수 있습니다.' })
      .optional()
      .transform((s) => s || undefined),
  })
  .superRefine((v, ctx) => {
    if (v.decision === 'reject' && !v.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: '반려 사유를 입력해 주세요.' });
  });
export type VacationDecisionInput = z.input<typeof vacationDecisionInput>;

/** A parent does not consent: her reason goes to her child (and the request ends, 반려 without a teacher). */
export const declineVacationInput = z.object({
  reason: dbText('동의하지 않는 이유를 적어 주세요.')
    .trim()
    .min(1, { error: '동의하지 않는 이유를 적어 주세요.' })
    .max(500, { error: '이유는 500자까지 입력할 수 있습니다.' }),
});
export type DeclineVacationInput = z.infer<typeof declineVacationInput>;

/** Marks her back; without a time, now. */
export const vacationReturnInput = z.object({
  returnedAt: isoDateTime('복귀 일시가 올바르지 않습니다.').optional(),
});
export type VacationReturnInput = z.infer<typeof vacationReturnInput>;
