import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HomePage } from './home-page';

// The cards as a stand-in that counts how often it is made (what the page does at midnight).
const cards = vi.hoisted(() => ({ made: 0 }));
vi.mock('./student-blocks', () => ({
  StudentBlocks: () => {
    useEffect(() => {
      cards.made += 1;
    }, []);
    return <p>오늘 일정</p>;
  },
}));
const bedge = { alarm: false, alarm_count: 0, chat: false, chat_count: 0 };
const profile = vi.hoisted(() => ({
  now: { data: undefined as unknown, isError: false, isPlaceholderData: false },
}));
profile.now.data = { name: '김하린', category: 'student', bedge };
vi.mock('@/lib/profile', () => ({ useProfile: () => profile.now }));
vi.mock('@/lib/session', () => ({ useSession: () => ({ data: { user: { name: '김하린', category: 'student', bedge } } }) }));
const child = vi.hoisted(() => ({
  now: { isParent: false, studentId: undefined, ready: true, noChildren: false, activeStudent: undefined, isError: false } as Record<
    string,
    unknown
  >,
}));
vi.mock('@/lib/active-student', () => ({ useActiveStudent: () => child.now }));
const refetch = vi.hoisted(() => vi.fn());
vi.mock('@tanstack/react-query', async (actual) => ({
  ...(await actual<typeof import('@tanstack/react-query')>()),
  useQueryClient: () => ({ refetchQueries: refetch }),
}));
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: () => {}, prefetch: () => {} }), usePathname: () => '/' }));

afterEach(() => {
  vi.useRealTimers();
});

describe('the home', () => {
  it('draws her day’s cards anew at Seoul’s midnight, a home left open overnight', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // 23:59:30 in Seoul.
    vi.setSystemTime(new Date('2026-11-30T14:59:30Z'));
    render(<HomePage />);
    await screen.findByText('오늘 일정');
    await vi.waitFor(() => expect(cards.made).toBe(1));
    await act(() => vi.advanceTimersByTimeAsync(35_000));
    await vi.waitFor(() => expect(cards.made).toBe(2));
  });

  it('draws them anew when a phone that slept past midnight shows the page again (its timer late)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-30T14:00:00Z'));
    cards.made = 0;
    render(<HomePage />);
    await screen.findByText('오늘 일정');
    await vi.waitFor(() => expect(cards.made).toBe(1));
    // The clock moves on past midnight; the timer has not fired (a sleeping phone's are held).
    vi.setSystemTime(new Date('2026-11-30T16:00:00Z'));
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await vi.waitFor(() => expect(cards.made).toBe(2));
  });

  it('keeps her greeting from the session, and says the news could not be loaded, while the API is down', async () => {
    // TanStack drops the placeholder once the query fails: the page went blank (a bad-day audit).
    profile.now = { data: undefined, isError: true, isPlaceholderData: false };
    render(<HomePage />);
    expect(await screen.findByRole('heading', { name: '김하린님, 안녕하세요' })).toBeTruthy();
    expect(screen.getByText('최신 정보를 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.')).toBeTruthy();
  });

  it('tells a parent her children could not be read, with 다시 시도, not cards waiting for a child for good', () => {
    profile.now = { data: { name: '박지현', category: 'parent', bedge }, isError: false, isPlaceholderData: false };
    child.now = { isParent: true, studentId: undefined, ready: false, noChildren: false, activeStudent: undefined, isError: true };
    render(<HomePage />);
    expect(screen.getByRole('alert')).toHaveTextContent('자녀 정보를 불러오지 못했습니다.');
    expect(screen.queryByText('오늘 일정')).toBeNull();
    act(() => screen.getByRole('button', { name: '다시 시도' }).click());
    expect(refetch).toHaveBeenCalledWith({ queryKey: ['accounts', 'children'] });
  });
});
