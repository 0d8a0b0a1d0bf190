'use client';
import { urlOf } from '@portal/contract/endpoint';
import { alarmsEndpoints } from '@portal/contract/endpoints/alarms';
import { PUSHED_PARAM, safeLink } from './notification-click';

/**
 * A page a push opened marks read the alarms that lead to it, as a tap in the alarm list does (the
 * badge still counted the alarm whose push she had tapped and read: an audit). The worker marks the
 * address with the alarm's link (`PUSHED_PARAM`, taken off here at once) or, for a tab already on the
 * page, sends a message. `onUnread` gets her unread count after. Answers `stop`.
 */
export function readPushedAlarms(
  fetch: (path: string, init: RequestInit) => Promise<Response>,
  onUnread: (unread: number) => void,
): () => void {
  const read = (link: string) =>
    void fetch(urlOf(alarmsEndpoints.readLink), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ link }),
    })
      .then((res) => (res.ok ? (res.json() as Promise<{ unread: number }>) : null))
      .then((answer) => answer && onUnread(answer.unread))
      .catch(() => undefined);
  const url = new URL(window.location.href);
  const named = url.searchParams.get(PUSHED_PARAM);
  if (named !== null) {
    url.searchParams.delete(PUSHED_PARAM);
    const here = url.pathname + url.search + url.hash;
    window.history.replaceState(window.history.state, '', here);
    // The link the worker named (the switcher may have taken a parent's `?student=` off the address by
    // now), if it leads to this page: a worker of an earlier version marks '1', and a link made up to
    // read her other alarms unseen is not followed.
    const link = safeLink(named);
    read(new URL(link, url.origin).pathname === url.pathname ? link : here);
  }
  const onMessage = (event: MessageEvent) => {
    const link = (event.data as { pushOpened?: unknown } | null)?.pushOpened;
    if (typeof link === 'string') read(link);
  };
  navigator.serviceWorker?.addEventListener('message', onMessage);
  return () => navigator.serviceWorker?.removeEventListener('message', onMessage);
}
