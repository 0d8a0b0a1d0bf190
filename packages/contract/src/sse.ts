/**
 * The wire format of the API's event streams (server-sent events), read incrementally: the browser's
 * live connection and the API's tests feed it text as it arrives. Zod-free and dependency-free.
 */
export type SseMessage = { id: string | null; event: string; data: string };

/**
 * A reader of `text/event-stream`: `push` takes the next piece of text (any split, even mid-line) and
 * calls `onMessage` for each complete event; comment lines (heartbeats) call `onComment`. An event's
 * `id` is also reported by `lastId()`, what a reconnect sends as `Last-Event-ID`.
 */
export function createSseReader(handlers: { onMessage: (m: SseMessage) => void; onComment?: () => void }) {
  let buffer = '';
  let lastId: string | null = null;
  function block(text: string) {
    let id: string | null = null;
    let event = 'message';
    const data: string[] = [];
    for (const line of text.split(/\r?\n/)) {
      if (!line) continue;
      if (line.startsWith(':')) {
        handlers.onComment?.();
        continue;
      }
      const colon = line.indexOf(':');
      const name = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (name === 'id') id = value;
      else if (name === 'event') event = value;
      else if (name === 'data') data.push(value);
    }
    if (id !== null) lastId = id;
    if (data.length) handlers.onMessage({ id, event, data: data.join('\n') });
  }
  return {
    push(text: string) {
      buffer += text;
      let cut: RegExpExecArray | null;
      while ((cut = /\r?\n\r?\n/.exec(buffer))) {
        block(buffer.slice(0, cut.index));
        buffer = buffer.slice(cut.index + cut[0].length);
      }
    },
    lastId: () => lastId,
  };
}
