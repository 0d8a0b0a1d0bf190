'use client';
import type { ChatRoom } from '@portal/contract';
import type { ChatStatus } from '@portal/contract/chat-labels';
import { relativeTime } from '@portal/contract/dates';
import { useState } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { Chips } from '@/components/ui/chips/chips';
import { lazyComponent } from '@/components/ui/lazy';
import { PagedList } from '@/components/ui/paged-list/paged-list';
import { EmptyState } from '@/components/ui/states/empty-state';
import { useActiveStudent } from '@/lib/active-student';
import { isStaffCategory, pathOf } from '@/lib/routes';
import { oneOf } from '@/lib/search-params';
import { useSession } from '@/lib/session';
import { useUrlChoice } from '@/lib/url-choice';
import { useChatRooms } from '../api/queries';
import { chatCategoryLabels, fromWhom, previewOf, unreadLabel, withWhom } from '../messages';
import styles from './chat.module.css';
import { useNow } from '@/lib/use-now';

// The sheet's form (and its rules) loads on the first tap of "새 대화".
const NewRoomSheet = lazyComponent(() => import('./new-room-sheet').then((m) => m.NewRoomSheet));

export const roomPath = (id: number, staff = false) => `${pathOf(staff ? 'staffChat' : 'chat')}/${id}`;

const STATUS_OPTIONS = [
  { value: 'open' as const, label: '진행 중' },
  { value: 'closed' as const, label: '종료' },
];

const isChatStatus = oneOf<ChatStatus>(['open', 'closed']);

/** /chat: her rooms, the most recently active first, each with its unread count; a new one from the sheet. */
export function ChatList() {
  const { data: session } = useSession();
  const category = session?.user.category;
  const staff = isStaffCategory(category);
  const { noChildren } = useActiveStudent();
  // In the address: back from a closed room, the list is still of the closed ones (an audit).
  const [status, setStatus] = useUrlChoice('status', isChatStatus, 'open');
  const [sheet, setSheet] = useState(false);
  const rooms = useChatRooms(status, !!category && !staff);

  return (
    <section className={styles.page} aria-labelledby="chat-title">
      <div className={styles.top}>
        <h1 id="chat-title" className={styles.title}>
          채팅
        </h1>
        {!staff && !noChildren && (
          <button type="button" className={styles.newButton} onClick={() => setSheet(true)}>
            새 대화
          </button>
        )}
      </div>
      {staff ? (
        <p className={styles.hint}>
          선생님은 <AppLink href={pathOf('staffChat')}>채팅 관리</AppLink>에서 학생과 학부모의 대화를 맡을 수 있습니다.
        </p>
      ) : (
        <>
          <Chips label="대화 상태" options={STATUS_OPTIONS} value={status} onChange={setStatus} />
          <PagedList
            query={rooms}
            skeletonRows={4}
            loadingLabel="대화 목록을 불러오는 중입니다"
            errorText="대화 목록을 불러오지 못했습니다."
            empty={
              status === 'open' ? (
                <EmptyState
                  title="진행 중인 대화가 없습니다"
                  description="궁금한 점을 선생님께 바로 물어보세요."
                  action={noChildren ? undefined : { label: '새 대화 시작하기', onClick: () => setSheet(true) }}
                />
              ) : (
                <EmptyState title="종료된 대화가 없습니다" />
              )
            }
          >
            {(items) => <RoomList rooms={items} />}
          </PagedList>
        </>
      )}
      {sheet && <NewRoomSheet onClose={() => setSheet(false)} />}
    </section>
  );
}

/** Rooms as rows: category, whom, the last message, when, and the unread count. */
export function RoomList({ rooms, staff = false }: { rooms: ChatRoom[]; staff?: boolean }) {
  const now = useNow();
  return (
    <ul className={styles.list} aria-label="대화 목록">
      {rooms.map((room) => (
        <li key={room.id}>
          <RoomRow room={room} staff={staff} now={now} />
        </li>
      ))}
    </ul>
  );
}

function RoomRow({ room, staff, now }: { room: ChatRoom; staff: boolean; now: Date }) {
  const who = staff ? fromWhom(room) : withWhom(room);
  const at = room.lastMessage?.createdAt ?? room.createdAt;
  return (
    <AppLink href={roomPath(room.id, staff)} className={styles.row} data-testid="chat-room-row">
      <span className={styles.rowHead}>
        <span className={styles.category}>{chatCategoryLabels[room.category]}</span>
        <span className={styles.who}>{who}</span>
      </span>
      {/* Read again at hydration: a minute may have passed since the server drew it. */}
      <span className={styles.when} suppressHydrationWarning>
        {relativeTime(at, now)}
      </span>
      <span className={styles.preview}>{previewOf(room.lastMessage)}</span>
      {room.unread > 0 ? (
        <span className={styles.unread} data-testid="chat-unread" aria-label={`안 읽은 메시지 ${room.unread}개`}>
          {unreadLabel(room.unread)}
        </span>
      ) : room.status === 'closed' ? (
        <span className={styles.closedTag}>종료</span>
      ) : (
        <span />
      )}
    </AppLink>
  );
}
