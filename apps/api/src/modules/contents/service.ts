import { linkForStudent } from '@portal/contract/alarms-labels';
import type {
  Attachment,
  CancellationDecisionInput,
  ContentItem,
  ContentItemDetail,
  ContentOrder,
  CreateOrderInput,
  Invoices,
  Paged,
  PageQuery,
  PaymentOptions,
  SaveContentItemInput,
  Statement,
  TossCheckout,
  TossConfirmInput,
} from '@portal/contract';
import { wonLabel, monthLabel, type ContentCategory, type OrderStatus } from '@portal/contract/contents-labels';
import { systemClock, type Clock } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../http/errors';
import { pageWindow, toPage } from '../../http/paging';
import type { Caller } from '../../http/route';
import { cancelJob, enqueueJob, jobType } from '../../jobs/queue';
import { cutText } from '../alarms/excerpt';
import { settleAlarms, type Notify } from '../alarms/notify';
import type { FamilyService } from '../family/service';
import type { FilesService } from '../files/service';
import { billingMonthBounds, billingMonthOf, billingProvider } from './payments/billing';
import { outcomeUnknown, TossError, type TossProvider } from './payments/toss';
import type { ContentItemRow, ContentOrderRow, ContentsRepository, OrderView } from './repository';

const COVER = 'content-cover';

/** A card confirm still 'paying' after this long lost its answer (Toss answers within 30 s or the call timed out). */
const STALE_PAYING_MS = 60_000;

/**
 * A card payment claimed for confirmation, looked at once its confirm is surely over: the confirm's
 * answer may have been lost (or its server stopped), and the order would wait in 'paying' for ever,
 * with the card perhaps charged (an audit). Scheduled with the claim, in its transaction.
 */
export const cardPaymentCheck = jobType<{ orderId: number; payerId: number }>('contents.check-card-payment');
const checkKey = (orderId: number) => `contents.check-card-payment:${orderId}`;

/** Where each person sees orders (the portal's routes). */
const LINK = { contents: '/contents', receipts: '/contents/receipts', staff: '/staff/contents' } as const;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** What a payment request's alarm asks her parents for: settled once the order is paid, or withdrawn. */
const paymentAsked = (orderId: number) => `order:${orderId}:payment`;
/** What staff's alarm of a cancellation request asks (settled by the decision, whoever makes it). */
const cancelAsked = (orderId: number) => `order:${orderId}:cancel`;

/**
 * 콘텐츠: staff sell lectures and workbooks; a student buys for herself or asks her parent to pay;
 * a parent buys for her child or pays the request. Payment goes through a provider (centre billing by
 * default, Toss Payments when configured). Every change of an order's state is one conditional
 * update, so a double tap, a replayed confirm or two staff at once move it once.
 */
