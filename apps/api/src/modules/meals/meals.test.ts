import { addDays, atSeoul, seoulToday, weekStart } from '@portal/contract/dates';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, HANGUL } from '../../test/expect';
import { signInAll, startTestApi, type TestApi } from '../../test/harness';

let api: TestApi;
const token: Record<string, string> = {};
const id: Record<string, number> = {};
const people = ['student1', 'student2', 'student3', 'student4', 'student5', 'student6', 'parent1', 'parent2', 'teacher1', 'admin'];
const today = seoulToday();

/** Sets the API's clock to `hhmm` Seoul on `date` and signs everyone in again (tokens follow the clock). */
async function at(date: string, hhmm: string) {
  api.clock.set(atSeoul(date, hhmm));
  await signInAll(api, people, token, id);
}

beforeAll(async () => {
  api = await startTestApi();
  await signInAll(api, people, token, id);
});
afterAll(() => api?.close());

const rate = (who: string, body: Record<string, unknown>) => api.request('PUT', '/meals/feedback/', { token: token[who], body });

describe('the week of meals', () => {
  it('lists this week, Monday to Sunday, three meals a day with dishes, allergen numbers and calories', async () => {
    const res = await api.request('GET', '/meals/', { token: token.student1 });
    expect(res.status).toBe(200);
    expect(res.body.start).toBe(weekStart(today));
    expect(res.body.days).toHaveLength(7);
    const day = res.body.days.find((d: { date: string }) => d.date === today);
    expect(day.meals.map((m: { meal: string }) => m.meal)).toEqual(['breakfast', 'lunch', 'dinner']);
    const lunch = day.meals[1];
    expect(lunch.kcal).toBeGreaterThan(500);
    expect(lunch.dishes.length).toBeGreaterThanOrEqual(4);
    expect(lunch.dishes.every((d: { allergens: number[] }) => d.allergens.every((n) => n >= 1 && n <= 19))).toBe(true);
  });

  it('answers another week by any of its dates, and parents and staff read it too', async () => {
    const next = addDays(today, 7);
    for (const who of ['parent1', 'teacher1']) {
      const res = await api.request('GET', `/meals/?week=${next}`, { token: token[who] });
      expect(res.status).toBe(200);
      expect(res.body.start).toBe(weekStart(next));
    }
    const far = await api.request('GET', `/meals/?week=${addDays(today, 70)}`, { token: token.parent1 });
    expect(far.body.days.every((d: { meals: unknown[] }) => d.meals.length === 0)).toBe(true);
    expectError(await api.request('GET', '/meals/?week=2026-02-30', { token: token.student1 }), 400, 'BAD_REQUEST');
  });
});

