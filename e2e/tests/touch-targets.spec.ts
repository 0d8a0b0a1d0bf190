import { expect, test, type Page } from './fixtures';
import { signIn } from './helpers';

/** WCAG 2.5.8 asks 24 px; the issue asks 44 px for every control on these phones. */
const MIN = 44;

type Small = { route: string; what: string; width: number; height: number };

/**
 * Every visible control of the page whose box is under MIN in either direction. A visually hidden
 * input, or a checkbox or radio inside its label, is measured by the label (what the finger taps). Links inside a sentence are
 * left out, as WCAG's inline exception does: their size is the text's.
 */
async function smallControls(page: Page, route: string): Promise<Small[]> {
  const found = await page.evaluate((min) => {
    const out: { what: string; width: number; height: number }[] = [];
    const seen = new Set<Element>();
    const describe = (el: Element) => {
      const name = (
        el.getAttribute('aria-label') ||
        (el as HTMLElement).innerText ||
        el.getAttribute('placeholder') ||
        el.getAttribute('name') ||
        ''
      )
        .trim()
        .replace(/\s+/g, ' ')
        .slice(0, 40);
      return `${el.tagName.toLowerCase()}${el.getAttribute('role') ? `[role=${el.getAttribute('role')}]` : ''} "${name}"`;
    };
    const inSentence = (el: Element) => {
      if (el.tagName !== 'A') return false;
      const parent = el.parentElement;
      if (!parent || !['P', 'LI', 'SPAN', 'DD', 'SMALL'].includes(parent.tagName)) return false;
      const text = (parent.textContent ?? '').replace(el.textContent ?? '', '').trim();
      return text.length > 0;
    };
    for (const el of Array.from(
      document.querySelectorAll('button, a[href], input:not([type=hidden]), select, textarea, summary, [role=tab], [role=radio]'),
    )) {
      let target: Element = el;
      let box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      if (el.closest('[aria-hidden="true"], [inert]')) continue;
      // A hidden input, or a checkbox or radio with a label, is tapped through its label.
      const toggle = el.tagName === 'INPUT' && ['checkbox', 'radio'].includes((el as HTMLInputElement).type);
      if (el.tagName === 'INPUT' && (toggle || box.width <= 2 || box.height <= 2)) {
        const label = (el.id && document.querySelector(`label[for="${CSS.escape(el.id)}"]`)) || el.closest('label');
        if (!label) {
          if (toggle && box.width > 2) out.push({ what: describe(el), width: Math.round(box.width), height: Math.round(box.height) });
          continue;
        }
        target = label;
        box = label.getBoundingClientRect();
      }
      if (box.width === 0 && box.height === 0) continue;
      if (seen.has(target) || inSentence(target)) continue;
      seen.add(target);
      if (box.width < min - 0.5 || box.height < min - 0.5)
        out.push({ what: describe(target), width: Math.round(box.width), height: Math.round(box.height) });
    }
    return out;
  }, MIN);
  return found.map((f) => ({ route, ...f }));
}

/** Opens a route and waits until nothing on it is still loading. */
async function visit(page: Page, route: string) {
  await page.goto(route);
  await expect(page.locator('main#main')).toBeVisible();
  // Not 'networkidle': a signed-in page keeps its live event stream open, so the network never rests.
  await page.waitForLoadState('load');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

async function check(page: Page, routes: string[]) {
  const small: Small[] = [];
  for (const route of routes) {
    await visit(page, route);
    small.push(...(await smallControls(page, route)));
  }
  // The drawer's entries too.
  await page.getByRole('button', { name: '메뉴 열기' }).tap();
  await expect(page.getByRole('navigation', { name: '전체 메뉴' })).toBeVisible();
  small.push(...(await smallControls(page, 'drawer')));
  return small;
}

const format = (s: Small[]) => s.map((x) => `${x.route}: ${x.what} ${x.width}x${x.height}`).join('\n');

test.describe('every control is at least 44 x 44 px at 375 x 812', () => {
  // A sweep of up to 36 routes in one test: 40-60 s for student1 on a slow 2-core machine, once over the
  // default 60 s in CI (the last route's load timed out while the page was fine).
  test.describe.configure({ timeout: 150_000 });
  test('student1', async ({ page }) => {
    await signIn(page, 'student1');
    const small = await check(page, [
      '/',
      '/education',
      '/education?tab=curriculum',
      '/education?tab=counseling',
      '/education/exams/new',
      '/reservation/computer',
      '/reservation/call',
      '/reservation/eym',
      '/reservation/study',
      '/reservation/my',
      '/mypage',
      '/mypage/goals',
      '/mypage/vacations',
      '/mypage/reservations',
      '/mypage/alarms',
      '/mypage/counseling',
      '/mypage/change-password',
      '/mypage/security',
      '/services/library',
      '/help/feedback',
      '/help/alarm',
      '/mypage/allergies',
      '/fd',
      '/services/notice',
      '/contactus',
      '/contactus/new',
      '/help',
      '/help/pwa',
      '/help/wifi',
      '/contents',
      '/contents/1',
      '/contents/receipts',
      '/mypage/contents',
      '/chat',
      '/chat/1',
      '/no-such-page',
    ]);
    expect(small, format(small)).toEqual([]);
  });

  test('parent1', async ({ page }) => {
    await signIn(page, 'parent1');
    const small = await check(page, [
      '/',
      '/education',
      '/education?tab=curriculum',
      '/reservation/computer',
      '/reservation/my',
      '/mypage',
      '/mypage/goals',
      '/mypage/vacations',
      '/mypage/reservations',
      '/mypage/counseling',
      '/mypage/allergies',
      '/fd',
      '/services/notice',
      '/contactus',
      '/contents',
      '/mypage/contents',
      '/chat',
    ]);
    expect(small, format(small)).toEqual([]);
  });

  test('admin', async ({ page }) => {
    await signIn(page, 'admin');
    const small = await check(page, ['/staff', '/staff/wifi', '/staff/people', '/staff/people/import', '/staff/site']);
    expect(small, format(small)).toEqual([]);
  });

  test('teacher1', async ({ page }) => {
    await signIn(page, 'teacher1');
    const small = await check(page, [
      '/',
      '/staff',
      '/staff/chat',
      '/staff/chat/1',
      '/staff/education',
      '/staff/vacations',
      '/staff/reservations',
      '/staff/library',
      '/staff/feedback',
      '/staff/inquiries',
      '/staff/meals',
      '/staff/notices',
      '/staff/firewall',
      '/staff/contents',
      '/mypage',
      '/mypage/alarms',
      '/education',
    ]);
    // A chosen student's tabs and records.
    await page.goto('/staff/education');
    await page.getByRole('navigation', { name: '학생 선택' }).getByRole('button').first().tap();
    await expect(page.getByRole('tablist', { name: '학생 관리 메뉴' })).toBeVisible();
    for (const tab of ['성적 확정', '학습 계획', '상담 기록']) {
      await page.getByRole('tab', { name: tab }).tap();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      small.push(...(await smallControls(page, `/staff/education ${tab}`)));
    }
    expect(small, format(small)).toEqual([]);
  });
});
