import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { seoulToday } from '@portal/contract/dates';
import { stubOfflineApi } from '../offline-test-support';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitingRoomsQuery } from '@/features/chat/api/queries';
import { staffInquiriesQuery } from '@/features/inquiries/api/queries';
import { staffDayQuery } from '@/features/reservations/api/staff-queries';
import { staffFirewallQuery } from '@/features/security/api/queries';
import { staffQueueQuery } from '@/features/vacations/api/queries';
import { WaitingCounts } from './waiting';
import { FACILITIES } from './waiting-queries';

vi.mock('next/navigation', () => ({ useRouter: () => ({ prefetch: vi.fn(), push: vi.fn(), replace: vi.fn() }) }));

beforeEach(stubOfflineApi);
afterEach(() => vi.unstubAllGlobals());

// Only the fields the tiles read: the rest of each answer does not matter here.
const page = (results: object[], more = false) => ({ pages: [{ results, nextPageToken: more ? 20 : -1 }], pageParams: [0] }) as never;

describe('WaitingCounts', () => {
  it('counts what waits, each tile a link to its page, and a failing one says so with 다시 시도 while the others stay', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
    client.setQueryData(staffInquiriesQuery('open').queryKey, page(Array(20).fill({}), true));
    client.setQueryData(staffQueueQuery('decision').queryKey, page([{}, {}]));
    client.setQueryData(waitingRoomsQuery().queryKey, page([{}]));
    client.setQueryData(staffFirewallQuery().queryKey, { pending: [{}, {}, {}], allowed: [] } as never);
    const today = seoulToday();
    for (const f of FACILITIES)
      client.setQueryData(staffDayQuery(f, today).queryKey, {
        facility: { id: f, name: f },
        slots: f === 'computer' ? [{ bookings: [{ status: 'no_show' }, { status: 'active' }, { status: 'no_show' }] }] : [],
      } as never);
    render(
      <QueryClientProvider client={client}>
        <WaitingCounts />
      </QueryClientProvider>,
    );
    const tiles = screen.getByRole('list', { name: '기다리는 일' });
    const tile = (name: RegExp) => within(tiles).getByRole('link', { name });
    expect(tile(/답변을 기다리는 문의/).textContent).toContain('20+건');
    expect(tile(/답변을 기다리는 문의/).getAttribute('href')).toBe('/staff/inquiries');
    expect(tile(/승인할 휴가/).textContent).toContain('2건');
    expect(tile(/답변을 기다리는 채팅/).textContent).toContain('1건');
    expect(tile(/답변을 기다리는 채팅/).getAttribute('href')).toBe('/staff/chat');
    expect(tile(/사이트 허용 요청/).textContent).toContain('3건');
    expect(tile(/오늘 노쇼/).textContent).toContain('2건');
    // Contents cancellations were not answered.
    expect(await within(tiles).findByText('불러오지 못했습니다')).toBeTruthy();
    expect(tile(/콘텐츠 취소 요청/).getAttribute('href')).toBe('/staff/contents');
    expect(within(tiles).getByRole('button', { name: '다시 시도' })).toBeTruthy();
  });

  it("says today's no-shows could not be read when one facility's day fails, not a smaller count", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
    const today = seoulToday();
    for (const f of FACILITIES.filter((f) => f !== 'call'))
      client.setQueryData(staffDayQuery(f, today).queryKey, {
        facility: { id: f, name: f },
        slots: f === 'computer' ? [{ bookings: [{ status: 'no_show' }] }] : [],
      } as never);
    render(
      <QueryClientProvider client={client}>
        <WaitingCounts />
      </QueryClientProvider>,
    );
    const noShows = within(screen.getByRole('list', { name: '기다리는 일' })).getByRole('link', { name: /오늘 노쇼/ });
    expect(await within(noShows).findByText('불러오지 못했습니다')).toBeTruthy();
    expect(noShows.textContent).not.toContain('1건');
  });
});
