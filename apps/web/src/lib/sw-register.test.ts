import { afterEach, describe, expect, it, vi } from 'vitest';
import { SW_REGISTER_SCRIPT } from './sw-register';

afterEach(() => {
  vi.restoreAllMocks();
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
});

describe('the service worker registration script', () => {
  it('registers /sw.js for the whole site only after the page has loaded and the browser is idle', () => {
    const register = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'serviceWorker', { value: { register }, configurable: true });
    let idle: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (fn: () => void) => {
      idle = fn;
      return 1;
    });
    new Function(SW_REGISTER_SCRIPT)();
    expect(register).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    expect(register).not.toHaveBeenCalled();
    idle?.();
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    vi.unstubAllGlobals();
  });

  it('does nothing in a browser without service workers', () => {
    expect(() => new Function(SW_REGISTER_SCRIPT)()).not.toThrow();
  });
});
