'use client';
import type { ChatRoom } from '@portal/contract';
import { useRef } from 'react';
import { useHydratingMark } from '@/components/ui/hydrating-mark';
import { confirmDialog, openModal, showToast } from '@/components/ui/kit';
import { ApiError } from '@/lib/api-client';
import { useCloseRoom, useTakeRoom } from '../api/queries';
import styles from './chat.module.css';

/** Said once it is done: the bar's button changes in place, which alone went unnoticed (an audit). */
const done = (title: string) => () => showToast({ status: 'success', title });
const failed = (e: unknown) =>
  void openModal({ type: 'failed', message: e instanceof ApiError ? e.message : '잠시 후 다시 시도해 주세요.' });

/** The bar's one button. */
function BarButton({ busy, onClick, children }: { busy: boolean; onClick: () => void; children: string }) {
  // Drawn by the server, hydrated once this code has come: a tap on 대화 맡기 before then is kept.
  const mark = useHydratingMark<HTMLDivElement>();
  return (
    <div {...mark} className={styles.barActions}>
      <button type="button" className={styles.smallButton} disabled={busy} onClick={onClick}>
        {children}
      </button>
    </div>
  );
}

/** A teacher's buttons in a room's bar: take a room that waits, close one that is his. */
export function StaffActions({ room, me }: { room: ChatRoom; me: number | undefined }) {
  const take = useTakeRoom();
  const close = useCloseRoom();
  // 종료 appears where 대화 맡기 was: the second tap of a double tap on 맡기 is not a tap on 종료 (an audit).
  const tookAt = useRef(0);
  if (room.status !== 'open') return null;
  if (!room.teacher)
    return (
      <BarButton
        busy={take.isPending}
        onClick={() => {
          tookAt.current = Date.now();
          take.mutate(room.id, { onError: failed, onSuccess: done('대화를 맡았습니다. 이제 답장할 수 있어요.') });
        }}
      >
        대화 맡기
      </BarButton>
    );
  if (!room.canWrite && room.teacher.id !== me) return null;
  return (
    <BarButton
      busy={close.isPending}
      onClick={async () => {
        if (Date.now() - tookAt.current < 1000) return;
        if (
          await confirmDialog({ title: '대화를 종료할까요?', message: '종료하면 더 이상 메시지를 보낼 수 없어요.', confirmLabel: '종료' })
        )
          close.mutate(room.id, { onError: failed, onSuccess: done('대화를 종료했습니다.') });
      }}
    >
      종료
    </BarButton>
  );
}
