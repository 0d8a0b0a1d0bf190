import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSeoulDay } from './seoul-day';

afterEach(() => {
  vi.useRealTimers();
});

describe('home’s day', () => {
  it('moves on at Seoul’s midnight by itself, a home left open overnight', async () => {
    vi.useFakeTimers();
    // Monday 2026-11-30 23:59:30 in Seoul.
    vi.setSystemTime(new Date('2026-11-30T14:59:30Z'));
    const { result } = renderHook(() => useSeoulDay());
    expect(result.current).toBe('2026-11-30');
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(result.current).toBe('2026-11-30');
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(result.current).toBe('2026-12-01');
    // And the next night too.
    await act(() => vi.advanceTimersByTimeAsync(86_400_000));
    expect(result.current).toBe('2026-12-02');
  });
});
