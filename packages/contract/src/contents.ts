import { z } from 'zod';
import { dbId, dbIdText, dbText, pageQuery, studentQuery } from './common';
import { contentCategories, contentKinds, orderStatuses, paymentMethods, receiptStatuses } from './contents-labels';
import { attachmentId } from './files';
export * from './contents-labels';

export const contentCategory = z.enum(contentCategories, { error: '과목을 선택해 주세요.' });
export const contentKind = z.enum(contentKinds, { error: '종류를 선택해 주세요.' });

/** Prices are whole won, from 100원 to 1,000,000원. */
export const CONTENT_PRICE_MAX = 1_000_000;

/** One item of the catalogue as everyone sees it. */
export const contentItem = z.object({
  id: z.number().int(),
  title: z.string(),
  category: contentCategory,
  kind: contentKind,
  author: z.string(),
  summary: z.string(),
  description: z.string(),
  price: z.number().int(),
  onSale: z.boolean(),
  /** The cover picture (an `attachments` id of purpose `content-cover`), or none. */
  coverId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ContentItem = z.infer<typeof contentItem>;

/**
 * One item with the student's live order of it (bought, or waiting for payment): the page says so
 * instead of offering to buy it again. Null for staff, and when she has none.
 */
export const contentItemDetail = contentItem.extend({
  order: z.object({ id: z.number().int(), status: z.enum(orderStatuses), sentToParent: z.boolean() }).nullable(),
});
export type ContentItemDetail = z.infer<typeof contentItemDetail>;

export const contentListQuery = pageQuery.extend({ category: contentCategory.optional() });
export type ContentListQuery = z.input<typeof contentListQuery>;

const title = dbText('제목을 입력해 주세요.')
  .trim()
  .min(1, { error: '제목을 입력해 주세요.' })
  .max(60, { error: '제목은 60자까지 입력할 수 있습니다.' });

/** Staff add or change an item of the catalogue (a cover picture uploaded first, purpose `content-cover`). */
export const saveContentItemInput = z.object({
  title,
  category: contentCategory,
  kind: contentKind,
  author: dbText('강사 또는 저자를 입력해 주세요.')
    .trim()
    .min(1, { error: '강사 또는 저자를 입력해 주세요.' })
    .max(30, { error: '강사 또는 저자는 30자까지 입력할 수 있습니다.' }),
  summary: dbText('한 줄 소개를 입력해 주세요.')
    .trim()
    .min(1, { error: '한 줄 소개를 입력해 주세요.' })
    .max(80, { error: '한 줄 소개는 80자까지 입력할 수 있습니다.' }),
  description: dbText().trim().max(2000, { error: '설명은 2000자까지 입력할 수 있습니다.' }).default(''),
  price: z
    .number({ error: '가격을 숫자로 입력해 주세요.' })
    .int({ error: '가격은 원 단위로 입력해 주세요.' })
    .min(100, { error: '가격은 100원 이상이어야 합니다.' })
    .max(CONTENT_PRICE_MAX, { error: '가격은 1,000,000원까지 정할 수 있습니다.' }),
  onSale: z.boolean({ error: '판매 여부를 선택해 주세요.' }),
  coverId: attachmentId.nullable().optional(),
});
export type SaveContentItemInput = z.input<typeof saveContentItemInput>;

const person = z.object({ id: z.number().int(), name: z.string() });

/** An order and, once paid, its receipt. */
export const contentOrder = z.object({
  id: z.number().int(),
  item: z.object({ id: z.number().int(), title: z.string(), category: contentCategory, kind: contentKind, coverId: z.string().nullable() }),
  student: person,
  requestedBy: person,
  /** Whoever paid (the student herself or a parent), once paid. */
  paidBy: person.nullable(),
  amount: z.number().int(),
  status: z.enum(orderStatuses),
  /** A request the student sent to her parent to pay. */
  sentToParent: z.boolean(),
  method: z.enum(paymentMethods).nullable(),
  /** Centre billing: the invoice month (`YYYY-MM`, Seoul) the amount joined. */
  billingMonth: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  cancelRequestedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  /** Why staff refused a cancellation. */
  decisionReason: z.string().nullable(),
});
export type ContentOrder = z.infer<typeof contentOrder>;

/**
 * A purchase: `billing` buys at once on the centre invoice; `toss` opens an order to pay by card;
 * `parent` (a student only) sends it to her parents to pay. A parent names the child it is for.
 */
export const createOrderInput = z.object({
  itemId: dbId('콘텐츠를 골라 주세요.'),
  studentId: dbId('학생 번호가 올바르지 않습니다.').optional(),
  payWith: z.enum(['billing', 'toss', 'parent'], { error: '결제 방법을 선택해 주세요.' }),
  /** The price she was shown (the portal sends it): refused when staff changed it meanwhile. */
  amount: z
    .number({ error: '가격이 올바르지 않습니다.' })
    .int({ error: '가격이 올바르지 않습니다.' })
    .min(0, { error: '가격이 올바르지 않습니다.' })
    .max(CONTENT_PRICE_MAX, { error: '가격이 올바르지 않습니다.' })
    .optional(),
});
export type CreateOrderInput = z.infer<typeof createOrderInput>;

/** Paying an order that waits (a parent paying her child's request, or anyone switching to centre billing). */
export const payOrderInput = z.object({ method: z.literal('billing', { error: '결제 방법을 선택해 주세요.' }) });

/** Receipts (paid, in any later state) or orders waiting for payment, of one student. */
export const orderListQuery = pageQuery.extend(studentQuery.shape).extend({
  view: z.enum(['receipts', 'awaiting'], { error: '목록 종류가 올바르지 않습니다.' }).default('receipts'),
});
export type OrderListQuery = z.input<typeof orderListQuery>;

/** What the browser needs to open the Toss Payments checkout for an order (never the secret key). */
export const tossCheckout = z.object({
  clientKey: z.string(),
  sdkUrl: z.string(),
  orderId: z.string(),
  orderName: z.string(),
  amount: z.number().int(),
  customerName: z.string(),
});
export type TossCheckout = z.infer<typeof tossCheckout>;

/** The payment methods this centre offers, and Toss's public settings when it is configured. */
export const paymentOptions = z.object({
  methods: z.array(z.enum(paymentMethods)),
  toss: z.object({ clientKey: z.string(), sdkUrl: z.string() }).nullable(),
  /** The caller is a student with a linked parent whose account is on: she may ask her parents to pay. */
  askParent: z.boolean(),
});
export type PaymentOptions = z.infer<typeof paymentOptions>;

/** What Toss put on the successUrl; the amount is checked against the order, never trusted. */
export const tossConfirmInput = z.object({
  paymentKey: dbText('결제 정보가 올바르지 않습니다.')
    .min(1, { error: '결제 정보가 올바르지 않습니다.' })
    .max(200, { error: '결제 정보가 올바르지 않습니다.' }),
  orderId: z.uuid({ error: '주문 번호가 올바르지 않습니다.' }),
  amount: z.coerce
    .number({ error: '결제 금액이 올바르지 않습니다.' })
    .int({ error: '결제 금액이 올바르지 않습니다.' })
    .min(0)
    .max(CONTENT_PRICE_MAX * 10),
});
export type TossConfirmInput = z.infer<typeof tossConfirmInput>;

/** A cancellation asked for, with its reason. */
export const cancelOrderInput = z.object({
  reason: dbText('취소 사유를 입력해 주세요.')
    .trim()
    .min(1, { error: '취소 사유를 입력해 주세요.', abort: true })
    .min(2, { error: '취소 사유를 2자 이상 입력해 주세요.' })
    .max(200, { error: '취소 사유는 200자까지 입력할 수 있습니다.' }),
});
export type CancelOrderInput = z.infer<typeof cancelOrderInput>;

/** Staff approve a cancellation (the payment is returned) or refuse it with a reason. */
export const cancellationDecisionInput = z
  .object({
    decision: z.enum(['approve', 'reject'], { error: '승인 또는 반려를 선택해 주세요.' }),
    reason: dbText().trim().max(200, { error: '사유는 200자까지 입력할 수 있습니다.' }).optional(),
  })
  .refine((v) => v.decision === 'approve' || !!v.reason, { error: '반려 사유를 입력해 주세요.', path: ['reason'] });
export type CancellationDecisionInput = z.infer<typeof cancellationDecisionInput>;

const month = z
  .string({ error: '월을 선택해 주세요.' })
  .regex(/^(19|2\d)\d{2}-(0[1-9]|1[0-2])$/, { error: '월 형식이 올바르지 않습니다.' });

/** A month's statement of one student's centre billing (`YYYY-MM`; this month when left out). */
export const statementQuery = studentQuery.extend({ month: month.optional() });
export type StatementQuery = z.input<typeof statementQuery>;

export const statement = z.object({
  month: z.string(),
  student: person,
  lines: z.array(
    z.object({
      /**
       * `charge`: bought in this month. `refund`: bought and billed in an earlier month (`billingMonth`),
       * cancelled in this one: its amount is taken off this month's total.
       */
      kind: z.enum(['charge', 'refund']),
      orderId: z.number().int(),
      title: z.string(),
      paidAt: z.string(),
      amount: z.number().int(),
      status: z.enum(receiptStatuses),
      billingMonth: z.string(),
      /** Cancelled: when, and the month whose invoice it leaves (its own) or is credited on (a later one). */
      cancelledAt: z.string().nullable(),
      refundMonth: z.string().nullable(),
    }),
  ),
  /**
   * What is billed: the charges not cancelled within the month (one cancelled later stays, its month's
   * invoice having gone out), less the refunds.
   */
  total: z.number().int(),
});
export type Statement = z.infer<typeof statement>;

/** Staff lists of orders: waiting for a cancellation decision, or every receipt. */
export const staffOrderQuery = pageQuery.extend({
  // `awaiting`: orders not paid yet (결제 대기, 결제 중), to follow up with a family.
  status: z.enum([...receiptStatuses, 'awaiting'], { error: '상태가 올바르지 않습니다.' }).optional(),
});
export type StaffOrderQuery = z.input<typeof staffOrderQuery>;

export const invoiceQuery = z.object({ month: month.optional() });
export const invoices = z.object({
  month: z.string(),
  results: z.array(z.object({ student: person, parents: z.array(z.string()), count: z.number().int(), total: z.number().int() })),
  total: z.number().int(),
});
export type Invoices = z.infer<typeof invoices>;

export const orderIdParam = z.object({ id: dbIdText() });
