import type { ChatStatus } from '@portal/contract/chat-labels';
import type { ChatMessage, ChatRoom } from '@portal/contract';
import { chatEndpoints as chat } from '@portal/contract/endpoints/chat';
import type { EndpointBody } from '@portal/contract/endpoint';
import { NO_NEXT_PAGE, type Paged } from '@portal/contract/paging';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { callEndpoint, endpointQuery, pagedQuery } from '@/lib/endpoints';
import { profileKey } from '@/lib/profile';

const PAGE_SIZE = 20;
export const MESSAGES_PAGE_SIZE = 30;

/** The chat's keys. Every room list sits under `['chat', 'rooms']`, which a live chat event refreshes (lib/live-effects). */
export const chatKeys = {
  all: ['chat'] as const,
  rooms: (status: ChatStatus | 'all') => [...chatKeys.all, 'rooms', status] as const,
  waiting: () => [...chatKeys.all, 'rooms', 'waiting'] as const,
  room: (id: number) => [...chatKeys.all, 'room', id] as const,
  messages: (id: number) => [...chatKeys.all, 'messages', id] as const,
  teachers: () => [...chatKeys.all, 'teachers'] as const,
};

export const chatRoomsQuery = (status: ChatStatus | 'all') =>
  pagedQuery(chat.rooms, { query: { pageSize: PAGE_SIZE, status: status === 'all' ? undefined : status } }, chatKeys.rooms(status));
export const useChatRooms = (status: ChatStatus | 'all', enabled = true) => useInfiniteQuery({ ...chatRoomsQuery(status), enabled });

export const waitingRoomsQuery = () => pagedQuery(chat.waiting, { query: { pageSize: PAGE_SIZE } }, chatKeys.waiting());
export const useWaitingRooms = (enabled = true) => useInfiniteQuery({ ...waitingRoomsQuery(), enabled });

export const chatRoomQuery = (id: number) => endpointQuery(chat.get, { params: { id } }, chatKeys.room(id));
/** A room, read again each time the tab is shown (its unread count then marks what came meanwhile as read). */
export const useChatRoom = (id: number) => useQuery({ ...chatRoomQuery(id), refetchOnWindowFocus: 'always' });

/** A room's messages, newest first page by page (`pageToken`: the id to read before). */
export const chatMessagesQuery = (id: number) =>
  pagedQuery(chat.messages, { params: { id }, query: { pageSize: MESSAGES_PAGE_SIZE } }, chatKeys.messages(id));
export const useChatMessages = (id: number) => useInfiniteQuery(chatMessagesQuery(id));

type Pages = InfiniteData<Paged<ChatMessage>, number>;

/** Adds a message to the newest page of a room's cached messages, once (the sender's answer and the live event both bring it). */
export function addMessage(client: QueryClient, message: ChatMessage) {
  client.setQueryData<Pages>(chatKeys.messages(message.roomId), (data) => {
    if (!data?.pages.length) return data;
    if (data.pages.some((p) => p.results.some((m) => m.id === message.id))) return data;
    // Older than every page she has, with more pages to come (a live event replayed to a room just
    // opened): it comes with its page as she scrolls up, not ahead of the ones between.
    const oldest = data.pages.at(-1)!;
    if (oldest.nextPageToken !== NO_NEXT_PAGE && oldest.results.every((m) => m.id > message.id)) return data;
    const [first, ...rest] = data.pages;
    return { ...data, pages: [{ ...first!, results: [message, ...first!.results] }, ...rest] };
  });
}

/** Puts a fresh copy of the room into the cache. */
export const keepRoom = (client: QueryClient, room: ChatRoom) => client.setQueryData(chatKeys.room(room.id), room);

export function useSendMessage(roomId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<typeof chat.send>) => callEndpoint(chat.send, { params: { id: roomId }, body }),
    onSuccess: (message) => addMessage(client, message),
    // Offline, a message waits and goes once the phone is back (the composer says so): a chat line is
    // expected to, unlike a booking or a form.
    networkMode: 'online',
  });
}

export function useReadRoom(roomId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (messageId?: number) => callEndpoint(chat.read, { params: { id: roomId }, body: messageId ? { messageId } : {} }),
    onSuccess: (room) => {
      keepRoom(client, room);
      // The badge follows at once even when the live stream is down (the live `read` event moves it too).
      void client.invalidateQueries({ queryKey: profileKey });
    },
    // Made by opening the room, not asked for: offline it waits and is made once back online.
    networkMode: 'online',
  });
}

function useStaffAction<I>(fn: (input: I) => Promise<ChatRoom>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (room) => {
      keepRoom(client, room);
      void client.invalidateQueries({ queryKey: [...chatKeys.all, 'rooms'] });
    },
  });
}
export const useTakeRoom = () => useStaffAction((id: number) => callEndpoint(chat.take, { params: { id } }));
export const useCloseRoom = () => useStaffAction((id: number) => callEndpoint(chat.close, { params: { id } }));
export const useSetNotice = () =>
  useStaffAction(({ id, notice }: { id: number; notice: string | null }) =>
    callEndpoint(chat.notice, { params: { id }, body: { notice } }),
  );
