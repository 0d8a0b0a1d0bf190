import type { ContentOrder } from '@portal/contract';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AwaitingOrders } from './awaiting-orders';

const orders = vi.hoisted(() => ({ results: [] as ContentOrder[] }));
vi.mock('../api/queries', () => ({
  useOrders: () => ({ data: { pages: [{ results: orders.results }] } }),
  useDiscardOrder: () => ({ mutateAsync: vi.fn(), isPending: false }),
}));
// The mother (id 5) of 김서아 (id 2).
vi.mock('@/lib/session', () => ({ useSession: () => ({ data: { user: { id: 5, category: 'parent' } }, status: 'authenticated' }) }));
vi.mock('@/components/ui/kit', () => ({ confirmDialog: vi.fn(), openModal: vi.fn(), showToast: vi.fn() }));
vi.mock('./cover', () => ({ Cover: () => null }));

const order = (id: number, title: string, requestedBy: number, sentToParent: boolean) =>
  ({
    id,
    amount: 17_000,
    status: 'awaiting_payment',
    sentToParent,
    createdAt: '2026-11-02T01:00:00Z',
    item: { id: 100 + id, title, category: 'math', kind: 'workbook', coverId: null },
    student: { id: 2, name: '김서아' },
    requestedBy: { id: requestedBy, name: requestedBy === 5 ? '박지현' : '김서아' },
  }) as unknown as ContentOrder;

describe('AwaitingOrders for a parent', () => {
  it("lists her child's orders under the title her fail page names, and deletes only what she may", () => {
    orders.results = [order(1, '수학 킬러 문항', 2, true), order(2, '국어 비문학', 2, false), order(3, '영어 독해', 5, false)];
    render(<AwaitingOrders studentId={2} childName="김서아" enabled />);
    const section = screen.getByRole('region', { name: '김서아 학생의 결제 대기 주문' });
    const card = (title: string) => within(section).getByRole('article', { name: `${title} 결제 대기` });
    // Her request: refused or paid.
    expect(within(card('수학 킬러 문항')).getByRole('button', { name: '거절' })).toBeInTheDocument();
    // Her own card checkout, which she may be paying right now: paid, never deleted under her.
    expect(within(card('국어 비문학')).queryByRole('button', { name: '주문 취소' })).toBeNull();
    expect(within(card('국어 비문학')).getByRole('button', { name: '결제하기' })).toBeInTheDocument();
    // The mother's own checkout: hers to withdraw.
    expect(within(card('영어 독해')).getByRole('button', { name: '주문 취소' })).toBeInTheDocument();
  });
});
