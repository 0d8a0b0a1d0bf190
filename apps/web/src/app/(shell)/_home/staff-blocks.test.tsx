import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { seoulToday } from '@portal/contract/dates';
import { stubOfflineApi } from '../offline-test-support';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { staffDayQuery } from '@/features/reservations/api/staff-queries';
import { StaffBlocks, vacationsWaitingLine } from './staff-blocks';

vi.mock('next/navigation', () => ({ useRouter: () => ({ prefetch: vi.fn(), push: vi.fn(), replace: vi.fn() }) }));

const request = (id: number, name: string) => ({ student: { id, name } });

describe("staff home's 승인할 휴가", () => {
  it('names each student once and counts the rest as requests, 이상 when a next page holds more', () => {
    // Twelve waiting, 김서아 with two: the first page of ten, a next page after it.
    const first = [
      request(1, '김서아'),
      request(1, '김서아'),
      request(2, '이하린'),
      ...[3, 4, 5, 6, 7, 8, 9].map((id) => request(id, `학생${id}`)),
    ];
    expect(vacationsWaitingLine(first, true)).toBe('김서아, 이하린, 학생3 학생의 신청 외 6건 이상이 승인을 기다립니다.');
    expect(vacationsWaitingLine(first, false)).toBe('김서아, 이하린, 학생3 학생의 신청 외 6건이 승인을 기다립니다.');
  });

  it('says the students alone when they are all, and one more at least when only a next page holds it', () => {
    expect(vacationsWaitingLine([request(1, '김서아'), request(1, '김서아')], false)).toBe('김서아 학생의 신청이 승인을 기다립니다.');
    expect(vacationsWaitingLine([request(1, '김서아'), request(2, '이하린')], false)).toBe(
      '김서아, 이하린 학생의 신청이 승인을 기다립니다.',
    );
    const three = [1, 2, 3].flatMap((id) => [request(id, `학생${id}`), request(id, `학생${id}`)]);
    expect(vacationsWaitingLine(three, true)).toBe('학생1, 학생2, 학생3 학생의 신청 외 1건 이상이 승인을 기다립니다.');
  });
});

describe("staff home's 오늘 시설 예약", () => {
  beforeEach(stubOfflineApi);
  afterEach(() => vi.unstubAllGlobals());

  it("says it could not be read when one facility's day fails, not the others' count as if it were all", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
    const today = seoulToday();
    for (const f of ['computer', 'eym', 'study'] as const)
      client.setQueryData(staffDayQuery(f, today).queryKey, {
        facility: { id: f, name: f },
        slots: [{ bookings: [{ status: 'active' }] }],
      } as never);
    render(
      <QueryClientProvider client={client}>
        <StaffBlocks />
      </QueryClientProvider>,
    );
    const card = screen.getByTestId('home-staff-bookings');
    expect(await within(card).findByRole('alert')).toHaveTextContent('불러오지 못했습니다.');
    expect(card.textContent).not.toContain('3건');
  });
});
