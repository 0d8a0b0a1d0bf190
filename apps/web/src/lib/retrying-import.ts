/**
 * Code loaded after the page (a dialog's, the live connection's) fetched again when it could not be:
 * a phone that loses its connection in the seconds after a page opens would otherwise keep a failed
 * import for good, and a component made from it would take the whole page down. Offline, it waits for
 * the connection to come back (as long as that takes); online, it tries a few more times, a moment
 * apart, then gives up (a chunk that is not there, after a new version of the portal: a reload helps).
 */
export function retryingImport<T>(load: () => Promise<T>, tries = 3): Promise<T> {
  return load().catch((error: unknown) => {
    if (typeof window === 'undefined') throw error;
    const offline = !navigator.onLine;
    if (!offline && tries <= 1) throw error;
    return new Promise<void>((resolve) => {
      const go = () => {
        window.removeEventListener('online', go);
        clearTimeout(timer);
        resolve();
      };
      const timer = offline ? undefined : setTimeout(go, 1500);
      window.addEventListener('online', go);
    }).then(() => retryingImport(load, offline ? tries : tries - 1));
  });
}
