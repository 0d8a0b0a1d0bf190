import type { ContentOrder } from '@portal/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PurchasePanel } from './purchase-panel';

const api = vi.hoisted(() => ({ request: vi.fn() }));
vi.mock('@/lib/api', () => ({ request: api.request }));
vi.mock('@/lib/session', () => ({ useSession: () => ({ data: { user: { id: 5, category: 'parent' } }, status: 'authenticated' }) }));
vi.mock('@/lib/active-student', () => ({
  useActiveStudent: () => ({ studentId: 1, activeStudent: { id: 1, name: '김하린' }, isParent: true }),
}));
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: () => {}, prefetch: () => {} }) }));

const order = {
  id: 7,
  amount: 19_000,
  status: 'awaiting',
  sentToParent: true,
  item: { id: 9, title: '영어 독해 실전 모의고사 20회' },
  student: { id: 1, name: '김하린' },
} as unknown as ContentOrder;

beforeEach(() => {
  api.request.mockReset();
});

describe('PurchasePanel', () => {
  it('keeps its pay button shut until the payment methods are known, as 카드로 결제 comes in above it', async () => {
    let answer!: (v: unknown) => void;
    api.request.mockImplementation((url: string) =>
      url.includes('/contents/payment-options/') ? new Promise((resolve) => (answer = resolve)) : Promise.reject(new Error(url)),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <PurchasePanel order={order} onClose={() => {}} />
      </QueryClientProvider>,
    );
    const methods = screen.getByRole('group', { name: '결제 방법' });
    const pay = screen.getByRole('button', { name: '19,000원 결제하기' });
    expect(within(methods).getAllByRole('radio')).toHaveLength(1);
    expect(methods).toHaveAttribute('aria-busy', 'true');
    expect(pay).toBeDisabled();

    act(() => answer({ toss: true, askParent: true }));
    await vi.waitFor(() => expect(pay).toBeEnabled());
    expect(
      within(methods)
        .getAllByRole('radio')
        .map((r) => r.closest('label')!.textContent),
    ).toEqual([expect.stringContaining('학원비 청구서에 합산'), expect.stringContaining('카드로 결제')]);
    expect(within(methods).getByRole('radio', { name: /학원비 청구서에 합산/ })).toBeChecked();
    expect(methods).toHaveAttribute('aria-busy', 'false');
  });

  it('opens its button with the invoice alone when the methods cannot be read', async () => {
    api.request.mockRejectedValue(new Error('offline'));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <PurchasePanel order={order} />
      </QueryClientProvider>,
    );
    const pay = screen.getByRole('button', { name: '19,000원 결제하기' });
    await vi.waitFor(() => expect(pay).toBeEnabled());
    expect(screen.getAllByRole('radio')).toHaveLength(1);
  });
});
