import type { Metadata } from 'next';
import { chatRoomsQuery } from '@/features/chat/api/queries';
import { ChatList } from '@/features/chat/components/chat-list';
import { isStaffCategory } from '@/lib/routes';
import { Prefetch } from '@/lib/server-prefetch';

export const metadata: Metadata = { title: '채팅' };

export default function Chat() {
  return (
    <Prefetch queries={(s) => (isStaffCategory(s.user.category) ? [] : [chatRoomsQuery('open')])}>
      <ChatList />
    </Prefetch>
  );
}
