import { and, asc, between, eq, inArray, sql } from 'drizzle-orm';
import { transactional, type Db } from '../../db/client';
import { DEFAULT_MEAL_TIMES, type MealTimes } from '@portal/contract/meals-labels';
import { mealFeedback, meals, mealTimes, studentAllergies, type MealDish } from '../../db/schema';

type MealKind = (typeof meals.$inferSelect)['meal'];

function mealsQueries(db: Db) {
  return {
    /** The menus of the days from `start` to `end`, in day order. */
    async menus(start: string, end: string) {
      return db
        .select({ date: meals.servedOn, meal: meals.meal, dishes: meals.dishes, kcal: meals.kcal })
        .from(meals)
        .where(between(meals.servedOn, start, end))
        .orderBy(asc(meals.servedOn));
    },

    async menu(date: string, meal: MealKind) {
      const [row] = await db
        .select({ id: meals.id, dishes: meals.dishes, kcal: meals.kcal })
        .from(meals)
        .where(and(eq(meals.servedOn, date), eq(meals.meal, meal)))
        .limit(1);
      return row;
    },

    /**
     * The meal as kept, its row held until the transaction ends: a save checks what it replaces under it,
     * and a second save of the meal waits, then reads the first one's.
     */
    async lockedMenu(date: string, meal: MealKind) {
      const [row] = await db
        .select({ id: meals.id, dishes: meals.dishes, kcal: meals.kcal })
        .from(meals)
        .where(and(eq(meals.servedOn, date), eq(meals.meal, meal)))
        .for('update')
        .limit(1);
      return row;
    },

    /** Writes a meal the day had none of; false when one was saved meanwhile (it is kept). */
    async addMenu(date: string, meal: MealKind, dishes: MealDish[], kcal: number | null, by: number) {
      const rows = await db
        .insert(meals)
        .values({ servedOn: date, meal, dishes, kcal, updatedBy: by })
        .onConflictDoNothing({ target: [meals.servedOn, meals.meal] })
        .returning({ id: meals.id });
      return rows.length > 0;
    },

    /** Writes one day's meal (insert or replace). */
    async saveMenu(date: string, meal: MealKind, dishes: MealDish[], kcal: number | null, by: number) {
      await db
        .insert(meals)
        .values({ servedOn: date, meal, dishes, kcal, updatedBy: by })
        .onConflictDoUpdate({
          target: [meals.servedOn, meals.meal],
          set: { dishes, kcal, updatedBy: by, updatedAt: sql`now()` },
        });
    },

    async clearMenu(date: string, meal: MealKind) {
      await db.delete(meals).where(and(eq(meals.servedOn, date), eq(meals.meal, meal)));
    },

    /** Clears every meal of the given days. */
    async clearDays(dates: string[]) {
      if (dates.length) await db.delete(meals).where(inArray(meals.servedOn, dates));
    },

    /** When each meal is served (a meal with no row yet: the default). */
    async times(): Promise<MealTimes> {
      const rows = await db.select({ meal: mealTimes.meal, startsAt: mealTimes.startsAt }).from(mealTimes);
      return { ...DEFAULT_MEAL_TIMES, ...Object.fromEntries(rows.map((r) => [r.meal, r.startsAt])) };
    },

    async saveTimes(times: MealTimes, by: number) {
      await db
        .insert(mealTimes)
        .values(Object.entries(times).map(([meal, startsAt]) => ({ meal: meal as MealKind, startsAt, updatedBy: by })))
        .onConflictDoUpdate({ target: mealTimes.meal, set: { startsAt: sql`excluded.starts_at`, updatedBy: by, updatedAt: sql`now()` } });
    },

    /** A student's ratings of the days from `start` to `end`. */
    async feedbackOf(studentId: number, start: string, end: string) {
      return db
        .select({ date: mealFeedback.servedOn, meal: mealFeedback.meal, rating: mealFeedback.rating, comment: mealFeedback.comment })
        .from(mealFeedback)
        .where(and(eq(mealFeedback.studentId, studentId), between(mealFeedback.servedOn, start, end)))
        .orderBy(asc(mealFeedback.servedOn));
    },

    /** Her rating of a meal: one per meal (the unique key), so a second one replaces the first. */
    async rate(studentId: number, date: string, meal: MealKind, rating: number, comment: string) {
      const [row] = await db
        .insert(mealFeedback)
        .values({ studentId, servedOn: date, meal, rating, comment })
        .onConflictDoUpdate({
          target: [mealFeedback.studentId, mealFeedback.servedOn, mealFeedback.meal],
          set: { rating, comment, updatedAt: sql`now()` },
        })
        .returning({ date: mealFeedback.servedOn, meal: mealFeedback.meal, rating: mealFeedback.rating, comment: mealFeedback.comment });
      return row!;
    },

    /** Every rating of the days from `start` to `end` (no names), oldest first. */
    async allFeedback(start: string, end: string) {
      return db
        .select({ date: mealFeedback.servedOn, meal: mealFeedback.meal, rating: mealFeedback.rating, comment: mealFeedback.comment })
        .from(mealFeedback)
        .where(between(mealFeedback.servedOn, start, end))
        .orderBy(asc(mealFeedback.servedOn), asc(mealFeedback.createdAt));
    },

    async allergiesOf(studentId: number) {
      const [row] = await db
        .select({ allergens: studentAllergies.allergens })
        .from(studentAllergies)
        .where(eq(studentAllergies.studentId, studentId));
      return row?.allergens ?? [];
    },

    async saveAllergies(studentId: number, allergens: number[]) {
      await db
        .insert(studentAllergies)
        .values({ studentId, allergens })
        .onConflictDoUpdate({ target: studentAllergies.studentId, set: { allergens, updatedAt: sql`now()` } });
    },
  };
}

/** The module's queries, and `transaction` to run several of them at once (a pasted week, a meal's checked save). */
export function mealsRepository(db: Db) {
  return { ...mealsQueries(db), transaction: transactional(db, mealsQueries) };
}
export type MealsRepository = ReturnType<typeof mealsRepository>;
