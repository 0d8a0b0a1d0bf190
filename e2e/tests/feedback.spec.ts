import fs from 'node:fs';
import { expect, test } from './fixtures';
import { alarmCount, fileButton, personOn, png } from './helpers';

test('a student sends feedback; a teacher answers and closes it; she sees the answer and has an alarm', async ({ browser }) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const text = `2층 복도 정수기에서 물이 새고 있어요 (${stamp}).`;
  const answer = '알려 주셔서 고맙습니다. 오늘 오후에 정수기를 교체했습니다.';

  const student = await personOn(browser, 'student1');
  const before = await alarmCount(student);
  await student.goto('/help/feedback');
  const form = student.getByRole('form', { name: '새 의견' });
  // Too short and no kind: the messages sit next to the fields.
  await form.getByLabel('내용').fill('물');
  await form.getByRole('button', { name: '보내기' }).tap();
  await expect(form.getByText('의견 종류를 선택해 주세요.')).toBeVisible();
  await expect(form.getByText('내용을 5자 이상 입력해 주세요.')).toBeVisible();
  await form.getByRole('button', { name: '시설' }).tap();
  await form.getByLabel('내용').fill(text);
  const shot = png(40_000);
  const shotName = '정수기 사진.png';
  await form.getByLabel('사진 고르기').setInputFiles({ name: shotName, mimeType: 'image/png', buffer: shot });
  await expect(form.getByRole('button', { name: `${shotName} 빼기` })).toBeVisible();
  // The draft (with the screenshot) survives a reload.
  await student.reload();
  await expect(form.getByLabel('내용')).toHaveValue(text);
  await expect(form.getByRole('button', { name: `${shotName} 빼기` })).toBeVisible();
  await form.getByRole('button', { name: '보내기' }).tap();
  await expect(student.getByText('의견을 보냈습니다.')).toBeVisible();
  const mine = student.getByRole('article').filter({ hasText: text });
  await expect(mine).toContainText('접수');
  await expect(form.getByLabel('내용')).toHaveValue('');

  const teacher = await personOn(browser, 'teacher1', '/staff');
  await teacher.getByRole('navigation', { name: '선생님 메뉴' }).getByRole('link', { name: '의견 관리' }).tap();
  const card = teacher.getByRole('article').filter({ hasText: text });
  await expect(card).toContainText('김하린 학생');
  const saved = teacher.waitForEvent('download');
  await fileButton(card, shotName, '스크린샷 ').tap();
  const download = await saved;
  expect(download.suggestedFilename()).toBe(shotName);
  expect(fs.readFileSync((await download.path())!).equals(shot)).toBe(true);
  await card.getByRole('button', { name: '답변' }).tap();
  await card.getByLabel('답변').fill(answer);
  await card.getByRole('button', { name: '답변 보내기' }).tap();
  await expect(teacher.getByText('답변을 보냈습니다.')).toBeVisible();
  // Answered: it leaves the open list; under 답변완료 it can be closed.
  await expect(card).toHaveCount(0);
  await teacher.getByRole('group', { name: '목록' }).getByRole('button', { name: '답변완료' }).tap();
  await expect(card).toContainText(answer);
  await card.getByRole('button', { name: '종료' }).tap();
  await teacher.getByRole('alertdialog').getByRole('button', { name: '종료' }).tap();
  await expect(teacher.getByText('의견을 종료했습니다.')).toBeVisible();
  await teacher.getByRole('group', { name: '목록' }).getByRole('button', { name: '종료' }).tap();
  await expect(card).toContainText('종료');
  await expect(card.getByRole('button', { name: '답변' })).toHaveCount(0);

  expect(await alarmCount(student)).toBe(before + 1);
  await student.goto('/help/feedback');
  await expect(mine).toContainText(answer);
  await expect(mine).toContainText('종료');

  for (const p of [student, teacher]) await p.context().close();
});
