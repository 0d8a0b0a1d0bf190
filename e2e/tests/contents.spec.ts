import { expect, test, type Page } from './fixtures';
import { alarmCount, callAs, hydrated, personOn, pickChild, signIn } from './helpers';

/** 130000 of "130,000원". */
const won = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

/** A fresh item of the catalogue, made by the admin: nobody has bought it. */
async function newItem(page: Page, name: string, category: string, price: number) {
  const title = `${name} ${Date.now().toString(36)}`;
  const fields = { title, category, kind: 'lecture', author: '송미경 선생님', summary: '실전 10강', description: '', onSale: true };
  const item = await callAs(page, 'admin', 'POST', '/staff/contents/', { ...fields, price });
  return { item, title, fields };
}

/** Opens an item of the catalogue from its subject's chip. */
async function openItem(page: Page, subject: string, title: string) {
  await page.goto('/contents');
  await page.getByRole('group', { name: '과목' }).getByRole('button', { name: subject }).tap();
  await page.getByRole('link', { name: title }).tap();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

test('student1 sends a purchase to her mother, who pays it on the centre invoice: the receipt and the statement show it', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const title = '영어 독해 실전 모의고사 20회';
  const student = await personOn(browser, 'student1');
  const parent = await personOn(browser, 'parent1');
  const parentAlarms = await alarmCount(parent);

  // The student asks her parents to pay.
  await openItem(student, '영어', title);
  await expect(student.getByText('19,000원').first()).toBeVisible();
  await student.getByRole('radio', { name: /부모님께 결제 요청/ }).check();
  await student.getByRole('button', { name: '부모님께 요청하기' }).tap();
  await expect(student.getByText('부모님께 결제를 요청했습니다.')).toBeVisible();
  // The item now says the request waits, and offers no second purchase of it.
  await expect(student.getByTestId('content-order-note')).toContainText('부모님께 결제를 요청했어요.');
  await expect(student.getByRole('button', { name: '부모님께 요청하기' })).toHaveCount(0);
  const itemPage = student.url();
  await student.goto('/contents');
  const waiting = student.getByRole('region', { name: '결제를 기다리는 주문' });
  await expect(waiting.getByRole('article', { name: `${title} 결제 대기` })).toContainText('부모님께 요청함');
  // The office sees it waiting too, under 결제 대기, to follow up with the family.
  const office = await personOn(browser, 'teacher1', '/staff/contents');
  await hydrated(office);
  await office.getByRole('button', { name: '결제 대기' }).tap();
  const awaiting = office.getByRole('list', { name: '결제 대기' }).getByTestId('receipt').filter({ hasText: title });
  await expect(awaiting.first()).toContainText('김하린');
  await expect(awaiting.first()).toContainText('부모님께 요청함');
  await office.context().close();

  // Her mother hears of it, reads this month's statement, and pays the request.
  await expect.poll(() => alarmCount(parent), { timeout: 20_000 }).toBeGreaterThan(parentAlarms);
  await parent.goto('/mypage/contents');
  // Picked once the page answers taps (a radio tapped before checks itself, and the page stays on the other child).
  await hydrated(parent);
  const switcher = parent.getByRole('radiogroup', { name: '자녀 선택' });
  await pickChild(switcher, '김하린');
  await expect(parent.getByRole('heading', { name: /김하린 학생의 구매 내역/ })).toBeVisible();
  const statement = parent.getByTestId('statement');
  await expect(statement.getByRole('heading', { name: /청구 내역$/ })).toBeVisible();
  // Her statement drawn (its total, or the line that says there is none), not the skeleton while it comes.
  await expect(statement.getByTestId('statement-total').or(statement.getByText(/청구로 구매한 콘텐츠가 없습니다/))).toBeVisible();
  const before = (await statement.getByTestId('statement-total').count())
    ? won(await statement.getByTestId('statement-total').textContent())
    : 0;

  // She pays it with her other child picked: the receipts she is taken to are still 김하린's.
  await parent.goto('/contents');
  await pickChild(switcher, '김서아');
  const request = parent.getByRole('region', { name: '김하린 학생의 결제 대기 주문' }).getByRole('article', { name: `${title} 결제 대기` });
  await expect(request).toContainText('김하린 학생이 요청');
  await request.getByRole('button', { name: '결제하기' }).tap();
  await expect(request.getByRole('radio', { name: /학원비 청구서에 합산/ })).toBeChecked();
  await request.getByRole('button', { name: '19,000원 결제하기' }).tap();
  await parent.getByRole('alertdialog').getByRole('button', { name: '결제하기' }).tap();
  await expect(parent.getByText('구매했습니다.')).toBeVisible();
  await expect(parent).toHaveURL(/\/contents\/receipts(\?student=\d+)?$/);
  await expect(parent.getByRole('heading', { name: /김하린 학생의 구매 내역/ })).toBeVisible();
  const receipt = parent.getByTestId('receipt').filter({ hasText: title });
  await expect(receipt).toContainText('구매완료');
  await expect(receipt).toContainText('19,000원');
  await expect(receipt).toContainText(/\d{4}년 \d{1,2}월 학원비 청구서에 합산/);
  await expect(receipt).toContainText('박지현');

  await parent.goto('/mypage/contents');
  await pickChild(switcher, '김하린');
  await expect(statement.getByRole('listitem').filter({ hasText: title })).toContainText('19,000원');
  await expect.poll(async () => won(await statement.getByTestId('statement-total').textContent())).toBe(before + 19_000);

  // The student sees it bought, on the item and in her receipts, and asks to cancel it with a reason; an
  // empty reason is refused beside the field.
  await student.goto(itemPage);
  await expect(student.getByTestId('content-order-note')).toContainText('이미 구매한 콘텐츠입니다.');
  await student.goto('/contents/receipts');
  const mine = student.getByTestId('receipt').filter({ hasText: title });
  await expect(mine).toContainText('구매완료');
  await mine.getByRole('button', { name: '취소 요청' }).tap();
  await mine.getByRole('button', { name: '취소 요청하기' }).tap();
  await expect(mine.getByText('취소 사유를 입력해 주세요.')).toBeVisible();
  await mine.getByLabel('취소 사유').fill('학교에서 같은 모의고사를 받았어요.');
  await mine.getByRole('button', { name: '취소 요청하기' }).tap();
  await expect(mine).toContainText('취소요청');

  // A teacher approves the cancellation; the amount leaves the invoice.
  const teacher = await personOn(browser, 'teacher1', '/staff/contents');
  const asked = teacher.getByTestId('receipt').filter({ hasText: title });
  await expect(asked).toContainText('학교에서 같은 모의고사를 받았어요.');
  await asked.getByRole('button', { name: '취소 승인' }).tap();
  const question = teacher.getByRole('alertdialog', { name: '구매 취소를 승인할까요?' });
  await expect(question).toContainText(`김하린 학생의 ${title} 구매를 취소합니다.`);
  await expect(question).toContainText(/\d{4}년 \d{1,2}월 학원비 청구서에서 19,000원이 빠집니다\./);
  await question.getByRole('button', { name: '취소 승인' }).tap();
  await expect(teacher.getByText('취소를 승인했습니다.')).toBeVisible();
  await parent.reload();
  await pickChild(switcher, '김하린');
  await expect(statement.getByRole('listitem').filter({ hasText: title })).toContainText('구매취소');
  await expect.poll(async () => won(await statement.getByTestId('statement-total').textContent())).toBe(before);
});

