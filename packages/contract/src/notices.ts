import { z } from 'zod';
import { dbText, editVersion, isoDateTime, pageQuery } from './common';
import { attachment, attachmentId } from './files';
import { filePurposeRules, noticeAudiences, noticeCategories } from './vocabulary';
export {
  noticeAudienceLabels,
  noticeAudiences,
  noticeCategories,
  noticeCategoryLabels,
  type NoticeAudience,
  type NoticeCategory,
} from './vocabulary';

export const noticeCategory = z.enum(noticeCategories, { error: '분류를 선택해 주세요.' });
export const noticeAudience = z.enum(noticeAudiences, { error: '공지 대상을 선택해 주세요.' });

/** The longest body a notice may have, as sent by the editor (HTML), before it is cleaned. */
export const NOTICE_BODY_MAX = 50_000;
export const NOTICE_TITLE_MAX = 100;

/** `?q=` searches titles; `?category=` narrows to one kind. */
export const noticeListQuery = pageQuery.extend({
  q: dbText()
    .trim()
    .max(50, { error: '검색어는 50자까지 입력할 수 있습니다.' })
    .optional()
    .transform((s) => s || undefined),
  category: noticeCategory.optional(),
});
export type NoticeListQuery = z.input<typeof noticeListQuery>;

/** A notice as its list shows it. */
export const noticeSummary = z.object({
  id: z.number().int(),
  category: noticeCategory,
  title: z.string(),
  pinned: z.boolean(),
  audience: noticeAudience,
  /** The class of an `audience: 'class'` notice (e.g. "1반"), else null. */
  className: z.string().nullable(),
  /** When it became (or becomes, for a scheduled one on the staff side) visible. */
  publishAt: z.string(),
  authorName: z.string().nullable(),
  /** People who have opened it (each once). */
  viewCount: z.number().int(),
  attachmentCount: z.number().int(),
  /** She has not opened it yet (the N mark). */
  isNew: z.boolean(),
});
export type NoticeSummary = z.infer<typeof noticeSummary>;

/** A notice opened: its body is HTML cleaned by the server when it was saved (safe to render as it is). */
export const notice = noticeSummary.extend({
  bodyHtml: z.string(),
  attachments: z.array(attachment),
  updatedAt: z.string(),
});
export type Notice = z.infer<typeof notice>;

/** What staff see of a notice: whether it is out yet. */
export const staffNotice = notice.extend({
  status: z.enum(['scheduled', 'published']),
});
export type StaffNotice = z.infer<typeof staffNotice>;

export const staffNoticeSummary = noticeSummary.extend({ status: z.enum(['scheduled', 'published']) });
export type StaffNoticeSummary = z.infer<typeof staffNoticeSummary>;

export const staffNoticeListQuery = pageQuery.extend({
  q: noticeListQuery.shape.q,
});

/**
 * Writing or editing a notice. `publishAt` in the future schedules it (invisible and unannounced
 * until then); left out, it is published at once. `attachmentIds` is the whole list of files it keeps.
 */
export const saveNoticeInput = z
  .object({
    category: noticeCategory,
    title: dbText('제목을 입력해 주세요.')
      .trim()
      .min(1, { error: '제목을 입력해 주세요.' })
      .max(NOTICE_TITLE_MAX, { error: `제목은 ${NOTICE_TITLE_MAX}자까지 입력할 수 있습니다.` }),
    bodyHtml: dbText('내용을 입력해 주세요.')
      .min(1, { error: '내용을 입력해 주세요.' })
      .max(NOTICE_BODY_MAX, { error: '내용이 너무 깁니다. 나누어 올려 주세요.' }),
    audience: noticeAudience,
    className: dbText()
      .trim()
      .max(20, { error: '반 이름이 올바르지 않습니다.' })
      .optional()
      .transform((s) => s || undefined),
    /** Left out: a new notice is not pinned, an edited one keeps its pin. */
    pinned: z.boolean({ error: '고정 여부를 선택해 주세요.' }).optional(),
    publishAt: isoDateTime('게시 일시가 올바르지 않습니다.').optional(),
    attachmentIds: z
      .array(attachmentId)
      .max(filePurposeRules['notice-attachment'].maxPerRecord, {
        error: `첨부파일은 ${filePurposeRules['notice-attachment'].maxPerRecord}개까지 올릴 수 있습니다.`,
      })
      .default([]),
    /** An edit: the version it was made from (ignored for a new notice). */
    updatedAt: editVersion,
  })
  .superRefine((v, ctx) => {
    if (v.audience === 'class' && !v.className)
      ctx.addIssue({ code: 'custom', path: ['className'], message: '공지할 반을 선택해 주세요.' });
    if (new Set(v.attachmentIds).size !== v.attachmentIds.length)
      ctx.addIssue({ code: 'custom', path: ['attachmentIds'], message: '같은 파일을 두 번 첨부했습니다.' });
  });
export type SaveNoticeInput = z.input<typeof saveNoticeInput>;

export const noticePinInput = z.object({ pinned: z.boolean({ error: '고정 여부를 선택해 주세요.' }) });

/** Someone who opened a notice. */
export const noticeReader = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.enum(['student', 'parent', 'teacher', 'admin']),
  readAt: z.string(),
});
export type NoticeReader = z.infer<typeof noticeReader>;

/** Who has read a notice, and how many of its audience have not. */
export const noticeReaders = z.object({
  readCount: z.number().int(),
  audienceCount: z.number().int(),
  unreadCount: z.number().int(),
  results: z.array(noticeReader),
  /** Audience members who have not opened it yet (names, for a reminder in person). */
  unread: z.array(z.object({ id: z.number().int(), name: z.string(), category: z.enum(['student', 'parent', 'teacher', 'admin']) })),
});
export type NoticeReaders = z.infer<typeof noticeReaders>;

/** A class students belong to, with its size: what a class notice can be addressed to. */
export const noticeClass = z.object({ name: z.string(), students: z.number().int() });
export type NoticeClass = z.infer<typeof noticeClass>;
