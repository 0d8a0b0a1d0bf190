'use client';
import type { MealWeek } from '@portal/contract';
import { addDays, dayParts, formatMonthDay, seoulToday, weekStart } from '@portal/contract/dates';
import { formatDishes, formatPasteError, parseDishes, parseKcal, parseWeekPaste } from '@portal/contract/meal-paste';
import { mealKindLabels, mealKinds, type MealKind } from '@portal/contract/vocabulary';
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { showToast } from '@/components/ui/kit';
import { TabPanel, Tabs } from '@/components/ui/tabs/tabs';
import { EmptyState } from '@/components/ui/states/empty-state';
import { ErrorState } from '@/components/ui/states/error-state';
import { Skeleton } from '@/components/ui/states/skeleton';
import { ApiError } from '@/lib/api-client';
import { useMealFeedbackSummary, useMealWeek, usePasteWeek, useSaveMeal } from '../api/queries';
import { allergenText, weekRange } from '../lib/allergens';
import styles from './staff-meals.module.css';

type Tab = 'entry' | 'paste' | 'feedback';
const tabs: { id: Tab; label: string }[] = [
  { id: 'entry', label: '식단 입력' },
  { id: 'paste', label: '붙여넣기' },
  { id: 'feedback', label: '식사 평가' },
];
const monthDay = (date: string) => `${Number(date.slice(5, 7))}/${Number(date.slice(8, 10))}`;

/** /staff/meals: enter a week's meals (per meal, or a spreadsheet paste) and read what students said. */
export function StaffMeals() {
  const today = seoulToday();
  const [tab, setTab] = useState<Tab>('entry');
  const [monday, setMonday] = useState(weekStart(today));
  const weekArg = monday === weekStart(today) ? undefined : monday;

  return (
    <section className={styles.page} aria-labelledby="staff-meals-title">
      <h1 id="staff-meals-title" className={styles.title}>
        식단 관리
      </h1>
      <div className={styles.weekBar}>
        <button type="button" className={styles.weekButton} onClick={() => setMonday(addDays(monday, -7))}>
          ‹ 이전 주
        </button>
        <p className={styles.weekRange} aria-live="polite">
          {weekRange(monday)}
        </p>
        <button type="button" className={styles.weekButton} onClick={() => setMonday(addDays(monday, 7))}>
          다음 주 ›
        </button>
      </div>
      <Tabs items={tabs} value={tab} onChange={setTab} label="식단 관리 메뉴" idPrefix="staff-meals" />
      <TabPanel idPrefix="staff-meals" value={tab}>
        {tab === 'entry' && <MealEntry monday={monday} weekArg={weekArg} today={today} />}
        {tab === 'paste' && <WeekPaste monday={monday} onSaved={() => setTab('entry')} />}
        {tab === 'feedback' && <FeedbackSummary weekArg={weekArg} />}
      </TabPanel>
    </section>
  );
}

function MealEntry({ monday, weekArg, today }: { monday: string; weekArg: string | undefined; today: string }) {
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
      <div role="group" aria-label="날짜" className={styles.dayChips}>
        {Array.from({ length: 7 }, (_, i) => addDays(monday, i)).map((d) => (
          <button
            key={d}
            type="button"
            className={styles.dayChip}
            aria-pressed={d === day}
            aria-label={formatMonthDay(d)}
            onClick={() => setDate(d)}
          >
            <span className={styles.small}>{dayParts(d).weekday}</span>
            <strong>{dayParts(d).day}</strong>
            <span className={styles.dots} aria-hidden="true">
              {mealKinds.map((k) => (week.data!.days.find((x) => x.date === d)?.meals.some((m) => m.meal === k) ? '●' : '○')).join('')}
            </span>
          </button>
        ))}
      </div>
      <div role="group" aria-label="끼니" className={styles.segment}>
        {mealKinds.map((k) => (
          <button key={k} type="button" aria-pressed={k === meal} className={styles.segmentButton} onClick={() => setMeal(k)}>
            {mealKindLabels[k]}
          </button>
        ))}
      </div>
      <MealForm key={`${day}-${meal}-${JSON.stringify(menu ?? null)}`} date={day} meal={meal} menu={menu} />
    </div>
  );
}

