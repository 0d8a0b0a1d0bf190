import fs from 'node:fs';
import { expect, test } from './fixtures';
import { fileButton, freshToken, personOn, uploadAnswer } from './helpers';

/** A small real PDF (its type is read from its bytes). */
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

test('a teacher publishes a notice with a file; the student sees it new, opens it and downloads it under its Korean name; a parents’ notice stays hidden from her', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const stamp = new Date().toISOString().slice(11, 19);
  const title = `겨울방학 기숙사 운영 안내 (${stamp})`;
  const parentsTitle = `학부모 면담 신청 안내 (${stamp})`;
  const fileName = '겨울방학 안내문.pdf';

  // The teacher writes it for the students, with the handout attached.
  const teacher = await personOn(browser, 'teacher1', '/staff/notices');
  await teacher.getByRole('button', { name: '새 공지 쓰기' }).tap();
  const form = teacher.getByRole('form', { name: '새 공지' });
  await form.getByRole('radio', { name: '생활' }).check();
  await form.getByRole('radio', { name: '학생', exact: true }).check();
  await form.getByLabel('제목').fill(title);
  const editor = form.getByRole('textbox', { name: '내용' });
  await editor.click();
  await editor.pressSequentially('겨울방학 동안 기숙사는 문을 닫습니다.');
  // The toolbar makes a heading of the line she is on.
  await form.getByRole('button', { name: '제목', exact: true }).click();
  await editor.press('End');
  await editor.press('Enter');
  await editor.pressSequentially('짐은 금요일까지 정리해 주세요.');
  await editor.press('Enter');
  // A schedule pasted from Word: its table stays a table, without Word's styles; its picture is said to
  // belong in the attachments.
  await editor.evaluate((el) => {
    const data = new DataTransfer();
    data.setData(
      'text/html',
      '<p class=MsoNormal><span style="font-family:맑은 고딕">방학 일정<o:p></o:p></span></p><table border=1 class=MsoTableGrid><tr><td style="padding:0">12/24(목)</td><td>방학식</td></tr><tr><td>1/4(월)</td><td>입소</td></tr></table><img src="data:image/png;base64,AAAA">',
    );
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  });
  await expect(teacher.getByText('사진은 본문에 넣을 수 없어요.')).toBeVisible();
  await expect(editor.getByRole('table')).toContainText('방학식');
  const uploaded = uploadAnswer(teacher);
  await form.getByLabel('파일 고르기').setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: pdf });
  expect((await uploaded).status()).toBe(201);
  await expect(form.getByRole('button', { name: `${fileName} 빼기` })).toBeVisible();
  await form.getByRole('button', { name: '올리기' }).tap();
  await teacher.getByRole('alertdialog').getByRole('button', { name: '올리기' }).tap();
  await expect(teacher.getByText('공지를 올렸습니다.')).toBeVisible();
  const card = teacher.getByTestId('staff-notice').filter({ hasText: title });
  await expect(card).toContainText('게시 중');
  await expect(card).toContainText('첨부 1');

  // A notice for parents only, sent the same way the form sends it.
  const token = await freshToken(teacher, 'teacher1');
  const parentsNotice = await teacher.evaluate(
    async ({ token, title }) => {
      const res = await fetch('/backend/staff/notices/', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          category: 'general',
          title,
          // A hostile body: the server keeps the words and drops the rest.
          bodyHtml:
            '<p onclick="alert(1)">면담을 원하시면 알려 주세요.</p><img src="x" onerror="alert(2)"><script>alert(3)</script><style>body{display:none}</style><a href="javascript:alert(4)">신청하기</a>',
          audience: 'parents',
        }),
      });
      return { status: res.status, id: ((await res.json()) as { id: number }).id };
    },
    { token, title: parentsTitle },
  );
  expect(parentsNotice.status).toBe(201);

  // The student finds it marked new, and does not find the parents' notice.
  const student = await personOn(browser, 'student1', '/services/notice');
  const row = student.getByTestId('notice-row').filter({ hasText: title });
  await expect(row).toBeVisible();
  await expect(row.getByText('새 글', { exact: true })).toHaveCount(1);
  await expect(row).toContainText('첨부 1');
  await expect(student.getByTestId('notice-row').filter({ hasText: parentsTitle })).toHaveCount(0);

  // She opens it: the body as written, the file under its Korean name.
  await row.tap();
  await expect(student).toHaveURL(/\/services\/notice\/\d+$/);
  await expect(student.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(student.getByRole('heading', { level: 2, name: '겨울방학 동안 기숙사는 문을 닫습니다.' })).toBeVisible();
  await expect(student.getByText('짐은 금요일까지 정리해 주세요.')).toBeVisible();
  const schedule = student.getByRole('table');
  await expect(schedule.getByRole('row')).toHaveCount(2);
  await expect(schedule.getByRole('row').first()).toContainText('12/24(목)방학식');
  await expect(student.getByText('조회 1')).toBeVisible();
  const saved = student.waitForEvent('download');
  await fileButton(student, fileName).tap();
  const download = await saved;
  expect(download.suggestedFilename()).toBe(fileName);
  expect(fs.readFileSync((await download.path())!).equals(pdf)).toBe(true);

  // Back in the list, the new mark is gone.
  await student.getByRole('link', { name: '‹ 공지사항' }).tap();
  await expect(row).toBeVisible();
  await expect(row.getByText('새 글', { exact: true })).toHaveCount(0);
  await expect(row).toContainText('조회 1');

  // The parents' notice answers her as if it did not exist.
  await student.goto(`/services/notice/${parentsNotice.id}`);
  await expect(student.getByRole('heading', { level: 1, name: '찾는 공지가 없습니다' })).toBeVisible();
  await expect(student.getByText('지워졌거나 볼 수 없는 공지입니다.')).toBeVisible();

  // Her mother reads it; the teacher sees who has read the first one.
  const parent = await personOn(browser, 'parent1', '/services/notice');
  await expect(parent.getByTestId('notice-row').filter({ hasText: parentsTitle })).toBeVisible();
  await expect(parent.getByTestId('notice-row').filter({ hasText: title })).toHaveCount(0);
  // She opens it: the words are there, nothing of the hostile markup runs or even exists (the fixture
  // would also fail the test on any CSP violation).
  let dialogs = 0;
  parent.on('dialog', (d) => {
    dialogs++;
    void d.dismiss();
  });
  await parent.getByTestId('notice-row').filter({ hasText: parentsTitle }).tap();
  const article = parent.getByRole('article');
  await expect(article.getByText('면담을 원하시면 알려 주세요.')).toBeVisible();
  await article.getByText('면담을 원하시면 알려 주세요.').tap();
  await expect(article.locator('script, style, img, [onclick], [onerror], a[href^="javascript"]')).toHaveCount(0);
  await expect(article.getByText('신청하기')).toBeVisible();
  expect(dialogs).toBe(0);
  await teacher.reload();
  await teacher.getByTestId('staff-notice').filter({ hasText: title }).getByRole('button', { name: '읽은 사람' }).tap();
  const readers = teacher.getByTestId('notice-readers');
  await expect(readers).toContainText('읽음 1명');
  await expect(readers).toContainText('김하린');

  for (const p of [teacher, student, parent]) await p.context().close();
});

