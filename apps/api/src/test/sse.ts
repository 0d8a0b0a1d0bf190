import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { createSseReader } from '@portal/contract/sse';

/** One server-sent event as a test reads it. */
export type SseEvent = { id: string | null; event: string; data: unknown };

export type SseStream = {
  status: number;
  contentType: string | null;
  /** Every event received so far, in order. */
  events: SseEvent[];
  /** Comment lines received (heartbeats). */
  comments: number;
  /** Resolves when the server ends the stream (or it is closed). */
  ended: Promise<void>;
  isEnded: () => boolean;
  /** The id of the last event received: what a reconnect sends as Last-Event-ID. */
  lastId: () => string | null;
  close: () => void;
};

/** Opens an event stream as a browser tab would (fetch with the bearer token), and reads it as it comes. */
export async function openSse(url: string, options: { token?: string; lastEventId?: string | null } = {}): Promise<SseStream> {
  const headers: Record<string, string> = { accept: 'text/event-stream' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.lastEventId) headers['last-event-id'] = options.lastEventId;
  const abort = new AbortController();
  const res = await fetch(url, { headers, signal: abort.signal });
  const events: SseEvent[] = [];
  let comments = 0;
  let done = false;
  const reader = createSseReader({
    onMessage: (m) => events.push({ id: m.id, event: m.event, data: JSON.parse(m.data) }),
    onComment: () => (comments += 1),
  });
  const ended = (async () => {
    if (!res.body) return;
    const stream = res.body.pipeThrough(new TextDecoderStream()).getReader();
    for (;;) {
      const { value, done: finished } = await stream.read();
      if (finished) return;
      reader.push(value);
    }
  })()
    .catch(() => undefined)
    .finally(() => {
      done = true;
    });
  return {
    status: res.status,
    contentType: res.headers.get('content-type'),
    events,
    get comments() {
      return comments;
    },
    ended,
    isEnded: () => done,
    lastId: () => reader.lastId(),
    close: () => abort.abort(),
  };
}

/**
 * Dates every live event published so far a minute back. A stream opened after this is told nothing
 * older (a new tab is told what came in the last 30 seconds, `newTabCursor`): the test hears only what
 * it causes from here.
 */
export async function ageLiveEvents(db: Db): Promise<void> {
  await db.execute(sql`update live_events set created_at = created_at - interval '1 minute'`);
}
