import { AppError } from '../../../http/errors';
import type { PaymentProvider } from './provider';

export type TossConfig = { clientKey: string; secretKey: string; apiUrl: string; sdkUrl: string };

/** What Toss answers about a payment (the fields this module reads). */
type TossPayment = { paymentKey: string; orderId: string; status: string; totalAmount: number };

/** A refusal by Toss: its code and its (Korean) message. */
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
 * Toss Payments (the public v1 API): a payment the browser's checkout authorised is confirmed on the
 * server with the secret key (Basic auth, the key and a colon), and an approved cancellation refunds
 * it. Every POST carries an `Idempotency-Key` made from the order or the payment, so a retried
 * confirm or refund is answered by Toss with the first result instead of charging or refunding twice.
 */
export function tossProvider(config: TossConfig, fetchImpl: typeof fetch = fetch) {
  const authorization = `Basic ${Buffer.from(`${config.secretKey}:`).toString('base64')}`;

  async function post(path: string, body: unknown, idempotencyKey: string): Promise<TossPayment> {
    let res: Response;
    try {
      res = await fetchImpl(`${config.apiUrl.replace(/\/$/, '')}${path}`, {
        method: 'POST',
        headers: { Authorization: authorization, 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      });
    } catch {
      throw new TossError('NETWORK', '결제사에 연결하지 못했습니다.', 502);
    }
    const json = (await res.json().catch(() => ({}))) as Partial<TossPayment> & { code?: string; message?: string };
    if (!res.ok) throw new TossError(json.code ?? 'UNKNOWN', json.message ?? '', res.status);
    return json as TossPayment;
  }

  return {
    method: 'toss' as const,
    clientKey: config.clientKey,
    sdkUrl: config.sdkUrl,

    /** Confirms an authorised payment for exactly this order and amount; throws TossError when refused. */
    async confirm(input: { paymentKey: string; orderId: string; amount: number }): Promise<TossPayment> {
      const payment = await post('/v1/payments/confirm', input, `confirm-${input.orderId}`);
      if (payment.status !== 'DONE' || payment.orderId !== input.orderId || payment.totalAmount !== input.amount)
        throw new TossError('UNEXPECTED_PAYMENT', '결제 승인 결과가 주문과 다릅니다.', 502);
      return payment;
    },

    async refund(order: { paymentKey: string | null }, reason: string): Promise<void> {
      if (!order.paymentKey) throw new AppError('PAYMENT_FAILED');
      try {
        await post(`/v1/payments/${encodeURIComponent(order.paymentKey)}/cancel`, { cancelReason: reason }, `cancel-${order.paymentKey}`);
      } catch (e) {
        // Cancelled before (by the dashboard or an earlier try): the money is back already.
        if (e instanceof TossError && e.code === 'ALREADY_CANCELED_PAYMENT') return;
        if (e instanceof TossError) throw new AppError('PAYMENT_FAILED', `결제를 취소하지 못했습니다. ${e.message}`.trim());
        throw e;
      }
    },
  } satisfies PaymentProvider & Record<string, unknown>;
}
export type TossProvider = ReturnType<typeof tossProvider>;
