import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * 콘텐츠: paid study material (lectures, workbooks) staff sell to students. The cover picture is an
 * `attachments` row of purpose `content-cover` attached to this id.
 */
export const contentItems = pgTable(
  'content_items',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    category: text('category', { enum: ['korean', 'math', 'english', 'inquiry'] }).notNull(),
    kind: text('kind', { enum: ['lecture', 'workbook'] }).notNull(),
    author: text('author').notNull(),
    summary: text('summary').notNull(),
    description: text('description').notNull().default(''),
    price: integer('price').notNull(),
    onSale: boolean('on_sale').notNull().default(true),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('content_items_category_idx').on(t.category, t.createdAt), check('content_items_price_positive', sql`${t.price} > 0`)],
);

/**
 * An order of one item for one student, and once paid its receipt. The amount is copied from the
 * item when the order is made (a later price change does not touch it). `payment_order_id` is the
 * order id Toss Payments sees; `payment_key` is Toss's id of the payment, unique, so one payment can
 * settle one order only.
 */
export const contentOrders = pgTable(
  'content_orders',
  {
    id: serial('id').primaryKey(),
    paymentOrderId: uuid('payment_order_id').notNull().unique(),
    itemId: integer('item_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'restrict' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestedBy: integer('requested_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    paidBy: integer('paid_by').references(() => users.id, { onDelete: 'set null' }),
    amount: integer('amount').notNull(),
    status: text('status', { enum: ['awaiting_payment', 'paying', 'paid', 'cancel_requested', 'cancelled', 'confirmed'] }).notNull(),
    sentToParent: boolean('sent_to_parent').notNull().default(false),
    method: text('method', { enum: ['billing', 'toss'] }),
    billingMonth: text('billing_month'),
    paymentKey: text('payment_key').unique(),
    /**
     * Refund tries that ended without a refund: the next try's Idempotency-Key at Toss carries it, as Toss
     * answers a key with its first answer for 15 days (a refund that failed once failed every time after).
     */
    refundAttempt: integer('refund_attempt').notNull().default(0),
    cancelReason: text('cancel_reason'),
    decisionReason: text('decision_reason'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    cancelRequestedAt: timestamp('cancel_requested_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One live order per student and item: bought once, asked for once (cancelled ones may be bought again).
    uniqueIndex('content_orders_live_idx')
      .on(t.studentId, t.itemId)
      .where(sql`${t.status} <> 'cancelled'`),
    index('content_orders_student_idx').on(t.studentId, t.createdAt),
    index('content_orders_status_idx').on(t.status, t.createdAt),
    index('content_orders_billing_idx').on(t.billingMonth, t.studentId),
    check('content_orders_amount_positive', sql`${t.amount} > 0`),
    // A paid order says how and when; centre billing names its month.
    check(
      'content_orders_paid_shape',
      sql`${t.status} in ('awaiting_payment', 'paying') or (${t.method} is not null and ${t.paidAt} is not null and (${t.method} <> 'billing' or ${t.billingMonth} is not null))`,
    ),
  ],
);
