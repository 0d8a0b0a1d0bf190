import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { callAs, personOn, sentToSignIn, sessionOf } from './helpers';

/** The hosts of the allow-list the network appliance imports (comment lines left out). */
function allowList(): string[] {
  const file = path.join(process.env.E2E_DATA_DIR!, 'firewall', 'allowlist.txt');
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l && !l.startsWith('#'));
}

test('a student asks for a website, a teacher approves it for a period, the allow-list gains it, and loses it when the teacher takes it back', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const host = `www.study-${stamp}.co.kr`;

  const student = await personOn(browser, 'student1', '/mypage/security');
  await expect(student.getByRole('heading', { name: '방화벽 설정' })).toBeVisible();
  // The seeded sites allowed for her.
  const allowed = student.getByRole('list', { name: '허용된 사이트 목록' });
  await expect(allowed).toContainText('www.ebsi.co.kr');
  await expect(allowed).toContainText('megastudy.net');

  const form = student.getByRole('form', { name: '사이트 허용 요청' });
  // An address inside the network is refused beside the field, and what she typed stays.
  await form.getByLabel('사이트 주소').fill('http://192.168.0.1/admin');
  await form.getByLabel('필요한 이유').fill('수학 인강을 들어야 해요.');
  await form.getByRole('button', { name: '요청 보내기' }).tap();
  await expect(form.getByText('학원 내부망이나 이 기기를 가리키는 주소는 신청할 수 없습니다.')).toBeVisible();
  await expect(form.getByLabel('필요한 이유')).toHaveValue('수학 인강을 들어야 해요.');
  await expect(form.getByLabel('사이트 주소')).toHaveAttribute('aria-invalid', 'true');

  await form.getByLabel('사이트 주소').fill(`https://${host.toUpperCase()}/lecture?id=7`);
  await form.getByRole('button', { name: '요청 보내기' }).tap();
  await expect(student.getByRole('dialog').getByText('요청을 보냈습니다.')).toBeVisible();
  const requests = student.getByRole('list', { name: '사이트 허용 요청 목록' });
  const card = requests.getByRole('article', { name: host });
  await expect(card).toContainText('검토 중');
  await expect(form.getByLabel('사이트 주소')).toHaveValue('');
  expect(allowList()).not.toContain(host);

  const teacher = await personOn(browser, 'teacher1', '/staff/firewall');
  const pending = teacher.getByRole('list', { name: '검토할 사이트 허용 요청' });
  const theirs = pending.getByRole('article', { name: new RegExp(host.replace(/\./g, '\\.')) });
  await expect(theirs).toContainText('김하린');
  await theirs.getByRole('button', { name: '승인' }).tap();
  await theirs.getByRole('radio', { name: '기간' }).tap();
  await theirs.getByLabel('마지막 날').fill('2099-01-01');
  await theirs.getByRole('button', { name: '승인하기' }).tap();
  // A day past the longest period is refused beside the field; a day within it goes through.
  await expect(theirs.getByText(/허용 기간은 365일 안으로 골라 주세요/)).toBeVisible();
  const inAMonth = new Date(Date.now() + 30 * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Asia/Seoul' });
  await theirs.getByLabel('마지막 날').fill(inAMonth);
  await theirs.getByRole('button', { name: '승인하기' }).tap();
  await expect(teacher.getByText('승인했습니다.')).toBeVisible();
  await expect(theirs).toHaveCount(0);
  await expect(teacher.getByRole('list', { name: '허용 목록' })).toContainText(host);

  // The network's allow-list file has it (written by the background job a moment later).
  await expect.poll(allowList, { timeout: 15_000 }).toContain(host);

  await student.reload();
  await expect(card).toContainText('허용');
  await expect(card).toContainText(`${inAMonth.replace(/-/g, '.')}`);
  await expect(card).toContainText('정우진 선생님');
  await expect(student.getByRole('list', { name: '허용된 사이트 목록' })).toContainText(host);

  // The teacher takes it back: it leaves the network's list at once.
  await teacher.getByRole('button', { name: `${host} 허용 해제` }).tap();
  await teacher.getByRole('alertdialog').getByRole('button', { name: '해제' }).tap();
  await expect(teacher.getByText(`${host} 허용을 해제했습니다.`)).toBeVisible();
  await expect(teacher.getByRole('list', { name: '허용 목록' })).not.toContainText(host);
  await expect.poll(allowList, { timeout: 15_000 }).not.toContain(host);
  await student.reload();
  await expect(card).toContainText('해제됨');
  await student.context().close();
  await teacher.context().close();
});

