// A stand-in for Toss Payments on this machine, which cannot reach Toss: the three API calls the portal
// makes (confirm, cancel, and looking a payment up) as Toss documents them, and a minimal browser SDK whose checkout goes
// straight to successUrl as the real payment window does after the card is accepted. Used by the API
// tests (any free port) and by the end-to-end server (e2e/serve.mjs, a fixed port).
import { randomUUID } from 'node:crypto';
import http from 'node:http';

/** The SDK: `TossPayments(clientKey).payment({ customerKey }).requestPayment({...})` redirecting to successUrl. */
const sdk = `(function () {
  function TossPayments(clientKey) {
    if (!clientKey) throw new Error('clientKey is required');
    return {
      payment: function (options) {
        return {
          requestPayment: function (req) {
            var url = new URL(req.successUrl, location.href);
            url.searchParams.set('paymentType', 'NORMAL');
            url.searchParams.set('orderId', req.orderId);
            url.searchParams.set('paymentKey', 'tfake_' + Math.random().toString(36).slice(2) + Date.now().toString(36));
            url.searchParams.set('amount', String(req.amount && req.amount.value));
            location.href = url.toString();
            return new Promise(function () {});
          },
        };
      },
    };
  }
  TossPayments.ANONYMOUS = '@@ANONYMOUS';
  window.TossPayments = TossPayments;
})();`;

/**
 * Starts the stand-in. `confirms` counts each payment approved (a charge); a confirm or cancel repeated
 * with an Idempotency-Key already seen answers the first result (a failure too) without doing it again, as Toss does.
 * @param {{ port?: number, host?: string, secretKey: string }} options
 */
