import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KitOverlays as KitProvider } from '../kit-overlays';
import { BACK_GUARD_KEY, backGuardReady, confirmLeave, resetBackConfirm, useBackConfirm } from './back-confirm';
import { dialogStore } from './dialog-store';

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const isGuard = () => (window.history.state as Record<string, unknown> | null)?.[BACK_GUARD_KEY] === true;

function FormPage() {
  const [dirty, setDirty] = useState(false);
  const { confirmLeave: leave } = useBackConfirm(dirty);
  return (
    <>
      <input aria-label="메모" onChange={() => setDirty(true)} />
      <button type="button" onClick={() => setDirty(false)}>
        저장
      </button>
      <button
        type="button"
        onClick={async () => {
          if (await leave()) window.history.back();
        }}
      >
        뒤로
      </button>
    </>
  );
}

function Page({ showForm = true }: { showForm?: boolean }) {
  return <KitProvider>{showForm && <FormPage />}</KitProvider>;
}

async function browserBack() {
  act(() => window.history.back());
  await advance(10);
}

/** The browser's Back on the dirty form: the question shows, and the page stays. */
async function backAsks() {
  await browserBack();
  await advance(50);
  expect(screen.getByRole('alertdialog', { name: '이전 페이지로 돌아갈까요?' })).toBeInTheDocument();
  expect(window.location.pathname).toBe('/form');
}

/** Types into the form and waits for the guard, which loads the first time a form is dirty. */
async function typeSomething() {
  fireEvent.change(screen.getByLabelText('메모'), { target: { value: '안녕하세요' } });
  await act(() => backGuardReady());
}

/** Calls confirmLeave as a page's own back button does, answers its question, and returns what it resolved. */
async function answerLeave(button: '확인' | '취소'): Promise<boolean | undefined> {
  let answer: boolean | undefined;
  act(() => {
    void confirmLeave().then((value) => {
      answer = value;
    });
  });
  await advance(50);
  fireEvent.click(screen.getByRole('button', { name: button }));
  await advance(100);
  return answer;
}

beforeEach(() => {
  vi.useFakeTimers();
  window.history.pushState({ page: 'prev' }, '', '/prev');
  window.history.pushState({ page: 'form', __NA: true }, '', '/form');
});

afterEach(async () => {
  act(() => dialogStore.reset());
  // The overlay's history entry goes back under the fake clock (use-back-closes.ts).
  await act(() => vi.advanceTimersByTimeAsync(3000));
  resetBackConfirm();
  vi.useRealTimers();
});

describe('useBackConfirm with the browser back button', () => {
  it('does nothing while the form is unchanged', async () => {
    render(<Page />);
    expect(isGuard()).toBe(false);
    await browserBack();
    expect(window.location.pathname).toBe('/prev');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('pushes a guard entry once the form is dirty, keeping the existing history state', async () => {
    render(<Page />);
    await typeSomething();
    expect(isGuard()).toBe(true);
    expect(window.history.state).toMatchObject({ page: 'form', __NA: true });
    expect(window.location.pathname).toBe('/form');
    await typeSomething();
    // Still one guard: going back once lands on the form's own entry.
    expect(window.history.length).toBeGreaterThan(2);
  });

  it('asks before leaving and stays on 취소, guarding again', async () => {
    render(<Page />);
    await typeSomething();
    await browserBack();
    await advance(50);
    const dialog = screen.getByRole('alertdialog', { name: '이전 페이지로 돌아갈까요?' });
    expect(dialog).toHaveAccessibleDescription('입력하거나 저장한 정보가 초기화됩니다.');
    expect(window.location.pathname).toBe('/form');
    fireEvent.click(screen.getByRole('button', { name: '취소' }));
    await advance(100);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(window.location.pathname).toBe('/form');
    expect(isGuard()).toBe(true);
  });

  it('stays when Back is pressed again while it asks: the second Back closes the question, as 취소', async () => {
    render(<Page />);
    await typeSomething();
    await browserBack();
    await advance(50);
    expect(screen.getByRole('alertdialog', { name: '이전 페이지로 돌아갈까요?' })).toBeInTheDocument();
    await browserBack();
    await advance(100);
    await advance(10);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(window.location.pathname).toBe('/form');
    expect(isGuard()).toBe(true);
    // Still guarded: the next Back asks again.
    await backAsks();
    fireEvent.click(screen.getByRole('button', { name: '취소' }));
    await advance(110);
  });

  it('goes back for real on 확인', async () => {
    render(<Page />);
    await typeSomething();
    await browserBack();
    await advance(50);
    fireEvent.click(screen.getByRole('button', { name: '확인' }));
    await advance(100);
    await advance(10);
    await advance(10);
    expect(window.location.pathname).toBe('/prev');
  });

  it('asks again on a second back press after 취소', async () => {
    render(<Page />);
    await typeSomething();
    await browserBack();
    await advance(50);
    fireEvent.click(screen.getByRole('button', { name: '취소' }));
    await advance(100);
    await backAsks();
    fireEvent.click(screen.getByRole('button', { name: '취소' }));
    await advance(110);
  });

  it('skips a guard left behind after saving, so one back press leaves', async () => {
    render(<Page />);
    await typeSomething();
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    await browserBack();
    await advance(10);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(window.location.pathname).toBe('/prev');
  });

  it('closes its question when the page goes away', async () => {
    const { rerender } = render(<Page />);
    await typeSomething();
    await browserBack();
    await advance(50);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    rerender(<Page showForm={false} />);
    await advance(100);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

describe("confirmLeave for the page's own back button", () => {
  it('resolves true at once when nothing changed', async () => {
    render(<Page />);
    let answer: boolean | undefined;
    await act(async () => {
      answer = await confirmLeave();
    });
    expect(answer).toBe(true);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('asks, and on 확인 removes the guard so going back leaves the page', async () => {
    render(<Page />);
    await typeSomething();
    fireEvent.click(screen.getByRole('button', { name: '뒤로' }));
    await advance(50);
    expect(screen.getByRole('alertdialog', { name: '이전 페이지로 돌아갈까요?' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '확인' }));
    await advance(100);
    await advance(10);
    await advance(10);
    expect(window.location.pathname).toBe('/prev');
  });

  it('after a reload on its guard entry, unmarks that entry instead of going back into the page before the reload', async () => {
    // She reloaded with unsaved changes: the guard entry an earlier document pushed is the current one.
    window.history.pushState({ page: 'form', __NA: true, [BACK_GUARD_KEY]: true }, '', '/form');
    const lengthBefore = window.history.length;
    const back = vi.spyOn(window.history, 'back');
    render(<Page />);
    await typeSomething();
    expect(window.history.length).toBe(lengthBefore);
    expect(await answerLeave('확인')).toBe(true);
    // Once, over the question's own entry (use-back-closes.ts); never over the guard into the page before.
    expect(back).toHaveBeenCalledTimes(1);
    expect(isGuard()).toBe(false);
    expect(window.history.state).toMatchObject({ page: 'form', __NA: true });
    expect(window.location.pathname).toBe('/form');
    back.mockRestore();
  });

  it('resolves false on 취소 and keeps the guard', async () => {
    render(<Page />);
    await typeSomething();
    expect(await answerLeave('취소')).toBe(false);
    expect(isGuard()).toBe(true);
    expect(window.location.pathname).toBe('/form');
  });
});

describe('beforeunload', () => {
  const unload = () => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  };

  it('asks the browser to warn only while the form is dirty', async () => {
    render(<Page />);
    expect(unload()).toBe(false);
    await typeSomething();
    expect(unload()).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    expect(unload()).toBe(false);
  });
});
