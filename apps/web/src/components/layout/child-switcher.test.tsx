import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { linkForStudent } from '@portal/contract/alarms-labels';
import { toastStore } from '@/components/ui/toast/toast-store';
import { pathOf } from '@/lib/routes';
import { ChildSwitcher } from './child-switcher';

const state = vi.hoisted(() => ({
  value: {
    isParent: true,
    students: [
      { id: 11, name: '김서아' },
      { id: 12, name: '김하린' },
    ],
    activeStudent: { id: 12, name: '김하린' } as { id: number; name: string } | undefined,
    setActiveStudent: (_id: number) => {},
  },
}));
vi.mock('@/lib/active-student', () => ({ useActiveStudent: () => state.value }));
// Her children as the API answers now (asked again when a link names one not known here).
const api = vi.hoisted(() => ({ children: [] as { id: number; name: string }[], fail: false }));
vi.mock('@/lib/children-query', () => ({
  childrenQuery: () => ({
    queryKey: ['accounts', 'children'],
    queryFn: async () => {
      if (api.fail) throw new Error('offline');
      return { results: api.children };
    },
  }),
}));
let client: QueryClient;
const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
// The address as the App Router reads it.
vi.mock('next/navigation', () => ({
  useSearchParams: () => new URLSearchParams(window.location.search),
  usePathname: () => window.location.pathname,
}));

beforeEach(() => {
  state.value = {
    ...state.value,
    isParent: true,
    students: [
      { id: 11, name: '김서아' },
      { id: 12, name: '김하린' },
    ],
    activeStudent: { id: 12, name: '김하린' },
    setActiveStudent: vi.fn(),
  };
  window.history.replaceState(null, '', '/');
  toastStore.reset();
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  api.children = [
    { id: 11, name: '김서아' },
    { id: 12, name: '김하린' },
  ];
  api.fail = false;
});

describe('ChildSwitcher', () => {
  it('lets a parent of two pick a child from a radio group: highlighted at once, the page drawn for her after that paint', async () => {
    render(<ChildSwitcher />, { wrapper });
    const group = screen.getByRole('radiogroup', { name: '자녀 선택' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '김하린' })).toHaveAttribute('aria-checked', 'true');
    fireEvent.click(screen.getByRole('radio', { name: '김서아' }));
    // Not in the tap's own task (a cheap phone held the screen for the whole page's new render).
    expect(screen.getByRole('radio', { name: '김서아' })).toHaveAttribute('aria-checked', 'true');
    expect(state.value.setActiveStudent).not.toHaveBeenCalled();
    await waitFor(() => expect(state.value.setActiveStudent).toHaveBeenCalledWith(11));
    // The arrow keys too, from the child now highlighted.
    fireEvent.keyDown(screen.getByRole('radio', { name: '김서아' }), { key: 'ArrowRight' });
    expect(screen.getByRole('radio', { name: '김하린' })).toHaveAttribute('aria-checked', 'true');
    await waitFor(() => expect(state.value.setActiveStudent).toHaveBeenLastCalledWith(12));
  });

  it('is hidden for everyone but a parent of two or more', () => {
    state.value = { ...state.value, isParent: false };
    const { container, rerender } = render(<ChildSwitcher />, { wrapper });
    expect(container).toBeEmptyDOMElement();
    state.value = { ...state.value, isParent: true, students: [{ id: 11, name: '김서아' }] };
    rerender(<ChildSwitcher />);
    expect(container).toBeEmptyDOMElement();
  });

  it.each([
    '/chat/15',
    '/contactus/7',
    '/mypage/alarms',
    // From the route table: a path written here by hand (/mypage/password) hid that the real one was missed.
    pathOf('mypagePassword'),
    '/mypage/security',
    '/alarms',
    '/help/wifi',
    '/services/notice/3',
  ])('is not shown on %s, which is not about one child', (path) => {
    window.history.replaceState(null, '', path);
    const { container } = render(<ChildSwitcher />, { wrapper });
    expect(container).toBeEmptyDOMElement();
  });

  it.each(['/', '/chat', '/contactus', '/mypage', '/mypage/vacations', '/fd', '/contents', '/reservation/my'])('is shown on %s', (path) => {
    window.history.replaceState(null, '', path);
    render(<ChildSwitcher />, { wrapper });
    expect(screen.getByRole('radiogroup', { name: '자녀 선택' })).toBeInTheDocument();
  });

  it('makes the child a followed link names her choice, and takes the link off the address', () => {
    // useActiveStudent already shows the linked child (11); the entry keeps what is not Next's.
    state.value = { ...state.value, activeStudent: { id: 11, name: '김서아' } };
    window.history.replaceState({ kept: true, __NA: true }, '', linkForStudent('/mypage/vacations?tab=list#top', 11));
    render(<ChildSwitcher />, { wrapper });
    expect(state.value.setActiveStudent).toHaveBeenCalledWith(11);
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/mypage/vacations?tab=list#top');
    // Next's mark left out, so its router takes the new address (it copies the mark back itself).
    expect(window.history.state).toEqual({ kept: true });
  });

  it('says so when a link names a child not hers, shows her own, and takes the link off the address', async () => {
    window.history.replaceState(null, '', linkForStudent('/contents', 77));
    render(<ChildSwitcher />, { wrapper });
    await waitFor(() =>
      expect(toastStore.getSnapshot()).toEqual([
        expect.objectContaining({ status: 'failed', title: '연결된 자녀가 아니에요.', description: '김하린 학생의 화면을 보여 드려요.' }),
      ]),
    );
    expect(state.value.setActiveStudent).not.toHaveBeenCalled();
    expect(window.location.pathname + window.location.search).toBe('/contents');
  });

  it('asks again for her children before calling a child not hers: one linked since the page was loaded is no stranger', async () => {
    api.children = [...api.children, { id: 13, name: '김도윤' }];
    window.history.replaceState(null, '', linkForStudent('/contents', 13));
    render(<ChildSwitcher />, { wrapper });
    await waitFor(() => expect(client.getQueryData(['accounts', 'children'])).toBeDefined());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(toastStore.getSnapshot()).toEqual([]);
    expect(window.location.search).toBe('?student=13');
  });

  it('leaves the link alone when her children cannot be asked now, and says nothing on a page not about one child', async () => {
    api.fail = true;
    window.history.replaceState(null, '', linkForStudent('/contents', 77));
    const { unmount } = render(<ChildSwitcher />, { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(window.location.search).toBe('?student=77');
    unmount();
    api.fail = false;
    window.history.replaceState(null, '', linkForStudent('/contactus/5', 77));
    render(<ChildSwitcher />, { wrapper });
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(toastStore.getSnapshot()).toEqual([]);
  });

  it('asks again once the phone is back online, and then says so', async () => {
    api.fail = true;
    window.history.replaceState(null, '', linkForStudent('/contents', 77));
    render(<ChildSwitcher />, { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(window.location.search).toBe('?student=77');
    api.fail = false;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(toastStore.getSnapshot()).toEqual([expect.objectContaining({ title: '연결된 자녀가 아니에요.' })]);
  });

  it('waits for her children before judging a link (none known yet is not a foreign child)', () => {
    state.value = { ...state.value, students: [], activeStudent: undefined };
    window.history.replaceState(null, '', linkForStudent('/contents', 11));
    render(<ChildSwitcher />, { wrapper });
    expect(toastStore.getSnapshot()).toEqual([]);
    expect(window.location.search).toBe('?student=11');
  });
});