export async function startFakeToss({ port = 0, host = '127.0.0.1', secretKey }) {
  const expected = `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`;
  /** @type {Map<string, { status: number, body: unknown }>} */
  const byKey = new Map();
  /** @type {Map<string, Record<string, unknown>>} */
  const payments = new Map();
  const state = {
    confirms: 0,
    cancels: 0,
    /** How long a cancel takes to answer (a test sets it to race a refund against another decision). */
    cancelDelayMs: 0,
    /** How long a confirm takes to answer (a test sets it to hold one on its way). */
    confirmDelayMs: 0,
    /** How many of the next confirms and cancels are done but never answered (the connection drops). */
    loseAnswers: 0,
    /**
     * How many of the next cancels fail at the card company (500 FAILED_REFUND_PROCESS, nothing refunded),
     * their answer kept under their Idempotency-Key like any other: asked again under it, they fail again.
     */
    refundFailures: 0,
    /** Toss out of order: every call answers 503 (a test of what is done while it cannot be reached). */
    down: false,
    requests: /** @type {{ path: string, idempotencyKey: string | undefined }[]} */ ([]),
  };

  const answer = (res, status, body) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
  };

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method === 'GET' && url.pathname === '/v2/standard') {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'access-control-allow-origin': '*' });
      res.end(sdk);
      return;
    }
    let raw = '';
    for await (const part of req) raw += part;
    const idempotencyKey = req.headers['idempotency-key'];
    state.requests.push({ path: url.pathname, idempotencyKey: typeof idempotencyKey === 'string' ? idempotencyKey : undefined });
    if (req.headers.authorization !== expected)
      return answer(res, 401, { code: 'UNAUTHORIZED_KEY', message: '인증되지 않은 시크릿 키 혹은 클라이언트 키 입니다.' });
    if (state.down)
      return answer(res, 503, { code: 'FAILED_INTERNAL_SYSTEM_PROCESSING', message: '내부 시스템 처리 작업이 실패했습니다.' });
    const lookup = /^\/v1\/payments\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && lookup) {
      const payment = payments.get(decodeURIComponent(lookup[1]));
      return payment
        ? answer(res, 200, payment)
        : answer(res, 404, { code: 'NOT_FOUND_PAYMENT', message: '존재하지 않는 결제 정보 입니다.' });
    }
    if (typeof idempotencyKey === 'string' && byKey.has(idempotencyKey)) {
      const kept = byKey.get(idempotencyKey);
      return answer(res, kept.status, kept.body);
    }
    let body;
    try {
      body = JSON.parse(raw || '{}');
    } catch {
      return answer(res, 400, { code: 'INVALID_REQUEST', message: '잘못된 요청입니다.' });
    }
    const remember = (status, out) => {
      if (typeof idempotencyKey === 'string') byKey.set(idempotencyKey, { status, body: out });
      if (state.loseAnswers > 0) {
        state.loseAnswers -= 1;
        res.socket?.destroy();
        return;
      }
      answer(res, status, out);
    };
    const cancel = /^\/v1\/payments\/([^/]+)\/cancel$/.exec(url.pathname);
    if (req.method === 'POST' && url.pathname === '/v1/payments/confirm') {
      if (state.confirmDelayMs) await new Promise((resolve) => setTimeout(resolve, state.confirmDelayMs));
      const { paymentKey, orderId, amount } = body;
      if (typeof paymentKey !== 'string' || typeof orderId !== 'string' || typeof amount !== 'number')
        return remember(400, { code: 'INVALID_REQUEST', message: '잘못된 요청입니다.' });
      if (paymentKey.includes('reject')) return remember(400, { code: 'REJECT_CARD_COMPANY', message: '카드사에서 결제를 거절했습니다.' });
      // A payment the e2e tests name so: charged, and its answer lost on the way back.
      if (paymentKey.includes('unanswered')) state.loseAnswers += 1;
      if (payments.has(paymentKey)) return remember(400, { code: 'ALREADY_PROCESSED_PAYMENT', message: '이미 처리된 결제 입니다.' });
      state.confirms += 1;
      const payment = {
        mId: 'tosspayments',
        version: '2022-11-16',
        paymentKey,
        orderId,
        orderName: '콘텐츠',
        currency: 'KRW',
        method: '카드',
        status: 'DONE',
        totalAmount: amount,
        balanceAmount: amount,
        requestedAt: new Date().toISOString(),
        approvedAt: new Date().toISOString(),
        lastTransactionKey: randomUUID(),
        cancels: null,
      };
      payments.set(paymentKey, payment);
      return remember(200, payment);
    }
    if (req.method === 'POST' && cancel) {
      if (state.cancelDelayMs) await new Promise((resolve) => setTimeout(resolve, state.cancelDelayMs));
      const paymentKey = decodeURIComponent(cancel[1]);
      const payment = payments.get(paymentKey);
      if (!payment) return remember(404, { code: 'NOT_FOUND_PAYMENT', message: '존재하지 않는 결제 정보 입니다.' });
      if (typeof body.cancelReason !== 'string' || !body.cancelReason)
        return remember(400, { code: 'INVALID_REQUEST', message: '취소 사유를 입력해주세요.' });
      if (payment.status === 'CANCELED') return remember(400, { code: 'ALREADY_CANCELED_PAYMENT', message: '이미 취소된 결제 입니다.' });
      if (state.refundFailures > 0) {
        state.refundFailures -= 1;
        return remember(500, { code: 'FAILED_REFUND_PROCESS', message: '은행 응답시간 지연이나 일시적인 오류로 환불요청에 실패했습니다.' });
      }
      state.cancels += 1;
      payment.status = 'CANCELED';
      payment.balanceAmount = 0;
      payment.cancels = [{ cancelReason: body.cancelReason, cancelAmount: payment.totalAmount, canceledAt: new Date().toISOString() }];
      return remember(200, payment);
    }
    answer(res, 404, { code: 'NOT_FOUND', message: '요청한 주소를 찾을 수 없습니다.' });
  });
  await new Promise((resolve) => server.listen(port, host, resolve));
  const address = server.address();
  const url = `http://${host}:${typeof address === 'object' && address ? address.port : port}`;
  return {
    url,
    sdkUrl: `${url}/v2/standard`,
    state,
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}
