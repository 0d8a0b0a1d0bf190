'use client';
import type { MealWeek } from '@portal/contract';
import { addDays, dayParts, formatMonthDay, seoulToday, weekStart } from '@portal/contract/dates';
import { formatDishes, parseDishes, parseKcal } from '@portal/contract/meal-paste';
import { mealKindLabels, mealKinds, type MealKind } from '@portal/contract/meals-labels';
import { lazyComponent } from '@/components/ui/lazy';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { useBackConfirm } from '@/components/ui/dialog/back-confirm';
import { confirmDialog, showToast } from '@/components/ui/kit';
import { TabPanel, Tabs } from '@/components/ui/tabs/tabs';
import { ErrorState } from '@/components/ui/states/error-state';
import { Skeleton } from '@/components/ui/states/skeleton';
import { useMealWeek, useSaveMeal } from '../api/queries';
import { allergenText, dayChipName, weekRange } from '../lib/allergens';
import weekStyles from './meal-week.module.css';
import styles from './staff-meals.module.css';

type Tab = 'entry' | 'paste' | 'feedback' | 'times';
// The other two tabs load when opened: the form is what the page opens on.
const loading = () => <Skeleton rows={2} label="불러오는 중입니다" />;
const WeekPaste = lazyComponent(() => import('./staff-week-paste').then((m) => m.WeekPaste), { loading });
const FeedbackSummary = lazyComponent(() => import('./staff-feedback-summary').then((m) => m.FeedbackSummary), { loading });
const MealTimesForm = lazyComponent(() => import('./staff-meal-times').then((m) => m.MealTimesForm), { loading });

const tabs: { id: Tab; label: string }[] = [
  { id: 'entry', label: '식단 입력' },
  { id: 'paste', label: '붙여넣기' },
  { id: 'feedback', label: '식사 평가' },
  { id: 'times', label: '식사 시간' },
];

/** /staff/meals: enter a week's meals (per meal, or a spreadsheet paste) and read what students said. */
export function StaffMeals() {
  const today = seoulToday();
  const [tab, setTab] = useState<Tab>('entry');
  const [monday, setMonday] = useState(weekStart(today));
  const weekArg = monday === weekStart(today) ? undefined : monday;
  // The meal typed and not saved ("11월 30일(월) 중식"): moving to another meal, day, week or tab asks
  // first, and so does leaving the page (the menu typed was thrown away without a word).
  const [unsaved, setUnsaved] = useState<string | null>(null);
  useBackConfirm(!!unsaved);
  const go = async (move: () => void) => {
    if (
      unsaved &&
      !(await confirmDialog({
        title: '저장하지 않은 메뉴가 있어요',
        message: `${unsaved} 메뉴를 저장하지 않고 넘어갈까요? 입력한 내용은 사라집니다.`,
        confirmLabel: '넘어가기',
        cancelLabel: '계속 입력',
      }))
    )
      return;
    setUnsaved(null);
    move();
  };

  return (
    <section className={styles.page} aria-labelledby="staff-meals-title">
      <h1 id="staff-meals-title" className={styles.title}>
        식단 관리
      </h1>
      <Tabs items={tabs} value={tab} onChange={(t) => void go(() => setTab(t))} label="식단 관리 메뉴" idPrefix="staff-meals" />
      {tab !== 'times' && (
        <div className={styles.weekBar}>
          <button type="button" className={styles.weekButton} onClick={() => void go(() => setMonday(addDays(monday, -7)))}>
            ‹ 이전 주
          </button>
          <p className={styles.weekRange} aria-live="polite">
            {weekRange(monday)}
          </p>
          <button type="button" className={styles.weekButton} onClick={() => void go(() => setMonday(addDays(monday, 7)))}>
            다음 주 ›
          </button>
        </div>
      )}
      <TabPanel idPrefix="staff-meals" value={tab}>
        {tab === 'entry' && <MealEntry monday={monday} weekArg={weekArg} today={today} go={go} onUnsaved={setUnsaved} />}
        {tab === 'paste' && <WeekPaste monday={monday} onSaved={() => setTab('entry')} />}
        {tab === 'feedback' && <FeedbackSummary weekArg={weekArg} />}
        {tab === 'times' && <MealTimesForm />}
      </TabPanel>
    </section>
  );
}

