import { addDays, dayParts, formatMonthDay, seoulToday, weekStart } from '@portal/contract/dates';
import { mealKindLabels, type mealKinds } from '@portal/contract/meals-labels';
import { expect, test, type Locator, type Page } from './fixtures';
import { callAs, pickTime, signIn } from './helpers';

/** A finger swipe across `target` with real touch events (CDP): `dx` pixels (negative: to the left). */
async function swipe(page: Page, target: Locator, dx: number) {
  const box = (await target.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + Math.min(box.height / 2, 200);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  const steps = 8;
  for (let i = 1; i <= steps; i++)
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x + (dx * i) / steps, y }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

const dayTitle = (page: Page) => page.getByRole('heading', { level: 2 }).first();
const mealCard = (page: Page, meal: (typeof mealKinds)[number]) => page.getByRole('article', { name: mealKindLabels[meal], exact: true });

test('/services/diet is a permanent redirect to /fd', async ({ page }) => {
  const res = await page.request.get('/services/diet', { maxRedirects: 0 });
  expect(res.status()).toBe(308);
  expect(new URL(res.headers()['location']!, 'http://x').pathname).toBe('/fd');
  await signIn(page, 'student1', '/');
  await page.goto('/services/diet');
  await expect(page).toHaveURL((u) => u.pathname === '/fd');
  await expect(page.getByRole('heading', { name: '식단', level: 1 })).toBeVisible();
});

test('a student opens the meals on today, swipes to tomorrow, rates a served meal, and sees her allergy marked', async ({ page }) => {
  test.setTimeout(90_000);
  const today = seoulToday();
  await signIn(page, 'student1', '/fd');

  // Today first, with its three meals, calories and allergen names.
  await expect(dayTitle(page)).toContainText(formatMonthDay(today));
  await expect(dayTitle(page)).toContainText('오늘');
  // Its chip's name starts with what it shows (요일, 날짜), then says it is today.
  const chip = `${dayParts(today).weekday} ${dayParts(today).day}, ${Number(today.slice(5, 7))}월 ${dayParts(today).day}일, 오늘`;
  await expect(page.getByRole('button', { name: chip })).toHaveAttribute('aria-pressed', 'true');
  const lunch = mealCard(page, 'lunch');
  await expect(lunch).toContainText('kcal');
  await expect(lunch).toContainText('알레르기:');
  await expect(lunch.getByText(/주의:/)).toHaveCount(0);

  // A swipe to the left is the next day; nothing of it can be rated yet.
  await swipe(page, page.getByTestId('meal-day'), -180);
  await expect(dayTitle(page)).toContainText(formatMonthDay(addDays(today, 1)));
  await expect(mealCard(page, 'lunch')).toBeVisible();
  await expect(page.getByRole('button', { name: '평가 남기기' })).toHaveCount(0);
  // A swipe to the right comes back; the arrow buttons do the same (clicked from here on: after the CDP touches above, a tap is sometimes dropped).
  await swipe(page, page.getByTestId('meal-day'), 180);
  await expect(dayTitle(page)).toContainText(formatMonthDay(today));
  await page.getByRole('button', { name: '다음 날' }).click();
  await expect(dayTitle(page)).toContainText(formatMonthDay(addDays(today, 1)));
  await page.getByRole('button', { name: '이전 날' }).click();
  await expect(dayTitle(page)).toContainText(formatMonthDay(today));

  // Lunch (served from 11:30) is hers to rate: the run's clock stands at 13:00 in Seoul (clock.ts).
  const card = mealCard(page, 'lunch');
  // A comment without stars: the stars say why, and the first takes the focus.
  await card.getByLabel('한마디 (선택)').fill('돈까스가 바삭해서 좋았어요.');
  await card.getByRole('button', { name: '평가 남기기' }).click();
  const first = card.getByRole('radio', { name: '1점 별로예요' });
  await expect(first).toBeFocused();
  await expect(first).toHaveAccessibleDescription('별점을 골라 주세요.');
  await card.getByRole('radio', { name: '4점 맛있어요' }).check();
  await card.getByRole('button', { name: '평가 남기기' }).click();
  await expect(page.getByText('중식 평가를 남겼습니다.')).toBeVisible();
  // Dinner (17:30) is not served yet.
  await expect(mealCard(page, 'dinner')).toContainText('석식은 17:30부터 평가할 수 있어요.');
  // Kept: after a reload her rating is there, still hers to change today.
  await page.reload();
  const again = mealCard(page, 'lunch');
  await expect(again.getByText('내 평가 (오늘 안에 고칠 수 있어요)')).toBeVisible();
  await expect(again.getByLabel('한마디 (선택)')).toHaveValue('돈까스가 바삭해서 좋았어요.');
  await expect(again.getByRole('radio', { name: '4점 맛있어요' })).toBeChecked();
  await expect(again.getByRole('button', { name: '저장됨' })).toBeDisabled();

  // Her allergy, set in my page: every lunch has kimchi with 새우젓 (9).
  await page.goto('/mypage/allergies');
  await page.getByRole('button', { name: '새우' }).click();
  await expect(page.getByRole('button', { name: '새우' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: '저장', exact: true }).click();
  await expect(page.getByText('알레르기를 저장했습니다.')).toBeVisible();
  await page.goto('/fd');
  const marked = mealCard(page, 'lunch').getByText('주의: 새우');
  await expect(marked.first()).toBeVisible();
  // The mark is in words beside the dish, not a colour alone.
  await expect(mealCard(page, 'lunch').locator('li[data-marked]').first()).toContainText(/김치|깍두기|새우|짬뽕/);
});

test('a parent sees the meals but has nothing to rate', async ({ page }) => {
  await signIn(page, 'parent1', '/fd');
  await expect(mealCard(page, 'lunch')).toBeVisible();
  await expect(page.getByRole('button', { name: '평가 남기기' })).toHaveCount(0);
  await expect(page.getByText(/부터 평가할 수 있어요/)).toHaveCount(0);
});

test('a teacher pastes a week from a spreadsheet: a bad line is shown with its reason, then the fixed week is saved', async ({ page }) => {
  test.setTimeout(90_000);
  const monday = weekStart(addDays(seoulToday(), 35));
  const md = (d: string) => `${Number(d.slice(5, 7))}/${Number(d.slice(8, 10))}`;
  const week = (lunchOfMonday: string) =>
    [
      ['구분', `${md(monday)}(월)`, `${md(addDays(monday, 1))}(화)`],
      ['조식', '쌀밥<br/>북엇국 1.5.6.', '흑미밥/된장찌개 5.6.9.'],
      ['중식', lunchOfMonday, '카레라이스(2.5.6.16)'],
      ['중식 kcal', '812', '790'],
    ]
      .map((r) => r.join('\t'))
      .join('\n');

  await signIn(page, 'teacher1', '/staff/meals');
  for (let i = 0; i < 5; i++) await page.getByRole('button', { name: '다음 주 ›' }).click();
  await page.getByRole('tab', { name: '붙여넣기' }).click();
  const box = page.getByLabel('스프레드시트에서 한 주를 복사해 붙여 넣어 주세요');
  await box.fill(week('잡곡밥<br/>돈까스 1.2.5.6.25.'));
  await expect(page.getByRole('alert').filter({ hasText: '고칠 곳이 1군데' })).toContainText(
    `3행 2열: ${md(monday)} 중식 '돈까스 1.2.5.6.25.': 알레르기 번호는 1~19만 쓸 수 있습니다(25).`,
  );
  await expect(page.getByRole('button', { name: '이 주 식단 저장' })).toBeDisabled();

  await box.fill(week('잡곡밥<br/>돈까스 1.2.5.6.10.'));
  await expect(page.getByText('미리 보기: 2일, 4끼')).toBeVisible();
  // The allergen numbers as read, beside each dish, to be checked before students rely on them.
  await expect(page.getByText('미리 보기: 2일, 4끼').locator('..')).toContainText('돈까스 1.2.5.6.10');
  await page.getByRole('button', { name: '이 주 식단 저장' }).click();
  await expect(page.getByText('2일치 식단을 저장했습니다.')).toBeVisible();

  // Back on the form of that week: Monday's lunch reads as it was pasted.
  // Monday's chip says how many of its meals are entered (what its dots show).
  await page
    .getByRole('button', { name: new RegExp(`^월 ${dayParts(monday).day}, \\d+월 ${dayParts(monday).day}일, [1-3]끼 입력$`) })
    .click();
  await page.getByRole('button', { name: '중식', exact: true }).click();
  await expect(page.getByLabel(`${formatMonthDay(monday)} 중식 메뉴`)).toHaveValue('잡곡밥\n돈까스 1.2.5.6.10.');
  await expect(page.getByLabel('칼로리 (kcal, 선택)')).toHaveValue('812');
});

test('a teacher sets when breakfast is served: students see the new time beside it, and a bad order is refused beside the field', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'teacher1', '/staff/meals');
  await page.getByRole('tab', { name: '식사 시간' }).click();
  // No week to move through here: the times are the centre's, not a week's.
  await expect(page.getByRole('button', { name: '다음 주 ›' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^조식/ })).toHaveText('07:00');
  // Breakfast after lunch: refused, said beside lunch, nothing saved.
  await pickTime(page, '조식', 5, '12:00');
  await page.getByRole('button', { name: '저장', exact: true }).click();
  await expect(page.getByText('중식은 조식보다 늦은 시간으로 적어 주세요.')).toBeVisible();
  await pickTime(page, '조식', -6, '06:00');
  await page.getByRole('button', { name: '저장', exact: true }).click();
  await expect(page.getByText('식사 시간을 저장했습니다.')).toBeVisible();
  await expect(page.getByText('중식은 조식보다 늦은 시간으로 적어 주세요.')).toHaveCount(0);
  try {
    await signIn(page, 'student3', '/fd');
    await expect(mealCard(page, 'breakfast')).toContainText('06:00~');
    await page.goto('/');
    await expect(page.getByTestId('home-meals').filter({ visible: true })).toContainText('조식 06:00');
  } finally {
    await callAs(page, 'teacher1', 'PUT', '/staff/meals/times/', { breakfast: '07:00', lunch: '11:30', dinner: '17:30' });
  }
});

