import type { Statement } from '@portal/contract';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { StatementView } from './statement-view';

let data: Statement;
vi.mock('../api/queries', () => ({ useStatement: () => ({ isPending: false, isError: false, data, refetch: vi.fn() }) }));
vi.mock('../months', () => ({ seoulMonth: () => '2026-12', shiftMonth: (m: string) => m }));

const line = (over: Partial<Statement['lines'][number]>): Statement['lines'][number] => ({
  kind: 'charge',
  orderId: 1,
  title: '수능 국어 실전 특강',
  paidAt: '2026-12-01T03:00:00.000Z',
  amount: 30000,
  status: 'paid',
  billingMonth: '2026-12',
  cancelledAt: null,
  refundMonth: null,
  ...over,
});

describe('a month’s statement', () => {
  it('takes off a purchase of last month cancelled in this one, and strikes one cancelled in its own month', () => {
    data = {
      month: '2026-12',
      student: { id: 5, name: '김서아' },
      lines: [
        line({ orderId: 1 }),
        line({ orderId: 2, title: '영어 독해 교재', status: 'cancelled', cancelledAt: '2026-12-02T03:00:00.000Z', refundMonth: '2026-12' }),
        line({
          kind: 'refund',
          orderId: 3,
          title: '수학 모의고사 해설',
          amount: 26000,
          status: 'cancelled',
          billingMonth: '2026-11',
          paidAt: '2026-11-15T03:00:00.000Z',
          cancelledAt: '2026-12-02T05:00:00.000Z',
          refundMonth: '2026-12',
        }),
      ],
      total: 4000,
    };
    render(<StatementView studentId={undefined} enabled />);
    const items = within(screen.getByRole('list', { name: '2026년 12월 청구 항목' })).getAllByRole('listitem');
    expect(items[1]).toHaveTextContent('구매취소');
    expect(within(items[1]!).getByText('영어 독해 교재').className).toMatch(/struck/);
    expect(items[2]).toHaveTextContent('2026년 11월 청구분');
    expect(items[2]).toHaveTextContent('-26,000원');
    expect(within(items[2]!).getByText('수학 모의고사 해설').className).not.toMatch(/struck/);
    expect(screen.getByTestId('statement-total')).toHaveTextContent('4,000원');
  });

  it('keeps on last month’s statement a purchase cancelled later, saying which invoice credits it', () => {
    data = {
      month: '2026-11',
      student: { id: 5, name: '김서아' },
      lines: [
        line({
          orderId: 3,
          title: '수학 모의고사 해설',
          amount: 26000,
          status: 'cancelled',
          billingMonth: '2026-11',
          cancelledAt: '2026-12-02T05:00:00.000Z',
          refundMonth: '2026-12',
        }),
      ],
      total: 26000,
    };
    render(<StatementView studentId={undefined} enabled />);
    const item = within(screen.getByRole('list')).getByRole('listitem');
    expect(item).toHaveTextContent('구매취소 · 2026년 12월 청구서에서 차감');
    expect(within(item).getByText('수학 모의고사 해설').className).not.toMatch(/struck/);
  });
});
