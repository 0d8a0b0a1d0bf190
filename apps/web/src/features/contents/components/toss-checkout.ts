import { tossCheckout } from '../api/queries';

type TossPaymentsSdk = {
  (clientKey: string): {
    payment: (options: { customerKey: string }) => {
      requestPayment: (request: {
        method: 'CARD';
        amount: { currency: 'KRW'; value: number };
        orderId: string;
        orderName: string;
        customerName?: string;
        successUrl: string;
        failUrl: string;
      }) => Promise<unknown>;
    };
  };
  ANONYMOUS: string;
};

declare global {
  interface Window {
    TossPayments?: TossPaymentsSdk;
  }
}

let loading: Promise<TossPaymentsSdk> | null = null;

/** Adds the Toss SDK's script once (allowed by the page's CSP only when Toss is configured). */
function loadSdk(src: string): Promise<TossPaymentsSdk> {
  if (window.TossPayments) return Promise.resolve(window.TossPayments);
  loading ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => (window.TossPayments ? resolve(window.TossPayments) : reject(new Error('no sdk')));
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('sdk'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

/** Where Toss sends the browser back after the payment window. */
export const PAY_SUCCESS_PATH = '/contents/pay/success';
export const PAY_FAIL_PATH = '/contents/pay/fail';

/**
 * Opens the Toss Payments checkout for an order that waits for payment. The order id, name and
 * amount come from the server (never from the page); the browser leaves for the payment window and
 * comes back to the success or fail page. A parent's fail page is told the child (`?student=`, the
 * contract's linkForStudent written out), to name the list the order waits in.
 */
export async function startTossCheckout(orderId: number, childId?: number): Promise<void> {
  const c = await tossCheckout(orderId);
  const TossPayments = await loadSdk(c.sdkUrl);
  const payment = TossPayments(c.clientKey).payment({ customerKey: TossPayments.ANONYMOUS });
  await payment.requestPayment({
    method: 'CARD',
    amount: { currency: 'KRW', value: c.amount },
    orderId: c.orderId,
    orderName: c.orderName,
    customerName: c.customerName,
    successUrl: `${location.origin}${PAY_SUCCESS_PATH}`,
    failUrl: `${location.origin}${PAY_FAIL_PATH}${childId ? `?student=${childId}` : ''}`,
  });
}
