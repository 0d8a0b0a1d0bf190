import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { linkForStudent } from '@portal/contract/alarms-labels';
import { useActiveStudent } from './active-student';
import { chooseStudent } from './active-student-cookie';
import { ACTIVE_STUDENT_COOKIE, parseActiveStudent } from './active-student-cookie';

const children = [
  { id: 11, name: '김하린' },
  { id: 12, name: '김서아' },
];
const who = vi.hoisted(() => ({ category: 'parent', activeStudent: null as number | null }));
vi.mock('@/lib/session', () => ({ useSession: () => ({ data: { user: { category: who.category }, activeStudent: who.activeStudent } }) }));
vi.mock('@tanstack/react-query', async (original) => ({
  ...(await original<typeof import('@tanstack/react-query')>()),
  useQuery: () => ({ data: { results: children }, isError: false }),
}));
// The address as the App Router reads it: the hook re-reads it on every render.
vi.mock('next/navigation', () => ({ useSearchParams: () => new URLSearchParams(window.location.search) }));

const remember = (id: number | null) => {
  document.cookie = id === null ? `${ACTIVE_STUDENT_COOKIE}=; path=/; max-age=0` : `${ACTIVE_STUDENT_COOKIE}=${id}; path=/`;
};
const remembered = () =>
  parseActiveStudent(
    document.cookie
      .split('; ')
      .find((c) => c.startsWith(`${ACTIVE_STUDENT_COOKIE}=`))
      ?.split('=')[1],
  );

beforeEach(() => {
  remember(null);
  who.category = 'parent';
  who.activeStudent = null;
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
  it('shows the first child until she picks another, and keeps the pick in a cookie the server reads', () => {
    const { result } = renderHook(() => useActiveStudent());
    expect(result.current.studentId).toBe(11);
    act(() => result.current.setActiveStudent(12));
    expect(result.current.studentId).toBe(12);
    expect(remembered()).toBe(12);
    // Another page of the same device starts on her pick; a remembered child that is not hers is ignored.
    expect(renderHook(() => useActiveStudent()).result.current.activeStudent?.name).toBe('김서아');
    remember(99);
    expect(renderHook(() => useActiveStudent()).result.current.studentId).toBe(11);
  });

  it('follows a pick made in another tab when she comes back to this one', () => {
    const { result } = renderHook(() => useActiveStudent());
    expect(result.current.studentId).toBe(11);
    remember(12);
    act(() => void window.dispatchEvent(new Event('focus')));
    expect(result.current.studentId).toBe(12);
  });

  it('shows the child a link names (an alarm about her second child) over the one she picked', () => {
    remember(11);
    window.history.replaceState(null, '', linkForStudent('/mypage/vacations?tab=list#top', 12));
    const { result } = renderHook(() => useActiveStudent());
    expect(result.current.studentId).toBe(12);
    // The switcher (child-switcher.tsx) makes it her choice; until then her own stays stored.
    expect(remembered()).toBe(11);
    act(() => result.current.setActiveStudent(12));
    expect(remembered()).toBe(12);
  });

  it('ignores a link naming a child that is not hers, and a student ignores it', () => {
    remember(11);
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

describe('parseActiveStudent', () => {
  it('reads a positive whole id and nothing else', () => {
    expect(parseActiveStudent('12')).toBe(12);
    for (const bad of [undefined, null, '', '0', '-3', '1.5', 'abc', '__proto__']) expect(parseActiveStudent(bad)).toBeNull();
  });
});
