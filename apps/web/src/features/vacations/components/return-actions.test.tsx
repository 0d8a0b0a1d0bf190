import type { Vacation } from '@portal/contract';
import { atSeoul } from '@portal/contract/dates';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { ReturnActions } from './return-actions';

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

// Monday 14:07 in Seoul (only Date is faked: the tests' waits still run).
const MONDAY = '2026-11-23';
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(atSeoul(MONDAY, '14:07'));
  kit.requestTime.mockReset();
  marked.mockClear();
});
afterEach(() => vi.useRealTimers());

/** Opens the day-and-time form of her card. */
const openForm = () => {
  fireEvent.click(screen.getByRole('button', { name: '시간 지정' }));
  return screen.getByLabelText('복귀 날짜') as HTMLInputElement;
};

describe('recording a return', () => {
  it('of one out since Saturday, recorded on Monday: any day from her start to today (an audit: only yesterday or today)', async () => {
    const saturday = '2026-11-21';
    render(<ReturnActions vacation={away(atSeoul(saturday, '10:00'))} />);
    const day = openForm();
    expect(day).toHaveAttribute('min', saturday);
    expect(day).toHaveAttribute('max', MONDAY);
    fireEvent.change(day, { target: { value: saturday } });
    kit.requestTime.mockResolvedValue({ formattedTime: '21:30' });
    fireEvent.click(screen.getByRole('button', { name: '복귀 시간 선택' }));
    await screen.findByRole('button', { name: '복귀 시간 21:30' });
    // Not before she left that day, and any time of it (it is not today).
    expect(kit.requestTime).toHaveBeenCalledWith(
      expect.objectContaining({ minHour: 10, maxHour: 23, hourMinuteRestrictions: { 10: { minMinute: 1 } } }),
    );
    fireEvent.click(screen.getByRole('button', { name: '복귀 기록' }));
    await waitFor(() => expect(marked).toHaveBeenCalledWith({ id: 9, returnedAt: `${saturday}T21:30:00+09:00` }));
  });

  it('of one out since yesterday, at a time of yesterday (back at 23:50, recorded after midnight), not before she left', async () => {
    const yesterday = '2026-11-22';
    render(<ReturnActions vacation={away(atSeoul(yesterday, '18:30'))} />);
    fireEvent.change(openForm(), { target: { value: yesterday } });
    kit.requestTime.mockResolvedValue({ formattedTime: '23:50' });
    fireEvent.click(screen.getByRole('button', { name: '복귀 시간 선택' }));
    await screen.findByRole('button', { name: '복귀 시간 23:50' });
    expect(kit.requestTime).toHaveBeenCalledWith(
      expect.objectContaining({ title: '복귀한 시간', minHour: 18, hourMinuteRestrictions: { 18: { minMinute: 31 } } }),
    );
    fireEvent.click(screen.getByRole('button', { name: '복귀 기록' }));
    await waitFor(() => expect(marked).toHaveBeenCalledWith({ id: 9, returnedAt: `${yesterday}T23:50:00+09:00` }));
  });

  it('today: only times that have passed, and nothing sent without a time', async () => {
    render(<ReturnActions vacation={away(atSeoul(MONDAY, '11:20'))} />);
    expect(openForm().value).toBe(MONDAY);
    fireEvent.click(screen.getByRole('button', { name: '복귀 기록' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('복귀한 시간을 선택해 주세요.');
    expect(marked).not.toHaveBeenCalled();
    kit.requestTime.mockResolvedValue(null);
    fireEvent.click(screen.getByRole('button', { name: '복귀 시간 선택' }));
    await waitFor(() =>
      expect(kit.requestTime).toHaveBeenCalledWith(
        expect.objectContaining({
          minHour: 11,
          maxHour: 14,
          initialHour: 14,
          hourMinuteRestrictions: { 11: { minMinute: 21 }, 14: { maxMinute: 7 } },
        }),
      ),
    );
  });

  it('shows the API’s words under the field when it refuses the time', async () => {
    marked.mockRejectedValueOnce(
      new ApiError(400, 'BAD_REQUEST', '입력값을 확인해 주세요.', { returnedAt: ['복귀 일시는 시작 일시보다 뒤여야 합니다.'] }),
    );
    const yesterday = '2026-11-22';
    render(<ReturnActions vacation={away(atSeoul(yesterday, '18:30'))} />);
    fireEvent.change(openForm(), { target: { value: yesterday } });
    kit.requestTime.mockResolvedValue({ formattedTime: '18:30' });
    fireEvent.click(screen.getByRole('button', { name: '복귀 시간 선택' }));
    await screen.findByRole('button', { name: '복귀 시간 18:30' });
    fireEvent.click(screen.getByRole('button', { name: '복귀 기록' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('복귀 일시는 시작 일시보다 뒤여야 합니다.');
  });
});
