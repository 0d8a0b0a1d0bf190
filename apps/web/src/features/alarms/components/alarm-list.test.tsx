import type { Alarm, Profile } from '@portal/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { profileKey } from '@/lib/profile';
import { AlarmList } from './alarm-list';

const api = vi.hoisted(() => ({ request: vi.fn() }));
vi.mock('@/lib/api', () => ({ request: api.request }));
vi.mock('@/lib/session', () => ({ useSession: () => ({ data: { user: { id: 1, category: 'parent' } }, status: 'authenticated' }) }));
vi.mock('@/lib/live', () => ({ onLiveEvent: () => () => {} }));
const pushed = vi.hoisted(() => [] as string[]);
// Counts rows drawn: each row draws one icon.
const drawn = vi.hoisted(() => ({ icons: 0 }));
vi.mock('@/components/layout/icons', () => ({
  Icon: () => {
    drawn.icons += 1;
    return null;
  },
}));
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: (h: string) => pushed.push(h), prefetch: () => {} }) }));

const alarm = (id: number, over: Partial<Alarm> = {}): Alarm => ({
  id,
  kind: 'vacation',
  title: `알림 ${id}`,
  body: '',
  link: `/mypage/vacations?student=${id}`,
  readAt: null,
  createdAt: new Date(Date.now() - id * 3_600_000).toISOString(),
  ...over,
});

function setup(results: Alarm[] | ((url: string) => unknown), unread: number) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const profile = {
    status: 'success',
    id: 1,
    category: 'parent',
    bedge: { alarm: unread > 0, alarm_count: unread, chat: false, chat_count: 0 },
    email: '',
    picture: null,
    username: 'parent1',
    name: '박지현',
  } as Profile;
  client.setQueryData<Profile>(profileKey, profile);
  api.request.mockImplementation(async (url: string, init?: { method?: string }) => {
    if (url.includes('/accounts/me/')) return client.getQueryData(profileKey) ?? profile;
    if (init?.method === 'POST' && url.includes('/read-all/')) return { unread: 0 };
    if (init?.method === 'POST') return { unread: unread - 1 };
    return typeof results === 'function' ? results(url) : { results, nextPageToken: -1 };
  });
  render(
    <QueryClientProvider client={client}>
      <AlarmList />
    </QueryClientProvider>,
  );
  return client;
}

const badge = (client: QueryClient) => client.getQueryData<Profile>(profileKey)!.bedge.alarm_count;

beforeEach(() => {
  api.request.mockReset();
  pushed.length = 0;
});

describe('AlarmList', () => {
  it('lists her alarms, the unread ones marked, each a link to what it is about', async () => {
    setup([alarm(1), alarm(2, { readAt: new Date().toISOString(), kind: 'notice', link: '/services/notice/4' })], 1);
    const rows = await screen.findAllByTestId('alarm-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveAttribute('data-unread', 'true');
    expect(rows[0]).toHaveAttribute('href', '/mypage/vacations?student=1');
    expect(rows[0]).toHaveTextContent('읽지 않음, 알림 1');
    expect(rows[0]).toHaveTextContent('휴가·외출');
    expect(rows[0]).toHaveTextContent('1시간 전');
    expect(rows[1]).toHaveAttribute('data-unread', 'false');
    expect(rows[1]).toHaveTextContent('공지사항');
    expect(screen.getByTestId('alarms-unread')).toHaveTextContent('읽지 않은 알림 1건');
  });

  it('marks an alarm read when she taps it, opens its page, and the badge takes the server’s count', async () => {
    const client = setup([alarm(1), alarm(2)], 2);
    const [first] = await screen.findAllByTestId('alarm-row');
    fireEvent.click(first!);
    expect(pushed).toEqual(['/mypage/vacations?student=1']);
    await waitFor(() => expect(badge(client)).toBe(1));
    expect(api.request).toHaveBeenCalledWith('/alarms/1/read/', expect.objectContaining({ method: 'POST' }));
    expect(first).toHaveAttribute('data-unread', 'false');
  });

  it('marks all read with 모두 읽음, which is off when nothing is unread', async () => {
    const client = setup([alarm(1), alarm(2)], 2);
    await screen.findAllByTestId('alarm-row');
    fireEvent.click(screen.getByRole('button', { name: '모두 읽음' }));
    await waitFor(() => expect(badge(client)).toBe(0));
    expect(screen.getAllByTestId('alarm-row').every((r) => r.getAttribute('data-unread') === 'false')).toBe(true);
    expect(screen.getByRole('button', { name: '모두 읽음' })).toBeDisabled();
  });

  it('says the connection is gone when 모두 읽음 could not reach the server, and changes nothing', async () => {
    const client = setup([alarm(1), alarm(2)], 2);
    await screen.findAllByTestId('alarm-row');
    const answer = api.request.getMockImplementation()!;
    api.request.mockImplementation(async (url: string, init?: { method?: string }) => {
      if (init?.method === 'POST') throw new ApiError(0, 'NETWORK', '서버에 연결할 수 없습니다. 인터넷 연결을 확인해 주세요.');
      return answer(url, init);
    });
    fireEvent.click(screen.getByRole('button', { name: '모두 읽음' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('인터넷 연결이 끊겨 읽음으로 바꾸지 못했습니다. 연결되면 다시 눌러 주세요.');
    expect(badge(client)).toBe(2);
    // The rows drawn read at the tap are unread again.
    expect(screen.getAllByTestId('alarm-row').map((r) => r.getAttribute('data-unread'))).toEqual(['true', 'true']);
  });

  it('draws the rows read at the tap on 모두 읽음, not when the server answers', async () => {
    const client = setup([alarm(1), alarm(2)], 2);
    await screen.findAllByTestId('alarm-row');
    const answer = api.request.getMockImplementation()!;
    let release!: () => void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    api.request.mockImplementation(async (url: string, init?: { method?: string }) => {
      if (init?.method === 'POST') await answered;
      return answer(url, init);
    });
    fireEvent.click(screen.getByRole('button', { name: '모두 읽음' }));
    await waitFor(() => expect(screen.getAllByTestId('alarm-row').map((r) => r.getAttribute('data-unread'))).toEqual(['false', 'false']));
    expect(badge(client)).toBe(2);
    release();
    await waitFor(() => expect(badge(client)).toBe(0));
  });

  it('draws only the new rows when a page more arrives', async () => {
    const first = Array.from({ length: 20 }, (_, i) => alarm(i + 1));
    const second = Array.from({ length: 5 }, (_, i) => alarm(i + 21));
    setup((url) => (url.includes('pageToken=2') ? { results: second, nextPageToken: -1 } : { results: first, nextPageToken: 2 }), 20);
    await screen.findAllByTestId('alarm-row');
    drawn.icons = 0;
    fireEvent.click(screen.getByRole('button', { name: '더 보기' }));
    await waitFor(() => expect(screen.getAllByTestId('alarm-row')).toHaveLength(25));
    expect(drawn.icons).toBe(5);
  });

  it('says so, with a way to the settings, when there is none', async () => {
    setup([], 0);
    const empty = await screen.findByTestId('empty-state');
    expect(empty).toHaveTextContent('아직 받은 알림이 없습니다');
    expect(within(empty).getByRole('link', { name: '알림 설정' })).toHaveAttribute('href', '/mypage/alarms');
    expect(screen.queryByRole('button', { name: '모두 읽음' })).toBeNull();
  });
});
