import fs from 'node:fs';
import { expect, test } from './fixtures';
import { alarmCount, fileButton, hydrated, personOn, pickChild, png, signIn } from './helpers';

test('a student asks her math teacher with a photo; he answers in the inbox; she sees 답변완료, the answer and an alarm', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const stamp = Date.now().toString(36);
  const question = `수능완성 수학 42쪽 15번, 등비수열 합 공식에서 r=1일 때를 왜 따로 보나요? (${stamp})`;
  const answer = 'r=1이면 공식의 분모가 0이 되어서 따로 계산해야 해요. 첫째항을 n번 더한 값이 됩니다.';
  const photo = png(30_000);
  const photoName = '수학 문제.png';
  const solution = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
  const solutionName = '등비수열 풀이.pdf';

  const student = await personOn(browser, 'student1');
  const before = await alarmCount(student);
  // The drawer's 문의 내역 opens the history; 문의하기 the form.
  await student.getByRole('button', { name: '메뉴 열기' }).tap();
  await student.getByRole('navigation', { name: '전체 메뉴' }).getByRole('link', { name: '문의 내역' }).tap();
  await expect(student).toHaveURL(/\/contactus$/);
  await expect(student.getByRole('heading', { name: '문의 내역' })).toBeVisible();
  await student.getByRole('link', { name: '문의하기' }).first().tap();
  await expect(student).toHaveURL(/\/contactus\/new$/);

  const form = student.locator('form[aria-labelledby="inquiry-form-title"]');
  // Nothing chosen, nothing written: the messages sit beside the fields.
  await form.getByRole('button', { name: '문의 보내기' }).tap();
  await expect(form.getByText('문의 종류를 선택해 주세요.')).toBeVisible();
  await expect(form.getByText('문의 내용을 입력해 주세요.')).toBeVisible();

  await form.getByRole('radio', { name: '학습 문의' }).tap();
  await form.getByRole('group', { name: '과목' }).getByRole('button', { name: '수학', exact: true }).tap();
  await form.getByLabel('답변해 주실 선생님').selectOption({ label: '정우진 선생님' });
  await form.getByRole('radio', { name: '앱으로 답변' }).tap();
  await form.getByLabel('문의 내용').fill(question);
  await form.getByLabel('파일 고르기').setInputFiles({ name: photoName, mimeType: 'image/png', buffer: photo });
  await expect(form.getByRole('button', { name: `${photoName} 빼기` })).toBeVisible();
  // The draft (with its photo) survives a reload.
  await student.reload();
  await expect(form.getByLabel('문의 내용')).toHaveValue(question);
  await expect(form.getByRole('button', { name: `${photoName} 빼기` })).toBeVisible();
  await form.getByRole('button', { name: '문의 보내기' }).tap();
  await expect(student.getByText('문의를 남겼습니다.')).toBeVisible();
  await expect(student).toHaveURL(/\/contactus$/);
  const row = student.getByTestId('inquiry-row').filter({ hasText: question });
  await expect(row).toContainText('처리 중');
  await expect(row).toContainText('수학 · 정우진 선생님');

  // The teacher's inbox: open inquiries, each with how long it has waited.
  const teacher = await personOn(browser, 'teacher1', '/staff');
  await teacher.getByRole('navigation', { name: '선생님 메뉴' }).getByRole('link', { name: '문의 관리' }).tap();
  await expect(teacher).toHaveURL(/\/staff\/inquiries$/);
  const card = teacher.getByTestId('staff-inquiry').filter({ hasText: question });
  await expect(card).toContainText('김하린 학생');
  await expect(card).toContainText(/(방금 전|분 전) 접수/);
  const saved = teacher.waitForEvent('download');
  await fileButton(card, photoName).tap();
  const download = await saved;
  expect(download.suggestedFilename()).toBe(photoName);
  expect(fs.readFileSync((await download.path())!).equals(photo)).toBe(true);

  await card.getByRole('button', { name: '답변', exact: true }).tap();
  // An empty answer is refused beside the field.
  await card.getByRole('button', { name: '답변 보내기' }).tap();
  await expect(card.getByText('답변을 입력해 주세요.')).toBeVisible();
  await card.getByLabel('답변', { exact: true }).fill(answer);
  await card.getByLabel('파일 고르기').setInputFiles({ name: solutionName, mimeType: 'application/pdf', buffer: solution });
  await expect(card.getByRole('button', { name: `${solutionName} 빼기` })).toBeVisible();
  await card.getByRole('button', { name: '답변 보내기' }).tap();
  await teacher.getByRole('alertdialog').getByRole('button', { name: '보내기' }).tap();
  await expect(teacher.getByText('답변을 보냈습니다.')).toBeVisible();
  // Answered: it leaves the open inbox and shows under 답변완료.
  await expect(card).toHaveCount(0);
  await teacher.getByRole('group', { name: '문의 상태' }).getByRole('button', { name: '답변완료' }).tap();
  await expect(card).toContainText(answer);

  // She has an alarm, the list says 답변완료, and the detail shows the answer and her photo.
  expect(await alarmCount(student)).toBe(before + 1);
  await student.goto('/contactus');
  await expect(row).toContainText('답변완료');
  await row.tap();
  await expect(student).toHaveURL(/\/contactus\/\d+$/);
  await expect(student.getByRole('heading', { name: '학습 문의' })).toBeVisible();
  await expect(student.getByText(answer)).toBeVisible();
  await expect(student.getByText('정우진 선생님').first()).toBeVisible();
  await expect(fileButton(student, photoName)).toBeVisible();
  const got = student.waitForEvent('download');
  await fileButton(student.getByRole('list', { name: '답변 첨부 파일' }), solutionName).tap();
  const file = await got;
  expect(file.suggestedFilename()).toBe(solutionName);
  expect(fs.readFileSync((await file.path())!).equals(solution)).toBe(true);

  for (const p of [student, teacher]) await p.context().close();
});

