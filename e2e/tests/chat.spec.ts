import { deflateSync } from 'node:zlib';
import { expect, test, type Page } from './fixtures';
import { DEMO_PASSWORD, overlayEntered, personOn } from './helpers';

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
  // A dialog as the kit's are: the focus is in it, Escape closes it and gives the focus back.
  await expect(sheet.getByRole('heading', { name: '새 대화' })).toBeFocused();
  await student.keyboard.press('Escape');
  await expect(sheet).toHaveCount(0);
  await expect(student.getByRole('button', { name: '새 대화' })).toBeFocused();
  await student.getByRole('button', { name: '새 대화' }).tap();
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
  // A screen reader hears who wrote it.
  await expect(student.getByTestId('chat-heard')).toHaveText(`정우진 선생님: ${answer}`);
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

/**
 * Calls the API through the portal's /backend/ as a person, to arrange what the test is not about.
 * This run's access tokens live seconds: it signs in again whenever one has expired.
 */
function apiAs(page: Page, username: string) {
  let access: string | null = null;
  const signIn = async () => {
    const res = await page.request.post('/backend/accounts/login/', { data: { username, password: DEMO_PASSWORD } });
    expect(res.status(), await res.text()).toBe(200);
    access = (await res.json()).access;
  };
  return async (path: string, data: unknown) => {
    if (!access) await signIn();
    let res = await page.request.post(`/backend${path}`, { data, headers: { authorization: `Bearer ${access}` } });
    if (res.status() === 401) {
      await signIn();
      res = await page.request.post(`/backend${path}`, { data, headers: { authorization: `Bearer ${access}` } });
    }
    expect(res.status(), await res.text()).toBeLessThan(300);
    return res.json();
  };
}

test('a double tap on 대화 맡기 takes the room and asks nothing; a colleague opening it is told another teacher has it', async ({
  browser,
}) => {
  const tag = `${Date.now() % 100000}`;
  const student = await personOn(browser, 'student3', '/chat');
  const room = await apiAs(student, 'student3')('/chat/rooms/', { category: 'korean', target: 'any', body: `비문학 질문 (${tag})` });
  const teacher = await personOn(browser, 'teacher2', `/staff/chat/${room.id}`);
  // 종료 takes 대화 맡기's place: the second tap used to open "대화를 종료할까요?" (or a false error).
  await teacher.getByRole('button', { name: '대화 맡기' }).dblclick();
  await expect(teacher.getByRole('textbox', { name: '메시지' })).toBeVisible();
  await teacher.getByRole('button', { name: '종료', exact: true }).tap();
  await expect(teacher.getByRole('alertdialog')).toHaveCount(0);
  // A colleague who opens it from the waiting list (or an old link) is told why, not "not found".
  const other = await personOn(browser, 'teacher1', `/staff/chat/${room.id}`);
  await expect(other.getByText('다른 선생님이 맡은 대화입니다.')).toBeVisible();
  for (const p of [student, teacher, other]) await p.context().close();
});

test('offline, her message waits with a word and goes once she is back; a double tap sends it once', async ({ browser }) => {
  const tag = `${Date.now() % 100000}`;
  const student = await personOn(browser, 'student1', '/chat');
  const room = await apiAs(student, 'student1')('/chat/rooms/', { category: 'life', target: 'life', body: `생활 질문 (${tag})` });
  await student.goto(`/chat/${room.id}`);
  const box = student.getByRole('textbox', { name: '메시지' });
  const mine = (text: string) => student.getByTestId('chat-message').filter({ hasText: text });

  await student.context().setOffline(true);
  await box.fill(`와이파이가 끊겨요 (${tag})`);
  await box.press('Enter');
  await expect(student.getByText('인터넷 연결이 끊겼어요. 다시 연결되면 바로 보낼게요.')).toBeVisible();
  await student.context().setOffline(false);
  await expect(mine(`와이파이가 끊겨요 (${tag})`)).toBeVisible();
  await expect(student.getByText('인터넷 연결이 끊겼어요.', { exact: false })).toHaveCount(0);

  await box.fill(`한 번만 (${tag})`);
  await student.getByRole('button', { name: '보내기', exact: true }).dblclick();
  await expect(mine(`한 번만 (${tag})`)).toBeVisible();
  await student.reload();
  await expect(mine(`와이파이가 끊겨요 (${tag})`)).toHaveCount(1);
  await expect(mine(`한 번만 (${tag})`)).toHaveCount(1);
});