test('student1 pays by card through the Toss checkout (the local stand-in); a tampered amount on the return is refused', async ({
  page,
}) => {
  const title = '수학 킬러 문항 집중 공략';
  await signIn(page, 'student1', '/contents');
  await openItem(page, '수학', title);
  await page.getByRole('radio', { name: /카드로 결제/ }).check();
  await page.getByRole('button', { name: '120,000원 결제하기' }).tap();
  // The SDK sends the browser to successUrl with paymentKey, orderId and amount; the server confirms.
  await expect(page).toHaveURL(/\/contents\/pay\/success\?/);
  const successUrl = new URL(page.url());
  expect(successUrl.searchParams.get('amount')).toBe('120000');
  await expect(page.getByRole('heading', { name: '결제가 완료되었습니다' })).toBeVisible();
  const receipt = page.getByTestId('receipt');
  await expect(receipt).toContainText('구매완료');
  await expect(receipt).toContainText('카드 결제 (토스페이먼츠)');
  await expect(receipt).toContainText('120,000원');

  // The same return with its amount changed: refused, nothing charged again.
  successUrl.searchParams.set('amount', '1000');
  await page.goto(successUrl.pathname + successUrl.search);
  await expect(page.getByRole('heading', { name: '결제를 완료하지 못했습니다' })).toBeVisible();
  await expect(page.getByText('결제 금액이 주문 금액과 다릅니다.')).toBeVisible();

  await page.goto('/contents/receipts');
  const listed = page.getByTestId('receipt').filter({ hasText: title });
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText('카드 결제 (토스페이먼츠)');

  // The item she bought offers no second purchase; the secret key (serve.mjs's) is in no page, script
  // or answer the browser gets; the client key is (on an item she has not bought).
  await page.goto('/contents/5');
  await expect(page.getByTestId('content-order-note')).toContainText('이미 구매한 콘텐츠입니다.');
  await expect(page.getByRole('radio', { name: /카드로 결제/ })).toHaveCount(0);
  await page.goto('/contents/7');
  await page.getByRole('radio', { name: /카드로 결제/ }).waitFor();
  const seen = await page.evaluate(async () => {
    // The payment options answer, asked for with a token fresh from the session (the tests' tokens live
    // 6 s, so one read before a slow batch of fetches may have expired by the time it is sent).
    let options = { status: 0, text: '' };
    for (let attempt = 0; attempt < 3 && options.status !== 200; attempt++) {
      const session = await (await fetch('/api/auth/session')).json();
      const answer = await fetch('/backend/contents/payment-options/', {
        headers: { authorization: `Bearer ${session.accessToken}` },
      });
      options = { status: answer.status, text: await answer.text() };
    }
    const urls = [
      location.href,
      ...performance
        .getEntriesByType('resource')
        .map((e) => e.name)
        .filter((u) => u.endsWith('.js')),
    ];
    const bodies = await Promise.all(urls.map(async (u) => (await fetch(u)).text()));
    return { options, count: urls.length, text: bodies.join('\n') };
  });
  expect(seen.options.status).toBe(200);
  expect(seen.options.text).toContain('test_ck_e2e_portal');
  expect(seen.count).toBeGreaterThan(5);
  expect(`${seen.options.text}\n${seen.text}`).not.toContain('test_sk_e2e_portal');
});