describe('meal feedback', () => {
  it('is one per meal per student: a second rating of lunch replaces the first', async () => {
    await at(today, '12:30');
    const first = await rate('student4', { date: today, meal: 'lunch', rating: 3, comment: '국이 조금 짰어요.' });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ date: today, meal: 'lunch', rating: 3, comment: '국이 조금 짰어요.', editable: true });
    const second = await rate('student4', { date: today, meal: 'lunch', rating: 5, comment: '  다시 먹어 보니 맛있어요. ' });
    expect(second.body.rating).toBe(5);
    expect(second.body.comment).toBe('다시 먹어 보니 맛있어요.');
    const mine = await api.request('GET', '/meals/feedback/', { token: token.student4 });
    expect(mine.body.results.filter((r: { date: string; meal: string }) => r.date === today && r.meal === 'lunch')).toEqual([
      { date: today, meal: 'lunch', rating: 5, comment: '다시 먹어 보니 맛있어요.', editable: true },
    ]);
    // Only student4's; another student sees her own list.
    const other = await api.request('GET', '/meals/feedback/', { token: token.student5 });
    expect(other.body.results.some((r: { date: string; meal: string }) => r.date === today && r.meal === 'lunch')).toBe(false);
  });

  it('stays one row when the same student rates the same meal many times at once', async () => {
    await at(today, '18:00');
    const answers = await Promise.all(
      [1, 2, 3, 4, 5, 4, 3, 2].map((rating) => rate('student3', { date: today, meal: 'breakfast', rating, comment: `${rating}점` })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    const mine = await api.request('GET', '/meals/feedback/', { token: token.student3 });
    const rows = mine.body.results.filter((r: { date: string; meal: string }) => r.date === today && r.meal === 'breakfast');
    expect(rows).toHaveLength(1);
    expect(rows[0].comment).toBe(`${rows[0].rating}점`);
  });

  it('opens when the meal is served and closes at midnight of that day', async () => {
    await at(today, '11:00');
    expectError(await rate('student5', { date: today, meal: 'lunch', rating: 4, comment: '' }), 409, 'MEAL_NOT_SERVED_YET');
    expect((await rate('student5', { date: today, meal: 'breakfast', rating: 4, comment: '' })).status).toBe(200);
    expectError(await rate('student5', { date: addDays(today, 1), meal: 'breakfast', rating: 4, comment: '' }), 409, 'MEAL_NOT_SERVED_YET');
    await at(today, '17:30');
    expect((await rate('student5', { date: today, meal: 'dinner', rating: 2, comment: '고기가 질겼어요.' })).status).toBe(200);
    await at(addDays(today, 1), '08:00');
    expectError(await rate('student5', { date: today, meal: 'dinner', rating: 5, comment: '' }), 409, 'MEAL_FEEDBACK_CLOSED');
    const mine = await api.request('GET', `/meals/feedback/?week=${today}`, { token: token.student5 });
    const dinner = mine.body.results.find((r: { date: string; meal: string }) => r.date === today && r.meal === 'dinner');
    expect(dinner).toEqual({ date: today, meal: 'dinner', rating: 2, comment: '고기가 질겼어요.', editable: false });
  });

  it('refuses a meal without a menu, and bad ratings with Korean field messages', async () => {
    await at(today, '19:00');
    const far = addDays(today, 70);
    expectError(await rate('student6', { date: far, meal: 'lunch', rating: 4, comment: '' }), 404, 'NOT_FOUND');
    for (const [body, field] of [
      [{ date: today, meal: 'lunch', rating: 6, comment: '' }, 'rating'],
      [{ date: today, meal: 'lunch', rating: 0, comment: '' }, 'rating'],
      [{ date: today, meal: 'lunch', rating: 3.5, comment: '' }, 'rating'],
      [{ date: today, meal: 'snack', rating: 3, comment: '' }, 'meal'],
      [{ date: today, meal: 'lunch', rating: 3, comment: '가'.repeat(301) }, 'comment'],
    ] as const) {
      const res = await rate('student6', body);
      expectError(res, 400, 'BAD_REQUEST');
      expect(res.body.fieldErrors[field][0]).toMatch(HANGUL);
    }
  });

  it('is the student’s own: a parent or a teacher cannot rate (404 as for a wrong path)', async () => {
    await at(today, '19:00');
    for (const who of ['parent1', 'teacher1', 'admin']) {
      expectError(await rate(who, { date: today, meal: 'lunch', rating: 5, comment: '' }), 404, 'ROUTE_NOT_FOUND');
      expectError(await api.request('GET', '/meals/feedback/', { token: token[who] }), 404, 'ROUTE_NOT_FOUND');
    }
  });

  it('is summed up for staff per meal and per week, comments without names', async () => {
    await at(today, '19:00');
    await rate('student1', { date: today, meal: 'dinner', rating: 4, comment: '맛있게 먹었습니다.' });
    await rate('student2', { date: today, meal: 'dinner', rating: 1, comment: '' });
    const res = await api.request('GET', `/staff/meals/feedback/?week=${today}`, { token: token.teacher1 });
    expect(res.status).toBe(200);
    const dinner = res.body.meals.find((m: { date: string; meal: string }) => m.date === today && m.meal === 'dinner');
    expect(dinner.count).toBeGreaterThanOrEqual(3);
    expect(dinner.comments).toEqual(expect.arrayContaining([{ rating: 4, comment: '맛있게 먹었습니다.' }]));
    expect(dinner.comments.some((c: { comment: string }) => c.comment === '')).toBe(false);
    expect(JSON.stringify(res.body)).not.toMatch(/김하린|student1/);
    const all = res.body.meals.flatMap((m: { count: number; average: number }) => Array(m.count).fill(m.average));
    expect(res.body.count).toBe(all.length);
    expect(res.body.average).toBeGreaterThanOrEqual(1);
    expect(res.body.average).toBeLessThanOrEqual(5);
    expectError(await api.request('GET', '/staff/meals/feedback/', { token: token.student1 }), 404, 'ROUTE_NOT_FOUND');
  });
});