test('a teacher takes a waiting room, pins a notice and closes it; older messages load as he scrolls up, in place, and a new one below is a tap away', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const tag = `${Date.now() % 100000}`;
  // "1번째" is also inside "11번째": a message is found by its whole number.
  const nth = (page: Page, n: number) =>
    page.getByTestId('chat-message').filter({ hasText: new RegExp(`(^|\\D)${n}번째 메시지 \\(${tag}\\)`) });
  const student = await personOn(browser, 'student1', '/chat');
  const post = apiAs(student, 'student1');
  const room = await post('/chat/rooms/', { category: 'life', target: 'life', body: `1번째 메시지 (${tag})` });
  for (let n = 2; n <= 40; n++) await post(`/chat/rooms/${room.id}/messages/`, { body: `${n}번째 메시지 (${tag})` });
  await student.goto(`/chat/${room.id}`);
  await expect(nth(student, 40)).toBeVisible();
  await expect(student.getByText('대화를 맡으면 답할 수 있어요.')).toHaveCount(0);
  await stay(student);

  // The waiting list: the room, with whom it waits for.
  const teacher = await personOn(browser, 'teacher1', '/staff/chat');
  await teacher
    .getByTestId('chat-room-row')
    .filter({ hasText: `40번째 메시지 (${tag})` })
    .tap();
  await expect(teacher.getByText('대화를 맡으면 답할 수 있어요.')).toBeVisible();
  await teacher.getByRole('button', { name: '대화 맡기' }).tap();
  await expect(teacher.getByRole('textbox', { name: '메시지' })).toBeVisible();

  // Scrolled to the top, the older messages come in above and what he was looking at stays put, though
  // a new message arrives live while they are on their way (it used up the place kept for them, and
  // was not said below: an audit). It is said below; a tap takes him down to it.
  const scroller = teacher.getByTestId('chat-scroller');
  const below = teacher.getByRole('button', { name: '새 메시지 ↓' });
  await expect(nth(teacher, 40)).toBeInViewport();
  await expect(nth(teacher, 1)).toHaveCount(0);
  const oldestShown = nth(teacher, 11);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await teacher.route(/\/chat\/rooms\/\d+\/messages\/\?.*pageToken=[1-9]/, async (route) => {
    await held;
    await route.continue();
  });
  await scroller.evaluate((el) => (el.scrollTop = 0));
  await expect(below).toHaveCount(0);
  await post(`/chat/rooms/${room.id}/messages/`, { body: `41번째 메시지 (${tag})` });
  await expect(nth(teacher, 41)).toHaveCount(1, { timeout: 15_000 });
  await expect(below).toBeInViewport();
  release();
  await expect(nth(teacher, 1)).toHaveCount(1);
  await expect(oldestShown).toBeInViewport();
  const texts = await teacher.getByTestId('chat-message').allTextContents();
  const numbers = texts.filter((t) => t.includes(`(${tag})`)).map((t) => Number(/(\d+)번째/.exec(t)![1]));
  expect(numbers).toEqual(Array.from({ length: 41 }, (_, i) => i + 1));
  await below.tap();
  await expect(nth(teacher, 41)).toBeInViewport();
  await expect(below).toHaveCount(0);

  // A pinned notice reaches her open room live.
  await teacher.getByRole('button', { name: '공지 쓰기' }).tap();
  await teacher.getByLabel('공지', { exact: true }).fill('세탁실 문의는 오후 10시 전에 해 주세요.');
  await teacher.getByRole('button', { name: '저장' }).tap();
  await expect(student.getByTestId('chat-notice')).toHaveText(/세탁실 문의는 오후 10시 전에 해 주세요\./, { timeout: 15_000 });
  // A long one keeps to four lines, scrolling within; 수정 stays in reach and the messages keep their room.
  await teacher.getByRole('button', { name: '수정' }).tap();
  await teacher
    .getByLabel('공지', { exact: true })
    .fill(`${'세탁실과 자습실 이용 시간 안내입니다. '.repeat(12)}https://example.com/${'a'.repeat(120)}`);
  await teacher.getByRole('button', { name: '저장' }).tap();
  const notice = student.getByTestId('chat-notice');
  await expect(notice).toContainText('https://example.com/', { timeout: 15_000 });
  expect((await notice.boundingBox())!.height).toBeLessThan(130);
  await expect(teacher.getByRole('button', { name: '수정' })).toBeInViewport();

  // Closed: her composer gives way to the note, live.
  await teacher.getByRole('button', { name: '종료', exact: true }).tap();
  await teacher.getByRole('alertdialog').getByRole('button', { name: '종료', exact: true }).tap();
  await expect(teacher.getByText('종료된 대화입니다.', { exact: false })).toBeVisible();
  await expect(student.getByText('종료된 대화입니다.', { exact: false })).toBeVisible({ timeout: 15_000 });
  await expect(student.getByRole('textbox', { name: '메시지' })).toHaveCount(0);
  expect(await stayed(student)).toBe(true);
});

