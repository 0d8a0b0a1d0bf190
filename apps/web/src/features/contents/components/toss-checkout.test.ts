import { afterEach, describe, expect, it, vi } from 'vitest';

const checkout = {
  clientKey: 'test_ck_unit',
  sdkUrl: 'http://127.0.0.1:5999/v2/standard',
  orderId: '5f0c1c8e-6f7e-4d4f-9b7a-2f1f0c2c9a11',
  orderName: '수학 킬러 문항 집중 공략',
  amount: 120000,
  customerName: '김하린',
};
vi.mock('../api/queries', () => ({ tossCheckout: vi.fn(async () => checkout) }));

const { startTossCheckout, PAY_FAIL_PATH, PAY_SUCCESS_PATH } = await import('./toss-checkout');

afterEach(() => {
  delete window.TossPayments;
  document.head.querySelectorAll('script').forEach((s) => s.remove());
});

describe('startTossCheckout', () => {
  it('opens the checkout with the server’s order, amount and client key, returning to the portal’s pages', async () => {
    const requestPayment = vi.fn(async () => undefined);
    const payment = vi.fn(() => ({ requestPayment }));
    const sdk = Object.assign(
      vi.fn(() => ({ payment })),
      { ANONYMOUS: '@@ANONYMOUS' },
    );
    window.TossPayments = sdk;
    await startTossCheckout(7);
    expect(sdk).toHaveBeenCalledWith('test_ck_unit');
    expect(payment).toHaveBeenCalledWith({ customerKey: '@@ANONYMOUS' });
    expect(requestPayment).toHaveBeenCalledWith({
      method: 'CARD',
      amount: { currency: 'KRW', value: 120000 },
      orderId: checkout.orderId,
      orderName: checkout.orderName,
      customerName: '김하린',
      successUrl: `${location.origin}${PAY_SUCCESS_PATH}`,
      failUrl: `${location.origin}${PAY_FAIL_PATH}`,
    });
  });

  it('tells the fail page of a parent’s payment which child it was for, to name the list the order waits in', async () => {
    const requestPayment = vi.fn(async () => undefined);
    window.TossPayments = Object.assign(
      vi.fn(() => ({ payment: () => ({ requestPayment }) })),
      { ANONYMOUS: '@@ANONYMOUS' },
    );
    await startTossCheckout(7, 4);
    expect(requestPayment).toHaveBeenCalledWith(expect.objectContaining({ failUrl: `${location.origin}${PAY_FAIL_PATH}?student=4` }));
  });

  it('adds the SDK script from the configured address once, and fails when it does not load', async () => {
    const pending = startTossCheckout(7);
    await vi.waitFor(() => expect(document.head.querySelector('script')).not.toBeNull());
    const script = document.head.querySelector('script')!;
    expect(script.src).toBe(checkout.sdkUrl);
    script.dispatchEvent(new Event('error'));
    await expect(pending).rejects.toThrow();
    expect(document.head.querySelector('script')).toBeNull();
  });
});