test('another family’s inquiry is not found, and a student has no staff inbox', async ({ browser }) => {
  const mother = await personOn(browser, 'parent2', '/contactus');
  // 박지현's daughter's inquiry (seeded) is not 정은영's to read.
  const student = await personOn(browser, 'student1', '/contactus');
  const first = student.getByTestId('inquiry-row').first();
  await expect(first).toBeVisible();
  const href = (await first.getAttribute('href'))!;
  await mother.goto(href);
  await expect(mother.getByText('찾는 문의가 없습니다. 주소를 다시 확인해 주세요.')).toBeVisible();
  const res = await student.goto('/staff/inquiries');
  expect(res?.status()).toBe(404);
  for (const p of [mother, student]) await p.context().close();
});

test('a mother asks about the daughter she picked; the daughter does not see it; the teacher closes it after a call', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const question = `서아가 요즘 아침 점호에 자주 늦는다고 들었어요. 생활 지도 부탁드립니다. (${stamp})`;

  const mother = await personOn(browser, 'parent1', '/contactus');
  await pickChild(mother.getByRole('radiogroup', { name: '자녀 선택' }), '김서아');
  await expect(mother.getByText('김서아 학생에 관한 문의입니다.')).toBeVisible();
  await mother.getByRole('link', { name: '문의하기' }).first().tap();
  await expect(mother.getByText('김서아 학생에 관한 문의를 남깁니다.')).toBeVisible();
  const form = mother.locator('form[aria-labelledby="inquiry-form-title"]');
  await form.getByRole('radio', { name: '생활 문의' }).tap();
  await form.getByLabel('문의 내용').fill(question);
  await form.getByRole('button', { name: '문의 보내기' }).tap();
  // No category yet: said beside the chips, and what she wrote stays.
  await expect(form.getByText('문의 분류를 선택해 주세요.')).toBeVisible();
  await expect(form.getByLabel('문의 내용')).toHaveValue(question);
  await form.getByRole('group', { name: '분류' }).getByRole('button', { name: '생활', exact: true }).tap();
  await form.getByRole('button', { name: '문의 보내기' }).tap();
  await expect(mother.getByText('문의를 남겼습니다.')).toBeVisible();
  const row = mother.getByTestId('inquiry-row').filter({ hasText: question });
  await expect(row).toContainText('처리 중');
  await expect(row).toContainText('박지현 학부모');

  // The daughter's own history holds what she asked, not what her mother wrote.
  const daughter = await personOn(browser, 'student2', '/contactus');
  await expect(daughter.getByTestId('inquiry-row').first()).toBeVisible();
  await expect(daughter.getByTestId('inquiry-row').filter({ hasText: question })).toHaveCount(0);

  const teacher = await personOn(browser, 'teacher1', '/staff/inquiries');
  const card = teacher.getByTestId('staff-inquiry').filter({ hasText: question });
  await expect(card).toContainText('박지현 학부모 (김서아 학생)');
  await card.getByRole('button', { name: '종료' }).tap();
  await teacher.getByRole('alertdialog').getByRole('button', { name: '종료' }).tap();
  await expect(teacher.getByText('문의를 종료했습니다.')).toBeVisible();
  await expect(card).toHaveCount(0);

  await mother.reload();
  await expect(row).toContainText('종료');
  await row.tap();
  await expect(mother.getByText(/종료된 문의입니다/)).toBeVisible();
  for (const p of [mother, daughter, teacher]) await p.context().close();
});

