import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeToss } from '../../../../../scripts/fake-toss.mjs';
import { alarms, contentOrders, guardianships } from '../../db/schema';
import { expectError, HANGUL } from '../../test/expect';
import { pdfBytes, pngBytes, upload } from '../../test/files';
import { signInAll, startTestApi, type TestApi } from '../../test/harness';

type Item = { id: number; title: string; price: number; category: string; coverId: string | null; onSale: boolean };
type Order = { id: number; status: string; amount: number; method: string | null; billingMonth: string | null; item: { id: number } };

const PEOPLE = ['student1', 'student2', 'student3', 'student4', 'parent1', 'parent2', 'teacher1', 'admin'];

/** A fresh item of the catalogue (made by the admin), so each test buys something nobody has. */
async function newItem(api: TestApi, token: Record<string, string>, over: Record<string, unknown> = {}): Promise<Item> {
  const res = await api.request('POST', '/staff/contents/', {
    token: token.admin,
    body: {
      title: `수능 국어 실전 특강 ${Math.random().toString(36).slice(2, 7)}`,
      category: 'korean',
      kind: 'lecture',
      author: '정우진 선생님',
      summary: '실전 감각을 끌어올리는 8강',
      description: '',
      price: 45000,
      onSale: true,
      ...over,
    },
  });
  expect(res.status, res.text).toBe(201);
  return res.body;
}

/** The titles of someone's unread alarms, once the notifications due have been delivered. */
const unreadOf = (api: () => TestApi, id: Record<string, number>) => async (who: string) => {
  await api().settle();
  const rows = await api()
    .db.select()
    .from(alarms)
    .where(and(eq(alarms.userId, id[who]!), isNull(alarms.readAt)));
  return rows.map((r) => r.title);
};

