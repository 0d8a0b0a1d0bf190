import { allergenNames, mealKindLabels, type MealKind } from '@portal/contract/meals-labels';
import { addDays, atSeoul, dayParts } from '@portal/contract/dates';

/** The name of a statutory allergen number (`2` → 우유). */
export const allergenName = (n: number): string => allergenNames[n] ?? `${n}번`;

/** Names of a dish's allergens, in number order: `난류, 우유, 대두`. */
export const allergenText = (allergens: readonly number[]): string => allergens.map(allergenName).join(', ');

/** Which of a dish's allergens are hers (none when she recorded none). */
export function myAllergensIn(dishAllergens: readonly number[], mine: readonly number[] | undefined): number[] {
  if (!mine?.length) return [];
  return dishAllergens.filter((n) => mine.includes(n));
}

/** The warning a marked dish shows in words (not colour only): `주의: 우유·대두`. */
export function allergyWarning(dishAllergens: readonly number[], mine: readonly number[] | undefined): string | null {
  const hit = myAllergensIn(dishAllergens, mine);
  return hit.length ? `주의: ${hit.map(allergenName).join('·')}` : null;
}

/** Whether she may rate a meal served from `startsAt` now: on its own day (Seoul), from then (same rule as the API). */
export function ratingOpen(date: string, startsAt: string, today: string, now: Date): boolean {
  return date === today && now.getTime() >= atSeoul(date, startsAt).getTime();
}

/** `중식은 11:30부터 평가할 수 있어요.` */
export const opensAt = (meal: MealKind, startsAt: string) => `${mealKindLabels[meal]}은 ${startsAt}부터 평가할 수 있어요.`;

const monthDay = (date: string) => `${Number(date.slice(5, 7))}월 ${Number(date.slice(8, 10))}일`;

/**
 * The name of a day chip (요일 over 날짜): what it shows first, word for word ("월 23", WCAG 2.5.3), then
 * the date: `월 23, 11월 23일`.
 */
export function dayChipName(date: string): string {
  const { weekday, day } = dayParts(date);
  return `${weekday} ${day}, ${monthDay(date)}`;
}

/** `11월 23일 ~ 29일`, or `11월 30일 ~ 12월 6일` across two months: the week that starts on `monday`. */
export function weekRange(monday: string): string {
  const sunday = addDays(monday, 6);
  return `${monthDay(monday)} ~ ${sunday.slice(5, 7) === monday.slice(5, 7) ? `${Number(sunday.slice(8, 10))}일` : monthDay(sunday)}`;
}
