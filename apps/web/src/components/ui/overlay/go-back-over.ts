'use client';

/**
 * How long a step back waits at most for the browser to report it (it usually does within
 * milliseconds; a busy phone took over half a second, and going on before the report lands a
 * navigation made next on the entry that was to be gone).
 */
const POP_TIMEOUT_MS = 3000;

/**
 * Goes one entry back over an entry of the kit's own (the back guard's, an open question's) and
 * resolves once the browser has reported it, in a task of its own: a listener of this popstate may
 * run before Next.js's own, whose "restore" would otherwise cancel a router.push made right after.
 */
export function goBackOver(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener('popstate', done);
      setTimeout(resolve);
    };
    const timer = setTimeout(done, POP_TIMEOUT_MS);
    window.addEventListener('popstate', done);
    window.history.back();
  });
}
