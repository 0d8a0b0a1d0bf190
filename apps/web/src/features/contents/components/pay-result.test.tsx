import type { ContentOrder } from '@portal/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { PaySuccess } from './pay-result';

const confirm = vi.hoisted(() => ({ mutateAsync: vi.fn() }));
vi.mock('../api/queries', () => ({ useTossConfirm: () => confirm }));
vi.mock('./receipt-card', () => ({ ReceiptCard: ({ order }: { order: ContentOrder }) => <p>{order.item.title}</p> }));
vi.mock('@/lib/session', () => ({ useSession: () => ({ data: { user: { id: 3, category: 'student' } }, status: 'authenticated' }) }));
vi.mock('next/navigation', () => ({
  useSearchParams: () => new URLSearchParams('paymentKey=tk_1&orderId=ord-7&amount=19000'),
  useRouter: () => ({ push: () => {}, prefetch: () => {} }),
  usePathname: () => '/contents/pay/success',
}));

const paid = {
  id: 7,
  amount: 19_000,
  status: 'paid',
  method: 'toss',
  item: { id: 9, title: '영어 독해 실전 모의고사 20회' },
  student: { id: 3, name: '김하린' },
} as unknown as ContentOrder;

beforeEach(() => confirm.mutateAsync.mockReset());

describe('PaySuccess', () => {
  it.each([
    ['offline or too slow', new ApiError(0, 'NETWORK', '서버에 연결할 수 없습니다. 인터넷 연결을 확인해 주세요.')],
    ['the server failing', new ApiError(502, 'BAD_GATEWAY', '잠시 후 다시 시도해 주세요.')],
  ])('says a confirm without an answer (%s) is being checked, not failed, and asks again with the same payment', async (_, error) => {
    confirm.mutateAsync.mockRejectedValueOnce(error).mockResolvedValueOnce(paid);
    render(<PaySuccess />);
    expect(await screen.findByRole('heading', { level: 1, name: '결제를 확인하고 있습니다' })).toBeInTheDocument();
    expect(screen.queryByText('결제를 완료하지 못했습니다')).toBeNull();
    expect(screen.getByText(/다시 결제하지 말고/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '다시 확인하기' }));
    expect(await screen.findByRole('heading', { level: 1, name: '결제가 완료되었습니다' })).toBeInTheDocument();
    expect(confirm.mutateAsync).toHaveBeenCalledTimes(2);
    expect(confirm.mutateAsync).toHaveBeenLastCalledWith({ paymentKey: 'tk_1', orderId: 'ord-7', amount: 19000 });
  });

  it('says a refused payment failed, with the reason, and offers no second check', async () => {
    confirm.mutateAsync.mockRejectedValueOnce(new ApiError(400, 'PAYMENT_DECLINED', '결제가 승인되지 않았습니다. 한도 초과'));
    render(<PaySuccess />);
    expect(await screen.findByRole('heading', { level: 1, name: '결제를 완료하지 못했습니다' })).toBeInTheDocument();
    expect(screen.getByText('결제가 승인되지 않았습니다. 한도 초과')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '다시 확인하기' })).toBeNull();
  });
});