test('a scheduled notice shows as 예약 to staff and stays out of the students’ list until its time', async ({ browser }) => {
  const title = `1월 특강 신청 안내 (${new Date().toISOString().slice(11, 19)})`;
  const teacher = await personOn(browser, 'teacher2', '/staff/notices');
  await teacher.getByRole('button', { name: '새 공지 쓰기' }).tap();
  const form = teacher.getByRole('form', { name: '새 공지' });
  // Sent empty first: every missing field says so, in Korean.
  await form.getByRole('radio', { name: '반 지정' }).check();
  await form.getByRole('button', { name: '올리기' }).tap();
  await expect(form.getByText('분류를 선택해 주세요.')).toBeVisible();
  await expect(form.getByText('제목을 입력해 주세요.')).toBeVisible();
  await expect(form.getByText('내용을 입력해 주세요.')).toBeVisible();
  await expect(form.getByText('공지할 반을 선택해 주세요.')).toBeVisible();

  await form.getByRole('radio', { name: '학사' }).check();
  await form.getByRole('radio', { name: '학생', exact: true }).check();
  await form.getByLabel('제목').fill(title);
  const editor = form.getByRole('textbox', { name: '내용' });
  await editor.click();
  await editor.pressSequentially('과목별 신청은 다음 주에 받습니다.');
  await form.getByRole('radio', { name: '예약하기' }).check();
  await expect(form.getByLabel('예약 날짜')).toBeVisible();
  await form.getByRole('button', { name: '예약하기' }).tap();
  await expect(teacher.getByText('공지를 예약했습니다.')).toBeVisible();
  const card = teacher.getByTestId('staff-notice').filter({ hasText: title });
  await expect(card).toContainText('예약');
  await expect(card).toContainText('게시 예정');

  const student = await personOn(browser, 'student4', '/services/notice');
  await expect(student.getByTestId('notice-row').first()).toBeVisible();
  await expect(student.getByTestId('notice-row').filter({ hasText: title })).toHaveCount(0);
  for (const p of [teacher, student]) await p.context().close();
});