function MealEntry({
  monday,
  weekArg,
  today,
  go,
  onUnsaved,
}: {
  monday: string;
  weekArg: string | undefined;
  today: string;
  /** Runs a move to another meal once she agrees to leave what she typed (at once when nothing is). */
  go: (move: () => void) => Promise<void>;
  onUnsaved: (label: string | null) => void;
}) {
  const week = useMealWeek(weekArg);
  const inWeek = weekStart(today) === monday ? today : monday;
  const [date, setDate] = useState(inWeek);
  const [meal, setMeal] = useState<MealKind>('lunch');
  const day = date >= monday && date <= addDays(monday, 6) ? date : monday;
  if (week.isError && !week.data) return <ErrorState onRetry={() => week.refetch()}>식단을 불러오지 못했습니다.</ErrorState>;
  if (!week.data || week.data.start !== monday) return <Skeleton rows={3} label="식단을 불러오는 중입니다" />;
  const menu = week.data.days.find((d) => d.date === day)?.meals.find((m) => m.meal === meal);
  return (
    <div className={styles.stack}>
      <div role="group" aria-label="날짜" className={weekStyles.dayChips}>
        {Array.from({ length: 7 }, (_, i) => addDays(monday, i)).map((d) => {
          const meals = week.data!.days.find((x) => x.date === d)?.meals ?? [];
          const entered = mealKinds.filter((k) => meals.some((m) => m.meal === k));
          const { weekday, day: date } = dayParts(d);
          return (
            <button
              key={d}
              type="button"
              className={styles.dayChip}
              aria-pressed={d === day}
              // Then what the dots say.
              aria-label={`${dayChipName(d)}, ${entered.length}끼 입력`}
              onClick={() => void go(() => setDate(d))}
            >
              {/* A space between: their text reads "월 23", not "월23" (a flex column draws no space). */}
              <span className={styles.small}>{weekday}</span> <strong>{date}</strong>
              {/* One dot per meal, filled once entered: drawn, not written, so that they are not read as text. */}
              <span className={styles.dots} aria-hidden="true">
                {mealKinds.map((k) => (
                  <span key={k} className={entered.includes(k) ? styles.dotOn : styles.dot} />
                ))}
              </span>
            </button>
          );
        })}
      </div>
      <div role="group" aria-label="끼니" className={styles.segment}>
        {mealKinds.map((k) => (
          <button
            key={k}
            type="button"
            aria-pressed={k === meal}
            className={styles.segmentButton}
            onClick={() => void go(() => setMeal(k))}
          >
            {mealKindLabels[k]}
          </button>
        ))}
      </div>
      <MealForm key={`${day}-${meal}`} date={day} meal={meal} menu={menu} onUnsaved={onUnsaved} />
    </div>
  );
}

