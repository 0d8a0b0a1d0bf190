import type { ChatMessage } from '@portal/contract';

/**
 * A room's pages (each newest first, the newest page first) as the room shows them: oldest at the
 * top, each message once even when a live event and a page both brought it.
 */
export function orderForDisplay(pages: readonly { results: readonly ChatMessage[] }[]): ChatMessage[] {
  const byId = new Map<number, ChatMessage>();
  for (const page of pages) for (const m of page.results) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}
