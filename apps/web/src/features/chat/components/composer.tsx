'use client';
import { chatFileRule, CHAT_LIMITS } from '@portal/contract/chat-labels';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { clearDraft, draftStorageKey, readDraft, writeDraft } from '@/components/ui/form/draft-store';
import { openModal } from '@/components/ui/kit';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { useSendMessage } from '../api/queries';
import type { FileIntent } from './send-chat-file';
import styles from './chat.module.css';

/** A message's own number: 32 hex digits from the Web Crypto generator (works without https too). */
const newKey = () => `web-${Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('')}`;

const failed = (e: unknown) =>
  void openModal({
    type: 'failed',
    message: e instanceof ApiError ? e.message : '메시지를 보내지 못했습니다. 잠시 후 다시 시도해 주세요.',
  });

/**
 * The composer at the bottom of a room, above the phone's home indicator: a line that grows, a
 * photo or file (sent at once when picked), and 보내기. Enter sends on a keyboard (Shift+Enter: a new
 * line; never while a Korean syllable is still being composed). A plain controlled field rather than
 * the kit's form: a message is not a draft to guard, and a failed send keeps the text to try again.
 * What she has typed and not sent is kept per room in the kit's draft store (hers only, gone with the
 * tab or her sign-out), so a reload or a look at another page does not lose it.
 */
export function Composer({ roomId, onSent }: { roomId: number; onSent: () => void }) {
  const send = useSendMessage(roomId);
  const [text, setTextState] = useState('');
  const userId = useSession().data?.user.id;
  const draftKey = userId === undefined ? null : draftStorageKey(userId, `chat:${roomId}`);
  useEffect(() => {
    const kept = draftKey ? readDraft<string>(draftKey) : undefined;
    if (!kept) return;
    latest.current = kept;
    setTextState(kept);
  }, [draftKey]);
  // What the box holds now, for a send that answers after she typed on (its closure has the old text).
  const latest = useRef('');
  const setText = (value: string) => {
    latest.current = value;
    setTextState(value);
    if (!draftKey) return;
    if (value) writeDraft(draftKey, value);
    else clearDraft(draftKey);
  };
  const [progress, setProgress] = useState<number | null>(null);
  const busy = send.isPending || progress !== null;

  // One send at a time, decided at the tap itself (a double tap comes before the next render), and
  // one number per message she means to send: the same words sent again after a failure (whose answer
  // may only have been lost) are the same message to the server, never a second one.
  const sending = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const intent = useRef<{ body: string; key: string } | null>(null);
  const submit = () => {
    const typed = text;
    const body = typed.trim();
    if (!body || busy || sending.current) return;
    sending.current = true;
    if (intent.current?.body !== body) intent.current = { body, key: newKey() };
    onSent();
    // A promise, not mutate's own callbacks: those do not run once she has left the room, and a message
    // sent after she left (offline, a slow network) came back as her kept draft, a tap from a second
    // copy (an audit). Left, the draft is still mended; only a failure's modal waits for her to be here.
    send
      .mutateAsync({ body, clientKey: intent.current.key })
      .then(
        () => {
          intent.current = null;
          // Only what was sent leaves the box: words she went on typing while it was on its way (or
          // waiting offline) stay there (they were wiped, an audit).
          const now = latest.current;
          setText(now === typed ? '' : now.startsWith(typed) ? now.slice(typed.length).trimStart() : now);
        },
        (e: unknown) => {
          if (mounted.current) failed(e);
        },
      )
      .finally(() => {
        sending.current = false;
      });
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    // Not the Enter that ends a Hangul syllable (Safari reports it as keyCode 229, not isComposing).
    if (e.key !== 'Enter' || e.shiftKey || e.nativeEvent.isComposing || e.keyCode === 229) return;
    e.preventDefault();
    submit();
  };

  // The same for a file (send-chat-file.ts).
  const fileIntent = useRef<FileIntent | null>(null);
  // A file on its way can be stopped (a big one on a slow network held the box with no way out: an audit).
  const uploading = useRef<AbortController | null>(null);
  const sendFile = async (file: File) => {
    const controller = new AbortController();
    uploading.current = controller;
    try {
      const { sendChatFile } = await import('./send-chat-file');
      await sendChatFile(
        file,
        fileIntent,
        newKey,
        setProgress,
        (attachmentId, clientKey) => {
          onSent();
          return send.mutateAsync({ body: '', attachmentId, clientKey });
        },
        controller.signal,
      );
    } catch (e) {
      if (!controller.signal.aborted) failed(e);
    } finally {
      uploading.current = null;
      setProgress(null);
    }
  };

  return (
    <>
      {/* Offline, the message waits (and goes by itself once the phone is back online): said, not silent. */}
      {send.isPaused && (
        <p className={styles.waitNote} role="status">
          인터넷 연결이 끊겼어요. 다시 연결되면 바로 보낼게요.
        </p>
      )}
      {/* The upload's start and end read out (its percent shows in the box, which no reader announces). */}
      <p className={styles.srOnly} role="status">
        {progress !== null ? '파일을 올리는 중이에요.' : ''}
      </p>
      <form
        className={styles.composer}
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        {/* The browser's own file field, under the + it shows: its picker opens from the tap itself, even
          before the page's scripts have run (lib/early-taps.ts hands the file over once they have). */}
        {progress !== null && (
          <button type="button" className={styles.attach} aria-label="파일 보내기 취소" onClick={() => uploading.current?.abort()}>
            <span aria-hidden="true">×</span>
          </button>
        )}
        <label className={styles.attach} data-disabled={busy || undefined} hidden={progress !== null}>
          <span aria-hidden="true">+</span>
          <input
            type="file"
            accept={[...chatFileRule.types.filter((t) => !t.includes('x-cfb') && !t.endsWith('/zip')), '.hwp', '.hwpx'].join(',')}
            aria-label="사진이나 파일 보내기"
            disabled={busy}
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) void sendFile(file);
            }}
            data-testid="chat-file-input"
          />
        </label>
        <label className={styles.srOnly} htmlFor={`chat-input-${roomId}`}>
          메시지
        </label>
        <textarea
          id={`chat-input-${roomId}`}
          className={styles.composerInput}
          rows={1}
          value={text}
          maxLength={CHAT_LIMITS.message}
          enterKeyHint="send"
          placeholder={progress !== null ? `파일을 올리는 중… ${progress}%` : '메시지를 입력하세요'}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className={styles.send} disabled={busy || !text.trim()}>
          보내기
        </button>
      </form>
    </>
  );
}
