import type {
  MealAllergies,
  MealFeedback,
  MealFeedbackSummary,
  MealKind,
  MealTimes,
  MealWeek,
  PasteWeekInput,
  RateMealInput,
  SaveMealInput,
} from '@portal/contract';
import { atSeoul, seoulToday, weekOf } from '@portal/contract/dates';
import { formatPasteError, parseWeekPaste, weekDates } from '@portal/contract/meal-paste';
import { mealKinds } from '@portal/contract/vocabulary';
import type { Clock } from '../../config';
import type { AnnouncedCache } from '../../db/announced-cache';
import { AppError } from '../../http/errors';
import type { Caller } from '../../http/route';
import type { FamilyService } from '../family/service';
import type { MealsRepository } from './repository';

const average = (ratings: number[]) =>
  ratings.length ? Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10 : null;

/** The database announces here the date of a meal that changed (migration 0024). */
export const MEALS_CHANNEL = 'portal_meals';

/** An announced meal's date makes its week forgotten (weeks are remembered by their Monday). */
export const forgetMealWeek = (date: string, forget: (match: (key: string) => boolean) => void) => forgetWeeksOf([date], forget);

/** Forgets the weeks that hold these dates. */
function forgetWeeksOf(dates: readonly string[], forget: (match: (key: string) => boolean) => void) {
  const starts = new Set(dates.map((d) => weekOf(d).start));
  forget((key) => starts.has(key));
}

/**
 * The week's meals, ratings of them and students' allergies (docs/decisions.md, "Meals"). With `weeks`,
 * each week's menus (read by every home) are remembered until the database announces a change to them.
 */
