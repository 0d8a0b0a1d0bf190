import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

afterEach(() => cleanup());

// The files of a worker share one jsdom window and one module registry (isolate: false in
// vitest.config.ts: a fresh window per file was 60 of the project's 64 s). This file runs before each
// of them: the modules are loaded afresh, so that each file's vi.mock applies and no module keeps
// another file's state; and whatever a file left on the window is taken away when it ends: its
// listeners on window and document, the DOM, storage, cookies, the address, timers, stubs and spies.
vi.resetModules();

type Added = [EventTarget, string, EventListenerOrEventListenerObject | null, boolean | EventListenerOptions | undefined];
const added: Added[] = [];
if (typeof window !== 'undefined') {
  for (const target of [window, document] as EventTarget[]) {
    const add = target.addEventListener;
    target.addEventListener = function (this: EventTarget, type, listener, options) {
      added.push([target, type, listener, typeof options === 'object' ? { capture: options.capture } : options]);
      add.call(this, type, listener, options);
    };
    afterAll(() => {
      target.addEventListener = add;
    });
  }
}

afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  // A file under `@vitest-environment node` has no window.
  if (typeof document === 'undefined') return;
  for (const [target, type, listener, options] of added.splice(0)) target.removeEventListener(type, listener, options);
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  for (const name of document.documentElement.getAttributeNames()) if (name !== 'lang') document.documentElement.removeAttribute(name);
  for (const name of document.body.getAttributeNames()) document.body.removeAttribute(name);
  sessionStorage.clear();
  localStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  window.history.replaceState(null, '', '/');
});
