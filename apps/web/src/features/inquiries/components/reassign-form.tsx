'use client';
import type { Inquiry } from '@portal/contract';
import { ANY_TEACHER_LABEL } from '@portal/contract/inquiries-labels';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/form/field-error';
import { showToast } from '@/components/ui/kit';
import { ApiError } from '@/lib/api-client';
import { useInquiryTeachers, useReassignInquiry } from '../api/queries';
import { styles } from './styles';

/** Hands an open 학습 문의 to another teacher, or back to every teacher (loaded when 넘기기 is tapped). */
export function ReassignForm({ inquiry: q, onClose }: { inquiry: Inquiry; onClose: () => void }) {
  const teachers = useInquiryTeachers();
  const reassign = useReassignInquiry();
  const [choice, setChoice] = useState(q.teacher ? String(q.teacher.id) : '');
  const [error, setError] = useState<string | null>(null);
  const id = `inquiry-reassign-${q.id}`;
  const unchanged = choice === (q.teacher ? String(q.teacher.id) : '');
  const submit = async () => {
    setError(null);
    try {
      const saved = await reassign.mutateAsync({ id: q.id, teacherId: choice ? Number(choice) : null });
      showToast({
        status: 'success',
        title: saved.teacher ? `${saved.teacher.name} 선생님께 넘겼습니다.` : '모든 선생님이 볼 수 있게 넘겼습니다.',
      });
      onClose();
    } catch (err) {
      setError(
        err instanceof ApiError ? (err.fieldErrors?.teacherId?.[0] ?? err.message) : '넘기지 못했습니다. 잠시 후 다시 시도해 주세요.',
      );
    }
  };
  return (
    <div className={styles.answerForm}>
      <label htmlFor={id} className={styles.label}>
        넘겨받을 선생님
      </label>
      <select
        id={id}
        className={styles.select}
        value={choice}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => setChoice(e.target.value)}
      >
        <option value="">{ANY_TEACHER_LABEL}</option>
        {teachers.data?.results.map((t) => (
          <option key={t.id} value={String(t.id)}>
            {t.name} 선생님
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} errors={error ? [error] : undefined} />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onClose}>
          취소
        </Button>
        <Button onClick={submit} disabled={unchanged || reassign.isPending}>
          넘기기
        </Button>
      </div>
    </div>
  );
}
