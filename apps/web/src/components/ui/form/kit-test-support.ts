import { act } from '@testing-library/react';
import { vi } from 'vitest';
import { resetBackConfirm } from '../dialog/back-confirm';
import { dialogStore } from '../dialog/dialog-store';
import { modalStore } from '../modal/modal-store';
import { toastStore } from '../toast/toast-store';

/**
 * After a test of a form under fake timers: the kit's overlays closed, their history entries gone back
 * (use-back-closes.ts waits on the clock), the back guard forgotten, and real timers again.
 */
export async function settleKitOverlays() {
  act(() => {
    dialogStore.reset();
    modalStore.reset();
    toastStore.reset();
  });
  await act(() => vi.advanceTimersByTimeAsync(3000));
  resetBackConfirm();
  vi.useRealTimers();
}
