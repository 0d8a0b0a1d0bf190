'use client';
import { dayParts } from '@portal/contract/dates';
import { mealKindLabels } from '@portal/contract/meals-labels';
import { EmptyState } from '@/components/ui/states/empty-state';
import { ErrorState } from '@/components/ui/states/error-state';
import { Skeleton } from '@/components/ui/states/skeleton';
import { useMealFeedbackSummary } from '../api/queries';
import styles from './staff-meals.module.css';

const monthDay = (date: string) => `${Number(date.slice(5, 7))}/${Number(date.slice(8, 10))}`;

/** What students said about the week's meals: averages per meal and per week, comments without names. */
export function FeedbackSummary({ weekArg }: { weekArg: string | undefined }) {
  const summary = useMealFeedbackSummary(weekArg);
  if (summary.isError && !summary.data) return <ErrorState onRetry={() => summary.refetch()}>식사 평가를 불러오지 못했습니다.</ErrorState>;
  if (!summary.data) return <Skeleton rows={3} label="식사 평가를 불러오는 중입니다" />;
  const { average, count, meals } = summary.data;
  if (count === 0) return <EmptyState title="이 주의 식사 평가가 없습니다" description="학생들이 평가를 남기면 여기에 모여요." />;
  return (
    <div className={styles.stack}>
      <div className={styles.card}>
        <p className={styles.big}>
          주간 평균 <strong>★ {average?.toFixed(1)}</strong> <span className={styles.small}>({count}건)</span>
        </p>
      </div>
      <ul className={styles.list}>
        {meals.map((m) => (
          <li key={`${m.date}-${m.meal}`} className={styles.card}>
            <p className={styles.label}>
              {monthDay(m.date)}({dayParts(m.date).weekday}) {mealKindLabels[m.meal]} · ★ {m.average?.toFixed(1)}{' '}
              <span className={styles.small}>({m.count}명)</span>
            </p>
            {m.comments.length > 0 ? (
              <ul className={styles.comments}>
                {m.comments.map((c, i) => (
                  <li key={i}>
                    <span className={styles.small}>★{c.rating}</span> {c.comment}
                  </li>
                ))}
              </ul>
            ) : (
              <p className={styles.small}>남긴 한마디가 없습니다.</p>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
