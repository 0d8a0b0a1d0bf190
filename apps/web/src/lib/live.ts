'use client';
import { urlOf } from '@portal/contract/endpoint';
import { LIVE_HEARTBEAT_MS, liveEndpoints } from '@portal/contract/endpoints/live';
import { createSseReader } from '@portal/contract/sse';

type Listener = (data: unknown) => void;
const listeners = new Map<string, Set<Listener>>();

/** Hears one type of live event (`alarm` …) while the tab's stream is open; answers the removal. */
export function onLiveEvent<T>(type: string, listener: (data: T) => void): () => void {
  let set = listeners.get(type);
  if (!set) listeners.set(type, (set = new Set()));
  set.add(listener as Listener);
  return () => set.delete(listener as Listener);
}

function dispatch(type: string, text: string) {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return;
  }
  for (const listener of listeners.get(type) ?? []) listener(data);
}

export type LiveOptions = {
  /** The session-aware fetch (bearer token, refreshed and retried on a 401). */
  fetch: (path: string, init: RequestInit) => Promise<Response>;
  /** A tab hidden this long closes its stream; shown again, it resumes where it stopped. */
  hiddenGraceMs?: number;
  /** The stream opened again after it had failed: the server is back (what failed meanwhile may be asked again). */
  onResumed?: () => void;
};

const AGAIN = 'again';

/** The wait after the n-th failure in a row: 1 s, 2 s, 4 s … up to 30 s, spread a little. */
export const retryDelayMs = (failures: number) => Math.min(30_000, 1000 * 2 ** failures) * (0.8 + Math.random() * 0.4);

/**
 * Keeps this tab's one event stream open. The server ends it when the access token it was opened
 * with expires; the tab reconnects at once (the fetch refreshes the token) and sends the number of
 * the last event it saw, so nothing is lost across a reconnect. After a failure it waits longer each
 * time. A tab hidden for a while lets its stream go and resumes it when shown. Answers `stop`.
 */
export function connectLive(options: LiveOptions): () => void {
  const graceMs = options.hiddenGraceMs ?? 60_000;
  let stopped = false;
  let paused = false;
  let running = false;
  let lastId: string | null = null;
  let failures = 0;
  let abort: AbortController | null = null;
  let wake: (() => void) | null = null;
  let hideTimer: ReturnType<typeof setTimeout> | null = null;

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const t = setTimeout(done, ms);
      function done() {
        clearTimeout(t);
        wake = null;
        resolve();
      }
      wake = done;
    });

  async function once(): Promise<boolean> {
    abort = new AbortController();
    let silence: ReturnType<typeof setTimeout> | undefined;
    const reader = createSseReader({ onMessage: (m) => dispatch(m.event, m.data) });
    try {
      const headers: Record<string, string> = { accept: 'text/event-stream' };
      if (lastId) headers['last-event-id'] = lastId;
      const res = await options.fetch(urlOf(liveEndpoints.events), { headers, signal: abort.signal, cache: 'no-store' });
      if (!res.ok || !res.body) {
        // Tried again later, a 401 too: the fetch has refreshed already, and a sign-in that has ended
        // takes her to the login page (the client's onSignedOut), which ends this stream with the page.
        await res.body?.cancel().catch(() => undefined);
        return false;
      }
      if (failures > 0) options.onResumed?.();
      failures = 0;
      const stream = res.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        // Nothing heard, not even the server's heartbeat, for three of them: the connection died without
        // a word (a phone that changed networks, a router that forgot it) and is opened again.
        clearTimeout(silence);
        silence = setTimeout(() => abort?.abort(AGAIN), 3 * LIVE_HEARTBEAT_MS);
        const { value, done } = await stream.read();
        if (done) return true;
        reader.push(value);
        lastId = reader.lastId() ?? lastId;
      }
    } catch {
      // Let go on purpose (below) to be opened again: at once, like a stream the server ended.
      return abort?.signal.reason === AGAIN;
    } finally {
      clearTimeout(silence);
      lastId = reader.lastId() ?? lastId;
      abort = null;
    }
  }

  async function loop() {
    if (running) return;
    running = true;
    while (!stopped && !paused) {
      const endedCleanly = await once();
      if (stopped || paused) break;
      if (!endedCleanly) failures += 1;
      await sleep(endedCleanly ? 0 : retryDelayMs(failures));
    }
    running = false;
  }

  function onVisibility() {
    if (document.visibilityState === 'hidden') {
      hideTimer ??= setTimeout(() => {
        paused = true;
        abort?.abort();
        wake?.();
      }, graceMs);
      return;
    }
    if (hideTimer) clearTimeout(hideTimer);
    hideTimer = null;
    if (paused) {
      paused = false;
      failures = 0;
      void loop();
    }
  }

  // Back online: now, not after the rest of a wait of up to 30 s (an audit on a bad network); a stream
  // still open from before the network went is not trusted to be alive.
  const onOnline = () => {
    failures = 0;
    abort?.abort(AGAIN);
    wake?.();
  };
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('online', onOnline);
  void loop();
  return () => {
    stopped = true;
    abort?.abort();
    wake?.();
    if (hideTimer) clearTimeout(hideTimer);
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('online', onOnline);
  };
}
