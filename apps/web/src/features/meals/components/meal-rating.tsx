'use client';
import type { MealFeedback } from '@portal/contract';
import { MEAL_LIMITS, mealKindLabels, type MealKind } from '@portal/contract/meals-labels';
import { useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/form/field-error';
import { showToast } from '@/components/ui/kit';
import { ApiError } from '@/lib/api-client';
import { useRateMeal } from '../api/queries';
import styles from './meal-week.module.css';

const STARS = [1, 2, 3, 4, 5] as const;
const ratingWords: Record<number, string> = { 1: '별로예요', 2: '아쉬워요', 3: '보통이에요', 4: '맛있어요', 5: '최고예요' };

/** Her rating of a meal being or already served today: stars and a short comment, changeable until midnight. */
export function MealRating({ date, meal, saved }: { date: string; meal: MealKind; saved: MealFeedback | undefined }) {
  const [rating, setRating] = useState<number>(saved?.rating ?? 0);
  const [comment, setComment] = useState(saved?.comment ?? '');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const rate = useRateMeal();
  const label = mealKindLabels[meal];
  const dirty = rating !== (saved?.rating ?? 0) || comment.trim() !== (saved?.comment ?? '');
  const idBase = `rate-${date}-${meal}`;
  const formRef = useRef<HTMLFormElement>(null);
  /** Shows the messages and moves focus to the first field they are about (an audit: it stayed on the button). */
  const showErrors = (found: Record<string, string[]>) => {
    setErrors(found);
    const first = found.rating ? `input[name="${idBase}"]` : found.comment ? 'textarea' : null;
    if (first) formRef.current?.querySelector<HTMLElement>(first)?.focus();
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (rating === 0) {
      showErrors({ rating: ['별점을 골라 주세요.'] });
      return;
    }
    setErrors({});
    try {
      await rate.mutateAsync({ date, meal, rating, comment });
      showToast({ status: 'success', title: saved ? `${label} 평가를 고쳤습니다.` : `${label} 평가를 남겼습니다.` });
    } catch (err) {
      if (err instanceof ApiError && err.fieldErrors) showErrors(err.fieldErrors);
      showToast({ status: 'failed', title: err instanceof Error ? err.message : '저장하지 못했습니다.' });
    }
  };

  return (
    <form ref={formRef} className={styles.rateForm} onSubmit={submit} aria-label={`${label} 평가`}>
      <fieldset
        className={styles.stars}
        aria-invalid={!!errors.rating || undefined}
        aria-describedby={errors.rating ? `${idBase}-rating-error` : undefined}
      >
        <legend className={styles.rateLegend}>{saved ? '내 평가 (오늘 안에 고칠 수 있어요)' : `${label}은 어땠나요?`}</legend>
        <div className={styles.starRow}>
          {STARS.map((n) => (
            <label key={n} className={styles.star} data-on={n <= rating || undefined}>
              <input
                type="radio"
                name={idBase}
                value={n}
                checked={rating === n}
                aria-describedby={errors.rating ? `${idBase}-rating-error` : undefined}
                onChange={() => setRating(n)}
              />
              <span aria-hidden="true">★</span>
              <span className="visually-hidden">
                {n}점 {ratingWords[n]}
              </span>
            </label>
          ))}
          <span className={styles.ratingWord}>{rating ? ratingWords[rating] : ''}</span>
        </div>
        <FieldError id={`${idBase}-rating-error`} errors={errors.rating} />
      </fieldset>
      <label className={styles.commentLabel} htmlFor={`${idBase}-comment`}>
        한마디 (선택)
      </label>
      <textarea
        id={`${idBase}-comment`}
        className={styles.comment}
        value={comment}
        maxLength={MEAL_LIMITS.comment}
        rows={2}
        placeholder="좋았던 점이나 아쉬운 점을 적어 주세요."
        aria-invalid={!!errors.comment || undefined}
        aria-describedby={errors.comment ? `${idBase}-comment-error` : undefined}
        onChange={(e) => setComment(e.target.value)}
      />
      <FieldError id={`${idBase}-comment-error`} errors={errors.comment} />
      <Button type="submit" block disabled={rate.isPending || !dirty}>
        {rate.isPending ? '저장 중…' : saved && !dirty ? '저장됨' : saved ? '평가 고치기' : '평가 남기기'}
      </Button>
    </form>
  );
}