test('a menu typed and not saved is not lost to a tap on another day without a question', async ({ page }) => {
  const monday = weekStart(addDays(seoulToday(), 49));
  await signIn(page, 'teacher1', '/staff/meals');
  for (let i = 0; i < 7; i++) await page.getByRole('button', { name: '다음 주 ›' }).click();
  const dishes = page.getByLabel(`${formatMonthDay(monday)} 중식 메뉴`);
  await dishes.fill('카레라이스 2.5.6.16.\n깍두기 9.');
  const tuesday = page.getByRole('button', { name: new RegExp(`^화 ${dayParts(addDays(monday, 1)).day},`) });
  await tuesday.click();
  const question = page.getByRole('alertdialog', { name: '저장하지 않은 메뉴가 있어요' });
  await expect(question).toContainText(`${formatMonthDay(monday)} 중식 메뉴를 저장하지 않고 넘어갈까요?`);
  await question.getByRole('button', { name: '계속 입력' }).click();
  await expect(dishes).toHaveValue('카레라이스 2.5.6.16.\n깍두기 9.');
  // Saved, it moves on without a word.
  await page.getByRole('button', { name: '저장', exact: true }).click();
  await expect(page.getByText(`${formatMonthDay(monday)} 중식 식단을 저장했습니다.`)).toBeVisible();
  await tuesday.click();
  await expect(page.getByLabel(`${formatMonthDay(addDays(monday, 1))} 중식 메뉴`)).toBeVisible();
  await expect(question).toHaveCount(0);
});

