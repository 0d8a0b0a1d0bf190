import { expect, test } from './fixtures';
import { personOn } from './helpers';

// Finding things (an audit): what a list was narrowed to stays in its address, so Back from an item
// and a reload show the same list; a search that finds nothing says why, with a way on.

test('the people list keeps its search and status across a person’s page, Back and a reload; a search stops at 40 characters', async ({
  browser,
}) => {
  const admin = await personOn(browser, 'admin', '/staff/people');
  const box = admin.getByRole('searchbox', { name: '학생 찾기' });
  const status = admin.getByRole('combobox', { name: '계정 상태' });
  const rows = admin.getByRole('list', { name: '학생 목록' }).getByRole('link');
  // A name typed with a space, as Korean is.
  await box.fill('김 하린');
  await status.selectOption('all');
  await expect(admin).toHaveURL(/[?&]q=%EA%B9%80(\+|%20)%ED%95%98%EB%A6%B0/);
  await expect(admin).toHaveURL(/[?&]status=all/);
  await expect(rows).toHaveCount(1);
  await rows.first().tap();
  await expect(admin).toHaveURL(/\/staff\/people\/\d+$/);
  await admin.goBack();
  await expect(box).toHaveValue('김 하린');
  await expect(status).toHaveValue('all');
  await expect(rows).toHaveCount(1);
  await admin.reload();
  await expect(box).toHaveValue('김 하린');
  await expect(status).toHaveValue('all');
  await expect(rows.first()).toContainText('김하린');

  // The menu's 사람 관리 is the plain list: the box empties and stays empty, the status is 사용 중 again.
  await admin.getByRole('navigation', { name: '선생님 메뉴' }).getByRole('link', { name: '사람 관리' }).tap();
  await expect(box).toHaveValue('');
  await expect(status).toHaveValue('active');
  await admin.waitForTimeout(600);
  await expect(admin).toHaveURL(/\/staff\/people$/);

  // Another kind starts with its own search.
  // (A tap, then its state: the address's change reaches the radio a render later.)
  await admin.getByRole('radio', { name: '학부모' }).tap();
  await expect(admin.getByRole('radio', { name: '학부모' })).toBeChecked();
  await expect(admin.getByRole('searchbox', { name: '학부모 찾기' })).toHaveValue('');
  await expect(admin).not.toHaveURL(/[?&]q=/);

  // The server takes 40 characters: the box stops there, rather than the list failing with 다시 시도.
  const parents = admin.getByRole('searchbox', { name: '학부모 찾기' });
  await parents.fill('가'.repeat(41));
  await expect(parents).toHaveValue('가'.repeat(40));
  await expect(admin.getByText(/목록을 불러오지 못했습니다/)).toHaveCount(0);
  await expect(admin.getByText(/에 맞는 학부모가 없습니다/)).toBeVisible();
});

test('linking a child to a parent says when no student matches', async ({ browser }) => {
  const admin = await personOn(browser, 'admin', '/staff/people');
  await admin.goto('/staff/people/new?category=parent');
  const find = admin.getByRole('searchbox', { name: '연결할 학생 찾기' });
  await find.fill('없는학생zzz');
  await expect(admin.getByRole('status').filter({ hasText: '‘없는학생zzz’에 맞는 학생이 없습니다.' })).toBeVisible();
  await find.fill('하린');
  await expect(admin.getByRole('list', { name: '찾은 학생' })).toContainText('김하린');
});

test('the chat lists keep the chosen chip across a room and Back', async ({ browser }) => {
  const student = await personOn(browser, 'student1', '/chat');
  const chips = student.getByRole('group', { name: '대화 상태' });
  await chips.getByRole('button', { name: '종료' }).tap();
  await expect(chips.getByRole('button', { name: '종료' })).toHaveAttribute('aria-pressed', 'true');
  await expect(student).toHaveURL(/\/chat\?status=closed$/);
  await student.getByTestId('chat-room-row').first().tap();
  await expect(student).toHaveURL(/\/chat\/\d+$/);
  await student.goBack();
  await expect(chips.getByRole('button', { name: '종료' })).toHaveAttribute('aria-pressed', 'true');
  await expect(student.getByText('종료된 대화입니다.')).toHaveCount(0);

  // The demo's closed room is 송미경's; the server draws the tab the address names, not 대기 중's.
  const teacher = await personOn(browser, 'teacher2', '/staff/chat');
  const html = await (await teacher.request.get('/staff/chat?tab=closed')).text();
  expect(html.slice(html.indexOf('<main'), html.indexOf('</main>'))).toContain('data-testid="chat-room-row"');
  const tabs = teacher.getByRole('group', { name: '대화 구분' });
  await tabs.getByRole('button', { name: '종료' }).tap();
  await expect(teacher).toHaveURL(/\/staff\/chat\?tab=closed$/);
  await teacher.getByTestId('chat-room-row').first().tap();
  await expect(teacher).toHaveURL(/\/staff\/chat\/\d+$/);
  await teacher.goBack();
  await expect(tabs.getByRole('button', { name: '종료' })).toHaveAttribute('aria-pressed', 'true');
  await expect(teacher.getByTestId('chat-room-row').first()).toBeVisible();
});

test('a notice search that finds nothing in one category offers the whole list, and finds it there', async ({ browser }) => {
  const page = await personOn(browser, 'student1', '/services/notice');
  // A word of a 생활 notice of the demo (11월 정기휴가 일정 안내), looked for among 학사 notices.
  await page.getByRole('group', { name: '공지 분류' }).getByRole('button', { name: '학사' }).tap();
  await page.getByRole('searchbox').fill('정기휴가');
  await page.getByRole('button', { name: '검색', exact: true }).tap();
  const none = page.getByTestId('empty-state');
  await expect(none).toContainText('학사 공지에는 ‘정기휴가’ 제목이 없습니다');
  await none.getByRole('button', { name: '전체에서 찾기' }).tap();
  await expect(page.getByRole('group', { name: '공지 분류' }).getByRole('button', { name: '전체' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByTestId('notice-row').filter({ hasText: '정기휴가' }).first()).toBeVisible();
});

test('the staff inboxes keep the chosen status across a reload', async ({ browser }) => {
  const admin = await personOn(browser, 'admin', '/staff/inquiries');
  for (const [path, group, chip, param] of [
    ['/staff/inquiries', '문의 상태', '종료', 'status=closed'],
    ['/staff/vacations', '목록', '복귀 확인', 'queue=away'],
    ['/staff/feedback', '목록', '전체', 'status=all'],
  ] as const) {
    await admin.goto(path);
    const chips = admin.getByRole('group', { name: group });
    await chips.getByRole('button', { name: chip }).tap();
    await expect(admin).toHaveURL(new RegExp(`\\?${param}$`));
    await admin.reload();
    await expect(chips.getByRole('button', { name: chip })).toHaveAttribute('aria-pressed', 'true');
  }
});
