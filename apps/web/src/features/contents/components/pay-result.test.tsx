import type { ContentOrder } from '@portal/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { PayFail, PaySuccess } from './pay-result';

const confirm = vi.hoisted(() => ({ mutateAsync: vi.fn() }));
/** The address's query, and the child a parent's page is for (a student's: none). */
const page = vi.hoisted(() => ({
  search: 'paymentKey=tk_1&orderId=ord-7&amount=19000',
  active: { isParent: false } as { isParent: boolean; activeStudent?: { id: number; name: string } },
}));
vi.mock('../api/queries', () => ({ useTossConfirm: () => confirm }));
vi.mock('./receipt-card', () => ({ ReceiptCard: ({ order }: { order: ContentOrder }) => <p>{order.item.title}</p> }));
vi.mock('@/lib/session', () => ({ useSession: () => ({ data: { user: { id: 3, category: 'student' } }, status: 'authenticated' }) }));
vi.mock('@/lib/active-student', () => ({ useActiveStudent: () => page.active }));
vi.mock('next/navigation', () => ({
  useSearchParams: () => new URLSearchParams(page.search),
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
    // The answer's words, not the same heading of the page while it waits for one (a race seen on a busy machine).
    expect(await screen.findByText(/다시 결제하지 말고/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '결제를 확인하고 있습니다' })).toBeInTheDocument();
    expect(screen.queryByText('결제를 완료하지 못했습니다')).toBeNull();

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

describe('PayFail', () => {
  it.each([
    ['a student', { isParent: false }, '결제를 기다리는 주문'],
    [
      'a parent, for the child named on the address',
      { isParent: true, activeStudent: { id: 4, name: '김서아' } },
      '김서아 학생의 결제 대기 주문',
    ],
  ])('tells %s where the order still waits, by the title the contents page shows it under', (_, active, title) => {
    page.search = 'code=PAY_PROCESS_CANCELED&message=cancelled&orderId=ord-7';
    page.active = active;
    render(<PayFail />);
    expect(screen.getByRole('heading', { level: 1, name: '결제를 취소했습니다' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(`주문은 콘텐츠 화면의 ‘${title}’에 남아 있어 다시 결제할 수 있습니다.`);
  });
});
