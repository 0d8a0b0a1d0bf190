'use client';
import type { ChatLiveEvent, ChatMessage, ChatRoom } from '@portal/contract';
import { chatImageTypes } from '@portal/contract/chat-labels';
import { useQueryClient } from '@tanstack/react-query';
import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { lazyComponent } from '@/components/ui/lazy';
import { useNextPageSentinel } from '@/components/ui/paged-list/use-next-page';
import { EmptyState } from '@/components/ui/states/empty-state';
import { lostIcon } from '@/components/ui/states/empty-icons/lost';
import { ErrorState } from '@/components/ui/states/error-state';
import { Skeleton } from '@/components/ui/states/skeleton';
import { StatusBadge } from '@/components/ui/status-badge/status-badge';
import { ApiError } from '@/lib/api-client';
import { retryingImport } from '@/lib/retrying-import';
import { pathOf } from '@/lib/routes';
import { useSession } from '@/lib/session';
import { addMessage, chatKeys, useChatMessages, useChatRoom, useReadRoom } from '../api/queries';
import { orderForDisplay } from '../lib/order';
import { chatCategoryLabels, chatStatusLabels, clockTime, dayLabel, fromWhom, statusTone, withWhom } from '../messages';
import { Composer } from './composer';
import { FileCard, Thumbnail } from './message-files';
import styles from './chat.module.css';

const NoticeEditor = lazyComponent(() => import('./notice-editor').then((m) => m.NoticeEditor), { ssr: false });
// The teacher's take and close, drawn with the page but loaded apart from the room everyone opens.
const StaffActions = lazyComponent(() => import('./staff-actions').then((m) => m.StaffActions));

/** How close to the bottom (px) still counts as reading the newest: a new message then scrolls into view. */
const NEAR_BOTTOM = 120;

/**
 * One room: its messages oldest at the top, the newest at the bottom above the composer; older ones
 * load as she scrolls up (her place kept); new ones arrive live and are marked read while she looks.
 * `staff`: the teacher's side (take, pinned notice, close).
 */
