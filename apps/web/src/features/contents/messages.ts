import {
  contentCategories,
  contentCategoryLabels,
  orderStatusLabels,
  type ContentCategory,
  type OrderStatus,
} from '@portal/contract/contents-labels';
import { seoulDate } from '@portal/contract/dates';
import type { StatusTone } from '@/components/ui/status-badge/status-badge';
import type { ContentFilter } from './api/queries';

export {
  contentCategoryLabels,
  contentKindLabels,
  monthLabel,
  orderStatusLabels,
  paymentMethodLabels,
  wonLabel,
} from '@portal/contract/contents-labels';

/** The chips of the catalogue: 전체 first, then each subject. */
export const filterOptions: { value: ContentFilter; label: string }[] = [
  { value: 'all', label: '전체' },
  ...contentCategories.map((c: ContentCategory) => ({ value: c, label: contentCategoryLabels[c] })),
];

/** The colour of each receipt state (the word carries the meaning). */
export const statusTone: Record<OrderStatus, StatusTone> = {
  awaiting_payment: 'warning',
  paying: 'warning',
  paid: 'info',
  cancel_requested: 'warning',
  cancelled: 'neutral',
  confirmed: 'success',
};

export const statusLabel = (s: OrderStatus) => orderStatusLabels[s];

/** `YYYY-MM` of a month `delta` months from `month`. */
export function shiftMonth(month: string, delta: number): string {
  const total = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + delta;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
}

/** This month in Seoul, `YYYY-MM`. */
export function seoulMonth(now: Date = new Date()): string {
  return seoulDate(now).slice(0, 7);
}

/** The cancel-request form's draft key per order. */
export const cancelDraftKey = (id: number) => `contents-cancel:${id}`;
/** The staff catalogue form's draft key (a new item, or an edit). */
export const itemDraftKey = (id: number | 'new') => `contents-item:${id}`;
/** The staff refusal form's draft key per order. */
export const rejectDraftKey = (id: number) => `contents-reject:${id}`;
