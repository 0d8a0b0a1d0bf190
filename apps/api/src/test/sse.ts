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
  let lastId: string | null = null;
  const ended = (async () => {
    if (!res.body) return;
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    for (;;) {
      const { value, done: finished } = await reader.read();
      if (finished) return;
      buffer += value;
      let cut: number;
      while ((cut = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        let id: string | null = null;
        let event = 'message';
        const data: string[] = [];
        let fields = 0;
        for (const line of block.split('\n')) {
          if (line.startsWith(':')) {
            comments += 1;
            continue;
          }
          const colon = line.indexOf(':');
          const name = colon < 0 ? line : line.slice(0, colon);
          const text = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
          fields += 1;
          if (name === 'id') id = text;
          else if (name === 'event') event = text;
          else if (name === 'data') data.push(text);
        }
        if (id !== null) lastId = id;
        if (!data.length) continue;
        if (fields) events.push({ id, event, data: JSON.parse(data.join('\n')) });
      }
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
    lastId: () => lastId,
    close: () => abort.abort(),
  };
}