test('a room with many new messages opens at the newest, though recent ones reach it live as it opens', async ({ browser }) => {
  const tag = `${Date.now() % 100000}`;
  const student = await personOn(browser, 'student1', '/chat');
  const room = await apiAs(student, 'student1')('/chat/rooms/', { category: 'math', target: 'any', body: `질문 (${tag})` });
  const teacher = apiAs(student, 'teacher1');
  await teacher(`/staff/chat/rooms/${room.id}/take/`, {});
  for (let n = 1; n <= 45; n++) await teacher(`/chat/rooms/${room.id}/messages/`, { body: `답 ${n} (${tag})` });
  await student.goto(`/chat/${room.id}`);
  const last = student.getByTestId('chat-message').filter({ hasText: `답 45 (${tag})` });
  await expect(last).toBeInViewport();
  // The live events of the last moments come in after the page (older ones among them): she stays at the newest.
  await student.waitForTimeout(1500);
  await expect(last).toBeInViewport();
  const gap = await student.getByTestId('chat-scroller').evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight);
  expect(gap).toBeLessThan(120);
});

/** A real 1200 × 900 PNG (a gradient), made here: bigger than a thumbnail on both sides. */
function photoPng(width = 1200, height = 900): Buffer {
  const table = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = ~0;
    for (const byte of buf) c = table[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return ~c >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const raw = Buffer.alloc(height * (1 + width * 3));
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) raw.set([(x * 255) / width, (y * 255) / height, 160], y * (1 + width * 3) + 1 + x * 3);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('a photo in the room is drawn from its small thumbnail; a tap opens the full picture', async ({ browser }) => {
  test.setTimeout(90_000);
  const tag = `${Date.now() % 100000}`;
  const student = await personOn(browser, 'student1', '/chat');
  const room = await apiAs(student, 'student1')('/chat/rooms/', {
    category: 'facility',
    target: 'life',
    body: `방 전등 사진이에요 (${tag})`,
  });
  await student.goto(`/chat/${room.id}`);
  await expect(student.getByTestId('chat-message').filter({ hasText: tag })).toBeVisible();

  const thumbAsked = student.waitForResponse((r) => /\/backend\/files\/[0-9a-f-]+\/thumb\/$/.test(r.url()));
  await student.getByTestId('chat-file-input').setInputFiles({ name: '전등.png', mimeType: 'image/png', buffer: photoPng() });
  const thumb = await thumbAsked;
  // Loaded by the browser as a picture of its address (the session cookie goes with it), not fetched by script.
  expect(thumb.request().resourceType()).toBe('image');
  if (thumb.status() === 401) {
    // The cookie's access token ran out first (6 s in these tests; a slow, busy machine): the bubble
    // asks by the session's fetch and draws it from a blob, as for a tab left open past its token.
    await expect(student.getByRole('img', { name: '전등.png' })).toHaveAttribute('src', /^blob:/);
  } else {
    expect(thumb.status()).toBe(200);
    expect(thumb.headers()['content-type']).toBe('image/webp');
  }

  // The bubble draws the thumbnail (480 px wide), not the 1200 px original.
  const open = student.getByRole('button', { name: '사진 전등.png 크게 보기' });
  const picture = open.getByRole('img', { name: '전등.png' });
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(480);

  // A tap opens the full picture over the room; 닫기 brings the room back.
  await open.tap();
  const viewer = student.getByRole('dialog', { name: '사진 전등.png' });
  const full = viewer.locator('img[data-full="true"]');
  await expect(full).toBeVisible();
  await expect.poll(() => full.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);
  await viewer.getByRole('button', { name: '닫기' }).tap();
  await expect(viewer).toHaveCount(0);
  // Escape closes it too.
  await open.tap();
  await expect(viewer).toBeVisible();
  await student.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);
  await expect(open).toBeVisible();
});

