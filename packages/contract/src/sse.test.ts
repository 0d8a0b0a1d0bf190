import { describe, expect, it } from 'vitest';
import { createSseReader, type SseMessage } from './sse';

const read = (pieces: string[]) => {
  const messages: SseMessage[] = [];
  let comments = 0;
  const reader = createSseReader({ onMessage: (m) => messages.push(m), onComment: () => (comments += 1) });
  for (const p of pieces) reader.push(p);
  return { messages, comments, lastId: reader.lastId() };
};

describe('createSseReader', () => {
  it('reads events split anywhere, with ids, types, multi-line data and heartbeats', () => {
    const text =
      'retry: 3000\nid: 4\nevent: ready\ndata: {}\n\n: ping\n\nid: 5\nevent: alarm\ndata: {"unread":2,\ndata: "title":"휴가 승인"}\n\n';
    for (const size of [1, 3, 7, text.length]) {
      const pieces = text.match(new RegExp(`[\\s\\S]{1,${size}}`, 'g'))!;
      const out = read(pieces);
      expect(out.messages).toEqual([
        { id: '4', event: 'ready', data: '{}' },
        { id: '5', event: 'alarm', data: '{"unread":2,\n"title":"휴가 승인"}' },
      ]);
      expect(out.comments).toBe(1);
      expect(out.lastId).toBe('5');
    }
  });

  it('keeps an unfinished event until its blank line, and accepts CRLF', () => {
    expect(read(['id: 1\nevent: alarm\ndata: {}\n']).messages).toEqual([]);
    expect(read(['id: 1\r\nevent: alarm\r\ndata: {}\r\n\r\n']).messages).toEqual([{ id: '1', event: 'alarm', data: '{}' }]);
    expect(read(['data: x\n\n']).messages).toEqual([{ id: null, event: 'message', data: 'x' }]);
  });
});