test('the chosen category and search stay in the address: back from a notice, another tab or a reload, the list is as she left it', async ({
  browser,
}) => {
  const page = await personOn(browser, 'student2', '/services/notice');
  const chips = page.getByRole('group', { name: '공지 분류' });
  await chips.getByRole('button', { name: '생활' }).tap();
  await expect(page).toHaveURL(/\/services\/notice\?category=life$/);
  const rows = page.getByTestId('notice-row');
  // The address changes a moment before the list does (seen: the first row read was still 전체's).
  await expect(chips.getByRole('button', { name: '생활' })).toHaveAttribute('aria-pressed', 'true');
  await expect(rows.first()).toContainText('생활');
  const first = (await rows.first().getAttribute('href'))!;
  await rows.first().tap();
  await expect(page).toHaveURL(/\/services\/notice\/\d+$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/services\/notice\?category=life$/);
  await expect(chips.getByRole('button', { name: '생활' })).toHaveAttribute('aria-pressed', 'true');
  await expect(rows.first()).toHaveAttribute('href', first);
  // Back to 전체: the address is the page's own again.
  await chips.getByRole('button', { name: '전체' }).tap();
  await expect(page).toHaveURL(/\/services\/notice$/);

  // The library keeps its subject and search the same way, across the other tab and a reload.
  await page.goto('/services/library');
  await page.getByRole('group', { name: '자료 분류' }).getByRole('button', { name: '수학' }).tap();
  await page.getByRole('searchbox').fill('기출');
  await page.getByRole('button', { name: '검색', exact: true }).tap();
  await expect(page).toHaveURL(/\/services\/library\?category=math&q=%EA%B8%B0%EC%B6%9C$/);
  await page.getByRole('link', { name: '공지사항' }).first().tap();
  await expect(page).toHaveURL(/\/services\/notice$/);
  await page.goBack();
  await expect(page.getByRole('group', { name: '자료 분류' }).getByRole('button', { name: '수학' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('searchbox')).toHaveValue('기출');
  await page.reload();
  await expect(page.getByRole('group', { name: '자료 분류' }).getByRole('button', { name: '수학' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('list', { name: '자료 목록' }).getByRole('listitem').first()).toContainText('수학');
  // A link to the plain page clears the choice, the box too.
  await page.getByRole('link', { name: '자료실' }).last().tap();
  await expect(page).toHaveURL(/\/services\/library$/);
  await expect(page.getByRole('searchbox')).toHaveValue('');
  await expect(page.getByRole('group', { name: '자료 분류' }).getByRole('button', { name: '전체' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // And the contents' subject, back from an item.
  await page.goto('/contents');
  const subjects = page.getByRole('group', { name: '과목' });
  await subjects.getByRole('button', { name: '영어' }).tap();
  await expect(page).toHaveURL(/\/contents\?category=english$/);
  await page.locator('main a[href^="/contents/"]').filter({ hasText: '영어' }).first().tap();
  await expect(page).toHaveURL(/\/contents\/\d+$/);
  await page.goBack();
  await expect(subjects.getByRole('button', { name: '영어' })).toHaveAttribute('aria-pressed', 'true');
  await page.context().close();
});
