/**
 * Whether a time picker has been asked for: all the kit's provider needs to know, without loading
 * the picker's rules and store on pages that never open one.
 */
let active = false;
const listeners = new Set<() => void>();

export const pickerSignal = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: (): true | null => (active ? true : null),
  set(next: boolean): void {
    if (next === active) return;
    active = next;
    for (const listener of listeners) listener();
  },
};
