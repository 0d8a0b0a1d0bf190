/** Spec section 2: positions are saved per URL in session storage, debounced 150 ms. */
export const SCROLL_SAVE_DEBOUNCE_MS = 150;
export const RESTORE_RETRIES_ON_POPSTATE = 3;
export const RESTORE_RETRIES_OTHERWISE = 5;
const PREFIX = 'scroll:';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

/**
 * Remembers scroll positions per URL; `save` is debounced, `flush` writes the pending one now.
 *
 * `hold` pins a URL's position at the moment a navigation leaves it: the router scrolls the old page
 * to the top (or the page shrinks) before the address changes, and those scroll events would otherwise
 * be saved as the old URL's position, so back would land at 0. `release` ends the pin (the address
 * changed, or she scrolled by hand because the tap did not navigate after all).
 */
export function createScrollMemory(storage: Storage, debounceMs = SCROLL_SAVE_DEBOUNCE_MS) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: { key: string; y: number } | undefined;
  let held: string | undefined;
  const write = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (!pending) return;
    try {
      storage.setItem(PREFIX + pending.key, String(Math.round(pending.y)));
    } catch {
      /* storage full or disabled: restoring is a nicety */
    }
    pending = undefined;
  };
  return {
    save(key: string, y: number) {
      if (key === held) return;
      pending = { key, y };
      if (timer) clearTimeout(timer);
      timer = setTimeout(write, debounceMs);
    },
    flush: write,
    /** Writes `y` for `key` now and ignores further saves for it until `release`. */
    hold(key: string, y: number) {
      if (key !== held) {
        held = undefined;
        pending = { key, y };
        write();
      }
      held = key;
    },
    release() {
      held = undefined;
    },
    read(key: string): number | null {
      const raw = storage.getItem(PREFIX + key);
      const y = raw === null ? NaN : Number(raw);
      return Number.isFinite(y) ? y : null;
    },
  };
}

export type RestoreEnv = {
  scrollTo: (y: number) => void;
  /** The furthest the page can scroll now (content may still be loading). */
  maxScroll: () => number;
  /** Runs the next attempt later (a frame or a short wait). */
  later: (run: () => void) => void;
};

/**
 * Scrolls to `y`; while the page is still too short to get there, tries again up to `retries` times,
 * then settles for as far as it can go. Answers a cancel function.
 */
export function restoreScroll(y: number, retries: number, env: RestoreEnv): () => void {
  let cancelled = false;
  let attempt = 0;
  const tryOnce = () => {
    if (cancelled) return;
    const reachable = env.maxScroll() >= y;
    if (reachable || attempt >= retries) {
      env.scrollTo(Math.min(y, Math.max(0, env.maxScroll())));
      return;
    }
    attempt += 1;
    env.later(tryOnce);
  };
  tryOnce();
  return () => {
    cancelled = true;
  };
}

/**
 * Whether the router showed the page of a back or forward move before the portal heard of it (by
 * popstate): the browser's address has changed already; if the page shown is still the one she left,
 * the router has not moved yet (pin the old page's position, restore when the new one shows); if it
 * shows the address's page, it was taken for a forward move and sent to the top (restore now).
 */
export const routerMovedFirst = (shownKey: string, addressKey: string) => shownKey === addressKey;

/** Swipes that begin this close to the left edge are blocked (they would trigger the OS back gesture). */
export const EDGE_GUARD_PX = 25;

/** True when a touch starting at `x` on `target` should be blocked: near the edge and not on a control. */
export function shouldBlockEdgeSwipe(x: number, target: Element | null): boolean {
  if (x > EDGE_GUARD_PX) return false;
  return !target?.closest('a, button, input, select, textarea, label, [role="button"], [role="slider"]');
}
