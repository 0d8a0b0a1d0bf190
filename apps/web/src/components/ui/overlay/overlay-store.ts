/**
 * A module-level store for one on-screen overlay at a time (confirm modal, dialog), callable from
 * anywhere, React or not. Timings from spec sections 4 and 9.
 */

export const OVERLAY_TIMING = {
  /** Mounted hidden at once, shown this long later (lets the CSS transition run). */
  openDelay: 50,
  /** Hidden at once, unmounted (and the promise settled) this long later. */
  closeDelay: 100,
  /** Opening while another is on screen: the old one closes, the new one opens this long later. */
  reopenDelay: 300,
} as const;

/**
 * An overlay's entry being taken off the history (use-back-closes.ts): an overlay settles, and the
 * next one opens, only once it is off, so a navigation made on the answer starts from the page's own entry.
 */
export const overlayExit = { done: Promise.resolve() };

export type OverlayPhase = 'opening' | 'open' | 'closing';

export interface OverlayEntry<O> {
  readonly id: number;
  readonly options: O;
  readonly phase: OverlayPhase;
}

export interface OverlayStore<O> {
  /** Shows the overlay; settles with the result once it has gone from the screen. */
  open(options: O): Promise<boolean>;
  /** Closes what is on screen (and drops a queued one) with `result`. */
  close(result: boolean): void;
  subscribe(listener: () => void): () => void;
  getSnapshot(): OverlayEntry<O> | null;
  getServerSnapshot(): OverlayEntry<O> | null;
  /** Drops everything at once, settling pending promises with false. For tests. */
  reset(): void;
}

interface Slot<O> {
  entry: OverlayEntry<O>;
  resolve: (result: boolean) => void;
  timers: ReturnType<typeof setTimeout>[];
  cleanup: (() => void) | undefined;
}

interface Queued<O> {
  options: O;
  resolve: (result: boolean) => void;
  timer: ReturnType<typeof setTimeout>;
}

export interface OverlayStoreHooks<O> {
  /** Called when an entry becomes fully open; `close` closes exactly that entry. May return a cleanup. */
  onOpen?: (entry: OverlayEntry<O>, close: (result: boolean) => void) => (() => void) | void;
}

let nextId = 0;

export function createOverlayStore<O>(hooks: OverlayStoreHooks<O> = {}): OverlayStore<O> {
  const listeners = new Set<() => void>();
  let shown: Slot<O> | null = null;
  let queued: Queued<O> | null = null;
  const closing = new Set<Slot<O>>();

  const emit = () => {
    for (const listener of listeners) listener();
  };

  const setPhase = (slot: Slot<O>, phase: OverlayPhase) => {
    slot.entry = { ...slot.entry, phase };
    if (shown === slot) emit();
  };

  function closeSlot(slot: Slot<O>, result: boolean): void {
    if (slot.entry.phase === 'closing') return;
    for (const timer of slot.timers) clearTimeout(timer);
    slot.cleanup?.();
    slot.cleanup = undefined;
    setPhase(slot, 'closing');
    closing.add(slot);
    slot.timers = [
      setTimeout(() => {
        closing.delete(slot);
        if (shown === slot) {
          shown = null;
          emit();
        }
        void overlayExit.done.then(() => slot.resolve(result));
      }, OVERLAY_TIMING.closeDelay),
    ];
  }

  function show(options: O, resolve: (result: boolean) => void): void {
    nextId += 1;
    const slot: Slot<O> = { entry: { id: nextId, options, phase: 'opening' }, resolve, timers: [], cleanup: undefined };
    shown = slot;
    emit();
    slot.timers.push(
      setTimeout(() => {
        if (shown !== slot || slot.entry.phase !== 'opening') return;
        setPhase(slot, 'open');
        const cleanup = hooks.onOpen?.(slot.entry, (result) => closeSlot(slot, result));
        if (cleanup) slot.cleanup = cleanup;
      }, OVERLAY_TIMING.openDelay),
    );
  }

  function dropQueued(): void {
    if (!queued) return;
    clearTimeout(queued.timer);
    queued.resolve(false);
    queued = null;
  }

  return {
    open(options) {
      return new Promise<boolean>((resolve) => {
        dropQueued();
        if (!shown) {
          show(options, resolve);
          return;
        }
        closeSlot(shown, false);
        const entry: Queued<O> = {
          options,
          resolve,
          timer: setTimeout(() => {
            if (queued === entry) queued = null;
            show(options, resolve);
          }, OVERLAY_TIMING.reopenDelay),
        };
        queued = entry;
      });
    },
    close(result) {
      dropQueued();
      if (shown) closeSlot(shown, result);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => shown?.entry ?? null,
    getServerSnapshot: () => null,
    reset() {
      overlayExit.done = Promise.resolve();
      dropQueued();
      for (const slot of [...closing, ...(shown ? [shown] : [])]) {
        for (const timer of slot.timers) clearTimeout(timer);
        slot.cleanup?.();
        slot.resolve(false);
      }
      closing.clear();
      shown = null;
      emit();
    },
  };
}