export function ChatRoomView({ id, staff = false }: { id: number; staff?: boolean }) {
  const { data: session } = useSession();
  const me = session?.user.id;
  const client = useQueryClient();
  const room = useChatRoom(id);
  const messages = useChatMessages(id);
  const read = useReadRoom(id);
  const scroller = useRef<HTMLDivElement>(null);
  const top = useRef<HTMLDivElement>(null);
  const nearBottom = useRef(true);
  /**
   * Where she was when older messages were asked for: the first message on screen and how far below the
   * box's top it sat (the box's height and scroll where none is), and how many pages there were then.
   */
  const anchor = useRef<{ id?: string; offset: number; height: number; top: number; pages: number } | null>(null);
  const lastSeen = useRef<number | null>(null);
  const meRef = useRef(me);
  meRef.current = me;
  const [heard, setHeard] = useState('');
  // A message came below while she was reading further up: a button takes her down to it.
  const [below, setBelow] = useState(false);

  const list = useMemo(() => orderForDisplay(messages.data?.pages ?? []), [messages.data]);
  const pages = messages.data?.pages.length ?? 0;
  const newest = list.at(-1)?.id ?? null;
  const unread = room.data?.unread ?? 0;

  // A page of older messages is written onto the pages as they were when it was asked for: a message
  // that came in meanwhile (live, or hers sent) went from the list when it landed (seen in a test of an
  // audit's finding). It is added again, once.
  const before = useRef(messages.data);
  useEffect(() => {
    const was = before.current;
    before.current = messages.data;
    if (!was || !messages.data || messages.data.pages.length <= was.pages.length) return;
    const have = new Set(messages.data.pages.flatMap((p) => p.results.map((m) => m.id)));
    for (const m of was.pages[0]?.results ?? []) if (!have.has(m.id)) addMessage(client, m);
  }, [messages.data, client]);
  const markRead = read.mutate;

  // Read what she has on screen: on opening, and whenever something new arrives while the tab is shown.
  useEffect(() => {
    // Only its two members have a read mark (an admin or a parent looking on moves nothing).
    const member = room.data && (room.data.opener.id === me || room.data.teacher?.id === me);
    if (!room.data || !member || newest == null) return;
    if (newest <= room.data.myLastReadId && unread === 0) return;
    if (typeof document !== 'undefined' && document.visibilityState !== 'visible') return;
    markRead(newest);
  }, [newest, unread, room.data, markRead, me]);

  // Live: a message lands in the list at once; a read receipt or a room change re-reads the room.
  // The live module is the shell's (loaded after the page is up): importing it here would put it into
  // this page's first load and move how the shared chunks are cut for every page.
  useEffect(() => {
    let off = () => {};
    let cancelled = false;
    void retryingImport(() => import('@/lib/live')).then(({ onLiveEvent }) => {
      if (cancelled) return;
      off = onLiveEvent<ChatLiveEvent>('chat', (e) => {
        if (e.roomId !== id) return;
        if (e.kind !== 'message') return void client.invalidateQueries({ queryKey: chatKeys.room(id) });
        const message = e.message as ChatMessage;
        addMessage(client, message);
        // Read out to a screen reader, as a phone would say who wrote what.
        if (message.sender.id !== meRef.current) setHeard(`${senderLabel(message)}: ${message.body || '파일을 보냈습니다.'}`);
      });
    });
    return () => {
      cancelled = true;
      off();
    };
  }, [client, id]);

  // Scrolling: at the bottom on opening; kept in place when older messages come in above; following
  // the newest when she was already reading at the bottom (or sent it herself).
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el || newest == null) return;
    if (anchor.current && pages > anchor.current.pages) {
      // Kept by the message she was looking at, not by heights: a reply arriving below meanwhile changed
      // them, and used up the place kept (an audit: on Safari she was thrown some 30 messages back).
      const a = anchor.current;
      anchor.current = null;
      const kept = a.id ? el.querySelector<HTMLElement>(`[data-message-id="${a.id}"]`) : null;
      if (kept) el.scrollTop += kept.getBoundingClientRect().top - el.getBoundingClientRect().top - a.offset;
      else el.scrollTop = a.top + (el.scrollHeight - a.height);
    } else if (lastSeen.current == null || (newest !== lastSeen.current && (nearBottom.current || list.at(-1)?.sender.id === me))) {
      el.scrollTop = el.scrollHeight;
    } else if (newest !== lastSeen.current) setBelow(true);
    // Grown above her without a new newest (an older message arriving live) while she reads at the bottom: she stays there.
    else if (nearBottom.current) el.scrollTop = el.scrollHeight;
    lastSeen.current = newest;
  }, [list, newest, me, pages]);

  // The box changes height when the notice or the composer comes and goes (a teacher takes the room,
  // the phone's keyboard opens): reading at the bottom, she stays at the bottom.
  useEffect(() => {
    const el = scroller.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(() => {
      if (nearBottom.current) el.scrollTop = el.scrollHeight;
    });
    ro.observe(el);
    return () => ro.disconnect();
  }, []);

  // Older messages come above: remember where she is, to keep her there (only once the first page is shown).
  const keepPlace = useCallback(() => {
    const root = scroller.current;
    if (!root || lastSeen.current == null) return false;
    const boxTop = root.getBoundingClientRect().top;
    const first = Array.from(root.querySelectorAll<HTMLElement>('[data-message-id]')).find(
      (m) => m.getBoundingClientRect().bottom > boxTop,
    );
    anchor.current = {
      id: first?.dataset.messageId,
      offset: first ? first.getBoundingClientRect().top - boxTop : 0,
      height: root.scrollHeight,
      top: root.scrollTop,
      pages,
    };
    return true;
  }, [pages]);
  // A failed older page is asked for again as she stays near the top (no 다시 시도 here).
  const { hasNextPage, isFetchingNextPage, isFetching, fetchNextPage } = messages;
  useNextPageSentinel(
    top,
    { hasNextPage, isFetchingNextPage, isFetching, fetchNextPage },
    {
      root: scroller,
      rootMargin: '200px 0px 0px 0px',
      before: keepPlace,
    },
  );

  const onScroll = () => {
    const el = scroller.current;
    if (el) nearBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM;
    if (nearBottom.current) setBelow(false);
  };

  const back = pathOf(staff ? 'staffChat' : 'chat');
  if (room.isError)
    return (
      <section className={styles.page}>
        {/* 403: another teacher took it from "any teacher" (her alarm still leads here). */}
        {room.error instanceof ApiError && (room.error.status === 404 || room.error.status === 403) ? (
          <EmptyState
            icon={lostIcon}
            headingLevel={1}
            title={room.error.status === 404 ? '대화를 찾을 수 없습니다.' : room.error.message}
          />
        ) : (
          <ErrorState onRetry={() => void room.refetch()}>대화를 불러오지 못했습니다.</ErrorState>
        )}
        <AppLink href={back}>‹ 대화 목록</AppLink>
      </section>
    );
  const r = room.data;
  return (
    <section className={styles.room} aria-labelledby="chat-room-title">
      <div className={styles.bar}>
        <AppLink href={back} className={styles.back} aria-label="대화 목록으로">
          ‹
        </AppLink>
        <div className={styles.barText}>
          <h1 id="chat-room-title" className={styles.roomTitle}>
            {r ? (staff ? fromWhom(r) : withWhom(r)) : '채팅'}
          </h1>
          {r && (
            <span className={styles.roomSub}>
              {chatCategoryLabels[r.category]} · <StatusBadge tone={statusTone[r.status]}>{chatStatusLabels[r.status]}</StatusBadge>
            </span>
          )}
        </div>
        {r && staff && <StaffActions room={r} me={me} />}
      </div>
      {r && <Notice room={r} editable={staff && r.canWrite && r.status === 'open'} />}
      {/* A stop of its own: a keyboard can scroll back through the conversation (not every browser gives one). */}
      <div
        className={styles.scroller}
        ref={scroller}
        onScroll={onScroll}
        data-testid="chat-scroller"
        tabIndex={0}
        role="region"
        aria-label="대화 내용"
      >
        <div ref={top} className={styles.older} aria-live="polite">
          {isFetchingNextPage ? '이전 메시지를 불러오는 중…' : !hasNextPage && list.length > 0 ? '대화의 처음입니다' : ''}
        </div>
        {messages.isPending ? (
          <Skeleton rows={4} label="메시지를 불러오는 중입니다" />
        ) : messages.isError ? (
          <ErrorState onRetry={() => void messages.refetch()}>메시지를 불러오지 못했습니다.</ErrorState>
        ) : (
          <MessageList messages={list} me={me} otherLastReadId={r?.otherLastReadId ?? 0} />
        )}
        {below && (
          <button type="button" className={styles.below} onClick={() => (scroller.current!.scrollTop = 1e9)}>
            새 메시지 ↓
          </button>
        )}
      </div>
      <p className={styles.srOnly} aria-live="polite" data-testid="chat-heard">
        {heard}
      </p>
      {r &&
        (r.status === 'closed' ? (
          <p className={styles.closedNote}>종료된 대화입니다.{staff ? '' : ' 더 물어볼 것이 있으면 새 대화를 시작해 주세요.'}</p>
        ) : r.canWrite ? (
          <Composer roomId={id} onSent={() => (nearBottom.current = true)} />
        ) : (
          <p className={styles.closedNote}>{staff ? '대화를 맡으면 답할 수 있어요.' : '이 대화에는 답할 수 없어요.'}</p>
        ))}
    </section>
  );
}

