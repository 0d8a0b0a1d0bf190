// @vitest-environment node
import type { ChatMessage } from '@portal/contract';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { addMessage, chatKeys } from '../api/queries';
import { orderForDisplay } from './order';

const message = (id: number, body = `${id}번`): ChatMessage => ({
  id,
  roomId: 7,
  sender: { id: 1, name: '김하린', category: 'student' },
  kind: 'text',
  body,
  attachment: null,
  createdAt: new Date(Date.UTC(2026, 10, 20, 5, id)).toISOString(),
});

describe('a room’s messages', () => {
  it('show the oldest at the top from pages that come newest first', () => {
    const pages = [{ results: [message(9), message(8), message(7)] }, { results: [message(6), message(5)] }];
    expect(orderForDisplay(pages).map((m) => m.id)).toEqual([5, 6, 7, 8, 9]);
  });

  it('show a message once when a live event and a page both brought it', () => {
    const pages = [{ results: [message(10), message(9)] }, { results: [message(9), message(8)] }];
    expect(orderForDisplay(pages).map((m) => m.id)).toEqual([8, 9, 10]);
  });

  it('take a new message into the newest page once, whether the answer or the live event comes first', () => {
    const client = new QueryClient();
    client.setQueryData(chatKeys.messages(7), { pages: [{ results: [message(2), message(1)], nextPageToken: -1 }], pageParams: [0] });
    addMessage(client, message(3, '새 메시지'));
    addMessage(client, message(3, '새 메시지'));
    const data = client.getQueryData<{ pages: { results: ChatMessage[] }[] }>(chatKeys.messages(7))!;
    expect(data.pages[0]!.results.map((m) => m.id)).toEqual([3, 2, 1]);
  });

  it('leave a message older than the pages she has to its own page, while older pages remain (a live event replayed on opening)', () => {
    const client = new QueryClient();
    client.setQueryData(chatKeys.messages(7), { pages: [{ results: [message(40), message(31)], nextPageToken: 31 }], pageParams: [0] });
    addMessage(client, message(12));
    const data = client.getQueryData<{ pages: { results: ChatMessage[] }[] }>(chatKeys.messages(7))!;
    expect(orderForDisplay(data.pages).map((m) => m.id)).toEqual([31, 40]);
    // At the room's beginning (no page older), nothing is missing between: it is shown.
    client.setQueryData(chatKeys.messages(7), { pages: [{ results: [message(40), message(31)], nextPageToken: -1 }], pageParams: [0] });
    addMessage(client, message(12));
    expect(
      orderForDisplay(client.getQueryData<{ pages: { results: ChatMessage[] }[] }>(chatKeys.messages(7))!.pages).map((m) => m.id),
    ).toEqual([12, 31, 40]);
  });

  it('leave a room whose messages were never loaded alone (its first load brings the new one)', () => {
    const client = new QueryClient();
    addMessage(client, message(3));
    expect(client.getQueryData(chatKeys.messages(7))).toBeUndefined();
  });
});