export function mealsService(repo: MealsRepository, family: FamilyService, now: Clock, weeks?: AnnouncedCache<MealWeek>) {
  /** Whether a student may still rate (or re-rate) a meal: on its own day, from when it is served. */
  const canRate = (date: string, meal: MealKind, times: MealTimes) => {
    const at = now();
    return date === seoulToday(at) && at.getTime() >= atSeoul(date, times[meal]).getTime();
  };

  /** The week (월-일) that holds `date` (today when left out), every day listed. */
  async function week(date?: string): Promise<MealWeek> {
    const { start } = weekOf(date ?? seoulToday(now()));
    return weeks ? (await weeks.read(start, now().getTime(), () => readWeek(start)))! : readWeek(start);
  }

  async function readWeek(start: string): Promise<MealWeek> {
    const { end } = weekOf(start);
    const [rows, times] = await Promise.all([repo.menus(start, end), repo.times()]);
    const order = (m: MealKind) => mealKinds.indexOf(m);
    return {
      start,
      end,
      times,
      days: weekDates(start).map((day) => ({
        date: day,
        meals: rows
          .filter((r) => r.date === day)
          .sort((a, b) => order(a.meal) - order(b.meal))
          .map((r) => ({ meal: r.meal, dishes: r.dishes, kcal: r.kcal })),
      })),
    };
  }

  return {
    week,

    /** The caller's own ratings of a week (students). */
    async myFeedback(caller: Caller, date?: string): Promise<{ results: MealFeedback[] }> {
      const { start, end } = weekOf(date ?? seoulToday(now()));
      // The times as the remembered week has them (no query of their own).
      const [rows, { times }] = await Promise.all([repo.feedbackOf(caller.id, start, end), week(start)]);
      return { results: rows.map((r) => ({ ...r, editable: canRate(r.date, r.meal, times) })) };
    },

    /** Rates a meal that has a menu, on its day once served; a second rating of it replaces the first. */
    async rate(caller: Caller, input: RateMealInput): Promise<MealFeedback> {
      if (!(await repo.menu(input.date, input.meal))) throw new AppError('NOT_FOUND', '식단이 없는 끼니입니다.');
      const today = seoulToday(now());
      if (input.date < today) throw new AppError('MEAL_FEEDBACK_CLOSED');
      if (!canRate(input.date, input.meal, (await week(input.date)).times)) throw new AppError('MEAL_NOT_SERVED_YET');
      const row = await repo.rate(caller.id, input.date, input.meal, input.rating, input.comment);
      return { ...row, editable: true };
    },

    /** A student's allergies: her own, a parent's linked child, any student staff name. */
    async allergies(caller: Caller, requested?: number): Promise<MealAllergies> {
      const studentId = await family.studentScope(caller, requested);
      return { allergens: await repo.allergiesOf(studentId) };
    },

    /** Replaces the caller's own allergies (students). */
    async saveAllergies(caller: Caller, input: MealAllergies): Promise<MealAllergies> {
      const allergens = [...input.allergens].sort((a, b) => a - b);
      await repo.saveAllergies(caller.id, allergens);
      return { allergens };
    },

    /** Staff: sets one day's meal; no dishes clears it. Answers that week. */
    async saveMeal(caller: Caller, date: string, meal: MealKind, input: SaveMealInput): Promise<MealWeek> {
      const asShown = (m: Pick<SaveMealInput, 'dishes' | 'kcal'> | null | undefined) =>
        m ? JSON.stringify([m.dishes.map((d) => [d.name, d.allergens]), m.kcal]) : null;
      await repo.transaction(async (r) => {
        // Made from another meal than the one kept now: someone saved it meanwhile (two staff on one meal,
        // the last save undid the other's dishes and kcal without a word: an audit). Checked under the
        // meal's lock, and a first meal written only if none came meanwhile: checked apart from the write,
        // two saves made from one meal at the same moment both passed, and the later undid the other.
        if (input.was !== undefined && asShown(await r.lockedMenu(date, meal)) !== asShown(input.was)) throw new AppError('EDIT_CONFLICT');
        if (input.dishes.length === 0) {
          if (input.kcal !== null) throw new AppError('BAD_REQUEST', undefined, { kcal: ['메뉴 없이 칼로리만 저장할 수 없습니다.'] });
          await r.clearMenu(date, meal);
        } else if (input.was === null) {
          if (!(await r.addMenu(date, meal, input.dishes, input.kcal, caller.id))) throw new AppError('EDIT_CONFLICT');
        } else {
          await r.saveMenu(date, meal, input.dishes, input.kcal, caller.id);
        }
      });
      // The announcement comes back in a moment; the week answered now is already the new one.
      if (weeks) forgetWeeksOf([date], weeks.forget);
      return week(date);
    },

    /**
     * Staff: saves a week pasted from a spreadsheet, read by the shared parser. Any problem refuses the
     * whole paste with every reason; otherwise the pasted days are replaced in one transaction.
     */
    async pasteWeek(caller: Caller, input: PasteWeekInput): Promise<MealWeek> {
      const read = parseWeekPaste(input.text, input.week);
      if (read.errors.length > 0) throw new AppError('MEAL_PASTE_INVALID', undefined, { text: read.errors.map(formatPasteError) });
      await repo.transaction(async (tx) => {
        await tx.clearDays(read.dates);
        for (const m of read.meals) await tx.saveMenu(m.date, m.meal, m.dishes, m.kcal, caller.id);
      });
      if (weeks) forgetWeeksOf(read.dates, weeks.forget);
      return week(read.dates[0] ?? input.week);
    },

    /**
     * Staff: when each meal is served, in the order of the day (the schema's check). Every week read
     * after it has them, here at once and on other instances by the database's announcement.
     */
    async saveTimes(caller: Caller, times: MealTimes): Promise<MealWeek> {
      await repo.saveTimes(times, caller.id);
      if (weeks) weeks.forget(() => true);
      return week();
    },

    /** Staff: the week's ratings, per meal and overall, with comments and no names. */
    async feedbackSummary(date?: string): Promise<MealFeedbackSummary> {
      const { start, end } = weekOf(date ?? seoulToday(now()));
      const rows = await repo.allFeedback(start, end);
      const slots = weekDates(start).flatMap((day) => mealKinds.map((meal) => ({ day, meal })));
      return {
        start,
        end,
        average: average(rows.map((r) => r.rating)),
        count: rows.length,
        meals: slots
          .map(({ day, meal }) => {
            const of = rows.filter((r) => r.date === day && r.meal === meal);
            return {
              date: day,
              meal,
              average: average(of.map((r) => r.rating)),
              count: of.length,
              comments: of.filter((r) => r.comment.trim()).map((r) => ({ rating: r.rating, comment: r.comment })),
            };
          })
          .filter((m) => m.count > 0),
      };
    },
  };
}
export type MealsService = ReturnType<typeof mealsService>;