describe('allergies', () => {
  it('are the student’s own to set; her parent and staff read them, nobody else', async () => {
    await at(today, '09:00');
    const put = await api.request('PUT', '/meals/allergies/', { token: token.student1, body: { allergens: [9, 1, 16] } });
    expect(put.body).toEqual({ allergens: [1, 9, 16] });
    expect((await api.request('GET', '/meals/allergies/', { token: token.student1 })).body).toEqual({ allergens: [1, 9, 16] });
    expect((await api.request('GET', `/meals/allergies/?studentId=${id.student1}`, { token: token.parent1 })).body).toEqual({
      allergens: [1, 9, 16],
    });
    expect((await api.request('GET', `/meals/allergies/?studentId=${id.student1}`, { token: token.teacher1 })).body.allergens).toEqual([
      1, 9, 16,
    ]);
    expectError(await api.request('GET', `/meals/allergies/?studentId=${id.student1}`, { token: token.parent2 }), 404, 'NOT_FOUND');
    expectError(await api.request('GET', `/meals/allergies/?studentId=${id.student1}`, { token: token.student3 }), 404, 'NOT_FOUND');
    // Only the caller's own are written: a parent cannot set her child's.
    expectError(await api.request('PUT', '/meals/allergies/', { token: token.parent1, body: { allergens: [2] } }), 404, 'ROUTE_NOT_FOUND');
    // Her sister's stay as seeded.
    expect((await api.request('GET', '/meals/allergies/', { token: token.student2 })).body).toEqual({ allergens: [4, 9] });
    // Cleared.
    expect((await api.request('PUT', '/meals/allergies/', { token: token.student1, body: { allergens: [] } })).body).toEqual({
      allergens: [],
    });
  });

  it.each([
    ['a number past 19', [20]],
    ['zero', [0]],
    ['the same one twice', [2, 2]],
    ['a name instead of a number', ['우유']],
  ])('refuses %s', async (_name, allergens) => {
    const res = await api.request('PUT', '/meals/allergies/', { token: token.student1, body: { allergens } });
    expectError(res, 400, 'BAD_REQUEST');
    expect(JSON.stringify(res.body.fieldErrors)).toMatch(HANGUL);
  });
});