test('a meal someone else saved meanwhile is not undone: her save is refused, the meal comes in, her changes stay', async ({ page }) => {
  const monday = weekStart(addDays(seoulToday(), 9 * 7));
  await signIn(page, 'teacher1', '/staff/meals');
  for (let i = 0; i < 9; i++) await page.getByRole('button', { name: '다음 주 ›' }).click();
  const dishes = page.getByLabel(`${formatMonthDay(monday)} 중식 메뉴`);
  const kcal = page.getByLabel('칼로리 (kcal, 선택)');
  await dishes.fill('비빔밥 1.5.6.');
  await kcal.fill('700');
  await page.getByRole('button', { name: '저장', exact: true }).click();
  const saved = page.getByText(`${formatMonthDay(monday)} 중식 식단을 저장했습니다.`);
  await expect(saved).toBeVisible();
  // It closes by itself; the save at the end must be told by a modal of its own (two were seen at once).
  await expect(saved).toHaveCount(0);
  // The admin saves the same meal from another phone.
  await callAs(page, 'admin', 'PUT', `/staff/meals/${monday}/lunch/`, {
    dishes: [{ name: '미역국', allergens: [] }],
    kcal: 650,
    was: { dishes: [{ name: '비빔밥', allergens: [1, 5, 6] }], kcal: 700 },
  });
  // She changes the dishes only, and saves: refused, with the admin's kcal taken and her dishes kept.
  await dishes.fill('김치볶음밥 9.');
  await page.getByRole('button', { name: '저장', exact: true }).click();
  await expect(page.getByText('다른 분이 먼저 저장했습니다.', { exact: false })).toBeVisible();
  await expect(kcal).toHaveValue('650');
  await expect(dishes).toHaveValue('김치볶음밥 9.');
  await page.getByRole('button', { name: '저장', exact: true }).click();
  await expect(saved).toBeVisible();
});

test('on a phone whose clock is a day behind, 오늘 is still the server’s today, and so are its meals', async ({ page }) => {
  const today = seoulToday();
  await page.clock.install({ time: new Date(Date.now() - 86_400_000) });
  await signIn(page, 'student1', '/fd');
  await expect(dayTitle(page)).toContainText(formatMonthDay(today));
  await expect(dayTitle(page)).toContainText('오늘');
});

test('left open past Seoul’s midnight, the meals move on to the new 오늘 and close the day before’s ratings', async ({ page }) => {
  const today = seoulToday();
  // The browser's clock stands at 23:59:30 in Seoul (a parent abroad, whose morning it is), and runs on.
  // The server's is taken to agree (the page corrects a phone's clock to the server's: no correction here).
  await page.addInitScript(() => Object.defineProperty(window, '__portalSkewMs', { get: () => 0, set: () => undefined }));
  await page.clock.install({ time: new Date(`${today}T23:59:30+09:00`) });
  await signIn(page, 'student1', '/fd');
  await expect(dayTitle(page)).toContainText(formatMonthDay(today));
  await expect(dayTitle(page)).toContainText('오늘');
  await expect(mealCard(page, 'dinner')).toBeVisible();
  await page.clock.fastForward(60_000);
  await expect(dayTitle(page)).toContainText(formatMonthDay(addDays(today, 1)));
  await expect(dayTitle(page)).toContainText('오늘');
  await expect(page.getByRole('button', { name: '평가 남기기' })).toHaveCount(0);
});
