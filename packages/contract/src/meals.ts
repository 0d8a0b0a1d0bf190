import { z } from 'zod';
import { dbText, hhmm, isoDate, studentQuery } from './common';
import { ALLERGEN_NUMBERS, MEAL_LIMITS, mealKinds } from './vocabulary';
import { groupDigits } from './numbers';
export { mealKinds, mealKindLabels, DEFAULT_MEAL_TIMES, allergenNames, ALLERGEN_NUMBERS, MEAL_LIMITS } from './vocabulary';
export type { MealKind, MealTimes } from './vocabulary';

export const mealKind = z.enum(mealKinds, { error: '조식, 중식, 석식 중에서 골라 주세요.' });

export const allergenNumber = z
  .number({ error: '알레르기 번호를 골라 주세요.' })
  .int({ error: '알레르기 번호를 골라 주세요.' })
  .refine((n) => ALLERGEN_NUMBERS.includes(n), { error: '알레르기 번호는 1~19만 쓸 수 있습니다.' });

const allergenList = z
  .array(allergenNumber, { error: '알레르기를 골라 주세요.' })
  .max(19, { error: '알레르기는 19가지입니다.' })
  .refine((list) => new Set(list).size === list.length, { error: '같은 알레르기가 두 번 들어 있습니다.' });

export const dish = z.object({
  name: dbText('요리 이름을 적어 주세요.')
    .trim()
    .min(1, { error: '요리 이름을 적어 주세요.' })
    .max(MEAL_LIMITS.dishName, { error: `요리 이름은 ${MEAL_LIMITS.dishName}자까지 쓸 수 있습니다.` }),
  allergens: allergenList,
});

export const mealMenu = z.object({
  meal: mealKind,
  dishes: z.array(dish),
  kcal: z.number().int().nullable(),
});
export type MealMenu = z.infer<typeof mealMenu>;

/** When each meal is served, as the centre set it; staff change them, in the order of the day. */
export const mealTimes = z
  .object({ breakfast: hhmm, lunch: hhmm, dinner: hhmm })
  .refine((t) => t.breakfast < t.lunch, { error: '중식은 조식보다 늦은 시간으로 적어 주세요.', path: ['lunch'] })
  .refine((t) => t.lunch < t.dinner, { error: '석식은 중식보다 늦은 시간으로 적어 주세요.', path: ['dinner'] });

/** One week (월-일) of meals: every day, with the meals that have a menu, and when each meal is served. */
export const mealWeek = z.object({
  start: z.string(),
  end: z.string(),
  times: z.object({ breakfast: z.string(), lunch: z.string(), dinner: z.string() }),
  days: z.array(z.object({ date: z.string(), meals: z.array(mealMenu) })),
});
export type MealWeek = z.infer<typeof mealWeek>;

/** `?week=`: any date of the week wanted (this week when left out). */
export const mealWeekQuery = z.object({ week: isoDate.optional() });

export const mealSlotParams = z.object({ date: isoDate, meal: mealKind });

const kcal = z
  .number({ error: '칼로리는 숫자로 적어 주세요.' })
  .int({ error: '칼로리는 정수로 적어 주세요.' })
  .min(0, { error: '칼로리는 0 이상으로 적어 주세요.' })
  .max(MEAL_LIMITS.kcal, { error: `칼로리는 ${MEAL_LIMITS.kcal}kcal까지 적을 수 있습니다.` })
  .nullable();

/**
 * What staff save for one day's meal; no dishes clears it. `was`: the meal as her form showed it (null:
 * none), so that a save made over someone else's newer one is refused (EDIT_CONFLICT) instead of undoing it.
 */
export const saveMealInput = z.object({
  dishes: z.array(dish).max(MEAL_LIMITS.dishes, { error: `한 끼에 요리는 ${MEAL_LIMITS.dishes}개까지 적을 수 있습니다.` }),
  kcal,
  was: z
    .object({ dishes: z.array(dish).max(MEAL_LIMITS.dishes), kcal })
    .nullable()
    .optional(),
});
export type SaveMealInput = z.infer<typeof saveMealInput>;

/** A week pasted from a spreadsheet (`meal-paste.ts`), with a date of the week on screen. */
export const pasteWeekInput = z.object({
  week: isoDate,
  text: dbText('붙여 넣은 내용이 없습니다.')
    .min(1, { error: '붙여 넣은 내용이 없습니다.' })
    .max(MEAL_LIMITS.pasteChars, { error: `한 번에 ${groupDigits(MEAL_LIMITS.pasteChars)}자까지 붙여 넣을 수 있습니다.` }),
});
export type PasteWeekInput = z.infer<typeof pasteWeekInput>;

export const mealRating = z
  .number({ error: '별점을 골라 주세요.' })
  .int({ error: '별점을 골라 주세요.' })
  .min(1, { error: '별점을 1~5점 중에서 골라 주세요.' })
  .max(5, { error: '별점을 1~5점 중에서 골라 주세요.' });

export const rateMealInput = z.object({
  date: isoDate,
  meal: mealKind,
  rating: mealRating,
  comment: dbText()
    .trim()
    .max(MEAL_LIMITS.comment, { error: `한마디는 ${MEAL_LIMITS.comment}자까지 쓸 수 있습니다.` }),
});
export type RateMealInput = z.infer<typeof rateMealInput>;

/** A student's own rating of a meal; `editable` while she may still change it (that day, once served). */
export const mealFeedback = z.object({
  date: z.string(),
  meal: mealKind,
  rating: z.number().int(),
  comment: z.string(),
  editable: z.boolean(),
});
export type MealFeedback = z.infer<typeof mealFeedback>;

export const myMealFeedback = z.object({ results: z.array(mealFeedback) });

export const allergiesQuery = studentQuery;
export const mealAllergies = z.object({ allergens: allergenList });
export type MealAllergies = z.infer<typeof mealAllergies>;

/** Staff: what students said about each meal of a week, with no names (they rate freely). */
export const mealFeedbackSummary = z.object({
  start: z.string(),
  end: z.string(),
  average: z.number().nullable(),
  count: z.number().int(),
  meals: z.array(
    z.object({
      date: z.string(),
      meal: mealKind,
      average: z.number().nullable(),
      count: z.number().int(),
      comments: z.array(z.object({ rating: z.number().int(), comment: z.string() })),
    }),
  ),
});
export type MealFeedbackSummary = z.infer<typeof mealFeedbackSummary>;
