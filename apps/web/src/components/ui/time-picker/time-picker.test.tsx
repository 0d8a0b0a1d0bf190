import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KitOverlays as KitProvider } from '../kit-overlays';
import type { TimePickerOptions, TimePickerResult } from './rules';
import { requestTime, submitTimePicker, timePickerStore, useTimePicker } from './time-picker-store';

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

interface Outcome {
  settled: boolean;
  value: TimePickerResult | null | undefined;
}

async function open(options: TimePickerOptions = {}): Promise<Outcome> {
  const outcome: Outcome = { settled: false, value: undefined };
  act(() => {
    void requestTime(options).then((value) => {
      outcome.settled = true;
      outcome.value = value;
    });
  });
  await advance(50);
  return outcome;
}

const hour = () => screen.getByRole('spinbutton', { name: '시' });
const minute = () => screen.getByRole('spinbutton', { name: '분' });
const confirmButton = () => screen.getByTestId('time-picker-confirm');

function touch(element: Element, type: 'touchstart' | 'touchmove' | 'touchend', clientY: number) {
  const event = new Event(type, { bubbles: true, cancelable: true });
  const points = type === 'touchend' ? [] : [{ clientY }];
  Object.defineProperty(event, 'touches', { value: points });
  Object.defineProperty(event, 'changedTouches', { value: [{ clientY }] });
  act(() => {
    element.dispatchEvent(event);
  });
  return event;
}

function mouseDrag(element: Element, fromY: number, toY: number) {
  fireEvent.pointerDown(element, { pointerType: 'mouse', pointerId: 1, button: 0, clientY: fromY });
  fireEvent.pointerMove(element, { pointerType: 'mouse', pointerId: 1, clientY: (fromY + toY) / 2 });
  fireEvent.pointerMove(element, { pointerType: 'mouse', pointerId: 1, clientY: toY });
  fireEvent.pointerUp(element, { pointerType: 'mouse', pointerId: 1, clientY: toY });
}

beforeEach(() => {
  vi.useFakeTimers();
  render(
    <KitProvider>
      <button type="button">시간 고르기</button>
    </KitProvider>,
  );
});

afterEach(async () => {
  act(() => timePickerStore.reset());
  // The overlay's history entry goes back under the fake clock (use-back-closes.ts).
  await act(() => vi.advanceTimersByTimeAsync(3000));
  vi.useRealTimers();
});

describe('opening', () => {
  it('mounts closed and slides up 50 ms after the request', async () => {
    act(() => {
      void requestTime();
    });
    expect(screen.getByTestId('time-picker')).toHaveAttribute('data-state', 'opening');
    await advance(49);
    expect(screen.getByTestId('time-picker')).toHaveAttribute('data-state', 'opening');
    await advance(1);
    expect(screen.getByTestId('time-picker')).toHaveAttribute('data-state', 'open');
  });

  it('shows the default Korean title, hint and confirm label', async () => {
    await open({ currentHour: 19, currentMinute: 30 });
    const sheet = screen.getByRole('dialog', { name: '시간 선택' });
    expect(sheet).toHaveAttribute('aria-modal', 'true');
    expect(sheet).toHaveAccessibleDescription('마우스 또는 터치로 드래그해서 시간을 고를 수 있습니다');
    expect(screen.getByRole('button', { name: '19:30으로 선택' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '닫기' })).toBeInTheDocument();
  });

  it('uses a given title', async () => {
    await open({ title: '입실 시간' });
    expect(screen.getByRole('dialog', { name: '입실 시간' })).toBeInTheDocument();
  });

  it('exposes each wheel as a spinbutton with its value and range', async () => {
    await open({ minHour: 9, maxHour: 22, initialHour: 9, initialMinute: 5 });
    expect(hour()).toHaveAttribute('aria-valuenow', '9');
    expect(hour()).toHaveAttribute('aria-valuetext', '9시');
    expect(hour()).toHaveAttribute('aria-valuemin', '9');
    expect(hour()).toHaveAttribute('aria-valuemax', '22');
    expect(minute()).toHaveAttribute('aria-valuetext', '5분');
    expect(screen.getAllByTestId(/^time-picker-hour-option-/)).toHaveLength(14);
  });

  it('moves focus to the hour wheel and back to the opener after closing', async () => {
    const opener = screen.getByRole('button', { name: '시간 고르기' });
    opener.focus();
    await open();
    expect(hour()).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: '닫기' }));
    await advance(300);
    expect(opener).toHaveFocus();
  });

  it('rejects options that leave nothing to choose', async () => {
    await expect(requestTime({ minHour: 23, maxHour: 1 })).rejects.toThrow(RangeError);
  });
});

