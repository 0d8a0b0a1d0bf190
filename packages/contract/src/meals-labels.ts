/** Meals, allergens and their limits, without any schema (`@portal/contract/meals-labels`). */

/** 조식 / 중식 / 석식, in the order of the day. */
export const mealKinds = ['breakfast', 'lunch', 'dinner'] as const;
export type MealKind = (typeof mealKinds)[number];

export const mealKindLabels: Record<MealKind, string> = { breakfast: '조식', lunch: '중식', dinner: '석식' };

/**
 * When each meal starts being served (Seoul, `HH:MM`), as the centre set it in the staff meal screen.
 * A student rates a meal from this time until the end of that day: not before it is served, not on a
 * later day (docs/decisions.md, "Meal feedback").
 */
export type MealTimes = Record<MealKind, string>;

/** A new centre's meal times until staff set theirs (migration 0033 writes them). */
export const DEFAULT_MEAL_TIMES: MealTimes = { breakfast: '07:00', lunch: '11:30', dinner: '17:30' };

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
