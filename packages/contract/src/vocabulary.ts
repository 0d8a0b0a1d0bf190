/**
 * Constants of the contract without any schema, for screens: importing them does not bring zod
 * into a page's first load (`@portal/contract/vocabulary`). The schemas build on these.
 */

export { NO_NEXT_PAGE, type Paged } from './paging';

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
export const filePurposes = ['sick-note', 'library-file', 'feedback-screenshot', 'notice-attachment', 'content-cover'] as const;
export type FilePurpose = (typeof filePurposes)[number];

/**
 * The limits of each purpose, read by the API (which enforces them on the bytes) and the portal
 * (which warns before sending). Types are detected from the file's first bytes, never its name.
 */
export const filePurposeRules: Record<
  FilePurpose,
  {
    label: string;
    maxBytes: number;
    types: readonly string[];
    maxPerRecord: number;
    /** What the refusal of another type names, in Korean ("사진(JPG, PNG, WebP, HEIC)이나 PDF"). */
    accepts: string;
    /**
     * Containers whose exact format `file-type` cannot tell from the first bytes: for each detected
     * type, the extensions taken from the uploaded name (the first is used when the name has none of
     * them; a container with no fitting name and no default is refused).
     */
    containers?: Record<string, readonly string[]>;
  }
> = {
  // 진단서·처방전: a photo (JPEG, PNG, WebP, or an iPhone's HEIC) or a PDF.
  'sick-note': {
    label: '진단서',
    maxBytes: 10 * 1024 * 1024,
    types: ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif', 'application/pdf'],
    maxPerRecord: 3,
    accepts: '사진(JPG, PNG, WebP, HEIC)이나 PDF',
  },
  // 자료실: handouts staff share with students and parents. Office files with a proper
  // [Content_Types].xml are detected as docx/xlsx/pptx; HWPX and other zips only as a zip, and HWP 5
  // only as an OLE compound file (CFB): those keep the extension of their name.
  'library-file': {
    label: '자료',
    maxBytes: 100 * 1024 * 1024,
    types: [
      'application/pdf',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      'application/zip',
      'application/x-cfb',
      'image/jpeg',
      'image/png',
      'image/webp',
      'audio/mpeg',
    ],
    maxPerRecord: 1,
    accepts: 'PDF, 한글(HWP, HWPX), 워드·엑셀·파워포인트, ZIP, 사진, MP3',
    containers: { 'application/zip': ['zip', 'hwpx', 'docx', 'xlsx', 'pptx'], 'application/x-cfb': ['hwp'] },
  },
  // 의견 보내기: a screenshot of what went wrong (a phone's PNG or JPEG, an iPhone's HEIC).
  'feedback-screenshot': {
    label: '스크린샷',
    maxBytes: 10 * 1024 * 1024,
    types: ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'],
    maxPerRecord: 3,
    accepts: '사진(JPG, PNG, WebP, HEIC)',
  },
  // 공지 첨부: handouts as PDF, 한글 (HWP 5, an OLE compound file like the old Office formats, kept by its
  // name's extension), Word, Excel, PowerPoint, or a picture.
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
    accepts: 'PDF, 한글(HWP), 워드, 엑셀, 파워포인트나 사진(JPG, PNG, WebP)',
    containers: { 'application/x-cfb': ['hwp', 'doc', 'xls', 'ppt'] },
  },
  // 콘텐츠 표지: a picture of the lecture or workbook, shown on every card (no HEIC: browsers cannot draw it).
  'content-cover': {
    label: '표지 사진',
    maxBytes: 5 * 1024 * 1024,
    types: ['image/jpeg', 'image/png', 'image/webp'],
    maxPerRecord: 1,
    accepts: '사진(JPG, PNG, WebP)',
  },
};

/** 자료실 categories: 국어 / 수학 / 영어 / 탐구 / 입시 / 생활. */
export const libraryCategories = ['korean', 'math', 'english', 'inquiry', 'admission', 'life'] as const;
export type LibraryCategory = (typeof libraryCategories)[number];
export const libraryCategoryLabels: Record<LibraryCategory, string> = {
  korean: '국어',
  math: '수학',
  english: '영어',
  inquiry: '탐구',
  admission: '입시',
  life: '생활',
};

/** What a feedback is about: 앱 사용 / 시설 / 식사 / 기타. */
export const feedbackKinds = ['app', 'facility', 'meal', 'other'] as const;
export type FeedbackKind = (typeof feedbackKinds)[number];
export const feedbackKindLabels: Record<FeedbackKind, string> = { app: '앱 사용', facility: '시설', meal: '식사', other: '기타' };

/** 접수 (waiting) → 답변 완료 → 종료. */
export const feedbackStatuses = ['open', 'answered', 'closed'] as const;
export type FeedbackStatus = (typeof feedbackStatuses)[number];
export const feedbackStatusLabels: Record<FeedbackStatus, string> = { open: '접수', answered: '답변 완료', closed: '종료' };

/** 조식 / 중식 / 석식, in the order of the day. */
export const mealKinds = ['breakfast', 'lunch', 'dinner'] as const;
export type MealKind = (typeof mealKinds)[number];

export const mealKindLabels: Record<MealKind, string> = { breakfast: '조식', lunch: '중식', dinner: '석식' };

/**
 * When each meal starts being served (Seoul). A student rates a meal from this time until the end of
 * that day: not before it is served, not on a later day (docs/decisions.md, "Meal feedback").
 */
export const mealStartTimes: Record<MealKind, string> = { breakfast: '07:00', lunch: '11:30', dinner: '17:30' };

/**
 * The 19 allergens a Korean school menu must show (식품 등의 표시기준), by their statutory number:
 * menus write the numbers after a dish (`돈까스 1.2.5.6.10.`), screens show the names.
 */
export const allergenNames: Readonly<Record<number, string>> = {
  1: '난류',
  2: '우유',
  3: '메밀',
  4: '땅콩',
  5: '대두',
  6: '밀',
  7: '고등어',
  8: '게',
  9: '새우',
  10: '돼지고기',
  11: '복숭아',
  12: '토마토',
  13: '아황산류',
  14: '호두',
  15: '닭고기',
  16: '쇠고기',
  17: '오징어',
  18: '조개류(굴, 전복, 홍합 포함)',
  19: '잣',
};

/** The statutory numbers, 1 to 19. */
export const ALLERGEN_NUMBERS: readonly number[] = Array.from({ length: 19 }, (_, i) => i + 1);

/** Limits of a meal as staff enter it and of a student's feedback. */
export const MEAL_LIMITS = { dishes: 12, dishName: 40, kcal: 3000, comment: 300, pasteChars: 20_000 } as const;

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

/** How many networks the centre may list on the Wi-Fi guide. */
export const WIFI_MAX_NETWORKS = 10;