describe('cancelling and submitting', () => {
  it('resolves null about 50 ms after the close button, and unmounts after the slide', async () => {
    const result = await open();
    fireEvent.click(screen.getByTestId('time-picker-close'));
    expect(screen.getByTestId('time-picker')).toHaveAttribute('data-state', 'closing');
    await advance(49);
    expect(result.settled).toBe(false);
    await advance(1);
    expect(result).toEqual({ settled: true, value: null });
    expect(screen.getByTestId('time-picker')).toBeInTheDocument();
    await advance(250);
    expect(screen.queryByTestId('time-picker')).not.toBeInTheDocument();
  });

  it('cancels on an outside click', async () => {
    const result = await open();
    fireEvent.click(screen.getByTestId('time-picker-backdrop'));
    await advance(50);
    expect(result).toEqual({ settled: true, value: null });
  });

  it('cancels on Escape', async () => {
    const result = await open();
    fireEvent.keyDown(hour(), { key: 'Escape' });
    await advance(50);
    expect(result).toEqual({ settled: true, value: null });
  });

  it('resolves with the chosen time 300 ms after submit', async () => {
    const result = await open({ initialHour: 7, initialMinute: 5 });
    fireEvent.click(confirmButton());
    await advance(299);
    expect(result.settled).toBe(false);
    await advance(1);
    expect(result).toEqual({ settled: true, value: { hour: 7, minute: 5, formattedTime: '07:05' } });
    expect(screen.queryByTestId('time-picker')).not.toBeInTheDocument();
  });

  it('submits on Enter in a wheel', async () => {
    const result = await open({ currentHour: 21, currentMinute: 0 });
    fireEvent.keyDown(minute(), { key: 'Enter' });
    await advance(300);
    expect(result.value).toEqual({ hour: 21, minute: 0, formattedTime: '21:00' });
  });

  it('answers null to an older request replaced by a newer one', async () => {
    const first = await open({ title: '처음' });
    const second = await open({ title: '다음' });
    expect(first).toEqual({ settled: true, value: null });
    expect(second.settled).toBe(false);
    expect(screen.getByRole('dialog', { name: '다음' })).toBeInTheDocument();
  });

  it('refuses to submit a time the options do not allow', async () => {
    await open({ minHour: 9, maxHour: 10 });
    let accepted = true;
    act(() => {
      accepted = submitTimePicker(11, 0);
    });
    expect(accepted).toBe(false);
    expect(screen.getByTestId('time-picker')).toHaveAttribute('data-state', 'open');
  });
});

