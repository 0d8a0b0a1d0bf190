'use client';
import type { CreateChatRoomInput } from '@portal/contract';
import { chatEndpoints } from '@portal/contract/endpoints/chat';
import { CHAT_LIMITS, chatCategories, chatTargets, type ChatCategory, type ChatTarget } from '@portal/contract/chat-labels';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Chips } from '@/components/ui/chips/chips';
import { FieldError } from '@/components/ui/form/field-error';
import { useForm } from '@/components/ui/form/use-form';
import { useBackCloses } from '@/components/ui/overlay/use-back-closes';
import { useOverlayLayer } from '@/components/ui/overlay/use-overlay-layer';
import { SegmentedRadio } from '@/components/ui/radio-group/segmented-radio';
import { useActiveStudent } from '@/lib/active-student';
import { useChatTeachers, useOpenRoom } from '../api/new-room';
import { chatCategoryLabels } from '../messages';
import { roomPath } from './chat-list';
import styles from './chat.module.css';

type Draft = { category: ChatCategory | ''; target: ChatTarget; teacherId: string; body: string };
const BLANK: Draft = { category: '', target: 'teacher', teacherId: '', body: '' };

const TARGET_LABELS: Record<ChatTarget, string> = { teacher: '선생님 선택', any: '과목 선생님 누구나', life: '생활 선생님' };
const TARGET_HINT: Record<ChatTarget, string> = {
  teacher: '고른 선생님께 바로 전해져요.',
  any: '먼저 확인한 과목 선생님이 대화를 맡아요.',
  life: '생활 담당 선생님이 대화를 맡아요.',
};

/** The request a draft stands for: the teacher only when she picks one; a parent's child. */
export function draftToInput(d: Draft, studentId: number | undefined): Partial<CreateChatRoomInput> {
  return {
    category: (d.category || undefined) as ChatCategory | undefined,
    target: d.target,
    teacherId: d.target === 'teacher' ? (d.teacherId ? Number(d.teacherId) : null) : null,
    studentId,
    body: d.body,
  };
}

/** The sheet that opens a room: what it is about, with whom, and the first message. */
export function NewRoomSheet({ onClose }: { onClose: () => void }) {
  const { isParent, studentId, activeStudent } = useActiveStudent();
  const router = useRouter();
  const openRoom = useOpenRoom();
  const opened = useRef<number | null>(null);
  const [saved, setSaved] = useState(false);
  const form = useForm<Draft, CreateChatRoomInput>({
    draftKey: `chat-new:${studentId ?? 'self'}`,
    idPrefix: 'chat-new',
    initial: BLANK,
    schema: chatEndpoints.create,
    toInput: (d) => draftToInput(d, isParent ? studentId : undefined),
    submit: async (input, _values, { requestKey }) => {
      opened.current = (await openRoom.mutateAsync({ body: input, key: requestKey })).id;
      return BLANK;
    },
    // No toast: the room opening with her first message is what happened (a toast lay over the room's
    // message box for its first three seconds, an audit found).
    // In the same render as the clean draft, so leaving does not ask.
    onSaved: () => setSaved(true),
  });
  const v = form.values ?? BLANK;
  const teachers = useChatTeachers(v.target === 'teacher');
  const { confirmLeave } = form;
  const close = async () => {
    if (await confirmLeave()) onClose();
  };
  // The phone's Back closes the sheet (asking first when she has written something), as it does a
  // dialog; it left the chat list (an audit).
  const takeOff = useBackCloses(true, () => void close());
  useEffect(() => {
    if (!saved || opened.current == null) return;
    const to = roomPath(opened.current);
    opened.current = null;
    // Its entry goes before the room's page comes: Back from the room is the list.
    void confirmLeave()
      .then(takeOff)
      .then(() => router.push(to));
  }, [saved, confirmLeave, router, takeOff]);
  // A dialog as the kit's are: the focus moves in (to its title, read out first), Tab stays inside,
  // Escape closes, and the focus goes back to 새 대화.
  const sheet = useRef<HTMLDivElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  useOverlayLayer({ container: sheet, onEscape: () => void close(), initialFocus: title });

  return (
    <>
      <div className={styles.backdrop} onClick={close} aria-hidden="true" />
      <div ref={sheet} className={styles.sheet} role="dialog" aria-modal="true" aria-labelledby="chat-new-title">
        <div className={styles.sheetHead}>
          <h2 id="chat-new-title" ref={title} tabIndex={-1} className={styles.sheetTitle}>
            새 대화
          </h2>
          <button type="button" className={styles.iconButton} onClick={close}>
            닫기
          </button>
        </div>
        {isParent && activeStudent && <p className={styles.hint}>{activeStudent.name} 학생에 관해 선생님과 이야기해요.</p>}
        <form {...form.form} className={styles.form} aria-labelledby="chat-new-title">
          <fieldset className={styles.field} {...form.field('category')}>
            <legend className={styles.label}>무엇에 관한 대화인가요?</legend>
            <Chips
              label="분류"
              options={chatCategories.map((c) => ({ value: c, label: chatCategoryLabels[c] }))}
              value={v.category as ChatCategory}
              onChange={(category) => form.set({ category })}
            />
            <FieldError id={form.errorId('category')} errors={form.errors.category} />
          </fieldset>
          <fieldset className={styles.field} {...form.field('target')}>
            <legend className={styles.label}>누구와 이야기할까요?</legend>
            <SegmentedRadio
              label="대화 상대"
              options={chatTargets.map((t) => ({ value: t, label: TARGET_LABELS[t] }))}
              value={v.target}
              onChange={(target) => form.set({ target }, ['target', 'teacherId'])}
            />
            <p className={styles.hint}>{TARGET_HINT[v.target]}</p>
          </fieldset>
          {v.target === 'teacher' && (
            <div className={styles.field}>
              <label htmlFor={form.fieldId('teacherId')} className={styles.label}>
                선생님
              </label>
              <select
                {...form.field('teacherId')}
                className={styles.select}
                value={v.teacherId}
                onChange={(e) => form.set({ teacherId: e.target.value })}
              >
                <option value="">선생님을 골라 주세요</option>
                {teachers.data?.results.map((t) => (
                  <option key={t.id} value={String(t.id)}>
                    {t.name} 선생님
                  </option>
                ))}
              </select>
              <FieldError id={form.errorId('teacherId')} errors={form.errors.teacherId} />
            </div>
          )}
          <div className={styles.field}>
            <label htmlFor={form.fieldId('body')} className={styles.label}>
              첫 메시지
            </label>
            <textarea
              {...form.field('body')}
              className={styles.textarea}
              rows={4}
              maxLength={CHAT_LIMITS.message}
              placeholder={
                isParent ? '선생님께 드릴 말씀을 적어 주세요.' : '교재 이름, 쪽수, 문제 번호를 함께 적으면 더 빨리 답할 수 있어요.'
              }
              value={v.body}
              onChange={(e) => form.set({ body: e.target.value })}
            />
            <FieldError id={form.errorId('body')} errors={form.errors.body} />
          </div>
          <Button type="submit" className={styles.submit} disabled={form.submitting}>
            {form.submitting ? '여는 중…' : '대화 시작하기'}
          </Button>
        </form>
      </div>
    </>
  );
}
