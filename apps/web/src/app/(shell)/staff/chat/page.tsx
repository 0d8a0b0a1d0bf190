import type { Metadata } from 'next';
import { waitingRoomsQuery } from '@/features/chat/api/queries';
import { StaffChat } from '@/features/chat/components/staff-chat';
import { isStaffCategory } from '@/lib/routes';
import { Prefetch } from '@/lib/server-prefetch';

export const metadata: Metadata = { title: '채팅 관리' };

export default function StaffChatPage() {
  return (
    <Prefetch queries={(s) => (isStaffCategory(s.user.category) ? [waitingRoomsQuery()] : [])}>
      <StaffChat />
    </Prefetch>
  );
}
