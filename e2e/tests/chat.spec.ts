import { expect, test, type Page } from './fixtures';
import { personOn } from './helpers';

/** Marks the page so that a reload (which would clear the mark) shows in the test. */
const stay = (page: Page) => page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
const stayed = (page: Page) => page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed === true);

test('a student and her teacher chat on two phones: each sees the other live, 읽음 and the badge move', async ({ browser }) => {
  test.setTimeout(150_000);
  const tag = `${Date.now() % 100000}`;
  const question = `수열 52쪽 7번 질문 있어요 (${tag})`;

  // 김하린 opens a room with 정우진 from the sheet on /chat.
  const student = await personOn(browser, 'student1', '/chat');
  await student.getByRole('button', { name: '새 대화' }).tap();
  const sheet = student.getByRole('dialog', { name: '새 대화' });
  await sheet.getByRole('button', { name: '수학', exact: true }).tap();
  await sheet.getByRole('radio', { name: '선생님 선택' }).tap();
  await sheet.getByLabel('선생님', { exact: true }).selectOption({ label: '정우진 선생님' });
  await sheet.getByLabel('첫 메시지').fill(question);
  await sheet.getByRole('button', { name: '대화 시작하기' }).tap();
  await expect(student).toHaveURL(/\/chat\/\d+$/);
  const mine = student.getByTestId('chat-message').filter({ hasText: question });
  await expect(mine).toBeVisible();
  await expect(mine.getByText('읽음')).toHaveCount(0);
  await stay(student);

  // 정우진 finds it among his rooms with one unread message, and opens it.
  const teacher = await personOn(browser, 'teacher1', '/staff/chat');
  await teacher.getByRole('button', { name: '내 대화' }).tap();
  const row = teacher.getByTestId('chat-room-row').filter({ hasText: question });
  await expect(row.getByTestId('chat-unread')).toHaveText('1');
  await row.tap();
  await expect(teacher).toHaveURL(/\/staff\/chat\/\d+$/);
  await expect(teacher.getByTestId('chat-message').filter({ hasText: question })).toBeVisible();
  await stay(teacher);

  // She sees that he has read it, without a reload.
  await expect(mine.getByText('읽음')).toBeVisible({ timeout: 15_000 });

  // His answer reaches her live; hers reaches him live.
  const answer = `n을 1부터 4까지 넣어 봐요 (${tag})`;
  await teacher.getByRole('textbox', { name: '메시지' }).fill(answer);
  await teacher.getByRole('button', { name: '보내기', exact: true }).tap();
  await expect(student.getByTestId('chat-message').filter({ hasText: answer })).toBeVisible({ timeout: 15_000 });
  const thanks = `아 두 개씩 묶이네요! 감사합니다 (${tag})`;
  await student.getByRole('textbox', { name: '메시지' }).fill(thanks);
  await student.getByRole('textbox', { name: '메시지' }).press('Enter');
  await expect(teacher.getByTestId('chat-message').filter({ hasText: thanks })).toBeVisible({ timeout: 15_000 });
  // In order on both phones.
  for (const page of [student, teacher]) {
    const texts = await page.getByTestId('chat-message').allTextContents();
    const at = (s: string) => texts.findIndex((t) => t.includes(s));
    expect(at(question)).toBeLessThan(at(answer));
    expect(at(answer)).toBeLessThan(at(thanks));
  }
  expect(await stayed(student)).toBe(true);
  expect(await stayed(teacher)).toBe(true);

  // Away on her home screen: his next message moves her chat badge live.
  await student.goto('/');
  await expect(student.locator('section[data-state="fresh"]')).toBeVisible();
  const count = student.getByTestId('home-chat-count');
  const before = Number((await count.textContent())!.replace(/\D/g, ''));
  await stay(student);
  const more = `54쪽 10번도 풀어 봐요 (${tag})`;
  await teacher.getByRole('textbox', { name: '메시지' }).fill(more);
  await teacher.getByRole('button', { name: '보내기', exact: true }).tap();
  await expect(count).toHaveText(`${before + 1}건`, { timeout: 15_000 });
  expect(await stayed(student)).toBe(true);

  // The badge opens her rooms; the room shows the message and reading it takes the count back down.
  await count.tap();
  await expect(student).toHaveURL(/\/chat$/);
  const room = student.getByTestId('chat-room-row').filter({ hasText: more });
  await expect(room.getByTestId('chat-unread')).toHaveText('1');
  await room.tap();
  await expect(student.getByTestId('chat-message').filter({ hasText: more })).toBeVisible();
  await student.goto('/');
  await expect(student.getByTestId('home-chat-count')).toHaveText(`${before}건`);
});
