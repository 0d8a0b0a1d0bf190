import fs from 'node:fs';
import { expect, test } from './fixtures';
import { fileButton, personOn, uploadAnswer } from './helpers';

/** A PDF of about `size` bytes (a real header and trailer, padded with a comment in between). */
function pdf(size: number): Buffer {
  const head = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%');
  const tail = Buffer.from('\ntrailer << /Root 1 0 R >>\n%%EOF\n');
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length - tail.length), 0x61), tail]);
}

test('a teacher shares a handout with a Korean name; a student finds it by category and downloads the same bytes under that name', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const name = `국어 문학 기출 해설 ${stamp}.pdf`;
  const title = `국어 문학 기출 해설 ${stamp}`;
  const bytes = pdf(1_500_000);

  const teacher = await personOn(browser, 'teacher1', '/staff');
  await teacher.getByRole('navigation', { name: '선생님 메뉴' }).getByRole('link', { name: '자료실 관리' }).tap();
  await expect(teacher).toHaveURL(/\/staff\/library$/);
  const form = teacher.getByRole('form', { name: '자료 올리기' });
  // Nothing picked: the form says what is missing, in Korean.
  await form.getByRole('button', { name: '자료 올리기' }).tap();
  await expect(form.getByText('파일을 올려 주세요.')).toBeVisible();
  await expect(form.getByText('분류를 선택해 주세요.')).toBeVisible();

  const uploaded = uploadAnswer(teacher);
  await form.getByLabel('파일 고르기').setInputFiles({ name, mimeType: 'application/pdf', buffer: bytes });
  expect((await uploaded).status()).toBe(201);
  await expect(form.getByRole('button', { name: `${name} 빼기` })).toBeVisible();
  // The title starts as the file's name without its extension.
  await expect(form.getByLabel('제목')).toHaveValue(title);
  await form.getByRole('button', { name: '국어', exact: true }).tap();
  await form.getByLabel('설명 (선택)').fill('작품별 출제 포인트와 선지 해설을 담았습니다.');
  await form.getByRole('button', { name: '자료 올리기' }).tap();
  await expect(teacher.getByText('자료를 올렸습니다.')).toBeVisible();
  await expect(teacher.getByRole('article').filter({ hasText: title })).toBeVisible();
  await expect(form.getByLabel('제목')).toHaveValue('');

  // She gets there as a phone's drawer leads: 자료실 opens the notices, and their tab the library.
  const student = await personOn(browser, 'student1', '/services/notice');
  await student.getByRole('navigation', { name: '자료실 메뉴' }).getByRole('link', { name: '자료실' }).tap();
  await expect(student).toHaveURL(/\/services\/library$/);
  await expect(student.getByRole('heading', { name: '자료실', level: 1 })).toBeVisible();
  await student.getByRole('group', { name: '자료 분류' }).getByRole('button', { name: '국어' }).tap();
  const card = student.getByRole('article').filter({ hasText: title });
  await expect(card).toContainText('국어');
  await expect(card).toContainText('작품별 출제 포인트와 선지 해설을 담았습니다.');
  // Another category does not show it.
  await student.getByRole('group', { name: '자료 분류' }).getByRole('button', { name: '수학' }).tap();
  await expect(student.getByRole('article').filter({ hasText: '수학' }).first()).toBeVisible();
  await expect(student.getByRole('article').filter({ hasText: title })).toHaveCount(0);
  // Found again by a word of its title.
  await student.getByRole('group', { name: '자료 분류' }).getByRole('button', { name: '전체' }).tap();
  await student.getByRole('searchbox', { name: '자료 검색' }).fill(stamp);
  await student.getByRole('button', { name: '검색', exact: true }).tap();
  await expect(student.getByRole('article')).toHaveCount(1);

  const saved = student.waitForEvent('download');
  await fileButton(student, name, `${title} 파일 `).tap();
  const download = await saved;
  expect(download.suggestedFilename()).toBe(name);
  expect(fs.readFileSync((await download.path())!).equals(bytes)).toBe(true);

  // A student has no staff page: the staff path answers as an unknown page.
  await student.goto('/staff/library');
  await expect(student.getByRole('form', { name: '자료 올리기' })).toHaveCount(0);

  for (const p of [teacher, student]) await p.context().close();
});
