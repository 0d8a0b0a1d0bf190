import { AppError } from '../../../http/errors';
import type { PaymentProvider } from './provider';

export type TossConfig = { clientKey: string; secretKey: string; apiUrl: string; sdkUrl: string };

/** What Toss answers about a payment (the fields this module reads). */
type TossPayment = { paymentKey: string; orderId: string; status: string; totalAmount: number };

/** A refusal by Toss: its code and its (Korean) message; `NETWORK` when no answer came. */
export class TossError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/**
 * Whether Toss may have done what it was asked although the call failed: no answer (a timeout, a
 * dropped connection) or a failure of its own (5xx). Only a refusal (4xx) says nothing happened.
 */
export const outcomeUnknown = (e: unknown) => e instanceof TossError && (e.code === 'NETWORK' || e.status >= 500);

/**
 * The Idempotency-Key of a refund try: the payment's own for the first (as before the attempts were
 * counted), numbered after a failed one. Toss answers a key with its first answer for 15 days, so a
 * refund that failed once under one key for ever failed again (an audit).
 */
const refundKey = (paymentKey: string, attempt: number) => (attempt ? `cancel-${paymentKey}-${attempt}` : `cancel-${paymentKey}`);

/**
 * Toss Payments (the public v1 API): a payment the browser's checkout authorised is confirmed on the
 * server with the secret key (Basic auth, the key and a colon), and an approved cancellation refunds
 * it. Every POST carries an `Idempotency-Key` made from the payment (and a refund's try), so a retried
 * confirm or refund is answered by Toss with the first result instead of charging or refunding twice.
 */
export function tossProvider(config: TossConfig, fetchImpl: typeof fetch = fetch) {
  const authorization = `Basic ${Buffer.from(`${config.secretKey}:`).toString('base64')}`;

  /** A POST with its idempotency key, or a GET. */
  async function call(path: string, post?: { body: unknown; idempotencyKey: string }): Promise<TossPayment> {
    let res: Response;
    try {
      res = await fetchImpl(`${config.apiUrl.replace(/\/$/, '')}${path}`, {
        method: post ? 'POST' : 'GET',
        headers: post
          ? { Authorization: authorization, 'Content-Type': 'application/json', 'Idempotency-Key': post.idempotencyKey }
          : { Authorization: authorization },
        body: post ? JSON.stringify(post.body) : undefined,
        signal: AbortSignal.timeout(30_000),
      });
    } catch {
      throw new TossError('NETWORK', '결제사에 연결하지 못했습니다.', 502);
    }
    const json = (await res.json().catch(() => ({}))) as Partial<TossPayment> & { code?: string; message?: string };
    if (!res.ok) throw new TossError(json.code ?? 'UNKNOWN', json.message ?? '', res.status);
    return json as TossPayment;
  }

  /** A payment as Toss has it now, or null when Toss knows no such payment. */
  async function lookup(paymentKey: string): Promise<TossPayment | null> {
    try {
      return await call(`/v1/payments/${encodeURIComponent(paymentKey)}`);
    } catch (e) {
      if (e instanceof TossError && e.status === 404) return null;
      throw e;
    }
  }

  return {
    method: 'toss' as const,
    clientKey: config.clientKey,
    sdkUrl: config.sdkUrl,

    /**
     * Confirms an authorised payment for exactly this order and amount; throws TossError when refused.
     * Keyed by the payment, not the order: a card refused leaves the order waiting, and the next card's
     * confirm under the order's key was answered with the first card's refusal, every time (an audit).
     */
    async confirm(input: { paymentKey: string; orderId: string; amount: number }): Promise<TossPayment> {
      const payment = await call('/v1/payments/confirm', { body: input, idempotencyKey: `confirm-${input.paymentKey}` });
      if (payment.status !== 'DONE' || payment.orderId !== input.orderId || payment.totalAmount !== input.amount)
        throw new TossError('UNEXPECTED_PAYMENT', '결제 승인 결과가 주문과 다릅니다.', 502);
      return payment;
    },

    lookup,

    /**
     * Refunds the whole payment under the key of the order's try (`refundAttempt`, raised by the service
     * after each try that failed). A try after a failed one asks Toss first: cancelled means refunded
     * (that try's answer was lost, or Toss finished it); still paid means no try refunded anything, so
     * the new key cannot refund twice (and a whole payment is cancelled once at most). Without Toss's
     * word nothing is sent.
     */
    async refund(order: { paymentKey: string | null; refundAttempt: number }, reason: string): Promise<void> {
      if (!order.paymentKey) throw new AppError('PAYMENT_FAILED');
      if (order.refundAttempt > 0) {
        const payment = await lookup(order.paymentKey).catch(() => {
          throw new AppError('PAYMENT_FAILED', '결제사에 연결하지 못해 환불 여부를 확인하지 못했습니다. 잠시 후 다시 승인해 주세요.');
        });
        if (payment?.status === 'CANCELED') return;
      }
      try {
        await call(`/v1/payments/${encodeURIComponent(order.paymentKey)}/cancel`, {
          body: { cancelReason: reason },
          idempotencyKey: refundKey(order.paymentKey, order.refundAttempt),
        });
      } catch (e) {
        // Cancelled before (by the dashboard or an earlier try): the money is back already.
        if (e instanceof TossError && e.code === 'ALREADY_CANCELED_PAYMENT') return;
        // Perhaps refunded: approving again asks Toss first (refunded once); so does a refusal.
        if (outcomeUnknown(e)) throw new AppError('PAYMENT_FAILED', '환불 결과를 확인하지 못했습니다. 잠시 후 다시 승인해 주세요.');
        if (e instanceof TossError) throw new AppError('PAYMENT_FAILED', `결제를 취소하지 못했습니다. ${e.message}`.trim());
        throw e;
      }
    },
  } satisfies PaymentProvider & Record<string, unknown>;
}
export type TossProvider = ReturnType<typeof tossProvider>;
