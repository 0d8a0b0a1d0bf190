'use client';
import type { CounselingCycles } from '@portal/contract';
import { counselingCyclesEndpoints } from '@portal/contract/endpoints/counseling-cycles';
import {
  counselingCycleLabels,
  counselingCycleSubjects,
  counselingCycleValues,
  counselingSubjectLabels,
} from '@portal/contract/counseling-cycles-labels';
import { useSession } from '@/lib/session';
import { useRouter } from 'next/navigation';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/form/field-error';
import { FormActions } from '@/components/ui/form/form-actions';
import { useForm } from '@/components/ui/form/use-form';
import { PageTop } from '@/components/ui/page-top';
import { Skeleton } from '@/components/ui/states/skeleton';
import { useActiveStudent } from '@/lib/active-student';
import { labelOf, pathOf } from '@/lib/routes';
import { useCounselingCycles, useSaveCounselingCycles } from '../api/queries';
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
  const form = useForm<CounselingCycles>({
    draftKey: 'counseling-cycles',
    initial: saved,
    editable: isStudent,
    schema: counselingCyclesEndpoints.save,
    submit: (data) => save.mutateAsync(data),
    success: { title: '상담 주기를 저장했습니다.' },
  });
  const { values: draft, dirty, confirmLeave } = form;

  const back = async () => {
    if (await confirmLeave()) router.push(pathOf('mypage'));
  };
  const header = (
    <PageTop
      backLabel="마이페이지"
      onBack={back}
      // The header's and the tab's name (a parent's: 자녀의 상담 주기); which child is said below.
      title={labelOf('mypageCounseling', category)}
    />
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
  if (isError && !saved)
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
  if (!saved || !draft)
    return (
      <section className={styles.form}>
        {header}
        <Skeleton variant="line" rows={5} label="상담 주기를 불러오는 중입니다" />
      </section>
    );

  return (
    <form {...form.form} className={styles.form}>
      {header}
      <p className={styles.hint}>
        {isStudent
          ? '과목마다 선생님과 얼마나 자주 상담할지 골라 주세요. 선생님이 상담 일정을 잡을 때 참고합니다.'
          : `${activeStudent?.name} 학생이 고른 과목별 상담 주기예요. 바꾸기는 학생이 직접 할 수 있어요.`}
      </p>
      {counselingCycleSubjects.map((subject) => (
        <fieldset key={subject} className={styles.box} disabled={!isStudent} {...form.field(subject)}>
          <legend className={styles.legend}>{counselingSubjectLabels[subject]}</legend>
          <div className={styles.options}>
            {counselingCycleValues.map((value) => (
              <label key={value} className={styles.option}>
                <input
                  type="radio"
                  name={subject}
                  value={value}
                  checked={draft[subject] === value}
                  onChange={() => form.set({ [subject]: value })}
                />
                <span>{counselingCycleLabels[value]}</span>
              </label>
            ))}
          </div>
          <FieldError id={form.errorId(subject)} errors={form.errors[subject]} />
        </fieldset>
      ))}
      {isStudent && (
        <FormActions kept={form}>
          <Button type="submit" disabled={form.submitting || !dirty}>
            {form.submitting ? '저장 중…' : dirty ? '저장' : '저장됨'}
          </Button>
        </FormActions>
      )}
    </form>
  );
}
