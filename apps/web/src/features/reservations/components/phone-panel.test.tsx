import type { FacilityDay } from '@portal/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PhonePanel } from './phone-panel';

const requestTime = vi.fn();
vi.mock('@/components/ui/kit', () => ({ openModal: vi.fn(), requestTime: (o: unknown) => requestTime(o) }));

const day = (date: string): FacilityDay => ({
  facility: {
    id: 'call',
    name: '전화',
    kind: 'booths',
    rulesText: '',
    dailyQuota: 1,
    weeklyQuota: null,
    cutoffTime: null,
    callMinutes: 10,
    stepMinutes: 10,
  },
  date,
  today: '2026-12-02',
  dates: [],
  bookable: true,
  reason: null,
  closedReason: null,
  quota: { daily: { used: 0, limit: 1 }, weekly: { used: 0, limit: null } },
  slots: [],
  phone: {
    booths: 3,
    callMinutes: 10,
    windows: [{ slotId: 1, startTime: '12:30', endTime: '13:20', booked: 0, freeStarts: ['12:30', '12:40'] }],
    picker: {
      minHour: 12,
      maxHour: 18,
      hourMinuteRestrictions: {},
      hourMinuteOptions: { '12': [30, 40], '13': [], '17': [30, 40, 50], '18': [0] },
    },
  },
  mine: [],
});

const panel = (date: string, onBook: () => Promise<unknown>) => (
  <PhonePanel day={day(date)} canBook busy={false} onBook={onBook} onCancel={() => {}} whose="내" />
);

describe('the phone panel’s windows', () => {
  it('count the start times left, green where she may book one and grey where she may not (her quota used)', () => {
    const { rerender } = render(panel('2026-12-03', async () => undefined));
    expect(screen.getByText('시작 시각 2개 남음')).toHaveAttribute('data-tone', 'success');
    rerender(
      <PhonePanel
        day={{ ...day('2026-12-03'), bookable: false, reason: '오늘은 이미 1번 예약했습니다.' }}
        canBook
        busy={false}
        onBook={async () => undefined}
        onCancel={() => {}}
        whose="내"
      />,
    );
    expect(screen.getByText('시작 시각 2개 남음')).toHaveAttribute('data-tone', 'neutral');
  });
});

describe('the phone panel’s own time picker', () => {
  beforeEach(() => requestTime.mockReset());

  it('opens again on the time she picked when it was not booked, and on the first hour once one was', async () => {
    const user = userEvent.setup();
    const onBook = vi.fn(async (): Promise<unknown> => null);
    render(panel('2026-12-03', onBook));
    const open = () => user.click(screen.getByRole('button', { name: '다른 시간 직접 고르기' }));

    requestTime.mockResolvedValueOnce({ hour: 17, minute: 40, formattedTime: '17:40' });
    await open();
    expect(requestTime).toHaveBeenLastCalledWith(expect.objectContaining({ initialHour: 12, initialMinute: undefined }));
    expect(onBook).toHaveBeenLastCalledWith({ facility: 'call', date: '2026-12-03', time: '17:40' }, expect.anything(), { ask: false });

    // Refused (taken meanwhile, or no network): she moves a step from her time, not from 12:30.
    requestTime.mockResolvedValueOnce({ hour: 17, minute: 50, formattedTime: '17:50' });
    onBook.mockResolvedValueOnce({ id: 9 });
    await open();
    expect(requestTime).toHaveBeenLastCalledWith(expect.objectContaining({ initialHour: 17, initialMinute: 40 }));

    // Booked: the next opening starts from the first free hour again.
    requestTime.mockResolvedValueOnce(null);
    await open();
    expect(requestTime).toHaveBeenLastCalledWith(expect.objectContaining({ initialHour: 12, initialMinute: undefined }));
  });

  it('does not carry a refused time over to another day', async () => {
    const user = userEvent.setup();
    const onBook = vi.fn(async () => null);
    const { rerender } = render(panel('2026-12-03', onBook));
    requestTime.mockResolvedValueOnce({ hour: 17, minute: 40, formattedTime: '17:40' });
    await user.click(screen.getByRole('button', { name: '다른 시간 직접 고르기' }));
    rerender(panel('2026-12-04', onBook));
    requestTime.mockResolvedValueOnce(null);
    await user.click(screen.getByRole('button', { name: '다른 시간 직접 고르기' }));
    expect(requestTime).toHaveBeenLastCalledWith(expect.objectContaining({ initialHour: 12, initialMinute: undefined }));
  });
});
