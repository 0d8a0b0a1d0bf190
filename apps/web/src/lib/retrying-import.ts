/** How the page reloads (a test puts a spy in its place). */
export const page = { reload: () => location.reload() };

/**
 * Code loaded after the page (a dialog's, the live connection's) fetched again when it could not be:
 * a phone that loses its connection in the seconds after a page opens would otherwise keep a failed
 * import for good, and a component made from it would take the whole page down. Offline, it waits for
 * the connection to come back (as long as that takes); online, it tries a few more times, a moment
 * apart, then reloads the page, once a minute at most: a chunk that is not there is one of an earlier
 * version of the portal, gone since a new one was put up while the page stayed open (the menu of such a
 * tab drew Next's error page instead, in English: an audit). Drafts are kept across a reload.
 */
export function retryingImport<T>(load: () => Promise<T>, tries = 3): Promise<T> {
  return load().catch((error: unknown) => {
    if (typeof window === 'undefined') throw error;
    const offline = !navigator.onLine;
    if (!offline && tries <= 1)
      // Only when the server answers: one that does not (restarting, a Wi-Fi without internet) is waited
      // for as a lost connection is (a reload then drew the browser's error page: a regression hunt).
      return fetch(location.href, { method: 'HEAD', cache: 'no-store' }).then(
        () => {
          if (Date.now() - Number(sessionStorage.getItem('portal.reloaded')) < 60_000) throw error;
          sessionStorage.setItem('portal.reloaded', String(Date.now()));
          page.reload();
          return new Promise<T>(() => {});
        },
        () => new Promise<T>((resolve) => setTimeout(() => resolve(retryingImport(load, 1)), 5000)),
      );
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