export function contentsService({
  repo,
  family,
  notify,
  files,
  toss,
  now = systemClock,
}: {
  repo: ContentsRepository;
  family: FamilyService;
  notify: Notify;
  files: Pick<FilesService, 'attach' | 'attachedTo' | 'release'>;
  toss: TossProvider | null;
  now?: Clock;
}) {
  async function coversOf(itemIds: number[]): Promise<Map<number, Attachment[]>> {
    return itemIds.length ? files.attachedTo(COVER, [...new Set(itemIds)]) : new Map();
  }

  async function presentItems(rows: ContentItemRow[]): Promise<ContentItem[]> {
    const covers = await coversOf(rows.map((r) => r.id));
    return rows.map((r) => ({
      id: r.id,
      title: r.title,
      category: r.category,
      kind: r.kind,
      author: r.author,
      summary: r.summary,
      description: r.description,
      price: r.price,
      onSale: r.onSale,
      coverId: covers.get(r.id)?.[0]?.id ?? null,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    }));
  }

  async function presentOrders(rows: OrderView[]): Promise<ContentOrder[]> {
    const covers = await coversOf(rows.map((r) => r.item.id));
    return rows.map(({ o, item, studentName, requesterName, payerName }) => ({
      id: o.id,
      item: { ...item, coverId: covers.get(item.id)?.[0]?.id ?? null },
      student: { id: o.studentId, name: studentName },
      requestedBy: { id: o.requestedBy, name: requesterName },
      paidBy: o.paidBy != null && payerName != null ? { id: o.paidBy, name: payerName } : null,
      amount: o.amount,
      status: o.status,
      sentToParent: o.sentToParent,
      method: o.method,
      billingMonth: o.billingMonth,
      createdAt: o.createdAt.toISOString(),
      paidAt: iso(o.paidAt),
      cancelReason: o.cancelReason,
      cancelRequestedAt: iso(o.cancelRequestedAt),
      cancelledAt: iso(o.cancelledAt),
      confirmedAt: iso(o.confirmedAt),
      decisionReason: o.decisionReason,
    }));
  }

  async function getItem(id: number): Promise<ContentItem> {
    const row = await repo.findItem(id);
    if (!row) throw new AppError('NOT_FOUND');
    return (await presentItems([row]))[0]!;
  }

  /** The order when the caller may act on it (her own, her child's, any for staff); else 404. */
  async function visible(caller: Caller, id: number): Promise<OrderView> {
    const found = await repo.findOrder(id);
    if (!found) throw new AppError('NOT_FOUND');
    await family.studentScope(caller, found.o.studentId);
    return found;
  }

  async function reload(id: number): Promise<ContentOrder> {
    const found = await repo.findOrder(id);
    if (!found) throw new AppError('NOT_FOUND');
    return (await presentOrders([found]))[0]!;
  }

  /** The student and her parents, but not the one who acted. Read before a transaction (one connection in PGlite). */
  async function familyBut(studentId: number, actor: number) {
    const everyone = [studentId, ...(await family.parentsOf(studentId))];
    return everyone.filter((id) => id !== actor);
  }

  /**
   * Tells these people of her family what became of her order: she reads it about herself, her parents
   * with her name (a mother of two read "… 구매가 완료되었습니다." on her lock screen, and not which
   * child's invoice it joined: an audit). The link names her too.
   */
  async function tellFamily(
    tx: Db,
    student: { id: number; name: string },
    to: readonly number[],
    title: string,
    data: { body?: string; link: string },
  ) {
    const parents = to.filter((id) => id !== student.id);
    if (parents.length < to.length) await notify(tx, 'contents', [student.id], { title, ...data });
    if (parents.length) await notify(tx, 'contents', parents, { title: `${student.name} 학생의 ${title}`, ...data });
  }

  /** "11월 청구서에 합산" or "카드 결제": how a receipt was paid, for alarm bodies. */
  const howPaid = (o: { method: string | null; billingMonth: string | null; amount: number }) =>
    o.method === 'billing' && o.billingMonth
      ? `${wonLabel(o.amount)} · ${monthLabel(o.billingMonth)} 청구서에 합산`
      : `${wonLabel(o.amount)} · 토스페이먼츠 결제`;

  /** An order waiting for an item staff took off sale since is not paid any more (it can be withdrawn). */
  async function stillOnSale(found: OrderView) {
    if (!(await repo.findItem(found.item.id))?.onSale) throw new AppError('CONTENT_NOT_ON_SALE');
  }

  /** Marks an order waiting for payment as paid by centre billing, and tells the family. */
  async function payByBilling(caller: Caller, found: OrderView): Promise<ContentOrder> {
    await stillOnSale(found);
    const at = now();
    const tell = await familyBut(found.o.studentId, caller.id);
    await repo.transaction(async (r, tx) => {
      const row = await r.transition(found.o.id, ['awaiting_payment'], {
        status: 'paid',
        method: 'billing',
        billingMonth: billingProvider.charge(at).billingMonth,
        paidBy: caller.id,
        paidAt: at,
      });
      if (!row) throw new AppError('ORDER_NOT_AWAITING');
      await settleAlarms(tx, [paymentAsked(row.id)], at);
      await tellFamily(tx, { id: found.o.studentId, name: found.studentName }, tell, `${found.item.title} 구매가 완료되었습니다.`, {
        body: howPaid(row),
        link: linkForStudent(LINK.receipts, found.o.studentId),
      });
    });
    return reload(found.o.id);
  }

  /**
   * A claimed card payment Toss confirmed: paid, its request's alarm settled, the family told (the
   * payer too when she was not there to see it: a payment settled later by its check).
   */
  async function markCardPaid(id: number, paymentKey: string, payerId: number, tellPayer: boolean) {
    const found = await repo.findOrder(id);
    if (!found) return;
    const at = now();
    const tell = tellPayer
      ? [found.o.studentId, ...(await family.parentsOf(found.o.studentId))]
      : await familyBut(found.o.studentId, payerId);
    await repo.transaction(async (r, tx) => {
      const row = await r.transition(
        id,
        ['paying', 'awaiting_payment'],
        { status: 'paid', method: 'toss', paymentKey, paidBy: payerId, paidAt: at },
        repo.payableBy(paymentKey),
      );
      // Another confirm of this payment finished first: its receipt stands.
      if (!row) return;
      await cancelJob(tx, checkKey(id));
      await settleAlarms(tx, [paymentAsked(id)], at);
      await tellFamily(tx, { id: found.o.studentId, name: found.studentName }, tell, `${found.item.title} 구매가 완료되었습니다.`, {
        body: howPaid(row),
        link: linkForStudent(LINK.receipts, found.o.studentId),
      });
    });
  }

  /** Confirms a claimed card payment at Toss and records the answer; a lost answer is left to the check. */
  async function confirmClaimed(toss: TossProvider, claimed: ContentOrderRow, payerId: number) {
    try {
      await toss.confirm({ paymentKey: claimed.paymentKey!, orderId: claimed.paymentOrderId, amount: claimed.amount });
    } catch (e) {
      // No answer, or Toss failed: it may have charged. The order stays 'paying' until its check (or the
      // same payment confirmed again) learns what happened.
      if (outcomeUnknown(e)) throw new AppError('PAYMENT_IN_PROGRESS');
      // Refused: nothing was charged, and the order waits for payment again.
      await repo.transition(claimed.id, ['paying'], { status: 'awaiting_payment', paymentKey: null });
      if (e instanceof TossError) throw new AppError('PAYMENT_DECLINED', `결제가 승인되지 않았습니다. ${e.message}`.trim());
      throw e;
    }
    await markCardPaid(claimed.id, claimed.paymentKey!, payerId, false);
  }

  /** The provider that refunds a paid order. */
  function providerOf(method: string | null) {
    if (method === 'toss') {
      if (!toss) throw new AppError('PAYMENT_METHOD_UNAVAILABLE');
      return toss;
    }
    return billingProvider;
  }

  return {
    /** Whether a cover may be opened: every signed-in person sees the catalogue. */
    async canSeeCover(_caller: Caller, itemId: number): Promise<boolean> {
      return !!(await repo.findItem(itemId));
    },

    /** The catalogue on sale, newest first, in one category or all. */
    async list(query: PageQuery & { category?: ContentCategory }): Promise<Paged<ContentItem>> {
      return toPage(await presentItems(await repo.listItems({ category: query.category, onSaleOnly: true }, pageWindow(query))), query);
    },

    /** One item, with the live order of it of the student (herself, a parent's child) when there is one. */
    async get(caller: Caller, id: number, studentId?: number): Promise<ContentItemDetail> {
      const item = await getItem(id);
      if (caller.category !== 'student' && caller.category !== 'parent') return { ...item, order: null };
      // A parent with no child linked yet reads the item, with no order (a 404 left her page loading for ever: an audit).
      if (caller.category === 'parent' && studentId === undefined && !(await family.switchable(caller)).length)
        return { ...item, order: null };
      const order = await repo.liveOrderOf(await family.studentScope(caller, studentId), id);
      return { ...item, order: order ?? null };
    },

    /**
     * The methods a buyer may choose; Toss's public client key and SDK address when it is configured; and
     * whether she may ask her parents (a student with no parent account was offered it, then refused).
     */
    async paymentOptions(caller: Caller): Promise<PaymentOptions> {
      return {
        methods: toss ? ['billing', 'toss'] : ['billing'],
        toss: toss ? { clientKey: toss.clientKey, sdkUrl: toss.sdkUrl } : null,
        askParent: caller.category === 'student' && (await family.withActiveParent([caller.id])).has(caller.id),
      };
    },

    /** A purchase: paid at once on the centre invoice, opened for a card payment, or sent to her parents. */
    async order(caller: Caller, input: CreateOrderInput): Promise<ContentOrder> {
      const studentId = await family.actingFor(caller, input.studentId);
      const item = await repo.findItem(input.itemId);
      if (!item) throw new AppError('NOT_FOUND');
      if (!item.onSale) throw new AppError('CONTENT_NOT_ON_SALE');
      // The price she agreed to: staff changed it while she was on the page (she was billed the new one).
      if (input.amount !== undefined && input.amount !== item.price) throw new AppError('PRICE_CHANGED');
      if (input.payWith === 'parent' && caller.category !== 'student')
        throw new AppError('BAD_REQUEST', undefined, { payWith: ['부모님께 결제 요청은 학생만 보낼 수 있습니다.'] });
      if (input.payWith === 'toss' && !toss) throw new AppError('PAYMENT_METHOD_UNAVAILABLE');
      // Asked of the parents who can sign in and pay, as the payment options offer it (askParent).
      const parents = await (input.payWith === 'parent' ? family.activeParentsOf(studentId) : family.parentsOf(studentId));
      if (input.payWith === 'parent' && !parents.length) throw new AppError('NO_LINKED_PARENT');
      const at = now();
      const studentName = await repo.userName(studentId);
      const row = await repo.transaction(async (r, tx) => {
        const inserted = await r.insertOrder({
          paymentOrderId: crypto.randomUUID(),
          itemId: item.id,
          studentId,
          requestedBy: caller.id,
          amount: item.price,
          sentToParent: input.payWith === 'parent',
          ...(input.payWith === 'billing'
            ? { status: 'paid' as const, method: 'billing' as const, billingMonth: billingMonthOf(at), paidBy: caller.id, paidAt: at }
            : { status: 'awaiting_payment' as const }),
        });
        if (!inserted) throw new AppError('ALREADY_ORDERED');
        if (input.payWith === 'parent')
          await notify(tx, 'contents', parents, {
            title: `${studentName} 학생이 콘텐츠 결제를 요청했습니다.`,
            body: `${item.title} · ${wonLabel(item.price)}`,
            // Names her: a parent with two children pays this child's request.
            link: linkForStudent(LINK.contents, studentId),
            subject: paymentAsked(inserted.id),
          });
        else if (input.payWith === 'billing')
          await tellFamily(
            tx,
            { id: studentId, name: studentName },
            [studentId, ...parents].filter((id) => id !== caller.id),
            `${item.title} 구매가 완료되었습니다.`,
            { body: howPaid(inserted), link: linkForStudent(LINK.receipts, studentId) },
          );
        return inserted;
      });
      return reload(row.id);
    },

    /** Receipts, or orders waiting for payment, of a student (herself, a parent's child). */
    async orders(caller: Caller, query: PageQuery & { studentId?: number; view: 'receipts' | 'awaiting' }): Promise<Paged<ContentOrder>> {
      const studentId = await family.studentScope(caller, query.studentId);
      return toPage(await presentOrders(await repo.listOfStudent(studentId, query.view, pageWindow(query))), query);
    },

    async getOrder(caller: Caller, id: number): Promise<ContentOrder> {
      return (await presentOrders([await visible(caller, id)]))[0]!;
    },

    /** Pays an order that waits by centre billing (a parent paying her child's request, or the buyer herself). */
    async pay(caller: Caller, id: number): Promise<ContentOrder> {
      return payByBilling(caller, await visible(caller, id));
    },

    /**
     * Withdraws an order that waits for payment (the student's request, or a checkout left unfinished),
     * or, by her parent, refuses the request: the family hears which of the two it was.
     */
    async discard(caller: Caller, id: number): Promise<void> {
      const found = await visible(caller, id);
      // A checkout left unfinished is withdrawn by whoever started it: she may be paying it right now, and
      // her parent silently deleted it under her (an audit). A request sent to the parents is theirs to refuse.
      if (!found.o.sentToParent && found.o.requestedBy !== caller.id)
        throw new AppError('FORBIDDEN', '결제를 시작한 사람만 이 주문을 취소할 수 있습니다.');
      const tell = found.o.sentToParent ? await familyBut(found.o.studentId, caller.id) : [];
      await repo.transaction(async (r, tx) => {
        if (!(await r.removeAwaiting(id))) throw new AppError('ORDER_NOT_AWAITING');
        await settleAlarms(tx, [paymentAsked(id)], now());
        // A parent hears which child's request it was (a mother of two was not told: an audit).
        if (tell.length)
          await tellFamily(
            tx,
            { id: found.o.studentId, name: found.studentName },
            tell,
            caller.category === 'parent'
              ? `${found.item.title} 결제 요청을 보호자가 거절했습니다.`
              : `${found.item.title} 결제 요청이 취소되었습니다.`,
            { link: linkForStudent(LINK.contents, found.o.studentId) },
          );
      });
    },

    /**
     * Her orders that wait for payment are withdrawn: she left (her account was switched off), and her
     * parent could still pay a request of hers onto the month's invoice (an audit). Her parents are told.
     */
    async withdrawAwaitingOf(studentId: number): Promise<void> {
      const waiting = (await repo.listOfStudent(studentId, 'awaiting', { limit: 1000, offset: 0 })).filter(
        (v) => v.o.status === 'awaiting_payment',
      );
      if (!waiting.length) return;
      const parents = await family.parentsOf(studentId);
      await repo.transaction(async (r, tx) => {
        for (const found of waiting) {
          if (!(await r.removeAwaiting(found.o.id))) continue;
          await settleAlarms(tx, [paymentAsked(found.o.id)], now());
          if (found.o.sentToParent)
            await notify(tx, 'contents', parents, {
              title: `${found.studentName} 학생의 ${found.item.title} 결제 요청이 취소되었습니다.`,
              link: linkForStudent(LINK.contents, studentId),
            });
        }
      });
    },

    /** The values the Toss checkout needs for an order waiting for payment; the amount is the order's. */
    async tossCheckout(caller: Caller, id: number): Promise<TossCheckout> {
      const found = await visible(caller, id);
      if (!toss) throw new AppError('PAYMENT_METHOD_UNAVAILABLE');
      if (found.o.status !== 'awaiting_payment') throw new AppError('ORDER_NOT_AWAITING');
      await stillOnSale(found);
      return {
        clientKey: toss.clientKey,
        sdkUrl: toss.sdkUrl,
        orderId: found.o.paymentOrderId,
        orderName: cutText(found.item.title, 100),
        amount: found.o.amount,
        customerName: await repo.userName(caller.id),
      };
    },

    /**
     * Confirms a card payment the Toss checkout authorised. The order is claimed first by one
     * conditional update (waiting, this exact amount), so a tampered amount never reaches Toss and a
     * replayed or concurrent confirm charges once; the same payment confirmed again answers its receipt.
     */
    async tossConfirm(caller: Caller, input: TossConfirmInput): Promise<ContentOrder> {
      if (!toss) throw new AppError('PAYMENT_METHOD_UNAVAILABLE');
      const found = await repo.findByPaymentOrderId(input.orderId);
      if (!found) throw new AppError('NOT_FOUND');
      await family.studentScope(caller, found.o.studentId);
      if (input.amount !== found.o.amount) throw new AppError('PAYMENT_AMOUNT_MISMATCH');
      // Claimed with its check scheduled, in one transaction: whatever becomes of the confirm, the order
      // does not stay 'paying'.
      const claim = (how: (r: Omit<ContentsRepository, 'transaction'>, at: Date) => Promise<ContentOrderRow | undefined>) =>
        repo.transaction(async (r, tx) => {
          const at = now();
          const row = await how(r, at);
          if (row)
            await enqueueJob(
              tx,
              cardPaymentCheck,
              { orderId: row.id, payerId: caller.id },
              { runAt: new Date(at.getTime() + STALE_PAYING_MS + 5_000), key: checkKey(row.id), maxAttempts: 40 },
            );
          return row;
        });
      let claimed = await claim((r) => r.claimForPayment(input.orderId, input.amount, input.paymentKey));
      if (!claimed) {
        const current = await repo.findOrder(found.o.id);
        const same = current?.o.paymentKey === input.paymentKey;
        if (current?.o.status === 'paying') {
          // Another payment of it is being confirmed (her parent paying at the same moment): this one is never
          // confirmed, so nothing is charged, and she waits for no alarm (she was told one would come: an audit).
          if (!same)
            throw new AppError('ORDER_NOT_AWAITING', '다른 결제가 진행 중인 주문이라 이 결제는 승인하지 않았습니다. 결제된 금액은 없어요.');
          // A confirm whose answer from Toss was lost: the same payment may be confirmed again once the
          // first try is surely over (the idempotency key makes it one charge). Claimed again and its check
          // put off in one step: the check found nothing at Toss while this confirm was on its way, put the
          // order back, and the charge it then made was lost (a regression hunt).
          claimed = await claim((r, at) => r.reclaimStale(current.o.id, input.paymentKey, new Date(at.getTime() - STALE_PAYING_MS), at));
          if (!claimed) throw new AppError('PAYMENT_IN_PROGRESS');
        }
        // The same payment confirmed again (a reload of the success page): its receipt, charged once.
        else if (current && same) return reload(found.o.id);
        else throw new AppError('ORDER_NOT_AWAITING');
      }
      await confirmClaimed(toss, claimed, caller.id);
      return reload(claimed.id);
    },

    /**
     * The check of a claimed card payment (cardPaymentCheck): still 'paying' once its confirm is surely
     * over, it is whatever Toss says it is: paid when Toss has it done for this order and amount, else
     * waiting for payment again (never confirmed, refused, expired or cancelled), and the payer is told.
     * Toss not answering throws, and the job tries again later.
     */
    async checkCardPayment({ orderId, payerId }: { orderId: number; payerId: number }): Promise<void | { again: Date }> {
      const found = await repo.findOrder(orderId);
      if (!toss || !found || found.o.status !== 'paying' || !found.o.paymentKey) return;
      // Claimed again since (the same payment confirmed again): looked at once that try is surely over.
      const staleBefore = new Date(now().getTime() - STALE_PAYING_MS);
      if (found.o.updatedAt >= staleBefore) return { again: new Date(found.o.updatedAt.getTime() + STALE_PAYING_MS + 5_000) };
      const payment = await toss.lookup(found.o.paymentKey);
      if (payment?.status === 'DONE' && payment.orderId === found.o.paymentOrderId && payment.totalAmount === found.o.amount)
        return markCardPaid(orderId, found.o.paymentKey, payerId, true);
      await repo.transaction(async (r, tx) => {
        // Only this payment's claim: a confirm of it again may have been refused meanwhile, and another card claimed it.
        const row = await r.transition(
          orderId,
          ['paying'],
          { status: 'awaiting_payment', paymentKey: null },
          repo.claimUnmovedSince(found.o.paymentKey!, staleBefore),
        );
        if (!row) return;
        await notify(tx, 'contents', [payerId], {
          title: `${found.item.title} 카드 결제가 완료되지 않았습니다.`,
          body: '결제된 금액은 없어요. 다시 결제해 주세요.',
          link: linkForStudent(LINK.contents, found.o.studentId),
        });
      });
    },

    /** Asks for a cancellation with a reason; staff are told. */
    async requestCancel(caller: Caller, id: number, reason: string): Promise<ContentOrder> {
      const found = await visible(caller, id);
      const staff = await repo.staffIds();
      await repo.transaction(async (r, tx) => {
        const row = await r.transition(id, ['paid'], {
          status: 'cancel_requested',
          cancelReason: reason,
          cancelRequestedAt: now(),
          decisionReason: null,
          // A request after a refused one waits for a decision of its own.
          decidedBy: null,
        });
        if (!row) throw new AppError('ORDER_NOT_CANCELLABLE');
        await notify(tx, 'contents', staff, {
          title: `${found.studentName} 학생의 콘텐츠 취소 요청이 있습니다.`,
          body: `${found.item.title} · 사유: ${reason}`,
          link: LINK.staff,
          subject: cancelAsked(id),
        });
      });
      return reload(id);
    },

    /** 구매확정: the buyer keeps it (no cancellation afterwards). */
    async confirmPurchase(caller: Caller, id: number): Promise<ContentOrder> {
      await visible(caller, id);
      const row = await repo.transition(id, ['paid'], { status: 'confirmed', confirmedAt: now() });
      if (!row) throw new AppError('ORDER_NOT_CONFIRMABLE');
      return reload(id);
    },

    /** One student's centre billing of a month: every receipt that joined it, and what is billed. */
    async statement(caller: Caller, query: { studentId?: number; month?: string }): Promise<Statement> {
      const studentId = await family.studentScope(caller, query.studentId);
      const month = query.month ?? billingMonthOf(now());
      const [charges, refunds] = await Promise.all([
        repo.billingLines(studentId, month),
        repo.refundLines(studentId, month, billingMonthBounds(month)),
      ]);
      const line =
        (kind: 'charge' | 'refund') =>
        ({ o, item }: OrderView) => ({
          kind,
          orderId: o.id,
          title: item.title,
          paidAt: o.paidAt!.toISOString(),
          amount: o.amount,
          status: o.status as Exclude<OrderStatus, 'awaiting_payment' | 'paying'>,
          billingMonth: o.billingMonth!,
          cancelledAt: o.cancelledAt?.toISOString() ?? null,
          refundMonth: o.status === 'cancelled' && o.cancelledAt ? billingMonthOf(o.cancelledAt) : null,
        });
      const lines = [...charges.map(line('charge')), ...refunds.map(line('refund'))];
      const counted = (l: (typeof lines)[number]) =>
        l.kind === 'refund' ? -l.amount : l.refundMonth === null || l.refundMonth > month ? l.amount : 0;
      return {
        month,
        student: { id: studentId, name: await repo.userName(studentId) },
        lines,
        total: lines.reduce((sum, l) => sum + counted(l), 0),
      };
    },

    /** Staff: the whole catalogue, on sale or not. */
    async staffItems(query: PageQuery & { category?: ContentCategory }): Promise<Paged<ContentItem>> {
      return toPage(await presentItems(await repo.listItems({ category: query.category, onSaleOnly: false }, pageWindow(query))), query);
    },

    /** Staff add an item, with its cover (an upload of theirs, fresh and unattached, or nothing is added). */
    async createItem(caller: Caller, input: SaveContentItemInput): Promise<ContentItem> {
      const { coverId, ...values } = input;
      const row = await repo.transaction(async (r, tx) => {
        const inserted = await r.insertItem({ ...values, description: values.description ?? '', createdBy: caller.id });
        if (coverId) await files.attach(tx, { ids: [coverId], ownerId: caller.id, purpose: COVER, recordId: inserted.id });
        return inserted;
      });
      return getItem(row.id);
    },

    /** Staff change an item; a new cover replaces the old one, `null` removes it. Orders keep their amount. */
    async updateItem(caller: Caller, id: number, input: SaveContentItemInput): Promise<ContentItem> {
      const { coverId, ...values } = input;
      const current = (await coversOf([id])).get(id)?.[0]?.id ?? null;
      await repo.transaction(async (r, tx) => {
        if (!(await r.updateItem(id, { ...values, description: values.description ?? '' }))) throw new AppError('NOT_FOUND');
        if (coverId === undefined || coverId === current) return;
        await files.release(tx, COVER, id);
        if (coverId) await files.attach(tx, { ids: [coverId], ownerId: caller.id, purpose: COVER, recordId: id });
      });
      return getItem(id);
    },

    /** Staff: receipts, cancellation requests first; or the orders not paid yet. */
    async staffOrders(query: PageQuery & { status?: OrderStatus | 'awaiting' }): Promise<Paged<ContentOrder>> {
      return toPage(await presentOrders(await repo.listReceipts(query.status, pageWindow(query))), query);
    },

    /**
     * Staff approve a cancellation (the provider returns the money: a card payment is cancelled at
     * Toss, a billed one leaves the invoice) or refuse it with a reason. The family hears it.
     */
    async decideCancel(caller: Caller, id: number, input: CancellationDecisionInput): Promise<ContentOrder> {
      const found = await visible(caller, id);
      if (found.o.status !== 'cancel_requested') throw new AppError('CANCEL_NOT_REQUESTED');
      const approve = input.decision === 'approve';
      // One decision: the first staff member to claim the request decides it. Another's approval or
      // refusal at the same moment is told it is decided, and only an approval holding the claim
      // refunds (an audit saw a refusal win while the refund was on its way: refunded, yet still paid).
      if (!(await repo.claimDecision(id, caller.id))) throw new AppError('CANCEL_NOT_REQUESTED');
      // A card payment is refused a cancellation only while Toss still has it paid: an approval whose
      // answer was lost may have refunded it (refused after that, money and purchase disagreed).
      if (!approve && found.o.method === 'toss' && toss && found.o.paymentKey) {
        const payment = await toss.lookup(found.o.paymentKey).catch(() => 'unknown' as const);
        if (payment === 'unknown' || payment?.status !== 'DONE') {
          await repo.releaseDecision(id, caller.id);
          throw payment === 'unknown'
            ? new AppError('PAYMENT_FAILED', '결제사에 연결하지 못해 결제 상태를 확인하지 못했습니다. 잠시 후 다시 시도해 주세요.')
            : new AppError('ALREADY_REFUNDED');
        }
      }
      if (approve) {
        try {
          // Asked for again after a lapsed claim, the refund is the same try (its idempotency key at Toss).
          await providerOf(found.o.method).refund(found.o, found.o.cancelReason ?? '구매 취소');
        } catch (err) {
          // The next approval is another try: Toss would answer this one's key with this failure for 15 days.
          await repo.releaseDecision(id, caller.id, true);
          throw err;
        }
      }
      const tell = [found.o.studentId, ...(await family.parentsOf(found.o.studentId))];
      const held = repo.decidedBy(caller.id);
      await repo.transaction(async (r, tx) => {
        const row = approve
          ? await r.transition(id, ['cancel_requested'], { status: 'cancelled', cancelledAt: now() }, held)
          : await r.transition(id, ['cancel_requested'], { status: 'paid', decisionReason: input.reason ?? null }, held);
        if (!row) throw new AppError('CANCEL_NOT_REQUESTED');
        // Decided: every staff member's alarm of the request is answered (they stayed unread: an audit).
        await settleAlarms(tx, [cancelAsked(id)], now());
        await tellFamily(
          tx,
          { id: found.o.studentId, name: found.studentName },
          tell,
          `${found.item.title} 취소 요청이 ${approve ? '승인' : '반려'}되었습니다.`,
          {
            body: approve
              ? found.o.method === 'billing'
                ? `${wonLabel(found.o.amount)}이 청구서에서 빠집니다.`
                : `${wonLabel(found.o.amount)} 결제가 취소됩니다.`
              : `사유: ${input.reason}`,
            link: linkForStudent(LINK.receipts, found.o.studentId),
          },
        );
      });
      return reload(id);
    },

    /** Staff: each family's centre-billing total of a month. */
    async invoices(query: { month?: string }): Promise<Invoices> {
      const month = query.month ?? billingMonthOf(now());
      const rows = await repo.invoiceTotals(month, billingMonthBounds(month));
      const parents = await family.parentNames(rows.map((r) => r.studentId));
      return {
        month,
        results: rows.map((r) => ({
          student: { id: r.studentId, name: r.name },
          parents: parents.get(r.studentId) ?? [],
          count: r.count,
          total: r.total,
        })),
        total: rows.reduce((sum, r) => sum + r.total, 0),
      };
    },
  };
}
export type ContentsService = ReturnType<typeof contentsService>;