describe('contents with centre billing', () => {
  let api: TestApi;
  const token: Record<string, string> = {};
  const id: Record<string, number> = {};
  beforeAll(async () => {
    api = await startTestApi();
    await signInAll(api, PEOPLE, token, id);
  });
  afterAll(() => api?.close());

  const order = (who: string, body: Record<string, unknown>) => api.request('POST', '/contents/orders/', { token: token[who], body });
  const unreadTitles = unreadOf(() => api, id);

  it('lists the seeded catalogue by category, each with its cover', async () => {
    const math = await api.request('GET', '/contents/?category=math&pageSize=50', { token: token.student1 });
    expect(math.status, math.text).toBe(200);
    const items = math.body.results as Item[];
    expect(items.length).toBeGreaterThanOrEqual(3);
    expect(items.every((i) => i.category === 'math' && i.price > 0 && i.onSale)).toBe(true);
    expect(items.every((i) => typeof i.coverId === 'string')).toBe(true);
    const one = await api.request('GET', `/contents/${items[0]!.id}/`, { token: token.parent1 });
    expect(one.body).toMatchObject({ id: items[0]!.id, title: expect.stringMatching(HANGUL) });
    expectError(await api.request('GET', '/contents/?category=music', { token: token.student1 }), 400, 'BAD_REQUEST');
    expectError(await api.request('GET', '/contents/999999/', { token: token.student1 }), 404, 'NOT_FOUND');
  });

  it('is sent by a student to her parent, who is told and pays it on the month’s invoice; the statement shows it', async () => {
    const item = await newItem(api, token, { price: 37000 });
    const sent = await order('student1', { itemId: item.id, payWith: 'parent' });
    expect(sent.status, sent.text).toBe(201);
    expect(sent.body).toMatchObject({ status: 'awaiting_payment', sentToParent: true, amount: 37000, paidBy: null });
    expect(await unreadTitles('parent1')).toContain('김하린 학생이 콘텐츠 결제를 요청했습니다.');
    // The same item asked again, or bought meanwhile: one live order per student and item.
    expectError(await order('student1', { itemId: item.id, payWith: 'billing' }), 409, 'ALREADY_ORDERED');

    const waiting = await api.request('GET', `/contents/orders/?view=awaiting&studentId=${id.student1}`, { token: token.parent1 });
    expect(waiting.body.results.map((o: Order) => o.id)).toContain(sent.body.id);
    // The office sees it waiting too (to follow up with the family), and not among the receipts.
    const office = async (status?: string) =>
      (
        (await api.request('GET', `/staff/contents/orders/?pageSize=100${status ? `&status=${status}` : ''}`, { token: token.teacher1 }))
          .body.results as Order[]
      ).map((o) => o.id);
    expect(await office('awaiting')).toContain(sent.body.id);
    expect(await office()).not.toContain(sent.body.id);
    // Another family's parent and student see nothing of it and cannot pay it.
    expectError(await api.request('GET', `/contents/orders/${sent.body.id}/`, { token: token.parent2 }), 404, 'NOT_FOUND');
    expectError(await api.request('GET', `/contents/orders/${sent.body.id}/`, { token: token.student3 }), 404, 'NOT_FOUND');
    expectError(
      await api.request('POST', `/contents/orders/${sent.body.id}/pay/`, { token: token.parent2, body: { method: 'billing' } }),
      404,
      'NOT_FOUND',
    );
    expectError(await api.request('GET', `/contents/orders/?studentId=${id.student1}`, { token: token.parent2 }), 404, 'NOT_FOUND');

    const paid = await api.request('POST', `/contents/orders/${sent.body.id}/pay/`, { token: token.parent1, body: { method: 'billing' } });
    expect(paid.status, paid.text).toBe(200);
    expect(paid.body).toMatchObject({ status: 'paid', method: 'billing', paidBy: { id: id.parent1, name: '박지현' } });
    const month = paid.body.billingMonth as string;
    expect(month).toMatch(/^\d{4}-\d{2}$/);
    expect(await unreadTitles('student1')).toContain(`${item.title} 구매가 완료되었습니다.`);
    // Paid: the request that asked her is answered, no longer unread.
    expect(await unreadTitles('parent1')).not.toContain('김하린 학생이 콘텐츠 결제를 요청했습니다.');
    // Paid once: a second payment of the same order is refused.
    expectError(
      await api.request('POST', `/contents/orders/${sent.body.id}/pay/`, { token: token.parent1, body: { method: 'billing' } }),
      409,
      'ORDER_NOT_AWAITING',
    );

    const receipts = await api.request('GET', '/contents/orders/?view=receipts', { token: token.student1 });
    expect(receipts.body.results[0]).toMatchObject({ id: sent.body.id, status: 'paid' });
    const statement = await api.request('GET', `/contents/statement/?studentId=${id.student1}&month=${month}`, { token: token.parent1 });
    expect(statement.status, statement.text).toBe(200);
    expect(statement.body.lines).toContainEqual(expect.objectContaining({ orderId: sent.body.id, amount: 37000, status: 'paid' }));
    const billed = statement.body.lines.filter((l: { status: string }) => l.status !== 'cancelled');
    expect(statement.body.total).toBe(billed.reduce((s: number, l: { amount: number }) => s + l.amount, 0));
    expect(statement.body.student).toEqual({ id: id.student1, name: '김하린' });

    // Staff read a family's invoice lines by naming the student.
    const staffView = await api.request('GET', `/contents/statement/?studentId=${id.student1}&month=${month}`, { token: token.teacher1 });
    expect(staffView.body).toEqual(statement.body);
    expectError(await api.request('GET', `/contents/statement/?month=${month}`, { token: token.teacher1 }), 404, 'NOT_FOUND');
    const invoices = await api.request('GET', `/staff/contents/invoices/?month=${month}`, { token: token.teacher1 });
    const line = invoices.body.results.find((r: { student: { id: number } }) => r.student.id === id.student1);
    expect(line).toMatchObject({ total: statement.body.total, parents: ['박지현'] });
  });

  it("shows on an item the student's live order of it, to her and her parent, and to no one else", async () => {
    const item = await newItem(api, token, { price: 15000 });
    const detail = (who: string, studentId?: number) =>
      api.request('GET', `/contents/${item.id}/${studentId ? `?studentId=${studentId}` : ''}`, { token: token[who] });
    expect((await detail('student1')).body.order).toBeNull();
    const asked = await order('student1', { itemId: item.id, payWith: 'parent' });
    expect((await detail('student1')).body.order).toEqual({ id: asked.body.id, status: 'awaiting_payment', sentToParent: true });
    expect((await detail('parent1', id.student1)).body.order).toEqual({
      id: asked.body.id,
      status: 'awaiting_payment',
      sentToParent: true,
    });
    // Her sister has none; staff see the item alone; another family cannot ask about her.
    expect((await detail('parent1', id.student2)).body.order).toBeNull();
    expect((await detail('teacher1')).body.order).toBeNull();
    expectError(await detail('parent2', id.student1), 404, 'NOT_FOUND');
    expectError(await detail('student3', id.student1), 404, 'NOT_FOUND');

    await api.request('POST', `/contents/orders/${asked.body.id}/pay/`, { token: token.parent1, body: { method: 'billing' } });
    expect((await detail('student1')).body.order).toMatchObject({ id: asked.body.id, status: 'paid' });
  });

  it('shows an item to a parent with no child linked yet, with no order (her page waited for ever on a 404)', async () => {
    const item = await newItem(api, token, { price: 14000 });
    const link = and(eq(guardianships.parentId, id.parent2!), eq(guardianships.studentId, id.student3!));
    const [kept] = await api.db.select().from(guardianships).where(link);
    await api.db.delete(guardianships).where(link);
    try {
      const seen = await api.request('GET', `/contents/${item.id}/`, { token: token.parent2 });
      expect(seen.status, seen.text).toBe(200);
      expect(seen.body).toMatchObject({ id: item.id, title: item.title, order: null });
      // A child named is still only hers to ask about.
      expectError(await api.request('GET', `/contents/${item.id}/?studentId=${id.student3}`, { token: token.parent2 }), 404, 'NOT_FOUND');
    } finally {
      await api.db.insert(guardianships).values(kept!);
    }
  });

  it('tells the student her parent refused the request, and the parent which child withdrew one', async () => {
    const refused = await newItem(api, token, { price: 12000 });
    const asked = await order('student1', { itemId: refused.id, payWith: 'parent' });
    expect(asked.status, asked.text).toBe(201);
    const no = await api.request('DELETE', `/contents/orders/${asked.body.id}/`, { token: token.parent1 });
    expect(no.status, no.text).toBe(204);
    expect(await unreadTitles('student1')).toContain(`${refused.title} 결제 요청을 보호자가 거절했습니다.`);

    const withdrawn = await newItem(api, token, { price: 13000 });
    const again = await order('student1', { itemId: withdrawn.id, payWith: 'parent' });
    await api.request('DELETE', `/contents/orders/${again.body.id}/`, { token: token.student1 });
    // A mother of two hears which child's request it was.
    expect(await unreadTitles('parent1')).toContain(`김하린 학생의 ${withdrawn.title} 결제 요청이 취소되었습니다.`);
  });

  it('is bought by a student at once on the invoice, and by a parent for her second child', async () => {
    const item = await newItem(api, token, { price: 12000, kind: 'workbook' });
    const mine = await order('student1', { itemId: item.id, payWith: 'billing' });
    expect(mine.status, mine.text).toBe(201);
    expect(mine.body).toMatchObject({ status: 'paid', method: 'billing', paidBy: { id: id.student1 } });
    const forSecond = await order('parent1', { itemId: item.id, studentId: id.student2, payWith: 'billing' });
    expect(forSecond.body).toMatchObject({ status: 'paid', student: { id: id.student2, name: '김서아' } });
    // Her mother of two reads which child's it was; the student reads it about herself.
    expect(await unreadTitles('parent1')).toContain(`김하린 학생의 ${item.title} 구매가 완료되었습니다.`);
    expect(await unreadTitles('student2')).toContain(`${item.title} 구매가 완료되었습니다.`);
    // Not her child.
    expectError(await order('parent1', { itemId: item.id, studentId: id.student3, payWith: 'billing' }), 404, 'NOT_FOUND');
    // Only a student asks a parent.
    const parentAsks = await order('parent1', { itemId: item.id, studentId: id.student2, payWith: 'parent' });
    expectError(parentAsks, 400, 'BAD_REQUEST');
    expect(parentAsks.body.fieldErrors.payWith).toEqual(['부모님께 결제 요청은 학생만 보낼 수 있습니다.']);
    // Card payment is not set up on this centre.
    expectError(await order('student3', { itemId: item.id, payWith: 'toss' }), 409, 'PAYMENT_METHOD_UNAVAILABLE');
    const options = await api.request('GET', '/contents/payment-options/', { token: token.student1 });
    expect(options.body).toEqual({ methods: ['billing'], toss: null, askParent: true });
    // No parent account to ask: not offered (she was, then refused), and refused if asked anyway.
    const alone = await api.request('GET', '/contents/payment-options/', { token: token.student4 });
    expect(alone.body.askParent).toBe(false);
    expectError(await order('student4', { itemId: item.id, payWith: 'parent' }), 409, 'NO_LINKED_PARENT');
    // Her only parent's account switched off: no one could pay, so she is not offered it nor let to ask.
    const off = await api.request('PUT', `/staff/people/${id.parent2}/active/`, { token: token.admin, body: { active: false } });
    expect(off.status, off.text).toBe(200);
    try {
      const options3 = await api.request('GET', '/contents/payment-options/', { token: token.student3 });
      expect(options3.body.askParent).toBe(false);
      expectError(await order('student3', { itemId: item.id, payWith: 'parent' }), 409, 'NO_LINKED_PARENT');
    } finally {
      await api.request('PUT', `/staff/people/${id.parent2}/active/`, { token: token.admin, body: { active: true } });
      // Switching her off ended her sign-ins: the tests after this one sign her in again.
      await signInAll(api, ['parent2'], token, id);
    }
  });

  it('refuses bad input with Korean messages beside the fields', async () => {
    const bad = await order('student1', { itemId: 0, payWith: 'cash' });
    expectError(bad, 400, 'BAD_REQUEST');
    expect(bad.body.fieldErrors).toMatchObject({ itemId: ['콘텐츠를 골라 주세요.'], payWith: ['결제 방법을 선택해 주세요.'] });
    const item = await api.request('POST', '/staff/contents/', {
      token: token.admin,
      body: { title: ' ', category: 'korean', kind: 'lecture', author: '', summary: '요약', description: '', price: 50, onSale: true },
    });
    expectError(item, 400, 'BAD_REQUEST');
    expect(item.body.fieldErrors).toMatchObject({
      title: ['제목을 입력해 주세요.'],
      author: ['강사 또는 저자를 입력해 주세요.'],
      price: ['가격은 100원 이상이어야 합니다.'],
    });
    const statement = await api.request('GET', '/contents/statement/?month=2026-13', { token: token.student1 });
    expectError(statement, 400, 'BAD_REQUEST');
    expect(statement.body.fieldErrors.month).toEqual(['월 형식이 올바르지 않습니다.']);
  });

  it('is cancelled with a reason and approved by staff: the amount leaves the invoice', async () => {
    const item = await newItem(api, token, { price: 28000 });
    const bought = await order('parent1', { itemId: item.id, studentId: id.student1, payWith: 'billing' });
    const month = bought.body.billingMonth;
    const totalOf = async () =>
      (await api.request('GET', `/contents/statement/?month=${month}`, { token: token.student1 })).body.total as number;
    const before = await totalOf();
    const cancelUrl = `/contents/orders/${bought.body.id}/cancel/`;
    const noReason = await api.request('POST', cancelUrl, { token: token.student1, body: { reason: ' ' } });
    expectError(noReason, 400, 'BAD_REQUEST');
    expect(noReason.body.fieldErrors.reason).toEqual(['취소 사유를 입력해 주세요.']);
    const short = await api.request('POST', cancelUrl, { token: token.student1, body: { reason: '네' } });
    expect(short.body.fieldErrors.reason).toEqual(['취소 사유를 2자 이상 입력해 주세요.']);
    // Someone else's order: as if it did not exist.
    expectError(await api.request('POST', cancelUrl, { token: token.student3, body: { reason: '잘못 샀어요' } }), 404, 'NOT_FOUND');
    expectError(await api.request('POST', cancelUrl, { token: token.parent2, body: { reason: '잘못 샀어요' } }), 404, 'NOT_FOUND');

    const asked = await api.request('POST', cancelUrl, { token: token.student1, body: { reason: '이미 같은 강의를 듣고 있어요.' } });
    expect(asked.body).toMatchObject({ status: 'cancel_requested', cancelReason: '이미 같은 강의를 듣고 있어요.' });
    expect(await unreadTitles('teacher1')).toContain('김하린 학생의 콘텐츠 취소 요청이 있습니다.');
    // Students cannot decide: the staff route does not exist for them.
    const decision = `/staff/contents/orders/${bought.body.id}/cancellation/`;
    expectError(await api.request('POST', decision, { token: token.student1, body: { decision: 'approve' } }), 404, 'ROUTE_NOT_FOUND');
    const noReasonReject = await api.request('POST', decision, { token: token.teacher1, body: { decision: 'reject' } });
    expectError(noReasonReject, 400, 'BAD_REQUEST');
    expect(noReasonReject.body.fieldErrors.reason).toEqual(['반려 사유를 입력해 주세요.']);

    const queue = await api.request('GET', '/staff/contents/orders/?status=cancel_requested', { token: token.teacher1 });
    expect(queue.body.results.map((o: Order) => o.id)).toContain(bought.body.id);
    const approved = await api.request('POST', decision, { token: token.teacher1, body: { decision: 'approve' } });
    expect(approved.status, approved.text).toBe(200);
    expect(approved.body).toMatchObject({ status: 'cancelled', cancelledAt: expect.any(String) });
    expect(await totalOf()).toBe(before - 28000);
    expectError(await api.request('POST', decision, { token: token.admin, body: { decision: 'approve' } }), 409, 'CANCEL_NOT_REQUESTED');
    expect(await unreadTitles('parent1')).toContain(`김하린 학생의 ${item.title} 취소 요청이 승인되었습니다.`);
    // Decided by one, answered for all: the other staff's alarm of the request is read.
    expect(await unreadTitles('teacher2')).not.toContain('김하린 학생의 콘텐츠 취소 요청이 있습니다.');
    expect(await unreadTitles('admin')).not.toContain('김하린 학생의 콘텐츠 취소 요청이 있습니다.');
    // Cancelled: it can be bought again.
    expect((await order('student1', { itemId: item.id, payWith: 'billing' })).status).toBe(201);
  });

  it('bought on last month’s invoice and cancelled this month: last month keeps it, this month credits it', async () => {
    const item = await newItem(api, token, { price: 26000 });
    const bought = await order('parent1', { itemId: item.id, studentId: id.student2, payWith: 'billing' });
    expect(bought.status, bought.text).toBe(201);
    const month = bought.body.billingMonth as string;
    const [y, m] = month.split('-').map(Number) as [number, number];
    const last = m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
    // Bought last month (its invoice has gone out since).
    await api.db
      .update(contentOrders)
      .set({ billingMonth: last, paidAt: new Date(`${last}-15T12:00:00+09:00`) })
      .where(eq(contentOrders.id, bought.body.id));
    const statementOf = async (mo: string) =>
      (await api.request('GET', `/contents/statement/?studentId=${id.student2}&month=${mo}`, { token: token.parent1 })).body;
    const invoiceOf = async (mo: string) =>
      (
        (await api.request('GET', `/staff/contents/invoices/?month=${mo}`, { token: token.teacher1 })).body.results as {
          student: { id: number };
          total: number;
        }[]
      ).find((r) => r.student.id === id.student2)?.total ?? 0;
    const before = { last: (await statementOf(last)).total as number, now: (await statementOf(month)).total as number };
    expect(await invoiceOf(last)).toBe(before.last);

    await api.request('POST', `/contents/orders/${bought.body.id}/cancel/`, {
      token: token.parent1,
      body: { reason: '교재가 중복됐어요.' },
    });
    const approved = await api.request('POST', `/staff/contents/orders/${bought.body.id}/cancellation/`, {
      token: token.teacher1,
      body: { decision: 'approve' },
    });
    expect(approved.body).toMatchObject({ status: 'cancelled' });

    // Last month's invoice is what it was: the line shows it cancelled and credited this month.
    const lastMonth = await statementOf(last);
    expect(lastMonth.total).toBe(before.last);
    expect(lastMonth.lines).toContainEqual(
      expect.objectContaining({ kind: 'charge', orderId: bought.body.id, status: 'cancelled', refundMonth: month, amount: 26000 }),
    );
    expect(await invoiceOf(last)).toBe(before.last);
    // This month takes it off, once.
    const thisMonth = await statementOf(month);
    expect(thisMonth.lines).toContainEqual(
      expect.objectContaining({
        kind: 'refund',
        orderId: bought.body.id,
        billingMonth: last,
        amount: 26000,
        cancelledAt: expect.any(String),
      }),
    );
    expect(thisMonth.total).toBe(before.now - 26000);
    expect(await invoiceOf(month)).toBe(before.now - 26000);
    // Nothing of it the month after.
    const [ny, nm] = m === 12 ? [y + 1, 1] : [y, m + 1];
    const next = `${ny}-${String(nm).padStart(2, '0')}`;
    expect((await statementOf(next)).lines.map((l: { orderId: number }) => l.orderId)).not.toContain(bought.body.id);
  });

  it('is refused at the price she was shown when staff changed it meanwhile, and not paid once taken off sale', async () => {
    const item = await newItem(api, token, { price: 49000 });
    const staffEdit = (over: Record<string, unknown>) =>
      api.request('PUT', `/staff/contents/${item.id}/`, {
        token: token.admin,
        body: {
          title: item.title,
          category: 'korean',
          kind: 'lecture',
          author: '정우진 선생님',
          summary: '실전 감각',
          description: '',
          price: 49000,
          onSale: true,
          ...over,
        },
      });
    expect((await staffEdit({ price: 69000 })).status).toBe(200);
    // She agreed to 49,000원 on the page: not billed 69,000원 for it.
    const stale = await order('student2', { itemId: item.id, payWith: 'billing', amount: 49000 });
    expectError(stale, 409, 'PRICE_CHANGED');
    expect(stale.body.message).toBe('가격이 바뀌었습니다. 바뀐 가격을 확인하고 다시 결제해 주세요.');
    const fresh = await order('student2', { itemId: item.id, payWith: 'billing', amount: 69000 });
    expect(fresh.body).toMatchObject({ status: 'paid', amount: 69000 });

    // A request to her parent, then the item taken off sale: the parent cannot pay it any more.
    const other = await newItem(api, token, { price: 22000 });
    const sent = await order('student1', { itemId: other.id, payWith: 'parent', amount: 22000 });
    expect(sent.status, sent.text).toBe(201);
    const withdraw = await api.request('PUT', `/staff/contents/${other.id}/`, {
      token: token.admin,
      body: {
        title: other.title,
        category: 'korean',
        kind: 'lecture',
        author: '정우진 선생님',
        summary: '실전 감각',
        description: '',
        price: 22000,
        onSale: false,
      },
    });
    expect(withdraw.status, withdraw.text).toBe(200);
    const pay = await api.request('POST', `/contents/orders/${sent.body.id}/pay/`, { token: token.parent1, body: { method: 'billing' } });
    expectError(pay, 409, 'CONTENT_NOT_ON_SALE');
    // What was asked can still be withdrawn.
    expect((await api.request('DELETE', `/contents/orders/${sent.body.id}/`, { token: token.parent1 })).status).toBe(204);
  });

  it('withdraws the requests of a student who leaves, and tells her parent', async () => {
    const item = await newItem(api, token, { price: 26000 });
    const sent = await order('student3', { itemId: item.id, payWith: 'parent', amount: 26000 });
    expect(sent.status, sent.text).toBe(201);
    const off = await api.request('PUT', `/staff/people/${id.student3}/active/`, { token: token.admin, body: { active: false } });
    expect(off.status, off.text).toBe(200);
    try {
      // Her mother cannot pay it onto the month's invoice any more: it is gone.
      expectError(
        await api.request('POST', `/contents/orders/${sent.body.id}/pay/`, { token: token.parent2, body: { method: 'billing' } }),
        404,
        'NOT_FOUND',
      );
      expect(await unreadTitles('parent2')).toContain(`이유나 학생의 ${item.title} 결제 요청이 취소되었습니다.`);
      // Nor can she buy for her anew, onto the invoice or by card.
      for (const payWith of ['billing', 'toss'])
        expectError(
          await api.request('POST', '/contents/orders/', {
            token: token.parent2,
            body: { itemId: item.id, studentId: id.student3, payWith, amount: 26000 },
          }),
          409,
          'STUDENT_LEFT',
        );
    } finally {
      await api.request('PUT', `/staff/people/${id.student3}/active/`, { token: token.admin, body: { active: true } });
      await signInAll(api, ['student3'], token, id);
    }
  });

  it('is confirmed by the buyer (no cancellation afterwards) and a refused cancellation goes back to 구매완료', async () => {
    const item = await newItem(api, token, { price: 9900 });
    const bought = await order('student1', { itemId: item.id, payWith: 'billing' });
    await api.request('POST', `/contents/orders/${bought.body.id}/cancel/`, { token: token.student1, body: { reason: '실수로 샀어요' } });
    const refused = await api.request('POST', `/staff/contents/orders/${bought.body.id}/cancellation/`, {
      token: token.admin,
      body: { decision: 'reject', reason: '이미 교재가 배송되었습니다.' },
    });
    expect(refused.body).toMatchObject({ status: 'paid', decisionReason: '이미 교재가 배송되었습니다.' });
    const confirmed = await api.request('POST', `/contents/orders/${bought.body.id}/confirm/`, { token: token.student1 });
    expect(confirmed.body).toMatchObject({ status: 'confirmed', confirmedAt: expect.any(String) });
    expectError(
      await api.request('POST', `/contents/orders/${bought.body.id}/cancel/`, { token: token.student1, body: { reason: '다시 취소' } }),
      409,
      'ORDER_NOT_CANCELLABLE',
    );
  });

  it('is catalogued by staff with a cover picture checked by its bytes; students cannot reach the staff side', async () => {
    const pdfCover = await upload(api, token.teacher1, { name: '표지.png', bytes: pdfBytes() }, 'content-cover');
    expectError(pdfCover, 415, 'FILE_TYPE_NOT_ALLOWED');
    const studentCover = await upload(api, token.student1, { name: '표지.png', bytes: pngBytes() }, 'content-cover');
    expectError(studentCover, 400, 'BAD_REQUEST');
    // Another teacher's upload cannot be attached by the admin.
    const theirs = await upload(api, token.teacher1, { name: '영어 표지.png', bytes: pngBytes() }, 'content-cover');
    expect(theirs.status, theirs.text).toBe(201);
    const refused = await api.request('POST', '/staff/contents/', {
      token: token.admin,
      body: {
        title: '영어 구문',
        category: 'english',
        kind: 'lecture',
        author: '김소연',
        summary: '구문',
        price: 1000,
        onSale: true,
        coverId: theirs.body.id,
      },
    });
    expectError(refused, 404, 'NOT_FOUND');
    const cover = await upload(api, token.admin, { name: '영어 표지.png', bytes: pngBytes() }, 'content-cover');
    const item = await newItem(api, token, { title: '영어 구문 독해 10강', category: 'english', coverId: cover.body.id });
    expect(item.coverId).toBe(cover.body.id);
    // Every signed-in person may open a cover of the catalogue.
    for (const who of ['student3', 'parent2', 'teacher1']) {
      const got = await api.request('GET', `/files/${cover.body.id}/`, { token: token[who], raw: true });
      expect(got.status, who).toBe(200);
      expect(got.headers.get('content-type')).toBe('image/png');
    }
    const edited = await api.request('PUT', `/staff/contents/${item.id}/`, {
      token: token.teacher1,
      body: {
        title: '영어 구문 독해 12강',
        category: 'english',
        kind: 'lecture',
        author: '김소연 선생님',
        summary: '구문 12강',
        description: '',
        price: 52000,
        onSale: false,
        coverId: null,
      },
    });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body).toMatchObject({ title: '영어 구문 독해 12강', onSale: false, coverId: null });
    // Off sale: not listed, not orderable; staff still see it.
    const listed = await api.request('GET', '/contents/?category=english&pageSize=100', { token: token.student1 });
    expect(listed.body.results.map((i: Item) => i.id)).not.toContain(item.id);
    expectError(await order('student1', { itemId: item.id, payWith: 'billing' }), 409, 'CONTENT_NOT_ON_SALE');
    const staffList = await api.request('GET', '/staff/contents/?pageSize=100', { token: token.teacher1 });
    expect(staffList.body.results.map((i: Item) => i.id)).toContain(item.id);
    for (const [method, path] of [
      ['GET', '/staff/contents/'],
      ['POST', '/staff/contents/'],
      ['PUT', `/staff/contents/${item.id}/`],
      ['GET', '/staff/contents/orders/'],
      ['GET', '/staff/contents/invoices/'],
    ] as const)
      expectError(
        await api.request(method, path, { token: token.student1, body: method === 'GET' ? undefined : {} }),
        404,
        'ROUTE_NOT_FOUND',
      );
  });
});

