import type { PaymentMethod } from '@portal/contract';

/**
 * How an order is paid and refunded. Each provider settles money its own way; the service keeps the
 * order's state with conditional updates, so a provider is called once per payment and per refund.
 */
export interface PaymentProvider {
  readonly method: PaymentMethod;
  /** Returns the money of a paid order (an approved cancellation). Throws `AppError` when it could not. */
  refund(order: { paymentKey: string | null; amount: number; refundAttempt: number }, reason: string): Promise<void>;
}
