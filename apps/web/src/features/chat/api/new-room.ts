import { chatEndpoints as chat } from '@portal/contract/endpoints/chat';
import { inquiriesEndpoints } from '@portal/contract/endpoints/inquiries';
import type { EndpointBody } from '@portal/contract/endpoint';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, endpointQuery, once } from '@/lib/endpoints';
import { chatKeys, keepRoom } from './queries';

// What only the new-room sheet uses, in its own module: the sheet loads when she asks for it, and
// the room pages (a teacher's above all) stay inside their first-load budget.

/** The teachers a room may be opened with (the same list inquiries use). */
export const chatTeachersQuery = () =>
  queryOptions({ ...endpointQuery(inquiriesEndpoints.teachers, {}, chatKeys.teachers()), staleTime: 10 * 60_000 });
export const useChatTeachers = (enabled = true) => useQuery({ ...chatTeachersQuery(), enabled });

/** Opens a room, once however often it is sent (its draft's key). */
export function useOpenRoom() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: EndpointBody<typeof chat.create>; key: string }) => callEndpoint(chat.create, { body }, once(key)),
    onSuccess: (room) => {
      keepRoom(client, room);
      void client.invalidateQueries({ queryKey: [...chatKeys.all, 'rooms'] });
    },
  });
}