test('the catalogue’s first covers are pictures of the server’s HTML, sent with her session cookie; only thumbnails take the cookie', async ({
  page,
  request,
}) => {
  await signIn(page, 'student1');
  const html = await (await page.request.get('/contents')).text();
  // The catalogue's own (an order waiting for payment above it shows its cover too).
  const catalogue = html.slice(html.indexOf('aria-label="콘텐츠 목록"'));
  const thumbs = [...catalogue.matchAll(/<img[^>]+src="(\/backend\/files\/([^/"]+)\/thumb\/)"/g)];
  expect(thumbs.length).toBeGreaterThanOrEqual(1);
  const [, thumb, id] = thumbs[0]!;
  // Her browser's cookie is enough for the picture…
  const picture = await page.request.get(thumb!);
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toBe('image/webp');
  // …not for the file itself, nor for anyone signed out.
  expect((await page.request.get(`/backend/files/${id}/`)).status()).toBe(401);
  expect((await request.get(thumb!)).status()).toBe(401);
  // On screen, the first cover is drawn.
  await page.goto('/contents');
  const first = page.getByRole('list', { name: '콘텐츠 목록' }).locator('img').first();
  await expect(first).toHaveAttribute('src', thumb!);
  await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test('a teacher adds an item to the catalogue, then opens and closes its form again, the page standing', async ({ page }) => {
  await signIn(page, 'teacher1', '/staff/contents');
  await page.getByRole('group', { name: '메뉴' }).getByRole('button', { name: '콘텐츠', exact: true }).tap();
  await page.getByRole('button', { name: '콘텐츠 등록' }).tap();
  const title = '국어 문학 EBS 연계 특강';
  await page.getByLabel('제목').fill(title);
  await page.getByRole('button', { name: '국어', exact: true }).tap();
  await page.getByRole('button', { name: '강의', exact: true }).tap();
  await page.getByLabel('강사 또는 저자').fill('정우진 선생님');
  await page.getByLabel('한 줄 소개').fill('연계 작품 30편 핵심 정리');
  await page.getByLabel('가격 (원)').fill('45,000');
  await page.getByRole('button', { name: '등록', exact: true }).tap();
  // The form closing with the item saved took the page down once (an effect that answered a Promise).
  await expect(page.getByTestId('toast').filter({ hasText: '콘텐츠를 등록했습니다.' })).toBeVisible();
  await expect(page.getByRole('button', { name: `${title} 수정` })).toBeVisible();
  await page.getByRole('button', { name: `${title} 수정` }).tap();
  await expect(page.getByRole('heading', { name: '콘텐츠 수정' })).toBeVisible();
  await page.getByRole('button', { name: '닫기', exact: true }).tap();
  await expect(page.getByRole('heading', { name: '콘텐츠 수정' })).toBeHidden();
  await expect(page.getByRole('button', { name: '콘텐츠 등록' })).toBeVisible();
});

test('a price changed while she is on the item is not charged: she is told, reads the new one and pays that', async ({ page }) => {
  await signIn(page, 'student5', '/contents');
  const { item, title, fields } = await newItem(page, '수능 화학 개념 완성', 'inquiry', 30000);
  await page.goto(`/contents/${item.id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // Staff raise the price while she reads.
  await callAs(page, 'admin', 'PUT', `/staff/contents/${item.id}/`, { ...fields, price: 36000 });
  await page.getByRole('button', { name: '30,000원 결제하기' }).tap();
  await page.getByRole('alertdialog').getByRole('button', { name: '결제하기' }).tap();
  const refused = page.getByRole('alertdialog').filter({ hasText: '가격이 바뀌었습니다.' });
  await expect(refused).toBeVisible();
  await refused.getByRole('button', { name: '확인' }).tap();
  // Nothing bought; the page reads the item again and asks the new price.
  await page.getByRole('button', { name: '36,000원 결제하기' }).tap();
  await expect(page.getByRole('alertdialog', { name: '36,000원을 청구서에 합산할까요?' })).toBeVisible();
  await page.getByRole('alertdialog').getByRole('button', { name: '결제하기' }).tap();
  await expect(page.getByText(/청구서에 36,000원이 합산됩니다\./)).toBeVisible();
  await expect(page).toHaveURL(/\/contents\/receipts$/);
  await expect(page.getByTestId('receipt').filter({ hasText: title })).toContainText('36,000원');
});

test('a card payment whose answer is lost on the way back says it is being checked, not that it failed', async ({ page }) => {
  await signIn(page, 'student6', '/contents');
  const { item, title } = await newItem(page, '수능 영어 빈칸 추론', 'english', 27000);
  const order = await callAs(page, 'student6', 'POST', '/contents/orders/', { itemId: item.id, payWith: 'toss', amount: 27000 });
  const checkout = await callAs(page, 'student6', 'POST', `/contents/orders/${order.id}/toss/`, {});
  // Toss charged the card, and its answer never came back (the stand-in drops it for this key).
  await page.goto(`/contents/pay/success?paymentKey=tfake_unanswered_${order.id}&orderId=${checkout.orderId}&amount=27000`);
  await expect(page.getByRole('heading', { level: 1, name: '결제를 확인하고 있습니다' })).toBeVisible();
  await expect(page.getByText(/다시 결제하지 마세요\./)).toBeVisible();
  await page.getByRole('link', { name: '콘텐츠로 돌아가기' }).tap();
  const waiting = page.getByRole('region', { name: '결제를 기다리는 주문' });
  await expect(waiting.getByRole('article', { name: new RegExp(title) })).toContainText('카드 결제를 확인하고 있습니다');
});