test('the phone’s Back closes the 새 대화 sheet on the chat list, asking first once she has written; after she starts a room, Back is the list', async ({
  browser,
}) => {
  const page = await personOn(browser, 'student4', '/');
  await page.goto('/chat');
  const sheet = page.getByRole('dialog', { name: '새 대화' });
  await page.getByRole('button', { name: '새 대화', exact: true }).tap();
  await expect(sheet).toBeVisible();
  await overlayEntered(page);
  await page.goBack();
  await expect(sheet).toHaveCount(0);
  await expect(page).toHaveURL(/\/chat$/);

  // Written in: Back asks, 취소 keeps what she wrote in the open sheet.
  await page.getByRole('button', { name: '새 대화', exact: true }).tap();
  await sheet.getByLabel('첫 메시지').fill('영어 지문 해석 질문이 있어요.');
  await page.goBack();
  const ask = page.getByRole('alertdialog', { name: '이전 페이지로 돌아갈까요?' });
  await ask.getByRole('button', { name: '취소' }).tap();
  await expect(sheet.getByLabel('첫 메시지')).toHaveValue('영어 지문 해석 질문이 있어요.');
  await expect(page).toHaveURL(/\/chat$/);

  // She starts the room; Back from it is the chat list, then the page before it.
  await sheet.getByRole('button', { name: '영어', exact: true }).tap();
  await sheet.getByRole('radio', { name: '과목 선생님 누구나' }).tap();
  await sheet.getByRole('button', { name: '대화 시작하기' }).tap();
  await expect(page).toHaveURL(/\/chat\/\d+$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/chat$/);
  await expect(sheet).toHaveCount(0);
  await page.goBack();
  await expect(page).toHaveURL((u) => u.pathname === '/');
});

test('reloaded with the 새 대화 sheet open and opened again, the first Back closes it', async ({ browser }) => {
  const page = await personOn(browser, 'student5', '/chat');
  const sheet = page.getByRole('dialog', { name: '새 대화' });
  await page.getByRole('button', { name: '새 대화', exact: true }).tap();
  await expect(sheet).toBeVisible();
  await page.reload();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: '새 대화', exact: true }).tap();
  await expect(sheet).toBeVisible();
  await overlayEntered(page);
  // The entry the page before the reload left was taken for the new sheet's, and this Back was lost.
  await page.goBack();
  await expect(sheet).toHaveCount(0);
  await expect(page).toHaveURL(/\/chat$/);
});

test('reloaded with the 새 대화 sheet open, the first Back goes to the page before, not to the same list', async ({ browser }) => {
  const page = await personOn(browser, 'student6', '/');
  await page.goto('/chat');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: '새 대화', exact: true }).tap();
  await expect(page.getByRole('dialog', { name: '새 대화' })).toBeVisible();
  await page.reload();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(page.getByRole('dialog', { name: '새 대화' })).toHaveCount(0);
  // The sheet's entry was still on top: the first Back landed on the same list and seemed to do nothing.
  await page.goBack();
  await expect(page).toHaveURL((u) => u.pathname === '/');
});

test('a file on its way on a slow network can be stopped: nothing is sent, and + is back', async ({ browser }) => {
  test.setTimeout(60_000);
  const tag = `${Date.now() % 100000}`;
  const student = await personOn(browser, 'student1', '/chat');
  const room = await apiAs(student, 'student1')('/chat/rooms/', { category: 'facility', target: 'life', body: `파일 취소 (${tag})` });
  await student.goto(`/chat/${room.id}`);
  await expect(student.getByTestId('chat-message').filter({ hasText: tag })).toBeVisible();
  // The upload hangs, as on a crowded Wi-Fi.
  await student.route(/\/backend\/files\/\?purpose=chat-file/, () => new Promise(() => {}));
  await student.getByTestId('chat-file-input').setInputFiles({ name: '큰 파일.png', mimeType: 'image/png', buffer: photoPng() });
  const cancel = student.getByRole('button', { name: '파일 보내기 취소' });
  await expect(cancel).toBeVisible();
  await cancel.tap();
  await expect(cancel).toHaveCount(0);
  await expect(student.getByTestId('chat-file-input')).toBeEnabled();
  await expect(student.getByRole('dialog')).toHaveCount(0);
  await expect(student.getByTestId('chat-message')).toHaveCount(1);
  await student.context().close();
});
