'use client';
import { Chips } from '@/components/ui/chips/chips';
import { PagedList } from '@/components/ui/paged-list/paged-list';
import { EmptyState } from '@/components/ui/states/empty-state';
import { useUrlChoice } from '@/lib/url-choice';
import { useChatRooms, useWaitingRooms } from '../api/queries';
import { isStaffChatTab } from '../staff-tab';
import { RoomList } from './chat-list';
import styles from './chat.module.css';

type Tab = 'waiting' | 'open' | 'closed';
const TABS = [
  { value: 'waiting' as const, label: '대기 중' },
  { value: 'open' as const, label: '내 대화' },
  { value: 'closed' as const, label: '종료' },
];
const EMPTY: Record<Tab, { title: string; description?: string }> = {
  waiting: { title: '기다리는 대화가 없습니다', description: '과목 선생님이나 생활 선생님을 찾는 대화가 오면 여기에 보여요.' },
  open: { title: '맡은 대화가 없습니다', description: '대기 중인 대화를 맡거나, 학생이 선생님을 골라 대화를 열면 여기에 보여요.' },
  closed: { title: '종료한 대화가 없습니다' },
};

/**
 * /staff/chat: rooms waiting for a teacher (the longest waiting first), her own rooms, and closed ones.
 * `?tab=open` opens on her own (the home's 새 채팅 count is of those).
 */
export function StaffChat() {
  // In the address: back from a room, the same tab (it went back to 대기 중, an audit).
  const [tab, setTab] = useUrlChoice('tab', isStaffChatTab, 'waiting');
  const waiting = useWaitingRooms(tab === 'waiting');
  const mine = useChatRooms(tab === 'closed' ? 'closed' : 'open', tab !== 'waiting');
  return (
    <section className={styles.page} aria-labelledby="staff-chat-title">
      <h1 id="staff-chat-title" className={styles.title}>
        채팅 관리
      </h1>
      <Chips label="대화 구분" options={TABS} value={tab} onChange={setTab} />
      <PagedList
        query={tab === 'waiting' ? waiting : mine}
        skeletonRows={4}
        loadingLabel="대화 목록을 불러오는 중입니다"
        errorText="대화 목록을 불러오지 못했습니다."
        empty={<EmptyState title={EMPTY[tab].title} description={EMPTY[tab].description} />}
      >
        {(items) => <RoomList rooms={items} staff />}
      </PagedList>
    </section>
  );
}
