import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KitOverlays as KitProvider } from '../kit-overlays';
import { confirmDialog, dialogStore, useDialog, closeDialog, type DialogOptions } from './dialog-store';

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

function ask(options: DialogOptions) {
  const outcome: { settled: boolean; value: boolean | undefined } = { settled: false, value: undefined };
  act(() => {
    void confirmDialog(options).then((value) => {
      outcome.settled = true;
      outcome.value = value;
    });
  });
  return outcome;
}

beforeEach(() => {
  vi.useFakeTimers();
  render(
    <KitProvider>
      <button type="button">저장</button>
    </KitProvider>,
  );
});

afterEach(async () => {
  act(() => dialogStore.reset());
  // The overlay's history entry goes back under the fake clock (use-back-closes.ts).
  await act(() => vi.advanceTimersByTimeAsync(3000));
  vi.useRealTimers();
});

describe('confirm dialog', () => {
  it('shows the message with 취소 and 확인, opening after 50 ms', async () => {
    ask({ message: '삭제할까요?' });
    expect(screen.getByTestId('confirm-dialog-root')).toHaveAttribute('data-state', 'opening');
    await advance(50);
    expect(screen.getByTestId('confirm-dialog-root')).toHaveAttribute('data-state', 'open');
    const dialog = screen.getByRole('alertdialog', { name: '삭제할까요?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: '취소' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '확인' })).toBeInTheDocument();
  });

  it('takes a custom confirm (and cancel) label and a title', async () => {
    ask({ title: '예약 취소', message: '예약을 취소할까요?', confirmLabel: '예약 취소하기', cancelLabel: '닫기' });
    await advance(50);
    expect(screen.getByRole('alertdialog', { name: '예약 취소' })).toHaveAccessibleDescription('예약을 취소할까요?');
    expect(screen.getByRole('button', { name: '예약 취소하기' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '닫기' })).toBeInTheDocument();
  });

  it('resolves true on confirm, 100 ms after closing starts', async () => {
    const result = ask({ message: '저장할까요?' });
    await advance(50);
    fireEvent.click(screen.getByRole('button', { name: '확인' }));
    await advance(99);
    expect(result.settled).toBe(false);
    await advance(1);
    expect(result).toEqual({ settled: true, value: true });
    expect(screen.queryByTestId('confirm-dialog')).not.toBeInTheDocument();
  });

  it.each([
    ['the cancel button', () => fireEvent.click(screen.getByRole('button', { name: '취소' }))],
    ['an outside click', () => fireEvent.click(screen.getByTestId('confirm-dialog-backdrop'))],
    ['Escape', () => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' })],
    ['closeDialog()', () => act(() => closeDialog())],
  ])('resolves false on %s', async (_, action) => {
    const result = ask({ message: '저장할까요?' });
    await advance(50);
    action();
    await advance(100);
    expect(result).toEqual({ settled: true, value: false });
  });

  it('focuses 취소 first, keeps Tab inside and gives focus back afterwards', async () => {
    const opener = screen.getByRole('button', { name: '저장' });
    opener.focus();
    ask({ message: '나갈까요?' });
    await advance(50);
    const cancel = screen.getByRole('button', { name: '취소' });
    const confirm = screen.getByRole('button', { name: '확인' });
    expect(cancel).toHaveFocus();
    confirm.focus();
    fireEvent.keyDown(confirm, { key: 'Tab' });
    expect(cancel).toHaveFocus();
    fireEvent.keyDown(cancel, { key: 'Tab', shiftKey: true });
    expect(confirm).toHaveFocus();
    fireEvent.click(confirm);
    await advance(100);
    expect(opener).toHaveFocus();
  });

  it('replaces an open dialog after 300 ms, the first resolving false', async () => {
    const first = ask({ message: '첫 번째' });
    await advance(50);
    ask({ message: '두 번째' });
    await advance(100);
    expect(first).toEqual({ settled: true, value: false });
    await advance(200);
    expect(screen.getByRole('alertdialog', { name: '두 번째' })).toBeInTheDocument();
  });

  it('useDialog returns the imperative functions', () => {
    expect(useDialog()).toEqual({ confirmDialog, closeDialog });
  });

  describe("the browser's Back", () => {
    const overlayOnTop = () => (window.history.state as Record<string, unknown> | null)?.__kitOverlay === true;

    it('closes the open dialog as cancelled and stays on the page', async () => {
      window.history.pushState({ page: 'prev' }, '', '/prev');
      window.history.pushState({ page: 'list', __NA: true }, '', '/list');
      const result = ask({ message: '예약할까요?' });
      await advance(50);
      expect(overlayOnTop()).toBe(true);
      expect(window.history.state).toMatchObject({ page: 'list', __NA: true });
      act(() => window.history.back());
      await advance(10);
      expect(screen.getByTestId('confirm-dialog-root')).toHaveAttribute('data-state', 'closing');
      await advance(100);
      expect(result).toEqual({ settled: true, value: false });
      expect(window.location.pathname).toBe('/list');
      expect(overlayOnTop()).toBe(false);
    });

    it('takes its entry off when closed by a button, and settles after that', async () => {
      window.history.pushState({ page: 'list' }, '', '/list');
      const back = vi.spyOn(window.history, 'back');
      const result = ask({ message: '저장할까요?' });
      await advance(50);
      expect(overlayOnTop()).toBe(true);
      fireEvent.click(screen.getByRole('button', { name: '확인' }));
      expect(back).toHaveBeenCalledTimes(1);
      await advance(100);
      expect(result).toEqual({ settled: true, value: true });
      expect(overlayOnTop()).toBe(false);
      expect(window.history.state).toMatchObject({ page: 'list' });
      expect(window.location.pathname).toBe('/list');
      back.mockRestore();
    });

    it('steps back over its entry when Forward lands on it after the page moved on (a deleted record, then its list)', async () => {
      window.history.pushState({ page: 'detail' }, '', '/detail');
      const result = ask({ message: '삭제할까요?' });
      await advance(50);
      fireEvent.click(screen.getByRole('button', { name: '확인' }));
      await advance(100);
      expect(result).toEqual({ settled: true, value: true });
      // The app replaces the deleted record's page with its list; the question's entry is still ahead.
      window.history.replaceState({ page: 'list' }, '', '/list');
      act(() => window.history.forward());
      await advance(10);
      await advance(10);
      expect(window.location.pathname).toBe('/list');
      expect(overlayOnTop()).toBe(false);
    });
  });
});
