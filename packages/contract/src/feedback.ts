import { z } from 'zod';
import { dbText, pageQuery } from './common';
import { attachment, attachmentId } from './files';
import { filePurposeRules } from './vocabulary';
import { feedbackKinds, feedbackStatuses } from './vocabulary';
export {
  feedbackKindLabels,
  feedbackKinds,
  feedbackStatusLabels,
  feedbackStatuses,
  type FeedbackKind,
  type FeedbackStatus,
} from './vocabulary';

export const feedbackKind = z.enum(feedbackKinds, { error: '의견 종류를 선택해 주세요.' });
export const feedbackStatus = z.enum(feedbackStatuses);

const SHOTS = filePurposeRules['feedback-screenshot'].maxPerRecord;

/** What she writes to the operator, with up to three screenshots (uploaded first, purpose `feedback-screenshot`). */
export const sendFeedbackInput = z.object({
  kind: feedbackKind,
  body: dbText('내용을 입력해 주세요.')
    .trim()
    .min(5, { error: '내용을 5자 이상 입력해 주세요.' })
    .max(2000, { error: '내용은 2000자까지 입력할 수 있습니다.' }),
  attachmentIds: z
    .array(attachmentId)
    .max(SHOTS, { error: `스크린샷은 ${SHOTS}장까지 첨부할 수 있습니다.` })
    .refine((ids) => new Set(ids).size === ids.length, { error: '같은 파일을 두 번 첨부했습니다.' })
    .optional(),
});
export type SendFeedbackInput = z.infer<typeof sendFeedbackInput>;

/** Staff answer (again, until it is closed). */
export const answerFeedbackInput = z.object({
  answer: dbText('답변을 입력해 주세요.')
    .trim()
    .min(1, { error: '답변을 입력해 주세요.' })
    .max(2000, { error: '답변은 2000자까지 입력할 수 있습니다.' }),
});
export type AnswerFeedbackInput = z.infer<typeof answerFeedbackInput>;

const person = z.object({ id: z.number().int(), name: z.string() });

export const feedback = z.object({
  id: z.number().int(),
  kind: feedbackKind,
  status: feedbackStatus,
  body: z.string(),
  sender: person.extend({ category: z.string() }),
  createdAt: z.string(),
  answer: z.string().nullable(),
  answeredBy: person.nullable(),
  answeredAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  /** Her screenshots. */
  attachments: z.array(attachment),
});
export type Feedback = z.infer<typeof feedback>;

/** Staff's list: one state or all (open first, then answered, then closed; newest first within). */
export const staffFeedbackQuery = pageQuery.extend({
  status: feedbackStatus.optional(),
});