function MealForm({
  date,
  meal,
  menu,
  onUnsaved,
}: {
  date: string;
  meal: MealKind;
  menu: MealWeek['days'][number]['meals'][number] | undefined;
  onUnsaved: (label: string | null) => void;
}) {
  // The meal her form was made from: what a save says it replaces (`was`), so that one made over someone
  // else's newer save is refused; a newer meal (hers saved, or another's) is taken while she has changed
  // nothing, and after such a refusal the fields she has not changed take it.
  const [shown, setShown] = useState(menu);
  const [merging, setMerging] = useState(false);
  const textOf = (m: typeof menu) => (m ? formatDishes(m.dishes) : '');
  const kcalOf = (m: typeof menu) => (m?.kcal != null ? String(m.kcal) : '');
  const savedText = textOf(shown);
  const savedKcal = kcalOf(shown);
  const [text, setText] = useState(savedText);
  const [kcalText, setKcalText] = useState(savedKcal);
  useEffect(() => {
    if (textOf(menu) === savedText && kcalOf(menu) === savedKcal) return;
    const untouched = text === savedText && kcalText === savedKcal;
    if (!untouched && !merging) return;
    if (text === savedText) setText(textOf(menu));
    if (kcalText === savedKcal) setKcalText(kcalOf(menu));
    setShown(menu);
    setMerging(false);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- when the meal kept changes, or a refusal asks to merge
  }, [menu, merging]);
  const save = useSaveMeal();
  const lines = text.split('\n').filter((l) => l.trim());
  const dishes = parseDishes(text);
  const kcal = parseKcal(kcalText);
  const kcalError = 'error' in kcal ? kcal.error : lines.length === 0 && kcalText.trim() ? '메뉴 없이 칼로리만 저장할 수 없습니다.' : null;
  const error = 'error' in dishes ? dishes.error : null;
  const label = `${formatMonthDay(date)} ${mealKindLabels[meal]}`;
  const changed = text !== savedText || kcalText !== savedKcal;
  useEffect(() => {
    onUnsaved(changed ? label : null);
  }, [changed, label, onUnsaved]);

  const submit = async (clear: boolean) => {
    if (!clear && (error || kcalError || 'error' in dishes || 'error' in kcal)) return;
    const next = clear
      ? { dishes: [], kcal: null }
      : { dishes: 'dishes' in dishes ? dishes.dishes : [], kcal: 'kcal' in kcal ? kcal.kcal : null };
    try {
      await save.mutateAsync({ date, meal, body: { ...next, was: shown ? { dishes: shown.dishes, kcal: shown.kcal } : null } });
      // Her form is made from what she saved now (as the server keeps it: no menu once emptied).
      const saved = next.dishes.length ? { meal, ...next } : undefined;
      setShown(saved);
      setText(textOf(saved));
      setKcalText(kcalOf(saved));
      showToast({
        status: 'success',
        title: clear || lines.length === 0 ? `${label} 식단을 비웠습니다.` : `${label} 식단을 저장했습니다.`,
      });
    } catch (err) {
      // Someone saved this meal meanwhile: it comes in (the week is asked again), her changes kept.
      if (err instanceof ApiError && err.code === 'EDIT_CONFLICT') setMerging(true);
      showToast({ status: 'failed', title: err instanceof Error ? err.message : '저장하지 못했습니다.' });
    }
  };

  return (
    <form
      className={styles.card}
      aria-label={`${label} 식단`}
      onSubmit={(e) => {
        e.preventDefault();
        void submit(false);
      }}
    >
      <label htmlFor="meal-dishes" className={styles.label}>
        {label} 메뉴
      </label>
      <p className={styles.help} id="meal-dishes-help">
        한 줄에 요리 하나씩, 알레르기 번호는 이름 뒤에 적어 주세요. 예: 돈가스 1.2.5.6.10.
      </p>
      <textarea
        id="meal-dishes"
        className={styles.textarea}
        rows={7}
        value={text}
        aria-describedby="meal-dishes-help"
        aria-invalid={!!error || undefined}
        onChange={(e) => setText(e.target.value)}
      />
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <label htmlFor="meal-kcal" className={styles.label}>
        칼로리 (kcal, 선택)
      </label>
      <input
        id="meal-kcal"
        className={styles.input}
        inputMode="numeric"
        value={kcalText}
        aria-invalid={!!kcalError || undefined}
        onChange={(e) => setKcalText(e.target.value)}
      />
      {kcalError && (
        <p className={styles.error} role="alert">
          {kcalError}
        </p>
      )}
      {'dishes' in dishes && dishes.dishes.length > 0 && (
        <div className={styles.preview}>
          <p className={styles.small}>학생에게 이렇게 보여요</p>
          <ul>
            {dishes.dishes.map((d, i) => (
              <li key={i}>
                <strong>{d.name}</strong>
                {d.allergens.length > 0 && <span className={styles.small}> · {allergenText(d.allergens)}</span>}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className={styles.actions}>
        {menu && (
          <Button variant="secondary" disabled={save.isPending} onClick={() => void submit(true)}>
            비우기
          </Button>
        )}
        <Button type="submit" disabled={save.isPending || !!error || !!kcalError || (lines.length === 0 && !menu)}>
          {save.isPending ? '저장 중…' : '저장'}
        </Button>
      </div>
    </form>
  );
}
