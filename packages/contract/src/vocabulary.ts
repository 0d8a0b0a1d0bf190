/**
 * Constants of the contract without any schema, for screens: importing them does not bring zod
 * into a page's first load (`@portal/contract/vocabulary`). The schemas build on these.
 */

/** `nextPageToken` of the last page of a paged list. */
export const NO_NEXT_PAGE = -1;

/** Paged list envelope: `nextPageToken` is -1 when there is no further page. */
export type Paged<T> = { results: T[]; nextPageToken: number };

/** Who a person is in the centre. */
export const userCategories = ['student', 'parent', 'teacher', 'admin'] as const;
export type UserCategory = (typeof userCategories)[number];

/** Who works for the centre: teachers and the operator. */
export const STAFF = ['teacher', 'admin'] as const satisfies readonly UserCategory[];

/** ASVS V2.1: at least 8 characters, at least 64 allowed (we allow 128), no composition rules. */
export const PASSWORD_MIN_LENGTH = 8;

export const PASSWORD_MAX_LENGTH = 128;

/** What a person can be notified about. */
export const alarmKinds = ['reservation', 'counseling', 'notice', 'vacation', 'chat', 'inquiry', 'contents'] as const;

/** 매주 / 격주 / 매월 / 필요할 때. */
export const counselingCycleValues = ['weekly', 'biweekly', 'monthly', 'as_needed'] as const;

/** The subjects a counselling cycle is chosen for: 국어, 수학, 영어. */
export const counselingCycleSubjects = ['korean', 'math', 'english'] as const;

/** 정기휴가 / 외출 / 외박 / 병가. */
export const vacationTypes = ['regular', 'outing', 'overnight', 'sick'] as const;

/** Staff queues: waiting for a decision, out and expected back, or still waiting for the parent. */
export const staffVacationQueues = ['decision', 'away', 'consent'] as const;

/** What a file is uploaded for: each purpose has its own types, size limit and place it attaches to. */
export const filePurposes = ['sick-note', 'notice-attachment'] as const;
export type FilePurpose = (typeof filePurposes)[number];

/**
 * The limits of each purpose, read by the API (which enforces them on the bytes) and the portal
 * (which warns before sending). Types are detected from the file's first bytes, never its name.
 */
export const filePurposeRules: Record<
  FilePurpose,
  { label: string; maxBytes: number; types: readonly string[]; maxPerRecord: number; typesLabel: string }
> = {
  // 진단서·처방전: a photo (JPEG, PNG, WebP, or an iPhone's HEIC) or a PDF.
  'sick-note': {
    label: '진단서',
    maxBytes: 10 * 1024 * 1024,
    types: ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif', 'application/pdf'],
    maxPerRecord: 3,
    typesLabel: '사진(JPG, PNG, WebP, HEIC)이나 PDF',
  },
  // 공지 첨부: handouts as PDF, 한글 (HWP 5 is an OLE compound file), Word, Excel, PowerPoint, or a picture.
  'notice-attachment': {
    label: '공지 첨부파일',
    maxBytes: 20 * 1024 * 1024,
    types: [
      'application/pdf',
      'application/x-cfb',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      'image/jpeg',
      'image/png',
      'image/webp',
    ],
    maxPerRecord: 5,
    typesLabel: 'PDF, 한글(HWP), 워드, 엑셀, 파워포인트나 사진(JPG, PNG, WebP)',
  },
};

/** 일반 / 학사 / 생활 / 시설 / 입시: what a notice is about. */
export const noticeCategories = ['general', 'academic', 'life', 'facility', 'admission'] as const;
export type NoticeCategory = (typeof noticeCategories)[number];
export const noticeCategoryLabels: Record<NoticeCategory, string> = {
  general: '일반',
  academic: '학사',
  life: '생활',
  facility: '시설',
  admission: '입시',
};

/** Who a notice is for: everyone, students, parents, or one class (its students and their parents). */
export const noticeAudiences = ['all', 'students', 'parents', 'class'] as const;
export type NoticeAudience = (typeof noticeAudiences)[number];
export const noticeAudienceLabels: Record<NoticeAudience, string> = {
  all: '전체',
  students: '학생',
  parents: '학부모',
  class: '반',
};
