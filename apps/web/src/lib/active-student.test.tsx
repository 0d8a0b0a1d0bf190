import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { linkForStudent } from '@portal/contract/alarms-labels';
import { chooseStudent, useActiveStudent } from './active-student';

const children = [
  { id: 11, name: '김하린' },
  { id: 12, name: '김서아' },
];
const who = vi.hoisted(() => ({ category: 'parent' }));
vi.mock('@/lib/session', () => ({ useSession: () => ({ data: { user: { category: who.category } } }) }));
vi.mock('@tanstack/react-query', async (original) => ({
  ...(await original<typeof import('@tanstack/react-query')>()),
  useQuery: () => ({ data: { results: children }, isError: false }),
}));
// The address as the App Router reads it: the hook re-reads it on every render.
vi.mock('next/navigation', () => ({ useSearchParams: () => new URLSearchParams(window.location.search) }));

const KEY = 'portal.activeStudent';

beforeEach(() => {
  localStorage.clear();
  who.category = 'parent';
  window.history.replaceState(null, '', '/');
});

describe('chooseStudent', () => {
  it('takes the linked child, then the stored one, then the first', () => {
    expect(chooseStudent(children, 12, 11)?.id).toBe(12);
    expect(chooseStudent(children, null, 12)?.id).toBe(12);
    expect(chooseStudent(children, 99, null)?.id).toBe(11);
    expect(chooseStudent([], 12, 12)).toBeUndefined();
  });
});

describe('useActiveStudent', () => {
  it('shows the child the switcher picked on this device', () => {
    localStorage.setItem(KEY, '12');
    const { result } = renderHook(() => useActiveStudent());
    expect(result.current.studentId).toBe(12);
  });

  it('opens the child a link names (an alarm about her second child), remembers it and clears the address', () => {
    localStorage.setItem(KEY, '11');
    // The link an alarm about her second child carries.
    window.history.replaceState({ kept: true, __NA: true }, '', linkForStudent('/mypage/vacations?tab=list#top', 12));
    const { result, rerender } = renderHook(() => useActiveStudent());
    expect(result.current.studentId).toBe(12);
    expect(localStorage.getItem(KEY)).toBe('12');
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/mypage/vacations?tab=list#top');
    // Next's mark left out, so its router takes the new address (it copies the mark back itself).
    expect(window.history.state).toEqual({ kept: true });
    rerender();
    expect(result.current.studentId).toBe(12);
    // The switcher decides again from here on.
    act(() => result.current.setActiveStudent(11));
    expect(result.current.studentId).toBe(11);
  });

  it('ignores a link naming a child that is not hers, and a student ignores it', () => {
    localStorage.setItem(KEY, '11');
    window.history.replaceState(null, '', linkForStudent('/contents', 77));
    const { result } = renderHook(() => useActiveStudent());
    expect(result.current.studentId).toBe(11);
    expect(window.location.search).toBe('?student=77');
    who.category = 'student';
    window.history.replaceState(null, '', '/contents?student=12');
    const student = renderHook(() => useActiveStudent());
    expect(student.result.current.studentId).toBeUndefined();
    expect(student.result.current.isParent).toBe(false);
  });
});
