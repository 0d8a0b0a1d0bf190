import { addDays, seoulDate } from '@portal/contract/dates';
import { iGa } from '@portal/contract/particles';
import type { Db } from '../client';
import { mealFeedback, meals, studentAllergies, type MealDish } from '../schema';
import type { DemoPeople } from './demo';

type MealKind = (typeof meals.$inferInsert)['meal'];

/** `이름 1.2.5.` as a school menu writes it. */
const d = (name: string, ...allergens: number[]): MealDish => ({ name, allergens });

const rice = [d('쌀밥'), d('잡곡밥'), d('현미밥'), d('흑미밥'), d('보리밥'), d('차조밥')];
const soups = [
  d('된장찌개', 5, 6, 9),
  d('쇠고기미역국', 5, 6, 16),
  d('김치찌개', 5, 9, 10),
  d('북엇국', 1, 5, 6),
  d('콩나물국', 5),
  d('순두부찌개', 5, 9, 17, 18),
  d('어묵국', 1, 5, 6),
  d('육개장', 5, 6, 16),
  d('감자국', 5),
  d('부대찌개', 2, 5, 6, 10, 12, 16),
  d('홍합탕', 5, 18),
  d('닭곰탕', 15),
];
const mains = [
  d('돈까스', 1, 2, 5, 6, 10, 12),
  d('제육볶음', 5, 6, 10),
  d('닭갈비', 5, 6, 15),
  d('고등어구이', 7),
  d('소불고기', 5, 6, 13, 16),
  d('오징어볶음', 5, 6, 17),
  d('치킨가스', 1, 2, 5, 6, 15),
  d('함박스테이크', 1, 2, 5, 6, 10, 12, 16),
  d('닭볶음탕', 5, 6, 15),
  d('새우튀김', 1, 5, 6, 9),
  d('갈비찜', 5, 6, 10, 13),
  d('삼치구이', 5, 6),
  d('찜닭', 5, 6, 15),
  d('떡갈비', 5, 6, 10, 16),
];
const sides = [
  d('계란말이', 1),
  d('시금치나물', 5),
  d('콩나물무침', 5),
  d('잡채', 5, 6, 10),
  d('감자조림', 5, 6),
  d('어묵볶음', 1, 5, 6),
  d('도토리묵무침', 5, 6),
  d('멸치볶음', 5, 6),
  d('브로콜리숙회', 5, 6, 13),
  d('마카로니샐러드', 1, 2, 5, 6),
  d('메추리알장조림', 1, 5, 6),
  d('애호박볶음', 5),
  d('숙주나물', 5),
  d('깻잎순볶음', 5),
];
const kimchi = [d('배추김치', 9, 13), d('깍두기', 9, 13), d('총각김치', 9, 13), d('열무김치', 9, 13)];
const desserts = [
  d('요구르트', 2),
  d('귤'),
  d('바나나'),
  d('사과주스', 13),
  d('딸기우유', 2),
  d('식혜'),
  d('방울토마토', 12),
  d('복숭아맛젤리', 11),
  d('호두과자', 1, 2, 5, 6, 14),
];
const breakfastMains = [
  d('스크램블에그', 1, 2),
  d('소시지야채볶음', 5, 6, 10, 12, 16),
  d('김구이', 5),
  d('두부조림', 5, 6),
  d('햄구이', 5, 6, 10, 16),
  d('잣죽', 19),
  d('프렌치토스트', 1, 2, 5, 6),
  d('닭가슴살샐러드', 5, 13, 15),
];
const specials = [
  [d('짜장밥', 5, 6, 10, 13), d('짬뽕국', 5, 6, 9, 10, 17, 18), d('탕수육', 1, 5, 6, 10, 12), d('단무지')],
  [d('카레라이스', 2, 5, 6, 16), d('유부장국', 5, 6), d('치킨너겟', 1, 5, 6, 15), d('배추김치', 9, 13)],
  [d('메밀국수', 3, 5, 6), d('유부초밥', 5, 6, 13), d('새우튀김', 1, 5, 6, 9), d('깍두기', 9, 13)],
  [d('김치볶음밥', 1, 5, 9, 10), d('팽이버섯국', 5), d('떡볶이', 5, 6, 12), d('순대', 5, 6, 10)],
];

