'use client';
import type { MealTimes } from '@portal/contract';
import { mealsEndpoints } from '@portal/contract/endpoints/meals';
import { mealKindLabels, mealKinds } from '@portal/contract/meals-labels';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/form/field-error';
import { FormActions } from '@/components/ui/form/form-actions';
import { useForm } from '@/components/ui/form/use-form';
import { requestTime } from '@/components/ui/kit';
import { ErrorState } from '@/components/ui/states/error-state';
import { Skeleton } from '@/components/ui/states/skeleton';
import { useMealWeek, useSaveMealTimes } from '../api/queries';
import styles from './staff-meals.module.css';

/**
 * When each meal is served, as the centre runs it: students see `조식 07:00~` beside each meal (the meal
 * page, home) and may rate a meal from then until that day ends.
 */
export function MealTimesForm() {
  const week = useMealWeek(undefined);
  const save = useSaveMealTimes();
  const form = useForm<MealTimes, MealTimes>({
    draftKey: 'meal-times',
    idPrefix: 'meal-times',
    initial: week.data?.times,
    schema: mealsEndpoints.saveTimes,
    submit: async (input) => (await save.mutateAsync(input)).times,
    success: { title: '식사 시간을 저장했습니다.', as: 'toast' },
  });
  if (week.isError && !week.data) return <ErrorState onRetry={() => week.refetch()}>식사 시간을 불러오지 못했습니다.</ErrorState>;
  const draft = form.values;
  if (!draft) return <Skeleton rows={2} label="식사 시간을 불러오는 중입니다" />;
  return (
    <form {...form.form} className={styles.card} aria-labelledby="meal-times-title">
      <h2 id="meal-times-title" className={styles.label}>
        배식 시작 시간
      </h2>
      <p className={styles.help}>학생 화면의 식단에 이 시간이 보이고, 학생은 이 시간부터 그날 자정까지 그 끼니를 평가할 수 있어요.</p>
      {mealKinds.map((meal) => (
        <div key={meal} className={styles.timeRow}>
          <span id={`meal-times-${meal}-label`} className={styles.timeLabel}>
            {mealKindLabels[meal]}
          </span>
          <Button
            variant="secondary"
            {...form.field(meal)}
            aria-labelledby={`meal-times-${meal}-label meal-times-${meal}-value`}
            onClick={async () => {
              const [hour, minute] = draft[meal].split(':').map(Number);
              const picked = await requestTime({ title: `${mealKindLabels[meal]} 시작 시간`, currentHour: hour, currentMinute: minute });
              if (picked) form.set({ [meal]: picked.formattedTime });
            }}
          >
            <span id={`meal-times-${meal}-value`}>{draft[meal]}</span>
          </Button>
          <FieldError id={form.errorId(meal)} errors={form.errors[meal]} />
        </div>
      ))}
      <FormActions kept={form}>
        <Button type="submit" disabled={form.submitting}>
          저장
        </Button>
      </FormActions>
    </form>
  );
}