describe('staff enter the meals', () => {
  const day = addDays(today, 35);

  it('save one day’s meal from the form, replace it, and clear it', async () => {
    await at(today, '09:00');
    const url = `/staff/meals/${day}/lunch/`;
    const body = {
      dishes: [
        { name: '돈까스', allergens: [1, 2, 5, 6, 10] },
        { name: '쌀밥', allergens: [] },
      ],
      kcal: 850,
    };
    const saved = await api.request('PUT', url, { token: token.teacher1, body });
    expect(saved.status).toBe(200);
    const lunch = () => api.request('GET', `/meals/?week=${day}`, { token: token.student1 });
    expect((await lunch()).body.days.find((d: { date: string }) => d.date === day).meals).toEqual([{ meal: 'lunch', ...body }]);
    await api.request('PUT', url, { token: token.admin, body: { dishes: [{ name: '카레라이스', allergens: [2, 5, 6, 16] }], kcal: null } });
    expect((await lunch()).body.days.find((d: { date: string }) => d.date === day).meals).toEqual([
      { meal: 'lunch', dishes: [{ name: '카레라이스', allergens: [2, 5, 6, 16] }], kcal: null },
    ]);
    await api.request('PUT', url, { token: token.teacher1, body: { dishes: [], kcal: null } });
    expect((await lunch()).body.days.find((d: { date: string }) => d.date === day).meals).toEqual([]);
  });

  it('refuses a save made from a meal someone has saved since (two staff on one meal), and takes one made from the meal as it is', async () => {
    const url = `/staff/meals/${day}/breakfast/`;
    const first = { dishes: [{ name: '토스트', allergens: [1, 2] }], kcal: 500 };
    expect((await api.request('PUT', url, { token: token.teacher1, body: { ...first, was: null } })).status).toBe(200);
    // The admin saves over it, from what she was shown.
    const other = { dishes: [{ name: '미역국', allergens: [] }], kcal: 650 };
    expect((await api.request('PUT', url, { token: token.admin, body: { ...other, was: first } })).status).toBe(200);
    // Her form still shows the first: refused, and the admin's dishes stay.
    const late = await api.request('PUT', url, {
      token: token.teacher1,
      body: { dishes: [{ name: '정우진 메뉴', allergens: [] }], kcal: 500, was: first },
    });
    expectError(late, 409, 'EDIT_CONFLICT');
    const kept = (await api.request('GET', `/meals/?week=${day}`, { token: token.student1 })).body.days.find(
      (d: { date: string }) => d.date === day,
    );
    expect(kept.meals.find((m: { meal: string }) => m.meal === 'breakfast')).toEqual({ meal: 'breakfast', ...other });
    // Made from the meal as it is now: saved. An empty meal she thought empty: refused once filled.
    expect((await api.request('PUT', url, { token: token.teacher1, body: { ...first, was: other } })).status).toBe(200);
    expectError(await api.request('PUT', url, { token: token.teacher1, body: { ...other, was: null } }), 409, 'EDIT_CONFLICT');
  });

  describe('two staff saving one meal at the same moment', () => {
    // A month ahead: past the demo's meals and before the pasted weeks below.
    const race = addDays(today, 29);
    const mine = { dishes: [{ name: '제육볶음', allergens: [5, 6, 10] }], kcal: 820 };
    const theirs = { dishes: [{ name: '김치찌개', allergens: [9] }], kcal: 700 };
    type Answer = Awaited<ReturnType<typeof api.request>>;
    const save = (who: string, meal: string, body: object) =>
      api.request('PUT', `/staff/meals/${race}/${meal}/`, { token: token[who], body });
    const stored = async (meal: string) =>
      (await api.request('GET', `/meals/?week=${race}`, { token: token.student1 })).body.days
        .find((d: { date: string }) => d.date === race)
        .meals.find((m: { meal: string }) => m.meal === meal);

    /**
     * Sends both saves while another transaction holds the meal (`hold`), and lets go once both wait:
     * a check made before the write and apart from it let both through then. Rolled back after.
     */
    async function meanwhile(hold: string, both: () => Promise<Answer>[]): Promise<Answer[]> {
      let sent: Promise<Answer>[] = [];
      const done = new Error('let go');
      await api.db
        .transaction(async (tx) => {
          await tx.execute(sql.raw(hold));
          sent = both();
          if (api.kind === 'postgres') {
            // (Given up after 5 s: the answers then say what happened.)
            for (let waiting = 0, tries = 0; waiting < 2 && tries < 250; tries++) {
              await new Promise((resolve) => setTimeout(resolve, 20));
              const { rows } = (await api.db.execute(
                sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
              )) as unknown as { rows: { n: number }[] };
              waiting = rows[0]!.n;
            }
            // PGlite runs one transaction at a time: the saves' statements wait in its queue meanwhile.
          } else await new Promise((resolve) => setTimeout(resolve, 300));
          throw done;
        })
        .catch((e: unknown) => {
          if (e !== done) throw e;
        });
      return Promise.all(sent);
    }

    /** One of the two answers is 200, the other EDIT_CONFLICT; the winner's meal is the one kept. */
    async function oneWins(meal: string, answers: Answer[]) {
      expect(answers.map((r) => r.status).sort(), answers.map((r) => r.text).join('\n')).toEqual([200, 409]);
      expectError(
        answers.find((r) => r.status === 409)!,
        409,
        'EDIT_CONFLICT',
      );
      expect(await stored(meal)).toEqual({ meal, ...(answers[0]!.status === 200 ? mine : theirs) });
    }

    it('keeps one of two first saves of an empty meal and refuses the other', async () => {
      // Another save of it under way (its row not yet committed), then given up.
      const answers = await meanwhile(`insert into meals (served_on, meal, dishes) values ('${race}', 'dinner', '[]'::jsonb)`, () => [
        save('teacher1', 'dinner', { ...mine, was: null }),
        save('admin', 'dinner', { ...theirs, was: null }),
      ]);
      await oneWins('dinner', answers);
    });

    it('keeps one of two saves made from the meal as it was shown, and refuses the other', async () => {
      const shown = { dishes: [{ name: '돈까스', allergens: [1, 5, 6, 10] }], kcal: 850 };
      expect((await save('teacher1', 'lunch', shown)).status).toBe(200);
      const answers = await meanwhile(`select id from meals where served_on = '${race}' and meal = 'lunch' for update`, () => [
        save('teacher1', 'lunch', { ...mine, was: shown }),
        save('admin', 'lunch', { ...theirs, was: shown }),
      ]);
      await oneWins('lunch', answers);
    });
  });

  it('refuses a bad form with Korean field messages, and students and parents (404)', async () => {
    const url = `/staff/meals/${day}/dinner/`;
    for (const body of [
      { dishes: [{ name: '돈까스', allergens: [20] }], kcal: 800 },
      { dishes: [{ name: '', allergens: [] }], kcal: 800 },
      { dishes: [{ name: '돈까스', allergens: [] }], kcal: -1 },
      { dishes: [], kcal: 700 },
    ]) {
      const res = await api.request('PUT', url, { token: token.teacher1, body });
      expectError(res, 400, 'BAD_REQUEST');
      expect(JSON.stringify(res.body.fieldErrors)).toMatch(HANGUL);
    }
    expectError(await api.request('PUT', `/staff/meals/${day}/brunch/`, { token: token.teacher1, body: { dishes: [], kcal: null } }), 400);
    for (const who of ['student1', 'parent1']) {
      const res = await api.request('PUT', url, { token: token[who], body: { dishes: [{ name: '돈까스', allergens: [] }], kcal: null } });
      expectError(res, 404, 'ROUTE_NOT_FOUND');
    }
  });

  const monday = weekStart(addDays(today, 42));
  const md = (date: string) => `${Number(date.slice(5, 7))}/${Number(date.slice(8, 10))}`;
  const week = (cells: string[][]) => cells.map((r) => r.join('\t')).join('\n');

  it('save a pasted week as NEIS writes it, replacing the pasted days whole', async () => {
    const text = week([
      ['구분', `${md(monday)}(월)`, `${md(addDays(monday, 1))}(화)`],
      ['조식', '쌀밥<br/>북엇국1.5.6.<br/>계란말이1.', '흑미밥/된장찌개 5.6.9./김구이 5'],
      ['중식', '"잡곡밥\n*돈까스 1.2.5.6.10.\n배추김치 9.13."', '카레라이스(2.5.6.16)'],
      ['석식', '', '닭갈비 5.6.15.'],
      ['중식 kcal', '812.4 Kcal', '790'],
    ]);
    const res = await api.request('POST', '/staff/meals/paste/', { token: token.teacher1, body: { week: monday, text } });
    expect(res.status).toBe(200);
    const mon = res.body.days.find((d: { date: string }) => d.date === monday);
    expect(mon.meals).toEqual([
      {
        meal: 'breakfast',
        kcal: null,
        dishes: [
          { name: '쌀밥', allergens: [] },
          { name: '북엇국', allergens: [1, 5, 6] },
          { name: '계란말이', allergens: [1] },
        ],
      },
      {
        meal: 'lunch',
        kcal: 812,
        dishes: [
          { name: '잡곡밥', allergens: [] },
          { name: '돈까스', allergens: [1, 2, 5, 6, 10] },
          { name: '배추김치', allergens: [9, 13] },
        ],
      },
    ]);
    const tue = res.body.days.find((d: { date: string }) => d.date === addDays(monday, 1));
    expect(tue.meals.map((m: { meal: string }) => m.meal)).toEqual(['breakfast', 'lunch', 'dinner']);

    // Pasted again with Monday's breakfast gone: the pasted days are replaced whole.
    const again = week([
      ['', `${md(monday)}`],
      ['중식', '비빔밥 1.5.6.'],
    ]);
    const second = await api.request('POST', '/staff/meals/paste/', { token: token.admin, body: { week: monday, text: again } });
    expect(second.body.days.find((d: { date: string }) => d.date === monday).meals).toEqual([
      { meal: 'lunch', kcal: null, dishes: [{ name: '비빔밥', allergens: [1, 5, 6] }] },
    ]);
    // Tuesday was not in the paste: it stays.
    expect(second.body.days.find((d: { date: string }) => d.date === addDays(monday, 1)).meals).toHaveLength(3);
  });

  it('refuses a week with a bad line whole, every reason in Korean with its row and column', async () => {
    const target = addDays(monday, 3);
    const before = await api.request('GET', `/meals/?week=${target}`, { token: token.teacher1 });
    const text = week([
      ['구분', `${md(target)}(목)`, `${md(addDays(target, 1))}(금)`],
      ['중식', '쌀밥<br/>돈까스 1.2.25.', '쌀밥'],
      ['간식', '떡볶이', ''],
      ['석식 kcal', '많음', ''],
    ]);
    const res = await api.request('POST', '/staff/meals/paste/', { token: token.teacher1, body: { week: monday, text } });
    expectError(res, 422, 'MEAL_PASTE_INVALID');
    const lines: string[] = res.body.fieldErrors.text;
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^2행 2열: .*돈까스 1\.2\.25\..*1~19/);
    expect(lines[1]).toMatch(/^3행 1열: '간식'/);
    expect(lines[2]).toMatch(/^4행 2열: .*칼로리/);
    // Nothing half-saved: Friday's good cell was not written either.
    expect((await api.request('GET', `/meals/?week=${target}`, { token: token.teacher1 })).body).toEqual(before.body);
    expectError(
      await api.request('POST', '/staff/meals/paste/', { token: token.student1, body: { week: monday, text } }),
      404,
      'ROUTE_NOT_FOUND',
    );
  });
});