test('a request arriving while the teacher is at the allow-list does not push its 해제 buttons down', async ({ browser }) => {
  const teacher = await personOn(browser, 'teacher2', '/staff/firewall');
  const pending = teacher.getByRole('list', { name: '검토할 사이트 허용 요청' });
  const count = teacher.getByRole('heading', { level: 2, name: /^검토할 요청 \d+건$/ });
  await expect(pending.getByRole('article').first()).toBeVisible();
  const before = Number((await count.textContent())!.match(/(\d+)건/)![1]);
  // She scrolls to the allow-list: the requests end in the upper half of her screen.
  await teacher.evaluate(() => scrollBy(0, document.getElementById('allowlist-title')!.getBoundingClientRect().top - 220));
  const revoke = teacher.getByRole('button', { name: /허용 해제$/ }).first();
  const listEnd = await pending.evaluate((l) => l.getBoundingClientRect().bottom);
  expect(listEnd).toBeLessThan(812 / 2);
  const at = (await revoke.boundingBox())!.y;

  // A student asks meanwhile, on her own phone: the request comes in live, above the allow-list.
  await callAs(teacher, 'student5', 'POST', '/firewall/', {
    address: `https://www.lec-${Date.now().toString(36)}.co.kr`,
    reason: '인강을 들어야 해요.',
  });
  await expect(count).toHaveText(`검토할 요청 ${before + 1}건`, { timeout: 10_000 });
  await expect(pending.getByRole('article')).toHaveCount(before + 1);
  // The 해제 under her finger stays where it was; the requests grew upward, out of sight.
  expect(Math.abs((await revoke.boundingBox())!.y - at)).toBeLessThan(1);
  await teacher.context().close();
});

test('signing out another device sends it to sign-in on its next step, and this one carries on', async ({ browser }) => {
  test.setTimeout(120_000);
  const there = await personOn(browser, 'student1', '/mypage');
  const here = await personOn(browser, 'student1', '/mypage');
  // Reached from 내 정보.
  await here.getByRole('link', { name: '방화벽 설정 · 로그인 기기' }).tap();
  await expect(here).toHaveURL(/\/mypage\/security$/);
  const devices = here.getByRole('list', { name: '로그인한 기기 목록' });
  const current = devices.getByRole('article').filter({ hasText: '현재 기기' });
  await expect(current).toHaveCount(1);
  await expect(current).toContainText('Android · Chrome');
  // Her other browser's sign-in, found by the family its access token names.
  const tokens = await sessionOf(there);
  const family = JSON.parse(Buffer.from(tokens!.accessToken.split('.')[1]!, 'base64url').toString()).fam as string;
  const other = here.locator(`article[aria-labelledby="device-${family}"]`);
  await expect(other).toContainText('Android · Chrome');
  await expect(other).not.toContainText('현재 기기');
  await other.getByRole('button', { name: '이 기기에서 로그아웃' }).tap();
  await here.getByRole('alertdialog').getByRole('button', { name: '로그아웃' }).tap();
  await expect(here.getByText(/에서 로그아웃했습니다\./)).toBeVisible();
  await expect(other).toHaveCount(0);

  // Her other browser is sent to sign in at its next step.
  await sentToSignIn(there, '/mypage/vacations');

  // This one goes on, across its refreshes (6 s access tokens in this run).
  await here.waitForTimeout(7_000);
  await here.goto('/mypage/security');
  await expect(here).toHaveURL(/\/mypage\/security/);
  await expect(here.getByRole('list', { name: '로그인한 기기 목록' }).getByText('현재 기기')).toBeVisible();

  // Signing this device out from here takes the tab's kept drafts and list addresses with it, as 로그아웃 does.
  await here.evaluate(() => sessionStorage.setItem('portal-draft:1:inquiry-new:self', '{"values":{"body":"비밀 문의"}}'));
  await current.getByRole('button', { name: '이 기기에서 로그아웃' }).tap();
  await here.getByRole('alertdialog').getByRole('button', { name: '로그아웃' }).tap();
  await expect(here).toHaveURL(/\/sign\/login/);
  expect(await here.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('portal-draft:')))).toEqual([]);
  await here.context().close();
  await there.context().close();
});

test('로그아웃 in one tab forgets what her other tabs kept, and sends them to the plain sign-in page', async ({ browser }) => {
  const here = await personOn(browser, 'student6', '/mypage');
  const there = await here.context().newPage();
  await there.goto('/contactus/new');
  await there.getByLabel('문의 내용').fill('다른 사람이 보면 안 되는 문의');
  const drafts = (page: typeof there) => page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('portal-draft:')));
  await expect.poll(() => drafts(there)).not.toEqual([]);
  await here.getByRole('button', { name: '로그아웃' }).tap();
  await expect(here).toHaveURL(/\/sign\/login/);
  // Not "로그인이 끝났습니다 … 이어서 볼 수 있어요" over her kept inquiry, for the next person at this PC.
  await expect(there).toHaveURL((u) => u.pathname === '/sign/login' && !u.searchParams.has('error'));
  expect(await drafts(there)).toEqual([]);
  await here.context().close();
});
