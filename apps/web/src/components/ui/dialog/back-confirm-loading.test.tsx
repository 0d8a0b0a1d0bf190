// A file of its own: the guard's code must not have loaded yet when the form first changes (the
// module keeps it once loaded, for every later test of a file).
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { KitOverlays as KitProvider } from '../kit-overlays';
import { backGuardReady, resetBackConfirm, useBackConfirm } from './back-confirm';
import { dialogStore } from './dialog-store';

// Written out: importing it from back-guard.ts would load the guard's code before the form changes.
const LEAVE_CONFIRM_TITLE = '이 페이지를 나갈까요?';

function FormPage({ onFollow }: { onFollow: (newTab: boolean) => void }) {
  const [dirty, setDirty] = useState(false);
  useBackConfirm(dirty);
  return (
    <KitProvider>
      <input aria-label="메모" onChange={() => setDirty(true)} />
      {/* As Next's Link does: the app's own handler takes the click (jsdom does not navigate). */}
      <a
        href="/education"
        onClick={(e) => {
          e.preventDefault();
          onFollow(e.ctrlKey);
        }}
      >
        커리큘럼
      </a>
    </KitProvider>
  );
}

afterEach(() => {
  act(() => dialogStore.reset());
  resetBackConfirm();
});

it('a link tapped while the guard of a just-changed form is still loading is held, then asks', async () => {
  const onFollow = vi.fn();
  render(<FormPage onFollow={onFollow} />);
  fireEvent.change(screen.getByLabelText('메모'), { target: { value: '오늘은 여기까지' } });
  // Ctrl-clicked (a new tab: this page stays) while the guard's code loads: not held, so not replayed
  // later as a plain click that would take this tab away.
  fireEvent.click(screen.getByRole('link', { name: '커리큘럼' }), { ctrlKey: true });
  expect(onFollow).toHaveBeenCalledTimes(1);
  expect(onFollow).toHaveBeenLastCalledWith(true);
  onFollow.mockClear();
  // Tapped at once, before the guard's code has arrived: the page does not go.
  const followed = fireEvent.click(screen.getByRole('link', { name: '커리큘럼' }));
  expect(followed).toBe(false);
  expect(onFollow).not.toHaveBeenCalled();
  // Once it has, the same tap asks; "확인" follows the link, once.
  await act(() => backGuardReady());
  expect(await screen.findByRole('alertdialog', { name: LEAVE_CONFIRM_TITLE })).toBeInTheDocument();
  expect(onFollow).not.toHaveBeenCalled();
  fireEvent.click(screen.getByRole('button', { name: '확인' }));
  await vi.waitFor(() => expect(onFollow).toHaveBeenCalledTimes(1));
  expect(onFollow).toHaveBeenLastCalledWith(false);
  // From here the guard itself answers links: nothing is held any more.
  fireEvent.click(screen.getByRole('link', { name: '커리큘럼' }));
  expect(onFollow).toHaveBeenCalledTimes(2);
});
