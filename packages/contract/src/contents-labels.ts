/**
 * The contents (paid study material) vocabulary without any schema: categories, kinds, order states
 * and payment methods with their Korean names. Zod-free, so the list and receipt screens do not ship
 * the validation library (`@portal/contract/contents-labels`).
 */

import type { FileRule } from './files-labels';
import { groupDigits } from './numbers';

export const contentCategories = ['korean', 'math', 'english', 'inquiry'] as const;
export type ContentCategory = (typeof contentCategories)[number];
export const contentCategoryLabels: Record<ContentCategory, string> = { korean: '국어', math: '수학', english: '영어', inquiry: '탐구' };

export const contentKinds = ['lecture', 'workbook'] as const;
export type ContentKind = (typeof contentKinds)[number];
export const contentKindLabels: Record<ContentKind, string> = { lecture: '강의', workbook: '문제집' };

/**
 * An order's life: waiting for payment (a student's request to her parent, or a checkout not finished),
 * paying (the card payment is being confirmed with Toss), then the receipt states of the spec.
 */
export const orderStatuses = ['awaiting_payment', 'paying', 'paid', 'cancel_requested', 'cancelled', 'confirmed'] as const;
export type OrderStatus = (typeof orderStatuses)[number];
export const orderStatusLabels: Record<OrderStatus, string> = {
  awaiting_payment: '결제 대기',
  paying: '결제 확인 중',
  paid: '구매완료',
  cancel_requested: '취소요청',
  cancelled: '구매취소',
  confirmed: '구매확정',
};
/** The states a receipt can be in (an order that was paid). */
export const receiptStatuses = ['paid', 'cancel_requested', 'cancelled', 'confirmed'] as const satisfies readonly OrderStatus[];

/** How an order is paid: added to the month's centre invoice, or by card through Toss Payments. */
export const paymentMethods = ['billing', 'toss'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];
export const paymentMethodLabels: Record<PaymentMethod, string> = { billing: '학원비 청구', toss: '토스페이먼츠' };

/** "12,000원". */
export const wonLabel = (amount: number) => `${groupDigits(amount)}원`;

/** "2026년 11월" of a `YYYY-MM` month. */
export const monthLabel = (month: string) => `${Number(month.slice(0, 4))}년 ${Number(month.slice(5, 7))}월`;

/** 콘텐츠 표지: a picture of the lecture or workbook, shown on every card (no HEIC: browsers cannot draw it). */
export const contentCoverFileRule: FileRule = {
  label: '표지 사진',
  maxBytes: 5 * 1024 * 1024,
  types: ['image/jpeg', 'image/png', 'image/webp'],
  maxPerRecord: 1,
  accepts: '사진(JPG, PNG, WebP)',
};
