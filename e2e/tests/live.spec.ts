import { expect, test } from './fixtures';
import { seoulDate } from '@portal/contract/dates';
import { callAs, freshToken, personOn } from './helpers';

test('her badge moves live, without a reload, while her teacher approves her vacation on another phone', async ({ browser }) => {
  test.setTimeout(120_000);
  const student = await personOn(browser, 'student1', '/');
  const parent = await personOn(browser, 'parent1', '/');
  const reason = '실시간 알림 확인용 외출입니다.';
  const day = seoulDate(new Date(), 20);
  const asked = await callAs(student, 'student1', 'POST', '/vacations/', {
    type: 'outing',
    startAt: `${day}T14:00:00+09:00`,
    expectedReturnAt: `${day}T17:00:00+09:00`,
    reason,
  });
  // The consent's own alarm reaches her through the job worker, a moment after the consent answers:
  // counted before the page opens, it cannot land between the count read below and the approval's.
  const token = await freshToken(student, 'student1');
  const newest = async () => {
    const res = await student.request.get('/backend/alarms/', { headers: { authorization: `Bearer ${token}` } });
    const { results } = (await res.json()) as { results: { id: number; title: string }[] };
    return results[0] ?? null;
  };
  const last = await newest();
  await callAs(parent, 'parent1', 'POST', `/vacations/${asked.id}/consent/`, {});
  await expect
    .poll(async () => {
      const now = await newest();
      return now?.id !== last?.id && now?.title.endsWith('신청에 동의했습니다.');
    })
    .toBe(true);

  // Her home screen, opened once and never reloaded from here on.
  await student.goto('/');
  await expect(student.locator('section[data-state="fresh"]')).toBeVisible();
  const badge = student.getByRole('list', { name: '새 소식' }).getByRole('listitem').filter({ hasText: '새 알림' }).locator('strong');
  const before = Number((await badge.textContent())!.replace(/\D/g, ''));
  await student.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

  const teacher = await personOn(browser, 'teacher1', '/staff/vacations');
  const waiting = teacher.getByRole('article').filter({ hasText: reason });
  await waiting.getByRole('button', { name: '승인', exact: true }).tap();
  await teacher.getByRole('alertdialog').getByRole('button', { name: '승인', exact: true }).tap();
  await expect(teacher.getByText('승인했습니다.')).toBeVisible();

  await expect(badge).toHaveText(`${before + 1}건`, { timeout: 15_000 });
  expect(await student.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  // The drawer shows the same count beside 마이페이지.
  await student.getByRole('button', { name: '메뉴 열기' }).tap();
  await expect(student.getByTestId('drawer-alarm-count')).toHaveText(`읽지 않은 알림 ${before + 1}건`);
});

test("a parent's home shows her child's new request for consent live, without a reload", async ({ browser }) => {
  test.setTimeout(90_000);
  const parent = await personOn(browser, 'parent1', '/');
  const harin = parent.getByRole('radiogroup', { name: '자녀 선택' }).getByRole('radio', { name: '김하린' });
  await harin.tap();
  await expect(harin).toHaveAttribute('aria-checked', 'true');
  const consents = parent.getByTestId('home-consents');
  await expect(consents).toContainText(/\d+건/);
  await parent.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

  const student = await personOn(browser, 'student1', '/');
  const reason = '엄마 화면에 바로 보이는지 확인하는 외출입니다.';
  const day = seoulDate(new Date(), 21);
  await callAs(student, 'student1', 'POST', '/vacations/', {
    type: 'outing',
    startAt: `${day}T10:00:00+09:00`,
    expectedReturnAt: `${day}T12:00:00+09:00`,
    reason,
  });
  // The request's alarm reaches her tab; the card it is about asks again.
  await expect(consents).toContainText(reason, { timeout: 15_000 });
  expect(await parent.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});
