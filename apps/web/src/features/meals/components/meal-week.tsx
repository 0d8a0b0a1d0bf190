'use client';
import type { MealFeedback, MealMenu } from '@portal/contract';
import { addDays, dayParts, formatMonthDay, weekStart } from '@portal/contract/dates';
import { mealKindLabels } from '@portal/contract/meals-labels';
import { AppLink } from '@/components/ui/app-link';
import { useRef, useState, type TouchEvent } from 'react';
import { EmptyState } from '@/components/ui/states/empty-state';
import { calendarIcon } from '@/components/ui/states/empty-icons/calendar';
import { ErrorState } from '@/components/ui/states/error-state';
import { Skeleton } from '@/components/ui/states/skeleton';
import { useActiveStudent } from '@/lib/active-student';
import { pathOf } from '@/lib/routes';
import { useSession } from '@/lib/session';
import { useAllergies, useMealWeek, useMyMealFeedback } from '../api/queries';
import { allergenText, allergyWarning, dayChipName, opensAt, ratingOpen, weekRange } from '../lib/allergens';
import { MealRating } from './meal-rating';
import { useSeoulDay } from '@/lib/seoul-day';
import { useNow } from '@/lib/use-now';
import styles from './meal-week.module.css';
import { groupDigits } from '@portal/contract/numbers';

/** How far a finger must travel sideways to change the day. */
const SWIPE_PX = 50;