function MealForm({ date, meal, menu }: { date: string; meal: MealKind; menu: MealWeek['days'][number]['meals'][number] | undefined }) {
  const [text, setText] = useState(menu ? formatDishes(menu.dishes) : '');
  const [kcalText, setKcalText] = useState(menu?.kcal != null ? String(menu.kcal) : '');
  const save = useSaveMeal();
  const lines = text.split('\n').filter((l) => l.trim());
  const dishes = parseDishes(text);
  const kcal = parseKcal(kcalText);
  const kcalError = 'error' in kcal ? kcal.error : lines.length === 0 && kcalText.trim() ? '메뉴 없이 칼로리만 저장할 수 없습니다.' : null;
  const error = 'error' in dishes ? dishes.error : null;
  const label = `${formatMonthDay(date)} ${mealKindLabels[meal]}`;

  const submit = async (clear: boolean) => {
    if (!clear && (error || kcalError || 'error' in dishes || 'error' in kcal)) return;
    try {
      await save.mutateAsync({
        date,
        meal,
        body: clear
          ? { dishes: [], kcal: null }
          : { dishes: 'dishes' in dishes ? dishes.dishes : [], kcal: 'kcal' in kcal ? kcal.kcal : null },
      });
      showToast({
        status: 'success',
        title: clear || lines.length === 0 ? `${label} 식단을 비웠습니다.` : `${label} 식단을 저장했습니다.`,
      });
    } catch (err) {
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
        한 줄에 요리 하나씩, 알레르기 번호는 이름 뒤에 적어 주세요. 예: 돈까스 1.2.5.6.10.
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

const SAMPLE = [
  '구분\t11/24(월)\t11/25(화)',
  '조식\t쌀밥<br/>북엇국 1.5.6.\t흑미밥/된장찌개 5.6.9.',
  '중식\t잡곡밥<br/>돈까스 1.2.5.6.10.\t카레라이스(2.5.6.16)',
  '석식\t…\t…',
  '중식 kcal\t812\t790',
].join('\n');

function WeekPaste({ monday, onSaved }: { monday: string; onSaved: () => void }) {
  const [text, setText] = useState('');
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const paste = usePasteWeek();
  const read = useMemo(() => (text.trim() ? parseWeekPaste(text, monday) : null), [text, monday]);

  const submit = async () => {
    if (!read || read.errors.length) return;
    setServerErrors([]);
    try {
      await paste.mutateAsync({ week: monday, text });
      showToast({ status: 'success', title: `${read.dates.length}일치 식단을 저장했습니다.` });
      setText('');
      onSaved();
    } catch (err) {
      if (err instanceof ApiError && err.fieldErrors?.text) setServerErrors(err.fieldErrors.text);
      showToast({ status: 'failed', title: err instanceof Error ? err.message : '저장하지 못했습니다.' });
    }
  };

  return (
    <div className={styles.stack}>
      <div className={styles.card}>
        <label htmlFor="meal-paste" className={styles.label}>
          스프레드시트에서 한 주를 복사해 붙여 넣어 주세요
        </label>
        <ul className={styles.help} id="meal-paste-help">
          <li>첫 줄: 날짜 (11/24(월), 2026-11-24 등). 한 주(월~일)만 붙여 넣을 수 있어요.</li>
          <li>첫 칸: 조식·중식·석식. 칼로리는 ‘중식 kcal’처럼 줄을 따로 두세요.</li>
          <li>요리는 줄바꿈, &lt;br/&gt; 또는 /로 나누고, 알레르기 번호는 이름 뒤에 적어요 (돈까스 1.2.5.6.10.).</li>
          <li>붙여 넣은 날짜의 식단은 통째로 바뀌어요. 빈 칸은 그 끼니가 없다는 뜻이에요.</li>
        </ul>
        <textarea
          id="meal-paste"
          className={styles.textarea}
          rows={8}
          value={text}
          placeholder={SAMPLE}
          aria-describedby="meal-paste-help"
          onChange={(e) => {
            setText(e.target.value);
            setServerErrors([]);
          }}
        />
      </div>
      {read && read.errors.length > 0 && (
        <div className={styles.errorBox} role="alert">
          <p className={styles.label}>고칠 곳이 {read.errors.length}군데 있어요. 모두 고쳐야 저장할 수 있어요.</p>
          <ul>
            {read.errors.map((e, i) => (
              <li key={i}>{formatPasteError(e)}</li>
            ))}
          </ul>
        </div>
      )}
      {serverErrors.length > 0 && (
        <div className={styles.errorBox} role="alert">
          <ul>
            {serverErrors.map((e, i) => (
              <li key={i}>{e}</li>
            ))}
          </ul>
        </div>
      )}
      {read && read.errors.length === 0 && (
        <div className={styles.card}>
          <p className={styles.label}>
            미리 보기: {read.dates.length}일, {read.meals.length}끼
          </p>
          {read.dates.map((date) => (
            <div key={date} className={styles.previewDay}>
              <strong>{formatMonthDay(date)}</strong>
              {mealKinds.map((k) => {
                const m = read.meals.find((x) => x.date === date && x.meal === k);
                return (
                  <p key={k} className={styles.previewMeal}>
                    <span className={styles.previewKind}>{mealKindLabels[k]}</span>
                    {m ? `${m.dishes.map((d) => d.name).join(', ')}${m.kcal !== null ? ` (${m.kcal}kcal)` : ''}` : '없음'}
                  </p>
                );
              })}
            </div>
          ))}
        </div>
      )}
      <Button block disabled={!read || read.errors.length > 0 || paste.isPending} onClick={() => void submit()}>
        {paste.isPending ? '저장 중…' : '이 주 식단 저장'}
      </Button>
    </div>
  );
}

function FeedbackSummary({ weekArg }: { weekArg: string | undefined }) {
  const summary = useMealFeedbackSummary(weekArg);
  if (summary.isError && !summary.data) return <ErrorState onRetry={() => summary.refetch()}>식사 평가를 불러오지 못했습니다.</ErrorState>;
  if (!summary.data) return <Skeleton rows={3} label="식사 평가를 불러오는 중입니다" />;
  const { average, count, meals } = summary.data;
  if (count === 0)
    return <EmptyState icon="inbox" title="이 주의 식사 평가가 없습니다" description="학생들이 평가를 남기면 여기에 모여요." />;
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