test('an inquiry whose answer is lost on the way, sent again, is one inquiry', async ({ browser }) => {
  test.setTimeout(90_000);
  const question = `영어 빈칸 추론 33번 해설이 이해가 안 돼요. (${Date.now().toString(36)})`;
  const student = await personOn(browser, 'student3', '/contactus/new');
  const form = student.locator('form[aria-labelledby="inquiry-form-title"]');
  await form.getByRole('radio', { name: '생활 문의' }).tap();
  await form.getByRole('group', { name: '분류' }).getByRole('button', { name: '생활', exact: true }).tap();
  await form.getByLabel('문의 내용').fill(question);
  // The first send reaches the server, but its answer never comes back (the signal dropped).
  let lost = 0;
  await student.route('**/backend/inquiries/', async (route) => {
    if (route.request().method() !== 'POST' || lost > 0) return route.fallback();
    lost += 1;
    await route.fetch();
    await route.abort('internetdisconnected');
  });
  await form.getByRole('button', { name: '문의 보내기' }).tap();
  await expect(student.getByTestId('confirm-modal')).toBeVisible();
  await student.getByTestId('confirm-modal-confirm').tap();
  // She sends it again, unchanged: the same request, answered the inquiry already made.
  await form.getByRole('button', { name: '문의 보내기' }).tap();
  await expect(student.getByText('문의를 남겼습니다.')).toBeVisible();
  await expect(student.getByTestId('inquiry-row').filter({ hasText: question })).toHaveCount(1);
  await student.reload();
  await expect(student.getByTestId('inquiry-row').filter({ hasText: question })).toHaveCount(1);
  expect(lost).toBe(1);
  await student.context().close();
});

test('a teacher hands an inquiry to another teacher: it leaves his inbox and reaches hers', async ({ browser }) => {
  test.setTimeout(120_000);
  const question = `영어 어법 문제인데 수학 선생님께 잘못 보냈어요. 관계대명사 what 용법이 궁금해요. (${Date.now().toString(36)})`;
  const student = await personOn(browser, 'student1', '/contactus/new');
  const form = student.locator('form[aria-labelledby="inquiry-form-title"]');
  await form.getByRole('radio', { name: '학습 문의' }).tap();
  await form.getByRole('group', { name: '과목' }).getByRole('button', { name: '영어', exact: true }).tap();
  await form.getByLabel('답변해 주실 선생님').selectOption({ label: '정우진 선생님' });
  await form.getByRole('radio', { name: '만나서 설명' }).tap();
  await form.getByLabel('문의 내용').fill(question);
  await form.getByRole('button', { name: '문의 보내기' }).tap();
  await expect(student.getByText('문의를 남겼습니다.')).toBeVisible();

  const jung = await personOn(browser, 'teacher1', '/staff/inquiries');
  const card = jung.getByTestId('staff-inquiry').filter({ hasText: question });
  await expect(card).toContainText('만나서 설명 희망');
  await card.getByRole('button', { name: '넘기기' }).tap();
  await card.getByLabel('넘겨받을 선생님').selectOption({ label: '송미경 선생님' });
  await card.getByRole('button', { name: '넘기기' }).tap();
  await expect(jung.getByText('송미경 선생님께 넘겼습니다.')).toBeVisible();
  await expect(card).toHaveCount(0);

  const song = await personOn(browser, 'teacher2', '/staff/inquiries');
  await expect(song.getByTestId('staff-inquiry').filter({ hasText: question })).toContainText('영어 · 송미경 선생님');
  for (const p of [student, jung, song]) await p.context().close();
});