describe('when meals are served', () => {
  const times = (body: Record<string, string>, who = 'admin') => api.request('PUT', '/staff/meals/times/', { token: token[who], body });

  it('are the centre’s own: staff set them, every week read after carries them, and rating opens at the new time', async () => {
    await at(today, '12:00');
    expect((await api.request('GET', '/meals/', { token: token.student6 })).body.times).toEqual({
      breakfast: '07:00',
      lunch: '11:30',
      dinner: '17:30',
    });
    const set = await times({ breakfast: '06:50', lunch: '12:10', dinner: '18:00' }, 'teacher1');
    expect(set.status, set.text).toBe(200);
    expect(set.body.times).toEqual({ breakfast: '06:50', lunch: '12:10', dinner: '18:00' });
    // Remembered weeks are forgotten: every reader sees the new times at once, this week and another.
    for (const week of [today, addDays(today, 7)])
      expect((await api.request('GET', `/meals/?week=${week}`, { token: token.parent1 })).body.times.lunch).toBe('12:10');
    // Lunch at 12:00 is not served yet now; at 12:10 it is.
    expectError(await rate('student6', { date: today, meal: 'lunch', rating: 4, comment: '' }), 409, 'MEAL_NOT_SERVED_YET');
    await at(today, '12:10');
    expect((await rate('student6', { date: today, meal: 'lunch', rating: 4, comment: '' })).status).toBe(200);
    const mine = await api.request('GET', `/meals/feedback/?week=${today}`, { token: token.student6 });
    expect(mine.body.results.find((r: { date: string; meal: string }) => r.date === today && r.meal === 'lunch')).toMatchObject({
      editable: true,
    });
    expect((await times({ breakfast: '07:00', lunch: '11:30', dinner: '17:30' })).status).toBe(200);
  });

  it('refuses times out of the day’s order or not a time, in Korean beside the field; students and parents get 404', async () => {
    const order = await times({ breakfast: '07:00', lunch: '06:30', dinner: '06:00' });
    expectError(order, 400, 'BAD_REQUEST');
    expect(order.body.fieldErrors).toEqual({
      lunch: ['중식은 조식보다 늦은 시간으로 적어 주세요.'],
      dinner: ['석식은 중식보다 늦은 시간으로 적어 주세요.'],
    });
    const bad = await times({ breakfast: '7시', lunch: '24:00', dinner: '' });
    expectError(bad, 400, 'BAD_REQUEST');
    expect(Object.keys(bad.body.fieldErrors).sort()).toEqual(['breakfast', 'dinner', 'lunch']);
    expect(
      Object.values(bad.body.fieldErrors)
        .flat()
        .every((m) => HANGUL.test(String(m))),
    ).toBe(true);
    for (const who of ['student1', 'parent1'])
      expectError(await times({ breakfast: '07:00', lunch: '11:30', dinner: '17:30' }, who), 404, 'ROUTE_NOT_FOUND');
    expect((await api.request('GET', '/meals/', { token: token.student1 })).body.times.breakfast).toBe('07:00');
  });
});
