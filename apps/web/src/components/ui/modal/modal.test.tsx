import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KitOverlays as KitProvider } from '../kit-overlays';
import { closeModal, modalStore, openModal, useModal, type ModalOptions } from './modal-store';

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

function track(promise: Promise<boolean>) {
  const outcome: { settled: boolean; value: boolean | undefined } = { settled: false, value: undefined };
  void promise.then((value) => {
    outcome.settled = true;
    outcome.value = value;
  });
  return outcome;
}

function open(options: ModalOptions) {
  let result!: ReturnType<typeof track>;
  act(() => {
    result = track(openModal(options));
  });
  return result;
}

const modal = () => screen.queryByTestId('confirm-modal');

beforeEach(() => {
  vi.useFakeTimers();
  render(
    <KitProvider>
      <button type="button">열기</button>
    </KitProvider>,
  );
});

afterEach(() => {
  act(() => modalStore.reset());
  vi.useRealTimers();
});

describe('confirm modal timings', () => {
  it('mounts hidden at once and shows after 50 ms', async () => {
    open({ type: 'primary' });
    expect(modal()).toHaveAttribute('data-state', 'opening');
    await advance(49);
    expect(modal()).toHaveAttribute('data-state', 'opening');
    await advance(1);
    expect(modal()).toHaveAttribute('data-state', 'open');
  });

  it('hides at once on close and is gone, with the promise settled, 100 ms later', async () => {
    const result = open({ type: 'primary' });
    await advance(50);
    fireEvent.click(screen.getByRole('button', { name: '확인' }));
    expect(modal()).toHaveAttribute('data-state', 'closing');
    await advance(99);
    expect(modal()).toBeInTheDocument();
    expect(result.settled).toBe(false);
    await advance(1);
    expect(modal()).not.toBeInTheDocument();
    expect(result).toEqual({ settled: true, value: true });
  });

  it('closes the open modal first and opens the new one after 300 ms', async () => {
    const first = open({ type: 'primary', title: '첫 번째' });
    await advance(50);
    const second = open({ type: 'failed', title: '두 번째' });
    expect(modal()).toHaveAttribute('data-state', 'closing');
    await advance(100);
    expect(modal()).not.toBeInTheDocument();
    expect(first).toEqual({ settled: true, value: false });
    await advance(199);
    expect(modal()).not.toBeInTheDocument();
    await advance(1);
    expect(screen.getByRole('alertdialog', { name: '두 번째' })).toHaveAttribute('data-state', 'opening');
    await advance(50);
    expect(modal()).toHaveAttribute('data-state', 'open');
    expect(second.settled).toBe(false);
  });

  it('drops a modal that was still waiting when a third one is asked for', async () => {
    open({ type: 'primary', title: '하나' });
    await advance(50);
    const waiting = open({ type: 'primary', title: '둘' });
    await advance(100);
    open({ type: 'primary', title: '셋' });
    await advance(0);
    expect(waiting).toEqual({ settled: true, value: false });
    await advance(300);
    expect(screen.getByRole('dialog', { name: '셋' })).toBeInTheDocument();
  });

  it('closes a success modal by itself 1.2 s after it opened', async () => {
    const result = open({ type: 'success' });
    await advance(50);
    await advance(1199);
    expect(modal()).toHaveAttribute('data-state', 'open');
    await advance(1);
    expect(modal()).toHaveAttribute('data-state', 'closing');
    await advance(100);
    expect(modal()).not.toBeInTheDocument();
    expect(result).toEqual({ settled: true, value: true });
  });
});

describe('confirm modal types and texts', () => {
  it('shows the primary defaults and a confirm button', async () => {
    open({ type: 'primary' });
    await advance(50);
    const dialog = screen.getByRole('dialog', { name: '아래 버튼을 눌러 주세요' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: '확인' })).toBeInTheDocument();
  });

  it('shows the failed defaults as an alertdialog with only an OK button, shaking', async () => {
    open({ type: 'failed' });
    await advance(50);
    const dialog = screen.getByRole('alertdialog', { name: '요청에 실패했습니다' });
    expect(dialog).toHaveAccessibleDescription('확인 후 다시 시도해 주세요');
    expect(dialog).toHaveAttribute('data-type', 'failed');
    expect(screen.getAllByRole('button', { hidden: false }).filter((b) => dialog.contains(b))).toHaveLength(1);
  });

  it('shows the success default title, small and without buttons', async () => {
    open({ type: 'success' });
    await advance(50);
    const dialog = screen.getByRole('dialog', { name: '완료되었습니다!' });
    expect(dialog).toHaveAttribute('data-type', 'success');
    expect(dialog.querySelector('button')).toBeNull();
  });

  it('uses given title, message and button label', async () => {
    open({ type: 'primary', title: '예약할까요?', message: '내일 19:30 자습실', confirmLabel: '예약하기' });
    await advance(50);
    expect(screen.getByRole('dialog', { name: '예약할까요?' })).toHaveAccessibleDescription('내일 19:30 자습실');
    expect(screen.getByRole('button', { name: '예약하기' })).toBeInTheDocument();
  });
});

describe('closing by outside click and Escape', () => {
  it('closes a primary modal on an outside click, resolving false', async () => {
    const result = open({ type: 'primary' });
    await advance(50);
    fireEvent.click(screen.getByTestId('confirm-modal-backdrop'));
    await advance(100);
    expect(modal()).not.toBeInTheDocument();
    expect(result).toEqual({ settled: true, value: false });
  });

  it('keeps a failed modal open on an outside click', async () => {
    const result = open({ type: 'failed' });
    await advance(50);
    fireEvent.click(screen.getByTestId('confirm-modal-backdrop'));
    await advance(1000);
    expect(modal()).toHaveAttribute('data-state', 'open');
    expect(result.settled).toBe(false);
  });

  it('treats Escape like an outside click', async () => {
    const primary = open({ type: 'primary' });
    await advance(50);
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    await advance(100);
    expect(primary).toEqual({ settled: true, value: false });

    const failed = open({ type: 'failed' });
    await advance(50);
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    await advance(500);
    expect(modal()).toHaveAttribute('data-state', 'open');
    expect(failed.settled).toBe(false);
  });

  it('closes with closeModal() from outside React', async () => {
    const result = open({ type: 'failed' });
    await advance(50);
    act(() => closeModal());
    await advance(100);
    expect(result).toEqual({ settled: true, value: false });
  });
});

describe('focus', () => {
  it('moves focus into the modal and back to the opener', async () => {
    const opener = screen.getByRole('button', { name: '열기' });
    opener.focus();
    open({ type: 'primary' });
    await advance(50);
    expect(screen.getByRole('button', { name: '확인' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: '확인' }));
    await advance(100);
    expect(opener).toHaveFocus();
  });
});

describe('useModal', () => {
  it('returns the same functions as the imperative calls', () => {
    expect(useModal()).toEqual({ openModal, closeModal });
  });
});