test('one teacher answers an inquiry every teacher got: it leaves the other teacher’s open inbox as she watches', async ({ browser }) => {
  test.setTimeout(90_000);
  const question = `국어 비문학 지문 요약하는 법이 궁금해요. (${Date.now().toString(36)})`;
  const student = await personOn(browser, 'student2', '/contactus/new');
  const form = student.locator('form[aria-labelledby="inquiry-form-title"]');
  await form.getByRole('radio', { name: '학습 문의' }).tap();
  await form.getByRole('group', { name: '과목' }).getByRole('button', { name: '국어', exact: true }).tap();
  await form.getByLabel('문의 내용').fill(question);
  await form.getByRole('button', { name: '문의 보내기' }).tap();
  await expect(student.getByText('문의를 남겼습니다.')).toBeVisible();

  const jung = await personOn(browser, 'teacher1', '/staff/inquiries');
  const song = await personOn(browser, 'teacher2', '/staff/inquiries');
  const hers = song.getByTestId('staff-inquiry').filter({ hasText: question });
  await expect(hers).toBeVisible();
  const his = jung.getByTestId('staff-inquiry').filter({ hasText: question });
  await his.getByRole('button', { name: '답변', exact: true }).tap();
  await his.getByLabel('답변', { exact: true }).fill('첫 문단과 마지막 문단에서 글쓴이의 주장을 먼저 찾아보세요.');
  await his.getByRole('button', { name: '답변 보내기' }).tap();
  await jung.getByRole('alertdialog').getByRole('button', { name: '보내기' }).tap();
  await expect(jung.getByText('답변을 보냈습니다.')).toBeVisible();
  // Before, it stayed in her list with its 답변 button until she reloaded, and her answer was refused.
  await expect(hers).toHaveCount(0, { timeout: 10_000 });
  for (const p of [student, jung, song]) await p.context().close();
});

test('the answer form, while its code comes, holds the place of the buttons it replaces: the card below does not rise under her finger', async ({
  page,
}) => {
  await signIn(page, 'teacher2', '/staff/inquiries');
  const open = page.getByTestId('staff-inquiry').filter({ has: page.getByRole('button', { name: '답변', exact: true }) });
  await expect(open.nth(1)).toBeVisible();
  await hydrated(page);
  // The card she answers, and one below it, held as they are (tapped, the first no longer offers 답변).
  const [tapped, below] = [(await open.nth(0).elementHandle())!, (await open.nth(1).elementHandle())!];
  // A slow network: the form's code takes a second.
  await page.route('**/_next/static/chunks/**', async (route) => {
    await new Promise((r) => setTimeout(r, 1_000));
    await route.continue();
  });
  const top = async () => (await below.boundingBox())!.y;
  const before = await top();
  await (await tapped.$('button:text-is("답변")'))!.tap();
  await page.waitForTimeout(400);
  expect(await tapped.$('textarea')).toBeNull();
  expect(await top()).toBeGreaterThanOrEqual(before - 1);
  // The form comes, and the cards below make room for it.
  await expect.poll(async () => (await tapped.$('textarea')) !== null).toBe(true);
  expect(await top()).toBeGreaterThan(before);
});
