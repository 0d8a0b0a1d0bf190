'use client';
import type { ChatRoom } from '@portal/contract';
import { CHAT_LIMITS } from '@portal/contract/chat-labels';
import { useState } from 'react';
import { openModal } from '@/components/ui/kit';
import { ApiError } from '@/lib/api-client';
import { useSetNotice } from '../api/queries';
import styles from './chat.module.css';

/** A teacher writing the room's pinned notice (loaded when he taps 공지 쓰기 or 수정). */
export function NoticeEditor({ room, onDone }: { room: ChatRoom; onDone: () => void }) {
  const setNotice = useSetNotice();
  const [text, setText] = useState(room.notice ?? '');
  return (
    <form
      className={styles.noticeForm}
      onSubmit={(e) => {
        e.preventDefault();
        setNotice.mutate(
          { id: room.id, notice: text.trim() || null },
          {
            onSuccess: onDone,
            onError: (err) =>
              void openModal({ type: 'failed', message: err instanceof ApiError ? err.message : '잠시 후 다시 시도해 주세요.' }),
          },
        );
      }}
    >
      <label className={styles.srOnly} htmlFor="chat-notice">
        공지
      </label>
      <input
        id="chat-notice"
        className={styles.noticeInput}
        value={text}
        maxLength={CHAT_LIMITS.notice}
        placeholder="대화방 위에 고정할 안내"
        onChange={(e) => setText(e.target.value)}
      />
      <button type="submit" className={styles.smallButton} disabled={setNotice.isPending}>
        저장
      </button>
    </form>
  );
}
