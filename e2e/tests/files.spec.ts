import fs from 'node:fs';
import { deflateSync } from 'node:zlib';
import { expect, test, type Page } from './fixtures';
import { seoulDate } from '@portal/contract/dates';
import { fileButton, freshToken, personOn, pickChild, pickTime, uploadAnswer } from './helpers';

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
/** A real 2×2 PNG made here (a photo of the note, as far as the server can tell), padded to `size` after its end. */
function png(size: number): Buffer {
  const rows = Buffer.from([0, 255, 0, 0, 0, 0, 255, 0, 0, 0, 0, 255, 255, 255, 255]);
  const image = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', Buffer.from([0, 0, 0, 2, 0, 0, 0, 2, 8, 2, 0, 0, 0])),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return Buffer.concat([image, Buffer.alloc(Math.max(0, size - image.length), 0x2e)]);
}

/** Taps the note on a card and answers the bytes the browser saved. */
async function downloadNote(page: Page, card: ReturnType<Page['getByRole']>, name: string) {
  const saved = page.waitForEvent('download');
  await fileButton(card, name, '진단서 ').tap();
  const download = await saved;
  expect(download.suggestedFilename()).toBe(name);
  return fs.readFileSync((await download.path())!);
}

const cardOf = (page: Page, reason: string) => page.getByRole('article').filter({ hasText: reason });

test('a 병가 carries a photo of the doctor’s note: her mother and the teacher open it, another student cannot', async ({ browser }) => {
  test.setTimeout(120_000);
  const bytes = png(300_000);
  const name = '진단서 사진.png';
  const reason = '열이 많이 나서 병원 진료를 받고 쉬겠습니다.';

  const student = await personOn(browser, 'student1', '/mypage/vacations');
  await student.getByRole('button', { name: '휴가 신청' }).tap();
  const form = student.getByRole('form', { name: '새 휴가 신청' });
  await form.getByRole('radio', { name: '병가' }).tap();
  const pick = form.getByLabel('사진 찍기 · 파일 고르기');
  await expect(pick).toHaveAttribute('accept', 'image/*,application/pdf');

  // A wrong type is refused before it is sent, in Korean.
  await pick.setInputFiles({ name: 'note.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(form.getByText('사진이나 PDF만 올릴 수 있습니다.')).toBeVisible();

  const uploaded = uploadAnswer(student);
  await pick.setInputFiles({ name, mimeType: 'image/png', buffer: bytes });
  const note = (await (await uploaded).json()) as { id: string };
  await expect(form.getByRole('button', { name: `${name} 삭제` })).toBeVisible();

  await form.getByLabel('시작 날짜').fill(seoulDate(new Date(), 16));
  await pickTime(student, '시작 시간', 1, '14:00');
  await form.getByLabel('복귀 예정 날짜').fill(seoulDate(new Date(), 17));
  await pickTime(student, '복귀 예정 시간', 0, '18:00');
  await form.getByLabel('사유').fill(reason);
  await form.getByRole('button', { name: '신청하기' }).tap();
  await expect(student.getByText('휴가를 신청했습니다.')).toBeVisible();
  const mine = cardOf(student, reason);
  await expect(mine).toContainText('진단서');
  expect((await downloadNote(student, mine, name)).equals(bytes)).toBe(true);

  // Her mother opens it from the child's history.
  const parent = await personOn(browser, 'parent1', '/mypage/vacations');
  await pickChild(parent, '김하린');
  const hers = cardOf(parent, reason);
  await expect(hers).toContainText('진단서');
  expect((await downloadNote(parent, hers, name)).equals(bytes)).toBe(true);

  // The teacher opens it from the queue that waits for the parent.
  const teacher = await personOn(browser, 'teacher1', '/staff/vacations');
  await teacher.getByRole('button', { name: '보호자 동의 대기' }).tap();
  const queued = cardOf(teacher, reason);
  await expect(queued).toContainText('김하린');
  expect((await downloadNote(teacher, queued, name)).equals(bytes)).toBe(true);

  // Another student sees no such request, and the file answers her 404.
  const other = await personOn(browser, 'student3', '/mypage/vacations');
  await expect(other.getByRole('button', { name: '휴가 신청' })).toBeVisible();
  await expect(cardOf(other, reason)).toHaveCount(0);
  const token = await freshToken(other, 'student3');
  const status = await other.evaluate(
    async ({ id, token }) => (await fetch(`/backend/files/${id}/`, { headers: { authorization: `Bearer ${token}` } })).status,
    { id: note.id, token },
  );
  expect(status).toBe(404);

  for (const p of [student, parent, teacher, other]) await p.context().close();
});

test('a 10 MB note goes through the portal’s /backend/ both ways, and one byte more is refused in Korean', async ({ browser }) => {
  const student = await personOn(browser, 'student1', '/mypage/vacations');
  const LIMIT = 10 * 1024 * 1024;
  // Each call with a token issued just before it (the run's tokens live 6 s; 10 MB may take a while).
  const send = async (size: number) =>
    student.evaluate(
      async ({ token, size, head }) => {
        const bytes = new Uint8Array(size).fill(0x2e);
        bytes.set(head);
        const form = new FormData();
        form.append('file', new Blob([bytes], { type: 'image/png' }), '큰 진단서.png');
        const res = await fetch('/backend/files/?purpose=sick-note', {
          method: 'POST',
          body: form,
          headers: { authorization: `Bearer ${token}` },
        });
        return { status: res.status, body: (await res.json()) as { id: string; size: number; message: string } };
      },
      { token: await freshToken(student, 'student1'), size, head: [...png(100)] },
    );
  const exact = await send(LIMIT);
  const over = await send(LIMIT + 1);
  const back = await student.evaluate(
    async ({ token, id }) => {
      const res = await fetch(`/backend/files/${id}/`, { headers: { authorization: `Bearer ${token}` } });
      const length = res.headers.get('content-length');
      const received = (await res.arrayBuffer()).byteLength;
      return { length, received, type: res.headers.get('content-type'), nosniff: res.headers.get('x-content-type-options') };
    },
    { token: await freshToken(student, 'student1'), id: exact.body.id },
  );
  const result = { exact, over, ...back };
  expect(result.exact.status).toBe(201);
  expect(result.exact.body.size).toBe(LIMIT);
  expect(result.over.status).toBe(413);
  expect(result.over.body.message).toBe('진단서는 10MB까지 올릴 수 있습니다.');
  expect(result.received).toBe(LIMIT);
  // Next.js sends a streamed route answer chunked (no Content-Length); the card's progress uses the size it knows.
  expect([null, String(LIMIT)]).toContain(result.length);
  expect(result.type).toBe('image/png');
  expect(result.nosniff).toBe('nosniff');
  await student.context().close();
});