/**
 * The room's messages. Each one is a row of its own that draws again only when it changes (its 읽음, the
 * day or run it starts): with 300 messages, every send, arrival and read mark drew them all, a long task
 * of 100-200 ms on a cheap phone (an audit, CPU 6x).
 */
const MessageList = memo(function MessageList({
  messages,
  me,
  otherLastReadId,
}: {
  messages: ChatMessage[];
  me: number | undefined;
  otherLastReadId: number;
}) {
  return (
    <ol className={styles.messages} aria-label="대화 내용">
      {messages.map((m, i) => {
        const mine = m.sender.id === me;
        const day = dayLabel(m.createdAt);
        const newDay = i === 0 || dayLabel(messages[i - 1]!.createdAt) !== day;
        const firstOfRun = i === 0 || messages[i - 1]!.sender.id !== m.sender.id || newDay;
        return (
          <MessageRow
            key={m.id}
            m={m}
            mine={mine}
            day={newDay ? day : null}
            firstOfRun={firstOfRun}
            read={mine && m.id <= otherLastReadId}
          />
        );
      })}
    </ol>
  );
});

const MessageRow = memo(function MessageRow({
  m,
  mine,
  day,
  firstOfRun,
  read,
}: {
  m: ChatMessage;
  mine: boolean;
  day: string | null;
  firstOfRun: boolean;
  read: boolean;
}) {
  return (
    <li style={{ display: 'contents' }}>
      {day && <p className={styles.day}>{day}</p>}
      <div className={styles.message} data-mine={mine} data-testid="chat-message" data-message-id={m.id}>
        <div className={styles.bubbleColumn}>
          {!mine && firstOfRun ? (
            <span className={styles.sender}>{senderLabel(m)}</span>
          ) : (
            // Who wrote it, for a screen reader, where the bubble's side and the run say it to the eye.
            <span className={styles.srOnly}>{mine ? '나' : senderLabel(m)}</span>
          )}
          <Body message={m} />
        </div>
        <span className={styles.meta}>
          {read && <span className={styles.read}>읽음</span>}
          <time dateTime={m.createdAt}>{clockTime(m.createdAt)}</time>
        </span>
      </div>
    </li>
  );
});

const senderLabel = (m: ChatMessage) =>
  m.sender.category === 'teacher' || m.sender.category === 'admin' ? `${m.sender.name} 선생님` : m.sender.name;

function Body({ message: m }: { message: ChatMessage }) {
  const file = m.attachment;
  return (
    <>
      {file &&
        (file.thumbnail && chatImageTypes.includes(file.contentType) ? (
          <Thumbnail file={{ ...file, thumbnail: file.thumbnail }} />
        ) : (
          <FileCard file={file} />
        ))}
      {m.body && <p className={styles.bubble}>{m.body}</p>}
    </>
  );
}

function Notice({ room, editable }: { room: ChatRoom; editable: boolean }) {
  const [editing, setEditing] = useState(false);
  if (editing) return <NoticeEditor room={room} onDone={() => setEditing(false)} />;
  if (!room.notice && !editable) return null;
  return (
    <div className={styles.notice} data-testid="chat-notice">
      <span className={styles.noticeMark}>공지</span>
      <span className={styles.noticeText}>{room.notice ?? '고정된 공지가 없습니다.'}</span>
      {editable && (
        <button type="button" className={styles.smallButton} onClick={() => setEditing(true)}>
          {room.notice ? '수정' : '공지 쓰기'}
        </button>
      )}
    </div>
  );
}
