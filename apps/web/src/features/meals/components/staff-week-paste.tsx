'use client';
import { formatMonthDay } from '@portal/contract/dates';
import { formatPasteError, parseWeekPaste } from '@portal/contract/meal-paste';
import { mealKindLabels, mealKinds } from '@portal/contract/meals-labels';
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { showToast } from '@/components/ui/kit';
import { ApiError } from '@/lib/api-client';
import { usePasteWeek } from '../api/queries';
import styles from './staff-meals.module.css';

const SAMPLE = [
  '구분\t11/24(월)\t11/25(화)',
  '조식\t쌀밥<br/>북엇국 1.5.6.\t흑미밥/된장찌개 5.6.9.',
  '중식\t잡곡밥<br/>돈가스 1.2.5.6.10.\t카레라이스(2.5.6.16)',
  '석식\t…\t…',
  '중식 kcal\t812\t790',
].join('\n');

/** A week pasted from a spreadsheet: previewed with the shared parser on every keystroke, saved whole or not at all. */
export function WeekPaste({ monday, onSaved }: { monday: string; onSaved: () => void }) {
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
          <li>요리는 줄바꿈, &lt;br/&gt; 또는 /로 나누고, 알레르기 번호는 이름 뒤에 적어요 (돈가스 1.2.5.6.10.).</li>
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
                    {m ? (
                      <>
                        {/* With the allergen numbers read, to check them before students rely on them. */}
                        {m.dishes.map((d, i) => (
                          <span key={i}>
                            {i > 0 && ', '}
                            {d.name}
                            {d.allergens.length > 0 && <span className={styles.small}> {d.allergens.join('.')}</span>}
                          </span>
                        ))}
                        {m.kcal !== null && ` (${m.kcal}kcal)`}
                      </>
                    ) : (
                      '없음'
                    )}
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
