import type { Metadata } from 'next';
import { chatMessagesQuery, chatRoomQuery } from '@/features/chat/api/queries';
import { ChatRoomView } from '@/features/chat/components/chat-room';
import { Prefetch } from '@/lib/server-prefetch';
import { recordId } from '@/lib/record-id';

export const metadata: Metadata = { title: '채팅' };

export default async function ChatRoomPage({ params }: { params: Promise<{ id: string }> }) {
  const id = recordId((await params).id);
  return (
    <Prefetch queries={() => [chatRoomQuery(id), chatMessagesQuery(id)]}>
      <ChatRoomView id={id} />
    </Prefetch>
  );
}
