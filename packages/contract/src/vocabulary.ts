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
export const filePurposes = ['sick-note'] as const;
export type FilePurpose = (typeof filePurposes)[number];

/**
 * The limits of each purpose, read by the API (which enforces them on the bytes) and the portal
 * (which warns before sending). Types are detected from the file's first bytes, never its name.
 */
export const filePurposeRules: Record<FilePurpose, { label: string; maxBytes: number; types: readonly string[]; maxPerRecord: number }> = {
  // 진단서·처방전: a photo (JPEG, PNG, WebP, or an iPhone's HEIC) or a PDF.
  'sick-note': {
    label: '진단서',
    maxBytes: 10 * 1024 * 1024,
    types: ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif', 'application/pdf'],
    maxPerRecord: 3,
  },
};

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
