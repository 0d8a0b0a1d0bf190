'use client';
import type { CounselingCycles } from '@portal/contract';
import { counselingCycleSubjects, counselingCycleValues } from '@portal/contract/vocabulary';
import { loadSchemas, preloadSchemas } from '@/lib/contract-schemas';
import { collectErrors, type FieldErrors } from '@/lib/field-errors';
import { useSession } from '@/lib/session';
import { useRouter } from 'next/navigation';
import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { PageTop } from '@/components/ui/page-top';
import { Skeleton } from '@/components/ui/states/skeleton';
import { openModal, useBackConfirm } from '@/components/ui/kit';
import { useActiveStudent } from '@/lib/active-student';
import { ApiError } from '@/lib/api-client';
import { pathOf } from '@/lib/routes';
import { useCounselingCycles, useSaveCounselingCycles } from '../api/queries';
import { cycleLabel, subjectLabel } from '../messages';
import styles from './counseling-cycle-form.module.css';


/** /mypage/counseling: how often she wants counselling in 국어, 수학, 영어; a parent reads her child's. */
export function CounselingCycleForm() {
  const router = useRouter();
  const { data: session } = useSession();
  const category = session?.user.category;
  const { isParent, studentId, ready, activeStudent, noChildren } = useActiveStudent();
  const isStudent = category === 'student';
  const { data: saved, isError, refetch } = useCounselingCycles(studentId, isStudent || (isParent && ready && !!studentId));
  const save = useSaveCounselingCycles();
  const [draft, setDraft] = useState<CounselingCycles | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  useEffect(() => {
    if (saved && !draft) setDraft(saved);
  }, [saved, draft]);
  // A parent switching children sees the other child's cycles at once.
  useEffect(() => {
    if (isParent) setDraft(null);
  }, [isParent, studentId]);
  const dirty = isStudent && !!draft && !!saved && JSON.stringify(draft) !== JSON.stringify(saved);
  const { confirmLeave } = useBackConfirm(dirty);

  const back = async () => {
    if (await confirmLeave()) router.push(pathOf('mypage'));
  };
  const header = (
    <PageTop backLabel="마이페이지" onBack={back} title={isParent && activeStudent ? `${activeStudent.name} 학생의 상담 주기` : '상담 주기 설정'} />
  );

  if (category && !isStudent && !isParent)
    return (
      <section className={styles.form}>
        {header}
        <p className={styles.message}>상담 주기는 학생이 정합니다. 학생별 주기는 학습 관리에서 확인해 주세요.</p>
      </section>
    );
  if (noChildren)
    return (
      <section className={styles.form}>
        {header}
        <p className={styles.message}>연결된 자녀가 없습니다. 학원에 문의해 주세요.</p>
      </section>
    );
  if (isError && !draft)
    return (
      <section className={styles.form}>
        {header}
        <p className={styles.message}>
          상담 주기를 불러오지 못했습니다.{' '}
          <button type="button" className={styles.linkButton} onClick={() => refetch()}>
            다시 시도
          </button>
        </p>
      </section>
    );
  if (!draft)
    return (
      <section className={styles.form}>
        {header}
        <Skeleton variant="line" rows={5} label="상담 주기를 불러오는 중입니다" />
      </section>
    );

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const checked = (await loadSchemas()).counselingCycles.safeParse(draft);
    if (!checked.success) {
      setErrors(collectErrors(checked.error.issues));
      return;
    }
    try {
      setDraft(await save.mutateAsync(checked.data));
      void openModal({ type: 'success', title: '상담 주기를 저장했습니다.' });
    } catch (err) {
      if (err instanceof ApiError && err.fieldErrors) setErrors(err.fieldErrors);
      void openModal({ type: 'failed', message: err instanceof ApiError ? err.message : undefined });
    }
  };

  return (
    <form onFocus={preloadSchemas} onPointerDown={preloadSchemas} className={styles.form} onSubmit={submit} noValidate>
      {header}
      <p className={styles.hint}>
        {isStudent
          ? '과목마다 선생님과 얼마나 자주 상담할지 골라 주세요. 선생님이 상담 일정을 잡을 때 참고합니다.'
          : '자녀가 고른 과목별 상담 주기입니다. 변경은 자녀가 직접 할 수 있습니다.'}
      </p>
      {counselingCycleSubjects.map((subject) => (
        <fieldset key={subject} className={styles.box} disabled={!isStudent} aria-describedby={errors[subject] ? `${subject}-error` : undefined}>
          <legend className={styles.legend}>{subjectLabel[subject]}</legend>
          <div className={styles.options}>
            {counselingCycleValues.map((value) => (
              <label key={value} className={styles.option}>
                <input
                  type="radio"
                  name={subject}
                  value={value}
                  checked={draft[subject] === value}
                  onChange={() => {
                    setDraft({ ...draft, [subject]: value });
                    setErrors({});
                  }}
                />
                <span>{cycleLabel[value]}</span>
              </label>
            ))}
          </div>
          {errors[subject]?.[0] && (
            <p id={`${subject}-error`} className={styles.fieldError} role="alert">
              {errors[subject][0]}
            </p>
          )}
        </fieldset>
      ))}
      {isStudent && (
        <Button type="submit" block disabled={save.isPending || !dirty}>
          {save.isPending ? '저장 중…' : dirty ? '저장' : '저장됨'}
        </Button>
      )}
    </form>
  );
}