describe('keyboard', () => {
  it('changes the focused wheel with ArrowUp/ArrowDown and switches wheels with ArrowLeft/ArrowRight', async () => {
    const result = await open({ currentHour: 10, currentMinute: 20 });
    fireEvent.keyDown(hour(), { key: 'ArrowUp' });
    fireEvent.keyDown(hour(), { key: 'ArrowUp' });
    fireEvent.keyDown(hour(), { key: 'ArrowDown' });
    expect(hour()).toHaveAttribute('aria-valuenow', '11');
    fireEvent.keyDown(hour(), { key: 'ArrowRight' });
    expect(minute()).toHaveFocus();
    fireEvent.keyDown(minute(), { key: 'ArrowDown' });
    expect(minute()).toHaveAttribute('aria-valuetext', '19분');
    fireEvent.keyDown(minute(), { key: 'ArrowLeft' });
    expect(hour()).toHaveFocus();
    expect(confirmButton()).toHaveTextContent('11:19으로 선택');
    fireEvent.keyDown(hour(), { key: 'Enter' });
    await advance(300);
    expect(result.value).toEqual({ hour: 11, minute: 19, formattedTime: '11:19' });
  });

  it('stops at the ends and jumps with Home/End/PageUp/PageDown', async () => {
    await open({ minHour: 8, maxHour: 20, initialHour: 8 });
    fireEvent.keyDown(hour(), { key: 'ArrowDown' });
    expect(hour()).toHaveAttribute('aria-valuenow', '8');
    fireEvent.keyDown(hour(), { key: 'End' });
    expect(hour()).toHaveAttribute('aria-valuenow', '20');
    fireEvent.keyDown(hour(), { key: 'PageDown' });
    expect(hour()).toHaveAttribute('aria-valuenow', '15');
    fireEvent.keyDown(hour(), { key: 'Home' });
    expect(hour()).toHaveAttribute('aria-valuenow', '8');
    fireEvent.keyDown(hour(), { key: 'PageUp' });
    expect(hour()).toHaveAttribute('aria-valuenow', '13');
  });
});

describe('hour changes adjust the minute (spec section 5)', () => {
  it("clamps the minute into the new hour's restricted range", async () => {
    await open({
      currentHour: 17,
      currentMinute: 10,
      hourMinuteRestrictions: { 18: { minMinute: 30, maxMinute: 50 } },
    });
    fireEvent.keyDown(hour(), { key: 'ArrowUp' });
    expect(hour()).toHaveAttribute('aria-valuenow', '18');
    expect(minute()).toHaveAttribute('aria-valuenow', '30');
    expect(minute()).toHaveAttribute('aria-valuemin', '30');
    expect(minute()).toHaveAttribute('aria-valuemax', '50');
    expect(confirmButton()).toHaveTextContent('18:30으로 선택');
  });

  it("resets the minute to the first option when it is not in the new hour's list", async () => {
    await open({ currentHour: 12, currentMinute: 45, hourMinuteOptions: { 13: [10, 40] } });
    fireEvent.keyDown(hour(), { key: 'ArrowUp' });
    expect(minute()).toHaveAttribute('aria-valuenow', '10');
    expect(screen.getAllByTestId(/^time-picker-minute-option-/).map((row) => row.textContent)).toEqual(['10', '40']);
  });
});

