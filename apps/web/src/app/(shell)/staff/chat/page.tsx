import type { Metadata } from 'next';
import { chatRoomsQuery, waitingRoomsQuery } from '@/features/chat/api/queries';
import { StaffChat } from '@/features/chat/components/staff-chat';
import { isStaffChatTab } from '@/features/chat/staff-tab';
import { isStaffCategory } from '@/lib/routes';
import { searchChoice, type SearchParams } from '@/lib/search-params';
import { Prefetch } from '@/lib/server-prefetch';

export const metadata: Metadata = { title: '채팅 관리' };

export default async function StaffChatPage({ searchParams }: { searchParams: SearchParams }) {
  // The tab the address names (the home's 새 채팅 opens 내 대화), as StaffChat reads it.
  const tab = await searchChoice(searchParams, 'tab', isStaffChatTab, 'waiting');
  return (
    <Prefetch
      queries={(s) =>
        isStaffCategory(s.user.category)
          ? [tab === 'waiting' ? waitingRoomsQuery() : chatRoomsQuery(tab === 'closed' ? 'closed' : 'open')]
          : []
      }
    >
      <StaffChat />
    </Prefetch>
  );
}
