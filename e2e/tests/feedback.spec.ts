import fs from 'node:fs';
import { deflateSync } from 'node:zlib';
import { expect, test, type Browser, type Page } from './fixtures';
import { signIn } from './helpers';

/** A separate browser (own cookies and storage) signed in as `username`: one person on her own phone. */
async function personOn(browser: Browser, username: string, path = '/') {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, username, path);
  return page;
}

function crc32(buf: Buffer): number {
  let c = ~0;
  for (const byte of buf) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}
/** A real 2×2 PNG (a screenshot, as far as the server can tell), padded after its end to `size` bytes. */
function png(size: number): Buffer {
  const image = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', Buffer.from([0, 0, 0, 2, 0, 0, 0, 2, 8, 2, 0, 0, 0])),
    chunk('IDAT', deflateSync(Buffer.from([0, 255, 0, 0, 0, 0, 255, 0, 0, 0, 0, 255, 255, 255, 255]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return Buffer.concat([image, Buffer.alloc(Math.max(0, size - image.length), 0x2e)]);
}

/** The unread alarm count on the home screen. */
async function alarmCount(page: Page): Promise<number> {
  await page.goto('/');
  const badge = page.getByRole('list', { name: '새 소식' }).getByRole('listitem').filter({ hasText: '새 알림' });
  await expect(badge).toBeVisible();
  await expect(page.locator('section[data-state="fresh"]')).toBeVisible();
  return Number((await badge.locator('strong').textContent())!.replace(/\D/g, ''));
}

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
  await card.getByRole('button', { name: `스크린샷 ${shotName} 내려받기` }).tap();
  const download = await saved;
  expect(download.suggestedFilename()).toBe(shotName);
  expect(fs.readFileSync((await download.path())!).equals(shot)).toBe(true);
  await card.getByRole('button', { name: '답변' }).tap();
  await card.getByLabel('답변').fill(answer);
  await card.getByRole('button', { name: '답변 보내기' }).tap();
  await expect(teacher.getByText('답변을 보냈습니다.')).toBeVisible();
  // Answered: it leaves the open list; under 답변 완료 it can be closed.
  await expect(card).toHaveCount(0);
  await teacher.getByRole('group', { name: '목록' }).getByRole('button', { name: '답변 완료' }).tap();
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
