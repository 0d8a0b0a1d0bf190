import { addDays, seoulToday, weekStart } from '@portal/contract/dates';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAll, startTestApi, type TestApi } from '../../test/harness';
import { eventually, startSecondInstance, type SecondInstance } from '../../test/second-instance';

/*
 * A week's menus are remembered per API instance (service.ts) and forgotten when the database announces
 * a change to a meal of that week (migration 0024). These tests read a week on two instances of one
 * database, change it on one, and look on both.
 */
type Week = {
  start: string;
  times: Record<string, string>;
  days: { date: string; meals: { meal: string; dishes: { name: string }[] }[] }[];
};

let api: TestApi;
let other: SecondInstance;
const token: Record<string, string> = {};
const id: Record<string, number> = {};
// Eight weeks ahead: the demo leaves it empty, so the meals in it are the ones these tests write.
const monday = weekStart(addDays(seoulToday(), 56));
const tuesday = addDays(monday, 1);

async function weekOn(where: 'this' | 'other', date = monday): Promise<Week> {
  const url = `/meals/?week=${date}`;
  if (where === 'this') {
    const res = await api.request('GET', url, { token: token.student1 });
    expect(res.status, res.text).toBe(200);
    return res.body;
  }
  const res = await fetch(other.url + url, { headers: { authorization: `Bearer ${token.student1}` } });
  expect(res.status).toBe(200);
  return (await res.json()) as Week;
}
const dishesOn = (week: Week, date: string, meal: string) =>
  week.days
    .find((d) => d.date === date)
    ?.meals.find((m) => m.meal === meal)
    ?.dishes.map((d) => d.name) ?? [];

beforeAll(async () => {
  api = await startTestApi({ ACCESS_TOKEN_TTL_SECONDS: String(24 * 3600) });
  other = await startSecondInstance(api);
  await signInAll(api, ['student1', 'teacher1'], token, id);
});
afterAll(async () => {
  await other?.close();
  await api?.close();
});

describe("the week's meals, remembered by each instance", () => {
  it('shows a meal staff saved here at once, and on another instance once it is announced', async () => {
    expect(dishesOn(await weekOn('this'), monday, 'lunch')).toEqual([]);
    expect(dishesOn(await weekOn('other'), monday, 'lunch')).toEqual([]);

    const saved = await api.request('PUT', `/staff/meals/${monday}/lunch/`, {
      token: token.teacher1,
      body: { dishes: [{ name: '제육볶음', allergens: [5, 6, 10] }], kcal: 820 },
    });
    expect(saved.status, saved.text).toBe(200);
    expect(dishesOn(saved.body, monday, 'lunch')).toEqual(['제육볶음']);
    expect(dishesOn(await weekOn('this'), monday, 'lunch')).toEqual(['제육볶음']);
    const there = await eventually(
      () => weekOn('other'),
      (w) => dishesOn(w, monday, 'lunch').length > 0,
    );
    expect(dishesOn(there, monday, 'lunch')).toEqual(['제육볶음']);
  });

  it('shows a week pasted on another instance here once it is announced, asked by any of its dates', async () => {
    expect(dishesOn(await weekOn('this', tuesday), tuesday, 'dinner')).toEqual([]);
    const md = `${Number(tuesday.slice(5, 7))}/${Number(tuesday.slice(8, 10))}`;
    const res = await fetch(`${other.url}/staff/meals/paste/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token.teacher1}`, 'content-type': 'application/json' },
      body: JSON.stringify({ week: monday, text: `구분\t${md}(화)\n석식\t닭갈비 5.6.15.` }),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const here = await eventually(
      () => weekOn('this', tuesday),
      (w) => dishesOn(w, tuesday, 'dinner').length > 0,
    );
    expect(dishesOn(here, tuesday, 'dinner')).toEqual(['닭갈비']);
  });

  it('shows meal times staff set on another instance here once they are announced, in every week remembered', async () => {
    for (const date of [monday, tuesday, addDays(monday, 7)])
      expect(await weekOn('this', date)).toMatchObject({ times: { dinner: '17:30' } });
    const res = await fetch(`${other.url}/staff/meals/times/`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token.teacher1}`, 'content-type': 'application/json' },
      body: JSON.stringify({ breakfast: '07:00', lunch: '11:30', dinner: '18:10' }),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const here = await eventually(
      () => weekOn('this', addDays(monday, 7)),
      (w) => w.times.dinner === '18:10',
    );
    expect(here).toMatchObject({ times: { dinner: '18:10' } });
    expect(await weekOn('this')).toMatchObject({ times: { dinner: '18:10' } });
  });

  it('remembers the week: a change no one announces shows only when the memory lapses, after a minute', async () => {
    expect(dishesOn(await weekOn('this'), monday, 'lunch')).toEqual(['제육볶음']);
    // Written by hand with the triggers off: nothing is announced.
    await api.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL session_replication_role = replica`);
      await tx.execute(
        sql`UPDATE meals SET dishes = '[{"name":"김치찌개","allergens":[9]}]'::jsonb WHERE served_on = ${monday} AND meal = 'lunch'`,
      );
    });
    expect(dishesOn(await weekOn('this'), monday, 'lunch')).toEqual(['제육볶음']);
    api.clock.advance(61_000);
    expect(dishesOn(await weekOn('this'), monday, 'lunch')).toEqual(['김치찌개']);
  });
});
