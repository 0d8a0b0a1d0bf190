import type { Vacation } from '@portal/contract';
import { atSeoul, seoulDate } from '@portal/contract/dates';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ReturnActions } from './staff-vacations';

const kit = vi.hoisted(() => ({ requestTime: vi.fn(), showToast: vi.fn(), confirmDialog: vi.fn(), openModal: vi.fn() }));
vi.mock('@/components/ui/kit', () => kit);
const marked = vi.hoisted(() => vi.fn(async () => ({})));
vi.mock('../api/queries', () => ({
  useMarkReturned: () => ({ mutateAsync: marked, isPending: false }),
  useDecideVacation: () => ({}),
  useStaffQueue: () => ({}),
}));

const away = (startAt: Date): Vacation => ({
  id: 9,
  student: { id: 4, name: '최지우' },
  type: 'overnight',
  status: 'approved',
  startAt: startAt.toISOString(),
  expectedReturnAt: new Date(Date.now() + 3_600_000).toISOString(),
  actualReturnAt: null,
  reason: '가족 행사',
  createdAt: startAt.toISOString(),
  consentedBy: null,
  consentedAt: null,
  guardianless: false,
  decidedBy: null,
  decidedAt: null,
  decisionReason: null,
  returnMarkedBy: null,
  attachments: [],
});

beforeEach(() => {
  kit.requestTime.mockReset();
  marked.mockClear();
});

describe('recording a return', () => {
  it('of one out since yesterday, at a time of yesterday (back at 23:50, recorded after midnight)', async () => {
    const yesterday = seoulDate(new Date(), -1);
    render(<ReturnActions vacation={away(atSeoul(yesterday, '18:30'))} />);
    kit.requestTime.mockResolvedValue({ formattedTime: '23:50' });
    fireEvent.click(screen.getByRole('button', { name: '어제 복귀' }));
    await waitFor(() => expect(marked).toHaveBeenCalled());
    expect(marked).toHaveBeenCalledWith({ id: 9, returnedAt: `${yesterday}T23:50:00+09:00` });
    // Not before she left: from 18:30.
    expect(kit.requestTime).toHaveBeenCalledWith(
      expect.objectContaining({ title: '어제 복귀한 시간', minHour: 18, hourMinuteRestrictions: { 18: { minMinute: 30 } } }),
    );
  });

  it('opens the picker at her start when she left late yesterday', async () => {
    const yesterday = seoulDate(new Date(), -1);
    render(<ReturnActions vacation={away(atSeoul(yesterday, '22:30'))} />);
    kit.requestTime.mockResolvedValue(null);
    fireEvent.click(screen.getByRole('button', { name: '어제 복귀' }));
    await waitFor(() =>
      expect(kit.requestTime).toHaveBeenCalledWith(expect.objectContaining({ minHour: 22, initialHour: 22, initialMinute: 30 })),
    );
    expect(marked).not.toHaveBeenCalled();
  });

  it('of one that began today: only today’s times', () => {
    render(<ReturnActions vacation={away(new Date(Date.now() - 60_000))} />);
    expect(screen.queryByRole('button', { name: '어제 복귀' })).toBeNull();
    expect(screen.getByRole('button', { name: '시간 지정' })).toBeTruthy();
  });
});
