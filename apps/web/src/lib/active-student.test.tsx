import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACTIVE_STUDENT_COOKIE, parseActiveStudent } from './active-student-cookie';
import { childrenQuery } from './children-query';

const session = vi.hoisted(() => ({ value: { user: { category: 'parent' }, activeStudent: null as number | null } }));
vi.mock('@/lib/session', () => ({ useSession: () => ({ data: session.value }) }));
const { useActiveStudent } = await import('./active-student');

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(childrenQuery().queryKey, {
    results: [
      { id: 11, name: '김서아' },
      { id: 12, name: '김하린' },
    ],
  } as never);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

afterEach(() => {
  document.cookie = `${ACTIVE_STUDENT_COOKIE}=; path=/; max-age=0`;
});

describe('useActiveStudent', () => {
  it('shows a parent her first child until she picks another, and keeps the pick in a cookie the server reads', () => {
    const { result } = renderHook(() => useActiveStudent(), { wrapper });
    expect(result.current.studentId).toBe(11);
    act(() => result.current.setActiveStudent(12));
    expect(result.current.studentId).toBe(12);
    expect(document.cookie).toContain(`${ACTIVE_STUDENT_COOKIE}=12`);
    // Another page of the same device starts on her pick.
    const again = renderHook(() => useActiveStudent(), { wrapper });
    expect(again.result.current.activeStudent?.name).toBe('김하린');
  });

  it('falls back to the first child when the remembered one is not hers (any more)', () => {
    document.cookie = `${ACTIVE_STUDENT_COOKIE}=99; path=/`;
    const { result } = renderHook(() => useActiveStudent(), { wrapper });
    expect(result.current.studentId).toBe(11);
  });
});

describe('parseActiveStudent', () => {
  it('reads a positive whole id and nothing else', () => {
    expect(parseActiveStudent('12')).toBe(12);
    for (const bad of [undefined, null, '', '0', '-3', '1.5', 'abc', '__proto__']) expect(parseActiveStudent(bad)).toBeNull();
  });
});
