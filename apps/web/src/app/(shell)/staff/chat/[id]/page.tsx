import type { Metadata } from 'next';
import { chatMessagesQuery, chatRoomQuery } from '@/features/chat/api/queries';
import { ChatRoomView } from '@/features/chat/components/chat-room';
import { isStaffCategory } from '@/lib/routes';
import { Prefetch } from '@/lib/server-prefetch';
import { recordId } from '@/lib/record-id';

export const metadata: Metadata = { title: '채팅 관리' };

export default async function StaffChatRoomPage({ params }: { params: Promise<{ id: string }> }) {
  const id = recordId((await params).id);
  return (
    <Prefetch queries={(s) => (isStaffCategory(s.user.category) ? [chatRoomQuery(id), chatMessagesQuery(id)] : [])}>
      <ChatRoomView id={id} staff />
    </Prefetch>
  );
}
