// A file of its own: the guard's code must not have loaded yet when the form first changes (the
// module keeps it once loaded, for every later test of a file).
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { KitOverlays as KitProvider } from '../kit-overlays';
import { BACK_CONFIRM_TITLE, backGuardReady, resetBackConfirm, useBackConfirm } from './back-confirm';
import { dialogStore } from './dialog-store';

function FormPage({ onFollow }: { onFollow: () => void }) {
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
          onFollow();
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
  // Tapped at once, before the guard's code has arrived: the page does not go.
  const followed = fireEvent.click(screen.getByRole('link', { name: '커리큘럼' }));
  expect(followed).toBe(false);
  expect(onFollow).not.toHaveBeenCalled();
  // Once it has, the same tap asks; "확인" follows the link, once.
  await act(() => backGuardReady());
  expect(await screen.findByRole('alertdialog', { name: BACK_CONFIRM_TITLE })).toBeInTheDocument();
  expect(onFollow).not.toHaveBeenCalled();
  fireEvent.click(screen.getByRole('button', { name: '확인' }));
  await vi.waitFor(() => expect(onFollow).toHaveBeenCalledTimes(1));
  // From here the guard itself answers links: nothing is held any more.
  fireEvent.click(screen.getByRole('link', { name: '커리큘럼' }));
  expect(onFollow).toHaveBeenCalledTimes(2);
});
