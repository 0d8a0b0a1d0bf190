import { orderStatusLabels, type OrderStatus } from '@portal/contract/contents-labels';
import type { StatusTone } from '@/components/ui/status-badge/status-badge';

export {
  contentCategoryLabels,
  contentKindLabels,
  monthLabel,
  orderStatusLabels,
  paymentMethodLabels,
  wonLabel,
} from '@portal/contract/contents-labels';

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

/**
 * The title of the orders waiting for payment on the contents page: a student's own, or under a
 * parent's child's name (her requests, and checkouts left unfinished). The fail page names it too.
 */
export const awaitingTitle = (childName?: string) =>
  childName !== undefined ? `${childName} 학생의 결제 대기 주문` : '결제를 기다리는 주문';

/** The cancel-request form's draft key per order. */
export const cancelDraftKey = (id: number) => `contents-cancel:${id}`;
/** The staff catalogue form's draft key (a new item, or an edit). */
export const itemDraftKey = (id: number | 'new') => `contents-item:${id}`;
/** The staff refusal form's draft key per order. */
export const rejectDraftKey = (id: number) => `contents-reject:${id}`;
