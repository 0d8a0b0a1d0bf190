import { and, asc, desc, eq, gte, inArray, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { transactional, type Db } from '../../db/client';
import { contentItems, contentOrders, users } from '../../db/schema';

export type ContentItemRow = typeof contentItems.$inferSelect;
export type ContentOrderRow = typeof contentOrders.$inferSelect;
type Status = ContentOrderRow['status'];
type Category = ContentItemRow['category'];

const student = alias(users, 'content_order_student');
const requester = alias(users, 'content_order_requester');
const payer = alias(users, 'content_order_payer');

/** An order with its item and the names of the people on it. */
export type OrderView = {
  o: ContentOrderRow;
  item: Pick<ContentItemRow, 'id' | 'title' | 'category' | 'kind'>;
  studentName: string;
  requesterName: string;
  payerName: string | null;
};

/** How long a staff member's claim on a cancellation decision holds (a refund answers in seconds). */
const DECIDING_SECONDS = 120;

/** Receipts: every state after payment. */
const RECEIPT: Status[] = ['paid', 'cancel_requested', 'cancelled', 'confirmed'];
const AWAITING: Status[] = ['awaiting_payment', 'paying'];
/** What a month's invoice bills: paid orders not cancelled. */
const BILLED: Status[] = ['paid', 'cancel_requested', 'confirmed'];

/** Billed in a month before `month` and cancelled between `from` and `to` (`month`'s moments): credited on `month`. */
const refundedIn = (month: string, from: Date, to: Date) =>
  and(
    eq(contentOrders.method, 'billing'),
    eq(contentOrders.status, 'cancelled'),
    lt(contentOrders.billingMonth, month),
    gte(contentOrders.cancelledAt, from),
    lt(contentOrders.cancelledAt, to),
  );

function contentsQueries(db: Db) {
  const selectOrders = (where: SQL | undefined) =>
    db
      .select({
        o: contentOrders,
        item: { id: contentItems.id, title: contentItems.title, category: contentItems.category, kind: contentItems.kind },
        studentName: student.name,
        requesterName: requester.name,
        payerName: payer.name,
      })
      .from(contentOrders)
      .innerJoin(contentItems, eq(contentItems.id, contentOrders.itemId))
      .innerJoin(student, eq(student.id, contentOrders.studentId))
      .innerJoin(requester, eq(requester.id, contentOrders.requestedBy))
      .leftJoin(payer, eq(payer.id, contentOrders.paidBy))
      .where(where);

  return {
    /** The condition that the decision on an order is held by this staff member (repository.claimDecision). */
    decidedBy: (staffId: number) => eq(contentOrders.decidedBy, staffId),
    /** The condition that an order is claimed by this card payment (claimForPayment). */
    claimedBy: (paymentKey: string) => eq(contentOrders.paymentKey, paymentKey),
    /** The condition that an order is claimed by this payment and has not moved since `at` (no confirm of it under way). */
    claimUnmovedSince: (paymentKey: string, at: Date) => and(eq(contentOrders.paymentKey, paymentKey), lt(contentOrders.updatedAt, at)),
    /**
     * The condition under which Toss's DONE for a payment makes its order paid: claimed by that payment,
     * or put back to waiting meanwhile (its check found nothing while this confirm was on its way).
     */
    payableBy: (paymentKey: string) => or(eq(contentOrders.paymentKey, paymentKey), eq(contentOrders.status, 'awaiting_payment')),

    /**
     * Claims again an order whose card confirm lost its answer, for the same payment confirmed again,
     * once it has not moved since `staleBefore`; answers the row, or nothing when another try has it.
     */
    async reclaimStale(id: number, paymentKey: string, staleBefore: Date, at: Date) {
      const [row] = await db
        .update(contentOrders)
        .set({ updatedAt: at })
        .where(
          and(
            eq(contentOrders.id, id),
            eq(contentOrders.status, 'paying'),
            eq(contentOrders.paymentKey, paymentKey),
            lt(contentOrders.updatedAt, staleBefore),
          ),
        )
        .returning();
      return row;
    },
    async findItem(id: number): Promise<ContentItemRow | undefined> {
      const [row] = await db.select().from(contentItems).where(eq(contentItems.id, id)).limit(1);
      return row;
    },

    /** Newest first, in one category or all; only what is on sale unless staff ask. */
    async listItems(filter: { category?: Category; onSaleOnly: boolean }, page: { limit: number; offset: number }) {
      return db
        .select()
        .from(contentItems)
        .where(
          and(
            filter.category ? eq(contentItems.category, filter.category) : undefined,
            filter.onSaleOnly ? eq(contentItems.onSale, true) : undefined,
          ),
        )
        .orderBy(desc(contentItems.createdAt), desc(contentItems.id))
        .limit(page.limit)
        .offset(page.offset);
    },

    async insertItem(values: typeof contentItems.$inferInsert) {
      const [row] = await db.insert(contentItems).values(values).returning();
      return row!;
    },

    async updateItem(id: number, values: Partial<typeof contentItems.$inferInsert>) {
      const [row] = await db
        .update(contentItems)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(contentItems.id, id))
        .returning();
      return row;
    },

    /**
     * A new order, unless the student already has a live one of this item (the partial unique index
     * decides, so two taps at once make one order): answers undefined then.
     */
    async insertOrder(values: typeof contentOrders.$inferInsert): Promise<ContentOrderRow | undefined> {
      const [row] = await db.insert(contentOrders).values(values).onConflictDoNothing().returning();
      return row;
    },

    /** The student's order of an item that is not cancelled (at most one: the live index). */
    async liveOrderOf(studentId: number, itemId: number) {
      const [row] = await db
        .select({ id: contentOrders.id, status: contentOrders.status, sentToParent: contentOrders.sentToParent })
        .from(contentOrders)
        .where(and(eq(contentOrders.studentId, studentId), eq(contentOrders.itemId, itemId), ne(contentOrders.status, 'cancelled')))
        .limit(1);
      return row;
    },

    async findOrder(id: number): Promise<OrderView | undefined> {
      const [row] = await selectOrders(eq(contentOrders.id, id)).limit(1);
      return row;
    },

    async findByPaymentOrderId(paymentOrderId: string): Promise<OrderView | undefined> {
      const [row] = await selectOrders(eq(contentOrders.paymentOrderId, paymentOrderId)).limit(1);
      return row;
    },

    /** One student's receipts (newest payment first) or her orders waiting for payment (newest first). */
    async listOfStudent(studentId: number, view: 'receipts' | 'awaiting', page: { limit: number; offset: number }) {
      return selectOrders(
        and(eq(contentOrders.studentId, studentId), inArray(contentOrders.status, view === 'receipts' ? RECEIPT : AWAITING)),
      )
        .orderBy(desc(view === 'receipts' ? contentOrders.paidAt : contentOrders.createdAt), desc(contentOrders.id))
        .limit(page.limit)
        .offset(page.offset);
    },

    /**
     * Staff: receipts in one state (or all), cancellation requests first, then the newest; or the orders
     * not paid yet (`awaiting`), the newest first.
     */
    async listReceipts(status: Status | 'awaiting' | undefined, page: { limit: number; offset: number }) {
      const awaiting = status === 'awaiting';
      return selectOrders(
        awaiting
          ? inArray(contentOrders.status, AWAITING)
          : status
            ? eq(contentOrders.status, status)
            : inArray(contentOrders.status, RECEIPT),
      )
        .orderBy(
          ...(awaiting
            ? [desc(contentOrders.createdAt)]
            : [sql`${contentOrders.status} = 'cancel_requested' desc`, desc(contentOrders.paidAt)]),
          desc(contentOrders.id),
        )
        .limit(page.limit)
        .offset(page.offset);
    },

    /**
     * One conditional transition (`WHERE status IN from`, and any extra condition): answers the row
     * when it moved, else undefined. Two people acting at once cannot both win.
     */
    async transition(id: number, from: Status[], set: Partial<typeof contentOrders.$inferInsert>, extra?: SQL) {
      const [row] = await db
        .update(contentOrders)
        .set({ ...set, updatedAt: sql`now()` })
        .where(and(eq(contentOrders.id, id), inArray(contentOrders.status, from), extra))
        .returning();
      return row;
    },

    /**
     * Claims a cancellation request for one staff member's decision: the first to claim it decides it,
     * and only an approval that holds the claim refunds. A claim left by a decision that never finished
     * (its server stopped) lapses after DECIDING_SECONDS.
     */
    async claimDecision(id: number, staffId: number) {
      const [row] = await db
        .update(contentOrders)
        .set({ decidedBy: staffId, updatedAt: sql`now()` })
        .where(
          and(
            eq(contentOrders.id, id),
            eq(contentOrders.status, 'cancel_requested'),
            or(isNull(contentOrders.decidedBy), sql`${contentOrders.updatedAt} < now() - make_interval(secs => ${DECIDING_SECONDS})`),
          ),
        )
        .returning();
      return row;
    },
    /**
     * Lets go of a claim whose refund failed (or whose refusal could not be checked): the request waits
     * for a decision again, and a failed refund's next try is numbered anew (its Idempotency-Key).
     */
    async releaseDecision(id: number, staffId: number, refundFailed = false) {
      await db
        .update(contentOrders)
        .set({
          decidedBy: null,
          updatedAt: sql`now()`,
          ...(refundFailed ? { refundAttempt: sql`${contentOrders.refundAttempt} + 1` } : {}),
        })
        .where(and(eq(contentOrders.id, id), eq(contentOrders.status, 'cancel_requested'), eq(contentOrders.decidedBy, staffId)));
    },

    /**
     * Claims an order for a card payment: only one confirm of an order waiting for payment, for its
     * exact amount, gets the row (a replayed or concurrent confirm finds it claimed).
     */
    async claimForPayment(paymentOrderId: string, amount: number, paymentKey: string) {
      const [row] = await db
        .update(contentOrders)
        .set({ status: 'paying', paymentKey, updatedAt: sql`now()` })
        .where(
          and(
            eq(contentOrders.paymentOrderId, paymentOrderId),
            eq(contentOrders.status, 'awaiting_payment'),
            eq(contentOrders.amount, amount),
          ),
        )
        .returning();
      return row;
    },

    /** Answers whether an order waiting for payment was removed. */
    async removeAwaiting(id: number) {
      const rows = await db
        .delete(contentOrders)
        .where(and(eq(contentOrders.id, id), eq(contentOrders.status, 'awaiting_payment')))
        .returning({ id: contentOrders.id });
      return rows.length > 0;
    },

    /** A student's centre-billing receipts of one invoice month, in order of payment. */
    async billingLines(studentId: number, month: string) {
      return selectOrders(
        and(
          eq(contentOrders.studentId, studentId),
          eq(contentOrders.method, 'billing'),
          eq(contentOrders.billingMonth, month),
          inArray(contentOrders.status, RECEIPT),
        ),
      ).orderBy(asc(contentOrders.paidAt), asc(contentOrders.id));
    },

    /** Her billed orders of earlier months cancelled between `from` and `to` (a month's moments): credited on it. */
    async refundLines(studentId: number, month: string, { from, to }: { from: Date; to: Date }) {
      return selectOrders(and(eq(contentOrders.studentId, studentId), refundedIn(month, from, to))).orderBy(
        asc(contentOrders.cancelledAt),
        asc(contentOrders.id),
      );
    },

    /**
     * Each student's billed total of one month: what she bought in it and did not cancel in it (a
     * cancellation after the month stays billed, credited later), less what bought earlier she
     * cancelled in it. Students with only a credit are listed too (a negative total).
     */
    async invoiceTotals(month: string, { from, to }: { from: Date; to: Date }) {
      const charged = and(
        eq(contentOrders.billingMonth, month),
        or(inArray(contentOrders.status, BILLED), and(eq(contentOrders.status, 'cancelled'), gte(contentOrders.cancelledAt, to))),
      );
      const refunded = refundedIn(month, from, to);
      return db
        .select({
          studentId: contentOrders.studentId,
          name: student.name,
          count: sql<number>`(count(*) filter (where ${charged}))::int`,
          total: sql<number>`(coalesce(sum(${contentOrders.amount}) filter (where ${charged}), 0) - coalesce(sum(${contentOrders.amount}) filter (where ${refunded}), 0))::int`,
        })
        .from(contentOrders)
        .innerJoin(student, eq(student.id, contentOrders.studentId))
        .where(and(eq(contentOrders.method, 'billing'), or(charged, refunded)))
        .groupBy(contentOrders.studentId, student.name)
        .orderBy(asc(student.name));
    },

    async userName(id: number) {
      const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, id)).limit(1);
      return row?.name ?? '';
    },

    async staffIds() {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.category, ['teacher', 'admin']), eq(users.isActive, true)));
      return rows.map((r) => r.id);
    },
  };
}

/** The module's queries, and `transaction` to run several at once (with notify and the files module's attach). */
export function contentsRepository(db: Db) {
  return { ...contentsQueries(db), transaction: transactional(db, contentsQueries) };
}
export type ContentsRepository = ReturnType<typeof contentsRepository>;
