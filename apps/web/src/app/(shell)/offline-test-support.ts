import { vi } from 'vitest';

/**
 * For the home's cards and the staff tiles under test: the API cannot be reached (every fetch fails,
 * so a card left to fetch says it failed), and nothing is ever seen coming into view. Undone by
 * `vi.unstubAllGlobals()`.
 */
export function stubOfflineApi() {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new TypeError('offline'))),
  );
}
