import {
  PICKER_TIMING,
  isAllowedTime,
  resolveTimePickerOptions,
  toTimePickerResult,
  type ResolvedTimePickerOptions,
  type TimePickerOptions,
  type TimePickerResult,
} from './rules';
import { overlayExit } from '../overlay/overlay-store';
import { pickerSignal } from './picker-signal';

/** closed is "no request"; the sheet mounts in opening, slides up in open, slides down in closing. */
export type TimePickerPhase = 'opening' | 'open' | 'closing';

export interface TimePickerRequest {
  readonly id: number;
  readonly options: ResolvedTimePickerOptions;
  readonly phase: TimePickerPhase;
}

interface Slot {
  request: TimePickerRequest;
  resolve: (result: TimePickerResult | null) => void;
  timers: ReturnType<typeof setTimeout>[];
}

let current: Slot | null = null;
const leaving = new Set<Slot>();
const listeners = new Set<() => void>();
let seq = 0;

const emit = () => {
  pickerSignal.set(current !== null);
  for (const listener of listeners) listener();
};

function setPhase(slot: Slot, phase: TimePickerPhase): void {
  slot.request = { ...slot.request, phase };
  if (current === slot) emit();
}

function startClosing(slot: Slot, result: TimePickerResult | null, resolveAfter: number): void {
  for (const timer of slot.timers) clearTimeout(timer);
  setPhase(slot, 'closing');
  leaving.add(slot);
  slot.timers = [
    setTimeout(() => void overlayExit.done.then(() => slot.resolve(result)), resolveAfter),
    setTimeout(() => {
      leaving.delete(slot);
      if (current === slot) {
        current = null;
        emit();
      }
    }, PICKER_TIMING.slide),
  ];
}

/**
 * Opens the time picker sheet from anywhere. Resolves with the chosen time 300 ms after submit, or
 * null about 50 ms after a cancel (close button, outside click, Escape, or a newer request).
 * Rejects with a RangeError when the options leave nothing to choose.
 */
export function requestTime(options: TimePickerOptions = {}): Promise<TimePickerResult | null> {
  let resolved: ResolvedTimePickerOptions;
  try {
    resolved = resolveTimePickerOptions(options);
  } catch (error) {
    return Promise.reject(error);
  }
  return new Promise((resolve) => {
    if (current && current.request.phase !== 'closing') {
      // A newer request replaces the open one at once; the older caller hears "cancelled".
      for (const timer of current.timers) clearTimeout(timer);
      current.resolve(null);
    }
    seq += 1;
    const slot: Slot = { request: { id: seq, options: resolved, phase: 'opening' }, resolve, timers: [] };
    current = slot;
    emit();
    slot.timers.push(
      setTimeout(() => {
        if (current === slot && slot.request.phase === 'opening') setPhase(slot, 'open');
      }, PICKER_TIMING.openDelay),
    );
  });
}

/** Close button, outside click, Escape: slides down; the request resolves null ~50 ms later. */
export function cancelTimePicker(): void {
  if (!current || current.request.phase === 'closing') return;
  startClosing(current, null, PICKER_TIMING.cancelDelay);
}

/** Submit: slides down; the request resolves with the time 300 ms later. Ignores a time not allowed. */
export function submitTimePicker(hour: number, minute: number): boolean {
  if (!current || current.request.phase === 'closing') return false;
  if (!isAllowedTime(current.request.options, hour, minute)) return false;
  startClosing(current, toTimePickerResult(hour, minute), PICKER_TIMING.submitDelay);
  return true;
}

export const timePickerStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: (): TimePickerRequest | null => current?.request ?? null,
  getServerSnapshot: (): TimePickerRequest | null => null,
  /** Drops the sheet at once, resolving pending requests with null. For tests. */
  reset(): void {
    overlayExit.done = Promise.resolve();
    for (const slot of [...leaving, ...(current ? [current] : [])]) {
      for (const timer of slot.timers) clearTimeout(timer);
      slot.resolve(null);
    }
    leaving.clear();
    current = null;
    emit();
  },
};

export function useTimePicker(): { requestTime: typeof requestTime } {
  return { requestTime };
}