describe('contents paid with Toss Payments (a local stand-in for Toss)', () => {
  const SECRET = 'test_sk_portal_contents_secret';
  let api: TestApi;
  let toss: Awaited<ReturnType<typeof startFakeToss>>;
  const token: Record<string, string> = {};
  const id: Record<string, number> = {};
  beforeAll(async () => {
    toss = await startFakeToss({ secretKey: SECRET });
    api = await startTestApi({
      TOSS_CLIENT_KEY: 'test_ck_portal_contents',
      TOSS_SECRET_KEY: SECRET,
      TOSS_API_URL: toss.url,
      TOSS_SDK_URL: toss.sdkUrl,
    });
    await signInAll(api, PEOPLE, token, id);
  });
  afterAll(async () => {
    await api?.close();
    await toss?.close();
  });

  /** An order of a fresh item waiting for a card payment, and what the checkout gets for it. */
  async function checkout(who = 'student1', price = 33000) {
    const item = await newItem(api, token, { price });
    const made = await api.request('POST', '/contents/orders/', { token: token[who], body: { itemId: item.id, payWith: 'toss' } });
    expect(made.status, made.text).toBe(201);
    expect(made.body.status).toBe('awaiting_payment');
    const out = await api.request('POST', `/contents/orders/${made.body.id}/toss/`, { token: token[who] });
    expect(out.status, out.text).toBe(200);
    return {
      item,
      order: made.body as Order,
      checkout: out.body as { orderId: string; amount: number; clientKey: string; orderName: string },
    };
  }
  const confirm = (who: string, body: Record<string, unknown>) =>
    api.request('POST', '/contents/payments/toss/confirm/', { token: token[who], body });
  const unreadTitles = unreadOf(() => api, id);

  it('gives the browser the client key and SDK address, never the secret key', async () => {
    const options = await api.request('GET', '/contents/payment-options/', { token: token.parent1 });
    expect(options.body).toEqual({
      methods: ['billing', 'toss'],
      toss: { clientKey: 'test_ck_portal_contents', sdkUrl: toss.sdkUrl },
      askParent: false,
    });
    const { checkout: c } = await checkout();
    expect(c).toMatchObject({ clientKey: 'test_ck_portal_contents', amount: 33000 });
    expect(JSON.stringify(options.body) + JSON.stringify(c)).not.toContain(SECRET);
  });

  it('refuses a successUrl whose amount was changed: Toss is never asked', async () => {
    const { order, checkout: c } = await checkout('student1', 41000);
    const before = toss.state.requests.length;
    const cheap = await confirm('student1', { paymentKey: 'tfake_tampered', orderId: c.orderId, amount: 100 });
    expectError(cheap, 400, 'PAYMENT_AMOUNT_MISMATCH');
    expect(toss.state.requests.length).toBe(before);
    const still = await api.request('GET', `/contents/orders/${order.id}/`, { token: token.student1 });
    expect(still.body.status).toBe('awaiting_payment');
  });

  it('charges once when the same confirm is raced and then replayed', async () => {
    const { order, checkout: c } = await checkout('student1', 56000);
    const before = toss.state.confirms;
    const body = { paymentKey: 'tfake_race_1', orderId: c.orderId, amount: c.amount };
    const [a, b] = await Promise.all([confirm('student1', body), confirm('student1', body)]);
    expect(toss.state.confirms - before).toBe(1);
    const statuses = [a.status, b.status].sort();
    expect(statuses[0]).toBe(200);
    expect([200, 409]).toContain(statuses[1]);
    const ok = a.status === 200 ? a : b;
    expect(ok.body).toMatchObject({ id: order.id, status: 'paid', method: 'toss', amount: 56000, billingMonth: null });
    // The success page reloaded: the same receipt, no second charge.
    const replay = await confirm('student1', body);
    expect(replay.status, replay.text).toBe(200);
    expect(replay.body).toMatchObject({ id: order.id, status: 'paid' });
    expect(toss.state.confirms - before).toBe(1);
    // A different payment for the paid order is refused before Toss.
    expectError(await confirm('student1', { ...body, paymentKey: 'tfake_race_2' }), 409, 'ORDER_NOT_AWAITING');
    expect(toss.state.confirms - before).toBe(1);
    // Toss was asked with the secret key and an idempotency key made from the order.
    const asked = toss.state.requests.filter((r) => r.path === '/v1/payments/confirm').at(-1);
    expect(asked?.idempotencyKey).toBe('confirm-tfake_race_1');
  });

  it('is paid by a parent for her child’s request, and not by another family', async () => {
    const item = await newItem(api, token, { price: 64000 });
    const sent = await api.request('POST', '/contents/orders/', { token: token.student1, body: { itemId: item.id, payWith: 'parent' } });
    expectError(await api.request('POST', `/contents/orders/${sent.body.id}/toss/`, { token: token.parent2 }), 404, 'NOT_FOUND');
    const c = await api.request('POST', `/contents/orders/${sent.body.id}/toss/`, { token: token.parent1 });
    expectError(await confirm('parent2', { paymentKey: 'tfake_other', orderId: c.body.orderId, amount: 64000 }), 404, 'NOT_FOUND');
    const paid = await confirm('parent1', { paymentKey: 'tfake_parent', orderId: c.body.orderId, amount: 64000 });
    expect(paid.body).toMatchObject({ status: 'paid', method: 'toss', paidBy: { id: id.parent1 } });
  });

  it('leaves the order waiting when Toss declines the card, with Toss’s reason', async () => {
    const { order, checkout: c } = await checkout('student1', 15000);
    const declined = await confirm('student1', { paymentKey: 'tfake_reject_card', orderId: c.orderId, amount: 15000 });
    expectError(declined, 400, 'PAYMENT_DECLINED');
    expect(declined.body.message).toContain('카드사에서 결제를 거절했습니다.');
    const still = await api.request('GET', `/contents/orders/${order.id}/`, { token: token.student1 });
    expect(still.body.status).toBe('awaiting_payment');
  });

  it('confirms another card after one was declined (each payment is its own request to Toss)', async () => {
    const { order, checkout: c } = await checkout('student1', 16000);
    expectError(
      await confirm('student1', { paymentKey: 'tfake_reject_first', orderId: c.orderId, amount: 16000 }),
      400,
      'PAYMENT_DECLINED',
    );
    const before = toss.state.confirms;
    const paid = await confirm('student1', { paymentKey: 'tfake_second_card', orderId: c.orderId, amount: 16000 });
    expect(paid.status, paid.text).toBe(200);
    expect(paid.body).toMatchObject({ id: order.id, status: 'paid', method: 'toss' });
    expect(toss.state.confirms - before).toBe(1);
  });

  it('settles a card payment whose answer from Toss was lost: paid if Toss charged it, and she is told', async () => {
    const { item, order, checkout: c } = await checkout('student1', 29000);
    const before = toss.state.confirms;
    toss.state.loseAnswers = 1;
    const lost = await confirm('student1', { paymentKey: 'tfake_lost_charged', orderId: c.orderId, amount: 29000 });
    // Not "failed, try again": it may well have been charged.
    expectError(lost, 409, 'PAYMENT_IN_PROGRESS');
    expect(toss.state.confirms - before).toBe(1);
    const read = async () =>
      (await api.request('GET', `/contents/orders/${order.id}/`, { token: token.student1 })).body as Order & { paidBy: unknown };
    expect((await read()).status).toBe('paying');
    // Its check runs once the confirm is surely over, without her coming back.
    api.clock.advance(70_000);
    await api.settle();
    expect(await read()).toMatchObject({ status: 'paid', method: 'toss', paidBy: { id: id.student1 } });
    expect(toss.state.confirms - before).toBe(1);
    // She was not there to see it done: she is told, as her parents are.
    expect(await unreadTitles('student1')).toContain(`${item.title} 구매가 완료되었습니다.`);
    expect(await unreadTitles('parent1')).toContain(`김하린 학생의 ${item.title} 구매가 완료되었습니다.`);
  });

  it('puts a card payment Toss never took back to waiting, once Toss answers again, and tells the payer', async () => {
    const { order, checkout: c } = await checkout('parent1', 31000);
    const before = toss.state.confirms;
    toss.state.down = true;
    try {
      expectError(
        await confirm('parent1', { paymentKey: 'tfake_never_reached', orderId: c.orderId, amount: 31000 }),
        409,
        'PAYMENT_IN_PROGRESS',
      );
      // Still out of order when the check runs: it is tried again later, the order left as it is.
      api.clock.advance(70_000);
      await api.settle();
      const [row] = await api.db.select().from(contentOrders).where(eq(contentOrders.id, order.id));
      expect(row?.status).toBe('paying');
    } finally {
      toss.state.down = false;
    }
    api.clock.advance(15_000);
    await api.settle();
    const after = await api.request('GET', `/contents/orders/${order.id}/`, { token: token.parent1 });
    expect(after.body.status).toBe('awaiting_payment');
    expect(toss.state.confirms - before).toBe(0);
    expect(await unreadTitles('parent1')).toContainEqual(expect.stringContaining('카드 결제가 완료되지 않았습니다.'));
    // She pays again with a card, and it goes through.
    const paid = await confirm('parent1', { paymentKey: 'tfake_after_outage', orderId: c.orderId, amount: 31000 });
    expect(paid.body).toMatchObject({ status: 'paid', method: 'toss' });
  });

  it('does not put back to waiting a payment confirmed again while its check looks at Toss: charged once, paid', async () => {
    const { order, checkout: c } = await checkout('student2', 34000);
    const body = { paymentKey: 'tfake_check_race', orderId: c.orderId, amount: 34000 };
    toss.state.down = true;
    try {
      expectError(await confirm('student2', body), 409, 'PAYMENT_IN_PROGRESS');
    } finally {
      toss.state.down = false;
    }
    const before = toss.state.confirms;
    const read = async () => (await api.db.select().from(contentOrders).where(eq(contentOrders.id, order.id)))[0]!;
    const claimedAt = (await read()).updatedAt.getTime();
    // A minute on she reloads the success page: the same payment, confirmed again, slow at Toss.
    api.clock.advance(62_000);
    toss.state.confirmDelayMs = 600;
    try {
      const again = confirm('student2', body);
      await expect.poll(async () => (await read()).updatedAt.getTime(), { timeout: 2_000 }).toBeGreaterThan(claimedAt);
      // Its check comes due while that confirm is on its way.
      api.clock.advance(4_000);
      await api.settle();
      expect((await read()).status).toBe('paying');
      const done = await again;
      expect(done.status, done.text).toBe(200);
      expect(done.body).toMatchObject({ status: 'paid', method: 'toss' });
    } finally {
      toss.state.confirmDelayMs = 0;
    }
    expect(toss.state.confirms - before).toBe(1);
    expect(await unreadTitles('student2')).not.toContainEqual(expect.stringContaining('카드 결제가 완료되지 않았습니다.'));
  });

  it('finishes a confirm whose answer from Toss was lost, when the same payment is confirmed again later', async () => {
    const { order, checkout: c } = await checkout('student1', 27000);
    const body = { paymentKey: 'tfake_lost_answer', orderId: c.orderId, amount: 27000 };
    // As if the first confirm had claimed the order and never heard back from Toss.
    // (At the API's clock, which tests before this one moved on.)
    await api.db
      .update(contentOrders)
      .set({ status: 'paying', paymentKey: body.paymentKey, updatedAt: api.clock.now() })
      .where(eq(contentOrders.id, order.id));
    expectError(await confirm('student1', body), 409, 'PAYMENT_IN_PROGRESS');
    expectError(await confirm('student1', { ...body, paymentKey: 'tfake_other_card' }), 409, 'ORDER_NOT_AWAITING');
    await api.db
      .update(contentOrders)
      .set({ updatedAt: new Date(api.clock.now().getTime() - 5 * 60_000) })
      .where(eq(contentOrders.id, order.id));
    const before = toss.state.confirms;
    const done = await confirm('student1', body);
    expect(done.status, done.text).toBe(200);
    expect(done.body).toMatchObject({ id: order.id, status: 'paid', method: 'toss' });
    expect(toss.state.confirms - before).toBe(1);
  });

  it('tells a second payer, while another payment of the order is being confirmed, that hers was not taken: no alarm to wait for', async () => {
    const { order, checkout: c } = await checkout('student1', 26000);
    // Her card's confirm lost its answer: the order is being confirmed with it, and its check will tell her.
    await api.db
      .update(contentOrders)
      .set({ status: 'paying', paymentKey: 'tfake_first_payer', updatedAt: api.clock.now() })
      .where(eq(contentOrders.id, order.id));
    const before = toss.state.requests.length;
    // Her mother pays the same order with her own card meanwhile.
    const second = await confirm('parent1', { paymentKey: 'tfake_second_payer', orderId: c.orderId, amount: 26000 });
    expectError(second, 409, 'ORDER_NOT_AWAITING');
    expect(second.body.message).toBe('다른 결제가 진행 중인 주문이라 이 결제는 승인하지 않았습니다. 결제된 금액은 없어요.');
    expect(toss.state.requests.length).toBe(before);
    // The same payment asked again is still the one being checked.
    expectError(
      await confirm('student1', { paymentKey: 'tfake_first_payer', orderId: c.orderId, amount: 26000 }),
      409,
      'PAYMENT_IN_PROGRESS',
    );
  });

  it('lets only whoever started a card checkout delete it: not her parent while she pays, nor she her parent’s', async () => {
    const remove = (who: string, orderId: number) => api.request('DELETE', `/contents/orders/${orderId}/`, { token: token[who] });
    const status = async (orderId: number) => (await api.db.select().from(contentOrders).where(eq(contentOrders.id, orderId)))[0]?.status;
    const hers = await checkout('student2', 17000);
    const refused = await remove('parent1', hers.order.id);
    expectError(refused, 403, 'FORBIDDEN');
    expect(refused.body.message).toBe('결제를 시작한 사람만 이 주문을 취소할 수 있습니다.');
    expect(await status(hers.order.id)).toBe('awaiting_payment');
    // Her mother's own checkout for her (김서아, her first child by name), the other way round.
    const mothers = await checkout('parent1', 17500);
    expectError(await remove('student2', mothers.order.id), 403, 'FORBIDDEN');
    expect(await status(mothers.order.id)).toBe('awaiting_payment');
    expect((await remove('student2', hers.order.id)).status).toBe(204);
    expect((await remove('parent1', mothers.order.id)).status).toBe(204);
  });

  it('refunds a card payment at Toss once when staff approve its cancellation', async () => {
    const { order, checkout: c } = await checkout('student1', 23000);
    await confirm('student1', { paymentKey: 'tfake_refund', orderId: c.orderId, amount: 23000 });
    await api.request('POST', `/contents/orders/${order.id}/cancel/`, { token: token.student1, body: { reason: '다른 강의로 바꿀게요.' } });
    const before = toss.state.cancels;
    const url = `/staff/contents/orders/${order.id}/cancellation/`;
    const [a, b] = await Promise.all([
      api.request('POST', url, { token: token.teacher1, body: { decision: 'approve' } }),
      api.request('POST', url, { token: token.admin, body: { decision: 'approve' } }),
    ]);
    expect([a.status, b.status]).toContain(200);
    expect(toss.state.cancels - before).toBe(1);
    const cancelled = await api.request('GET', `/contents/orders/${order.id}/`, { token: token.student1 });
    expect(cancelled.body.status).toBe('cancelled');
    const asked = toss.state.requests.filter((r) => r.path.endsWith('/cancel')).at(-1);
    expect(asked).toEqual({ path: '/v1/payments/tfake_refund/cancel', idempotencyKey: 'cancel-tfake_refund' });
  });

  it('does not refuse a cancellation Toss may have refunded: an approval whose answer was lost is approved again', async () => {
    const { order, checkout: c } = await checkout('student1', 18000);
    await confirm('student1', { paymentKey: 'tfake_refund_lost', orderId: c.orderId, amount: 18000 });
    await api.request('POST', `/contents/orders/${order.id}/cancel/`, { token: token.student1, body: { reason: '다른 강의로 바꿀게요.' } });
    const url = `/staff/contents/orders/${order.id}/cancellation/`;
    const before = toss.state.cancels;
    toss.state.loseAnswers = 1;
    const lost = await api.request('POST', url, { token: token.teacher1, body: { decision: 'approve' } });
    expectError(lost, 502, 'PAYMENT_FAILED');
    expect(lost.body.message).toBe('환불 결과를 확인하지 못했습니다. 잠시 후 다시 승인해 주세요.');
    expect(toss.state.cancels - before).toBe(1);
    // Toss refunded it: a refusal now would leave her paid-up purchase with her money back.
    const refuse = await api.request('POST', url, { token: token.admin, body: { decision: 'reject', reason: '이미 수강을 시작했어요.' } });
    expectError(refuse, 409, 'ALREADY_REFUNDED');
    const approved = await api.request('POST', url, { token: token.admin, body: { decision: 'approve' } });
    expect(approved.body).toMatchObject({ status: 'cancelled' });
    expect(toss.state.cancels - before).toBe(1);

    // Toss out of reach: a refusal of a card payment waits until it can be checked.
    const second = await checkout('student1', 18500);
    await confirm('student1', { paymentKey: 'tfake_refuse_offline', orderId: second.checkout.orderId, amount: 18500 });
    await api.request('POST', `/contents/orders/${second.order.id}/cancel/`, { token: token.student1, body: { reason: '잘못 샀어요.' } });
    toss.state.down = true;
    try {
      const offline = await api.request('POST', `/staff/contents/orders/${second.order.id}/cancellation/`, {
        token: token.admin,
        body: { decision: 'reject', reason: '이미 수강을 시작했어요.' },
      });
      expectError(offline, 502, 'PAYMENT_FAILED');
    } finally {
      toss.state.down = false;
    }
    const refused = await api.request('POST', `/staff/contents/orders/${second.order.id}/cancellation/`, {
      token: token.admin,
      body: { decision: 'reject', reason: '이미 수강을 시작했어요.' },
    });
    expect(refused.body).toMatchObject({ status: 'paid', decisionReason: '이미 수강을 시작했어요.' });
  });

  it('refunds on a later approval a cancellation whose refund failed at Toss once (not the failure kept under its key)', async () => {
    const { order, checkout: c } = await checkout('student1', 19000);
    await confirm('student1', { paymentKey: 'tfake_refund_failed', orderId: c.orderId, amount: 19000 });
    await api.request('POST', `/contents/orders/${order.id}/cancel/`, { token: token.student1, body: { reason: '다른 강의로 바꿀게요.' } });
    const url = `/staff/contents/orders/${order.id}/cancellation/`;
    const before = toss.state.cancels;
    toss.state.refundFailures = 1;
    expectError(await api.request('POST', url, { token: token.teacher1, body: { decision: 'approve' } }), 502, 'PAYMENT_FAILED');
    expect(toss.state.cancels - before).toBe(0);
    // Approved again: Toss is asked first (still paid), then refunds it under a key of its own.
    const approved = await api.request('POST', url, { token: token.teacher1, body: { decision: 'approve' } });
    expect(approved.status, approved.text).toBe(200);
    expect(approved.body).toMatchObject({ status: 'cancelled' });
    expect(toss.state.cancels - before).toBe(1);
    const keys = toss.state.requests.filter((r) => r.path === '/v1/payments/tfake_refund_failed/cancel').map((r) => r.idempotencyKey);
    expect(keys).toEqual(['cancel-tfake_refund_failed', 'cancel-tfake_refund_failed-1']);
  });

  it('takes one decision when one staff member approves a cancellation while another refuses it: refunded only if cancelled', async () => {
    // Toss takes its time over the refund, as a real card company may.
    toss.state.cancelDelayMs = 300;
    try {
      for (const round of [1, 2, 3]) {
        const { order, checkout: c } = await checkout('student1', 21000 + round);
        await confirm('student1', { paymentKey: `tfake_race${round}`, orderId: c.orderId, amount: 21000 + round });
        await api.request('POST', `/contents/orders/${order.id}/cancel/`, { token: token.student1, body: { reason: '잘못 샀어요.' } });
        const before = toss.state.cancels;
        const url = `/staff/contents/orders/${order.id}/cancellation/`;
        const [approve, refuse] = await Promise.all([
          api.request('POST', url, { token: token.teacher1, body: { decision: 'approve' } }),
          api.request('POST', url, { token: token.admin, body: { decision: 'reject', reason: '이미 수강을 시작했어요.' } }),
        ]);
        // One of them decides; the other is told the request is no longer waiting.
        expect([approve.status, refuse.status].sort()).toEqual([200, 409]);
        const after = await api.request('GET', `/contents/orders/${order.id}/`, { token: token.student1 });
        const refunded = toss.state.cancels - before;
        if (approve.status === 200) expect([after.body.status, refunded]).toEqual(['cancelled', 1]);
        else expect([after.body.status, refunded]).toEqual(['paid', 0]);
      }
    } finally {
      toss.state.cancelDelayMs = 0;
    }
  });
});
