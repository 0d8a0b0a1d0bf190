import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { chatMessagesQuery, chatRoomQuery } from '@/features/chat/api/queries';
import { ChatRoomView } from '@/features/chat/components/chat-room';
import { Prefetch } from '@/lib/server-prefetch';

export const metadata: Metadata = { title: '채팅' };

export default async function ChatRoomPage({ params }: { params: Promise<{ id: string }> }) {
  const id = Number((await params).id);
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) notFound();
  return (
    <Prefetch queries={() => [chatRoomQuery(id), chatMessagesQuery(id)]}>
      <ChatRoomView id={id} />
    </Prefetch>
  );
}