/** /fd: the week's 조식·중식·석식, opening on today; swipe or tap to another day or week. */
export function MealWeek() {
  const { data: session } = useSession();
  const isStudent = session?.user.category === 'student';
  const { isParent, studentId, ready, activeStudent } = useActiveStudent();
  // Moved on at Seoul's midnight: left open overnight (a parent abroad, whose morning it is), the page
  // still called yesterday 오늘 and offered its ratings (an audit).
  const today = useSeoulDay();
  // Moved on every minute: a student who opened the page at 11:20 is offered lunch's rating once it is served.
  const now = useNow();
  const [selected, setSelected] = useState(today);
  const [loadedOn] = useState(today);
  const [shownToday, setShownToday] = useState(today);
  if (shownToday !== today) {
    setShownToday(today);
    // On the day that was today, she moves on with it; a day she chose herself stays.
    if (selected === shownToday) setSelected(today);
  }
  const monday = weekStart(selected);
  // This week is asked without `?week=`, as the server prefetched it (by its day: after midnight, by its Monday).
  const weekArg = monday === weekStart(today) && today === loadedOn ? undefined : monday;
  const week = useMealWeek(weekArg);
  const feedback = useMyMealFeedback(weekArg, isStudent);
  const allergies = useAllergies(studentId, isStudent || (isParent && ready && !!studentId));
  const mine = allergies.data?.allergens;
  const touch = useRef<{ x: number; y: number } | null>(null);

  const go = (days: number) => setSelected((d) => addDays(d, days));
  const onTouchStart = (e: TouchEvent) => {
    const t = e.touches[0];
    touch.current = t ? { x: t.clientX, y: t.clientY } : null;
  };
  const onTouchEnd = (e: TouchEvent) => {
    const start = touch.current;
    const t = e.changedTouches[0];
    touch.current = null;
    if (!start || !t) return;
    const dx = t.clientX - start.x;
    const dy = t.clientY - start.y;
    if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(dy) * 1.5) return;
    go(dx < 0 ? 1 : -1);
  };

  const days = Array.from({ length: 7 }, (_, i) => addDays(monday, i));
  const day = week.data?.start === monday ? week.data.days.find((d) => d.date === selected) : undefined;
  const feedbackOf = (meal: MealMenu['meal']) => feedback.data?.results.find((f) => f.date === selected && f.meal === meal);

  return (
    <section className={styles.page} aria-labelledby="meal-title">
      <h1 id="meal-title" className={styles.title}>
        식단
      </h1>

      <div className={styles.weekBar}>
        <button type="button" className={styles.weekButton} onClick={() => setSelected(addDays(monday, -7))}>
          ‹ 이전 주
        </button>
        <p className={styles.weekRange} aria-live="polite">
          {weekRange(monday)}
        </p>
        <button type="button" className={styles.weekButton} onClick={() => setSelected(addDays(monday, 7))}>
          다음 주 ›
        </button>
      </div>

      <div role="group" aria-label="요일 선택" className={styles.dayChips}>
        {days.map((d) => {
          const parts = dayParts(d);
          return (
            <button
              key={d}
              type="button"
              className={styles.dayChip}
              aria-pressed={d === selected}
              aria-label={`${dayChipName(d)}${d === today ? ', 오늘' : ''}`}
              data-today={d === today || undefined}
              onClick={() => setSelected(d)}
            >
              {/* A space between: their text reads "월 23", not "월23" (a flex column draws no space). */}
              <span className={styles.chipWeekday}>{parts.weekday}</span> <span className={styles.chipDay}>{parts.day}</span>
            </button>
          );
        })}
      </div>

      {isParent && activeStudent && (
        <p className={styles.hint}>{activeStudent.name} 학생에게 알레르기가 있는 재료가 든 메뉴에 표시해 드려요.</p>
      )}
      {isStudent && allergies.data && mine?.length === 0 && (
        <p className={styles.hint}>
          알레르기가 있다면 <AppLink href={pathOf('mypageAllergies')}>마이페이지에서 등록</AppLink>해 주세요. 해당 요리에 표시해 드려요.
        </p>
      )}

      <div className={styles.dayView} onTouchStart={onTouchStart} onTouchEnd={onTouchEnd} data-testid="meal-day">
        <div className={styles.dayHeader}>
          <button type="button" className={styles.arrow} aria-label="이전 날" onClick={() => go(-1)}>
            ‹
          </button>
          <h2 className={styles.dayTitle} aria-live="polite">
            {formatMonthDay(selected)}
            {selected === today && <span className={styles.todayBadge}>오늘</span>}
          </h2>
          <button type="button" className={styles.arrow} aria-label="다음 날" onClick={() => go(1)}>
            ›
          </button>
        </div>

        {week.isError && !week.data ? (
          <ErrorState onRetry={() => week.refetch()}>식단을 불러오지 못했습니다.</ErrorState>
        ) : !day ? (
          <Skeleton rows={3} label="식단을 불러오는 중입니다" />
        ) : day.meals.length === 0 ? (
          <EmptyState icon={calendarIcon} title="등록된 식단이 없습니다" description="식단이 올라오면 여기에서 볼 수 있어요." />
        ) : (
          <ul className={styles.meals}>
            {day.meals.map((m) => (
              <li key={m.meal}>
                <MealCard
                  date={selected}
                  today={today}
                  now={now}
                  menu={m}
                  startsAt={week.data!.times[m.meal]}
                  mine={mine}
                  isStudent={isStudent}
                  feedback={feedbackOf(m.meal)}
                  feedbackReady={!!feedback.data}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function MealCard({
  date,
  today,
  now,
  menu,
  startsAt,
  mine,
  isStudent,
  feedback,
  feedbackReady,
}: {
  date: string;
  today: string;
  now: Date;
  menu: MealMenu;
  /** When it is served, as the centre set it. */
  startsAt: string;
  mine: readonly number[] | undefined;
  isStudent: boolean;
  feedback: MealFeedback | undefined;
  feedbackReady: boolean;
}) {
  const label = mealKindLabels[menu.meal];
  const open = ratingOpen(date, startsAt, today, now);
  return (
    <article className={styles.card} aria-label={label}>
      <header className={styles.cardHeader}>
        <h3 className={styles.mealName}>{label}</h3>
        <span className={styles.mealTime}>{startsAt}~</span>
        {menu.kcal !== null && <span className={styles.kcal}>{groupDigits(menu.kcal)} kcal</span>}
      </header>
      <ul className={styles.dishes}>
        {menu.dishes.map((dish, i) => {
          const warning = allergyWarning(dish.allergens, mine);
          return (
            <li key={`${dish.name}-${i}`} className={styles.dish} data-marked={warning ? true : undefined}>
              <span className={styles.dishName}>{dish.name}</span>
              {warning && (
                <span className={styles.warning}>
                  <span aria-hidden="true">⚠︎ </span>
                  {warning}
                </span>
              )}
              {dish.allergens.length > 0 && <span className={styles.allergens}>알레르기: {allergenText(dish.allergens)}</span>}
            </li>
          );
        })}
      </ul>
      {isStudent && feedbackReady && (
        <div className={styles.rating}>
          {open ? (
            <MealRating date={date} meal={menu.meal} saved={feedback} />
          ) : feedback ? (
            <p className={styles.ratedText}>
              내 평가 <span aria-label={`별점 ${feedback.rating}점`}>{'★'.repeat(feedback.rating)}</span>
              {feedback.comment && ` · ${feedback.comment}`}
            </p>
          ) : date === today ? (
            <p className={styles.muted}>{opensAt(menu.meal, startsAt)}</p>
          ) : null}
        </div>
      )}
    </article>
  );
}