describe('dragging', () => {
  it('moves one step per 40 px of mouse drag, snapping to the nearest row', async () => {
    await open({ currentHour: 10, currentMinute: 0 });
    mouseDrag(hour(), 300, 220);
    expect(hour()).toHaveAttribute('aria-valuenow', '12');
    mouseDrag(hour(), 300, 321);
    expect(hour()).toHaveAttribute('aria-valuenow', '11');
    mouseDrag(minute(), 300, 281);
    expect(minute()).toHaveAttribute('aria-valuenow', '0');
  });

  it('follows the pointer while dragging and does not animate until let go', async () => {
    await open({ currentHour: 10 });
    const track = screen.getByTestId('time-picker-hour-option-10').parentElement as HTMLElement;
    expect(track.style.transform).toBe('translateY(-320px)');
    fireEvent.pointerDown(hour(), { pointerType: 'mouse', pointerId: 1, button: 0, clientY: 300 });
    fireEvent.pointerMove(hour(), { pointerType: 'mouse', pointerId: 1, clientY: 270 });
    expect(hour()).toHaveAttribute('data-dragging', 'true');
    expect(track.style.transform).toBe('translateY(-350px)');
    fireEvent.pointerUp(hour(), { pointerType: 'mouse', pointerId: 1, clientY: 270 });
    expect(hour()).toHaveAttribute('data-dragging', 'false');
    expect(track.style.transform).toBe('translateY(-360px)');
  });

  it('moves by touch drag', async () => {
    const result = await open({ currentHour: 10, currentMinute: 30 });
    touch(minute(), 'touchstart', 400);
    const move = touch(minute(), 'touchmove', 340);
    expect(move.defaultPrevented).toBe(true);
    touch(minute(), 'touchmove', 280);
    touch(minute(), 'touchend', 280);
    expect(minute()).toHaveAttribute('aria-valuenow', '33');
    fireEvent.click(confirmButton());
    await advance(300);
    expect(result.value).toEqual({ hour: 10, minute: 33, formattedTime: '10:33' });
  });

  it('ignores pointer events that come from touch (handled once, by touch events)', async () => {
    await open({ currentHour: 10 });
    fireEvent.pointerDown(hour(), { pointerType: 'touch', pointerId: 2, button: 0, clientY: 300 });
    fireEvent.pointerMove(hour(), { pointerType: 'touch', pointerId: 2, clientY: 200 });
    fireEvent.pointerUp(hour(), { pointerType: 'touch', pointerId: 2, clientY: 200 });
    expect(hour()).toHaveAttribute('aria-valuenow', '10');
  });

  it('selects a row on a tap', async () => {
    await open({ currentHour: 10 });
    const row = screen.getByTestId('time-picker-hour-option-12');
    fireEvent.pointerDown(row, { pointerType: 'mouse', pointerId: 1, button: 0, clientY: 380 });
    fireEvent.pointerUp(row, { pointerType: 'mouse', pointerId: 1, clientY: 382 });
    expect(hour()).toHaveAttribute('aria-valuenow', '12');
  });

  it('does not go past the first or last row', async () => {
    await open({ minHour: 9, maxHour: 12, currentHour: 11 });
    mouseDrag(hour(), 100, 600);
    expect(hour()).toHaveAttribute('aria-valuenow', '9');
    mouseDrag(hour(), 600, 0);
    expect(hour()).toHaveAttribute('aria-valuenow', '12');
  });
});

describe('mouse wheel', () => {
  it('waits until the wheel pauses for 100 ms, then moves by whole rows', async () => {
    await open({ currentHour: 10, currentMinute: 0 });
    fireEvent.wheel(minute(), { deltaY: 40, deltaMode: 0 });
    await advance(60);
    fireEvent.wheel(minute(), { deltaY: 40, deltaMode: 0 });
    await advance(60);
    fireEvent.wheel(minute(), { deltaY: 40, deltaMode: 0 });
    await advance(99);
    expect(minute()).toHaveAttribute('aria-valuenow', '0');
    await advance(1);
    expect(minute()).toHaveAttribute('aria-valuenow', '3');
    fireEvent.wheel(minute(), { deltaY: -1, deltaMode: 1 });
    await advance(100);
    expect(minute()).toHaveAttribute('aria-valuenow', '2');
  });

  it('keeps the page from scrolling under the wheel', async () => {
    await open();
    const event = new WheelEvent('wheel', { deltaY: 40, bubbles: true, cancelable: true });
    act(() => {
      hour().dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(true);
  });

  it('moves exactly one step per wheel gesture with 3 or fewer items', async () => {
    await open({ minHour: 8, maxHour: 10, initialHour: 8, hourMinuteOptions: { 9: [0, 30] } });
    fireEvent.wheel(hour(), { deltaY: 400 });
    await advance(100);
    expect(hour()).toHaveAttribute('aria-valuenow', '9');
    fireEvent.wheel(minute(), { deltaY: 250 });
    fireEvent.wheel(minute(), { deltaY: 250 });
    await advance(100);
    expect(minute()).toHaveAttribute('aria-valuenow', '30');
    fireEvent.wheel(hour(), { deltaY: 120 });
    await advance(100);
    expect(hour()).toHaveAttribute('aria-valuenow', '10');
  });
});

describe('useTimePicker', () => {
  it('returns requestTime', () => {
    expect(useTimePicker()).toEqual({ requestTime });
  });
});