/** A small seeded generator, so the demo is the same month after month of the same dates. */
function pick<T>(list: readonly T[], seed: number): T {
  return list[Math.abs(Math.floor(Math.sin(seed) * 10_000)) % list.length]!;
}

function menuOf(dayIndex: number, meal: MealKind): { dishes: MealDish[]; kcal: number } {
  const s = dayIndex * 7 + (meal === 'breakfast' ? 1 : meal === 'lunch' ? 2 : 3);
  if (meal === 'lunch' && dayIndex % 6 === 3) {
    const special = specials[Math.abs(dayIndex) % specials.length]!;
    return { dishes: [...special, pick(desserts, s + 5)], kcal: 900 + (Math.abs(s) % 9) * 10 };
  }
  if (meal === 'breakfast') {
    return {
      dishes: [pick(rice, s), pick(soups, s + 1), pick(breakfastMains, s + 2), pick(sides, s + 3), pick(kimchi, s + 4)],
      kcal: 620 + (Math.abs(s) % 11) * 10,
    };
  }
  const main = pick(mains, s + 2);
  let side = pick(sides, s + 3);
  if (side.name === main.name) side = pick(sides, s + 7);
  const dishes = [pick(rice, s), pick(soups, s + 1), main, side, pick(kimchi, s + 4)];
  if (meal === 'lunch' || dayIndex % 2 === 0) dishes.push(pick(desserts, s + 5));
  return { dishes, kcal: (meal === 'lunch' ? 820 : 760) + (Math.abs(s) % 13) * 10 };
}

/**
 * What a student writes about a meal: a word on its third dish (the main) or its dessert only when the
 * meal had them (a comment praising 돈까스 under a menu without it read as a mistake); '' is no comment.
 */
const comments: ((dishes: MealDish[]) => string)[] = [
  (d) => `${iGa(d[2]!.name)} 맛있었어요.`,
  () => '국이 조금 짰어요.',
  () => '밥이 조금 질었어요.',
  () => '반찬 양이 넉넉해서 좋았어요.',
  (d) => (d.length > 5 ? `${d[5]!.name}까지 있어서 좋았어요!` : ''),
  () => '',
  () => '',
  () => '맛있게 먹었습니다.',
  () => '김치가 너무 시었어요.',
  () => '',
  () => '채소 반찬이 더 있으면 좋겠어요.',
];

/**
 * A month of meals around the seed's today (two weeks back, two weeks ahead), three a day, with
 * realistic dishes, allergen numbers and calories; ratings of past meals; two students' allergies.
 */
export async function seedMeals(db: Db, people: DemoPeople, now: Date) {
  const today = seoulDate(now);
  const kinds: MealKind[] = ['breakfast', 'lunch', 'dinner'];
  const rows = [];
  for (let i = -14; i <= 14; i++) {
    const date = addDays(today, i);
    // Day numbers count from a fixed day, so a date has the same menu whatever day the seed ran.
    const dayIndex = Math.round(Date.parse(date) / 86_400_000);
    for (const meal of kinds) rows.push({ servedOn: date, meal, ...menuOf(dayIndex, meal), updatedBy: people.idOf('teacher2') });
  }
  await db.insert(meals).values(rows);

  const raters = ['student1', 'student2', 'student3', 'student4', 'student5', 'student6'] as const;
  const feedback: (typeof mealFeedback.$inferInsert)[] = [];
  for (let i = -14; i <= -1; i++) {
    const date = addDays(today, i);
    const dayIndex = Math.round(Date.parse(date) / 86_400_000);
    raters.forEach((who, r) => {
      for (const meal of kinds) {
        const s = i * 31 + r * 7 + kinds.indexOf(meal);
        if (Math.abs(Math.floor(Math.sin(s) * 100)) % 3 !== 0) continue; // about a third of meals are rated
        const rating = 2 + (Math.abs(Math.floor(Math.cos(s) * 100)) % 4);
        const comment = pick(comments, s)(menuOf(dayIndex, meal).dishes);
        feedback.push({ studentId: people.idOf(who), servedOn: date, meal, rating, comment });
      }
    });
  }
  if (feedback.length) await db.insert(mealFeedback).values(feedback);

  await db.insert(studentAllergies).values([
    { studentId: people.idOf('student2'), allergens: [4, 9] },
    { studentId: people.idOf('student3'), allergens: [2] },
  ]);
}
