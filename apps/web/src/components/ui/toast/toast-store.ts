/** Toasts (spec sections 3, 4): a module-level list, callable from anywhere. */

export type ToastTheme = 'light' | 'dark';
export type ToastStatus = 'success' | 'failed';

export interface Toast {
  id: string;
  theme: ToastTheme;
  status: ToastStatus;
  title: string;
  description?: string;
  /** Seconds left; decremented each second, removed at 0. */
  countdown: number;
}

export interface ToastOptions {
  status: ToastStatus;
  title: string;
  description?: string;
  /** Default light. */
  theme?: ToastTheme;
  /** Seconds to stay; default 3. */
  countdown?: number;
}

export const TOAST_DEFAULT_COUNTDOWN = 3;
const TICK_MS = 1000;

let toasts: readonly Toast[] = [];
const timers = new Map<string, ReturnType<typeof setInterval>>();
const listeners = new Set<() => void>();
let seq = 0;

const emit = () => {
  for (const listener of listeners) listener();
};

/** While the pointer or the focus is on the stack, no toast counts down (she is reading or closing one). */
let held = false;

/** Pauses (or resumes) every toast's countdown. */
export function holdToasts(on: boolean): void {
  held = on;
}

function tick(id: string): void {
  if (held) return;
  const next: Toast[] = [];
  for (const toast of toasts) {
    if (toast.id !== id) next.push(toast);
    else if (toast.countdown > 1) next.push({ ...toast, countdown: toast.countdown - 1 });
    else stopTimer(id);
  }
  toasts = next;
  emit();
}

function stopTimer(id: string): void {
  const timer = timers.get(id);
  if (timer !== undefined) clearInterval(timer);
  timers.delete(id);
}

/**
 * Shows a toast at the bottom of the stack and returns its id. One with the same title as a toast still
 * shown takes its place (saved twice in a row: one 저장했습니다, its countdown new, not two).
 */
export function showToast(options: ToastOptions): string {
  for (const t of toasts) if (t.title === options.title) stopTimer(t.id);
  toasts = toasts.filter((t) => timers.has(t.id));
  seq += 1;
  const id = `toast-${seq}`;
  const countdown = Math.max(1, Math.ceil(options.countdown ?? TOAST_DEFAULT_COUNTDOWN));
  const toast: Toast = {
    id,
    theme: options.theme ?? 'light',
    status: options.status,
    title: options.title,
    countdown,
    ...(options.description ? { description: options.description } : {}),
  };
  toasts = [...toasts, toast];
  timers.set(
    id,
    setInterval(() => tick(id), TICK_MS),
  );
  emit();
  return id;
}

/** Removes a toast before its countdown ends. */
export function dismissToast(id: string): void {
  stopTimer(id);
  const next = toasts.filter((toast) => toast.id !== id);
  if (next.length === toasts.length) return;
  toasts = next;
  // The last one closed by its ×: the pointer may rest where the stack was, holding nothing.
  if (!toasts.length) held = false;
  emit();
}

export const toastStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: (): readonly Toast[] => toasts,
  getServerSnapshot: (): readonly Toast[] => EMPTY,
  /** Drops every toast and timer. For tests. */
  reset(): void {
    for (const id of [...timers.keys()]) stopTimer(id);
    held = false;
    toasts = [];
    emit();
  },
};

const EMPTY: readonly Toast[] = [];

export function useToast(): { showToast: typeof showToast; dismissToast: typeof dismissToast } {
  return { showToast, dismissToast };
}
