import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KitOverlays as KitProvider } from '../kit-overlays';
import { dismissToast, showToast, toastStore, useToast } from './toast-store';

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const toasts = () => screen.queryAllByTestId('toast');

beforeEach(() => {
  vi.useFakeTimers();
  render(<KitProvider />);
});

afterEach(() => {
  act(() => toastStore.reset());
  vi.useRealTimers();
});

describe('toast store', () => {
  it('fills in id, light theme and a 3 s countdown', () => {
    let id = '';
    act(() => {
      id = showToast({ status: 'success', title: '저장했습니다' });
    });
    expect(toastStore.getSnapshot()).toEqual([{ id, theme: 'light', status: 'success', title: '저장했습니다', countdown: 3 }]);
  });

  it('decrements the countdown each second and removes the toast at 0', async () => {
    act(() => {
      showToast({ status: 'success', title: '저장했습니다' });
    });
    await advance(999);
    expect(toastStore.getSnapshot()[0]?.countdown).toBe(3);
    await advance(1);
    expect(toastStore.getSnapshot()[0]?.countdown).toBe(2);
    await advance(1000);
    expect(toastStore.getSnapshot()[0]?.countdown).toBe(1);
    expect(toasts()).toHaveLength(1);
    await advance(1000);
    expect(toastStore.getSnapshot()).toEqual([]);
    expect(toasts()).toHaveLength(0);
  });

  it('waits while she points at the stack or has the focus in it, then counts down again', async () => {
    act(() => {
      showToast({ status: 'failed', title: '예약하지 못했습니다' });
    });
    const region = screen.getByTestId('toast-region');
    fireEvent.pointerEnter(region);
    await advance(5000);
    expect(toasts()).toHaveLength(1);
    fireEvent.pointerLeave(region);
    screen.getByRole('button', { name: '알림 닫기' }).focus();
    await advance(5000);
    expect(toasts()).toHaveLength(1);
    act(() => screen.getByRole('button', { name: '알림 닫기' }).blur());
    await advance(3000);
    expect(toasts()).toHaveLength(0);
  });

  it('takes a custom countdown, theme and description', async () => {
    act(() => {
      showToast({ status: 'failed', title: '실패', description: '다시 시도해 주세요', theme: 'dark', countdown: 5 });
    });
    expect(toastStore.getSnapshot()[0]).toMatchObject({ theme: 'dark', description: '다시 시도해 주세요', countdown: 5 });
    await advance(4000);
    expect(toasts()).toHaveLength(1);
    await advance(1000);
    expect(toasts()).toHaveLength(0);
  });

  it('stacks several toasts, each with its own countdown', async () => {
    act(() => {
      showToast({ status: 'success', title: '첫 번째' });
    });
    await advance(1000);
    act(() => {
      showToast({ status: 'failed', title: '두 번째' });
    });
    expect(toasts().map((t) => t.textContent)).toEqual([expect.stringContaining('첫 번째'), expect.stringContaining('두 번째')]);
    await advance(2000);
    expect(toasts()).toHaveLength(1);
    expect(toasts()[0]).toHaveTextContent('두 번째');
    await advance(1000);
    expect(toasts()).toHaveLength(0);
  });

  it('shows a title once: a second one takes the first one’s place, with a new countdown', async () => {
    act(() => {
      showToast({ status: 'success', title: '저장했습니다' });
      showToast({ status: 'success', title: '다른 말' });
    });
    await advance(2000);
    act(() => {
      showToast({ status: 'success', title: '저장했습니다' });
      showToast({ status: 'failed', title: '저장하지 못했습니다' });
    });
    expect(toasts().map((t) => t.textContent)).toEqual([
      expect.stringContaining('다른 말'),
      expect.stringContaining('성공: 저장했습니다'),
      expect.stringContaining('실패: 저장하지 못했습니다'),
    ]);
    // Its countdown started again: still there when the first one would have gone.
    await advance(1000);
    expect(toasts()).toHaveLength(2);
    expect(toasts()[0]).toHaveTextContent('성공: 저장했습니다');
  });

  it('removes a toast early with dismissToast or its close button', () => {
    let id = '';
    act(() => {
      id = showToast({ status: 'success', title: '하나' });
      showToast({ status: 'success', title: '둘' });
    });
    act(() => dismissToast(id));
    expect(toasts()).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: '알림 닫기' }));
    expect(toasts()).toHaveLength(0);
  });

  it('useToast returns the imperative functions', () => {
    expect(useToast()).toEqual({ showToast, dismissToast });
  });
});

describe('toast stack for screen readers', () => {
  it('renders toasts inside a polite live region that exists before the first toast', () => {
    const live = screen.getByRole('status');
    expect(live).toHaveAttribute('aria-live', 'polite');
    act(() => {
      showToast({ status: 'failed', title: '파일을 내려받지 못했습니다', description: '잠시 후 다시 시도해 주세요' });
    });
    const toast = within(live).getByTestId('toast');
    expect(toast).toHaveTextContent('실패: 파일을 내려받지 못했습니다');
    expect(toast).toHaveTextContent('잠시 후 다시 시도해 주세요');
    expect(toast).toHaveAttribute('data-status', 'failed');
    expect(toast).toHaveAttribute('data-theme', 'light');
  });
});
