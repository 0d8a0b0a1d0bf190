'use client';
import type { MealAllergies } from '@portal/contract';
import { mealsEndpoints } from '@portal/contract/endpoints/meals';
import { ALLERGEN_NUMBERS, allergenNames } from '@portal/contract/meals-labels';
import { useRouter } from 'next/navigation';
import { Button } from '@/components/ui/button';
import { Chips } from '@/components/ui/chips/chips';
import { FieldError } from '@/components/ui/form/field-error';
import { FormActions } from '@/components/ui/form/form-actions';
import { useForm } from '@/components/ui/form/use-form';
import { PageTop } from '@/components/ui/page-top';
import { ErrorState } from '@/components/ui/states/error-state';
import { Skeleton } from '@/components/ui/states/skeleton';
import { useActiveStudent } from '@/lib/active-student';
import { labelOf, pathOf } from '@/lib/routes';
import { useSession } from '@/lib/session';
import { useAllergies, useSaveAllergies } from '../api/queries';
import { allergenText } from '../lib/allergens';
import styles from './allergy-form.module.css';

const options = ALLERGEN_NUMBERS.map((n) => ({ value: n, label: allergenNames[n] }));

/** /mypage/allergies: the student marks her allergies; the meal table warns her on those dishes. A parent reads her child's. */
export function AllergyForm() {
  const router = useRouter();
  const { data: session } = useSession();
  const isStudent = session?.user.category === 'student';
  const { isParent, studentId, ready, activeStudent, noChildren } = useActiveStudent();
  const { data: saved, isError, refetch } = useAllergies(studentId, isStudent || (isParent && ready && !!studentId));
  const save = useSaveAllergies();
  const form = useForm<MealAllergies>({
    draftKey: 'meal-allergies',
    initial: saved,
    editable: isStudent,
    schema: mealsEndpoints.saveAllergies,
    submit: (data) => save.mutateAsync(data),
    success: { title: '알레르기를 저장했습니다.' },
  });
  const { values: draft, dirty, confirmLeave } = form;
  const back = async () => {
    if (await confirmLeave()) router.push(pathOf('mypage'));
  };
  const header = (
    <PageTop
      backLabel="마이페이지"
      onBack={back}
      // The header's and the tab's name (a parent's: 자녀의 알레르기); which child is said below.
      title={labelOf('mypageAllergies', session?.user.category)}
    />
  );

  if (session && !isStudent && !isParent)
    return (
      <section className={styles.form}>
        {header}
        <p className={styles.message}>알레르기는 학생이 직접 등록합니다.</p>
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
        <ErrorState onRetry={() => refetch()}>알레르기를 불러오지 못했습니다.</ErrorState>
      </section>
    );
  if (!saved || !draft)
    return (
      <section className={styles.form}>
        {header}
        <Skeleton variant="line" rows={5} label="알레르기를 불러오는 중입니다" />
      </section>
    );
  if (!isStudent)
    return (
      <section className={styles.form}>
        {header}
        <p className={styles.hint}>{activeStudent?.name} 학생이 등록한 알레르기예요. 식단에서 이 재료가 든 요리에 표시돼요.</p>
        <p className={styles.box}>{saved.allergens.length ? allergenText(saved.allergens) : '등록한 알레르기가 없습니다.'}</p>
      </section>
    );

  return (
    <form {...form.form} className={styles.form}>
      {header}
      <p className={styles.hint}>
        알레르기가 있는 식품을 골라 주세요. 식단에서 이 재료가 든 요리에 ‘주의’ 표시를 해 드려요. 정확한 성분은 영양사 선생님께 꼭 확인해
        주세요.
      </p>
      <fieldset className={styles.box} {...form.field('allergens')}>
        <legend className={styles.legend}>알레르기 식품 19종</legend>
        <Chips
          className={styles.chips}
          multiple
          label="알레르기 식품"
          options={options}
          value={draft.allergens}
          onChange={(allergens) => form.set({ allergens })}
        />
        <p className={styles.count} aria-live="polite">
          {draft.allergens.length ? `${draft.allergens.length}가지 선택: ${allergenText(draft.allergens)}` : '선택한 알레르기가 없습니다.'}
        </p>
        <FieldError id={form.errorId('allergens')} errors={form.errors.allergens} />
      </fieldset>
      <FormActions kept={form}>
        <Button type="submit" disabled={form.submitting || !dirty}>
          {form.submitting ? '저장 중…' : dirty ? '저장' : '저장됨'}
        </Button>
      </FormActions>
    </form>
  );
}
