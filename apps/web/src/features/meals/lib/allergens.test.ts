// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { allergenName, allergenText, allergyWarning, myAllergensIn, ratingOpen, weekRange } from './allergens';

describe('allergen marks', () => {
  it('shows names, not numbers', () => {
    expect(allergenName(1)).toBe('난류');
    expect(allergenName(18)).toBe('조개류(굴, 전복, 홍합 포함)');
    expect(allergenName(19)).toBe('잣');
    expect(allergenText([1, 2, 5, 6, 10])).toBe('난류, 우유, 대두, 밀, 돼지고기');
  });

  it('marks a dish with one of her allergens, in words', () => {
    expect(myAllergensIn([1, 2, 5, 6, 10], [2, 9])).toEqual([2]);
    expect(allergyWarning([1, 2, 5, 6, 10], [2, 5, 9])).toBe('주의: 우유·대두');
    expect(allergyWarning([9, 13], [9])).toBe('주의: 새우');
  });

  it('marks nothing when the dish has none of hers, or she recorded none', () => {
    expect(allergyWarning([1, 2], [9])).toBeNull();
    expect(allergyWarning([1, 2], [])).toBeNull();
    expect(allergyWarning([1, 2], undefined)).toBeNull();
    expect(allergyWarning([], [1])).toBeNull();
  });
});

describe('when a meal may be rated', () => {
  const today = '2026-11-25';
  const at = (hhmm: string) => new Date(`${today}T${hhmm}:00+09:00`);
  it('opens when the meal is served and stays open that day', () => {
    expect(ratingOpen(today, '11:30', today, at('11:29'))).toBe(false);
    expect(ratingOpen(today, '11:30', today, at('11:30'))).toBe(true);
    expect(ratingOpen(today, '07:00', today, at('23:59'))).toBe(true);
    expect(ratingOpen(today, '17:30', today, at('17:00'))).toBe(false);
  });
  it('is closed on other days', () => {
    expect(ratingOpen('2026-11-24', '11:30', today, at('12:00'))).toBe(false);
    expect(ratingOpen('2026-11-26', '07:00', today, at('12:00'))).toBe(false);
  });
});

describe('the week shown', () => {
  it('names its first and last day', () => {
    expect(weekRange('2026-11-23')).toBe('11월 23일 ~ 29일');
    expect(weekRange('2026-11-30')).toBe('11월 30일 ~ 12월 6일');
  });
});
