'use client';
import type { Goals, GoalsInput } from '@portal/contract';
import { educationEndpoints } from '@portal/contract/endpoints/education';
import { examSubjectLabel, examSubjects, type ExamSubject } from '@portal/contract/education-labels';
import { useRouter } from 'next/navigation';
import { eulReul } from '@portal/contract/particles';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { lazyComponent } from '@/components/ui/lazy';
import { FieldError } from '@/components/ui/form/field-error';
import { FormActions } from '@/components/ui/form/form-actions';
import { useForm } from '@/components/ui/form/use-form';
import { labelOf, pathOf } from '@/lib/routes';
import { useGoals, useSaveGoals } from '../api/queries';
import { useViewer } from '../lib/use-viewer';
import { loadErrorText, Status } from './common';
import styles from './education.module.css';

const GoalsView = lazyComponent(() => import('./goals-view').then((m) => m.GoalsView));

type Draft = { universities: { university: string; department: string }[]; grades: Record<ExamSubject, string> };

const MAX = 3;

const toDraft = (g: Goals): Draft => ({
  universities: g.universities.map((u) => ({ ...u })),
  grades: Object.fromEntries(examSubjects.map((s) => [s, g.grades[s] == null ? '' : String(g.grades[s])])) as Draft['grades'],
});
const toInput = (d: Draft) => ({
  universities: d.universities,
  grades: Object.fromEntries(examSubjects.map((s) => [s, d.grades[s] === '' ? null : Number(d.grades[s])])),
});

/** /mypage/goals: target universities (ordered, up to three) and a target grade per subject. */
export function GoalsForm() {
  const viewer = useViewer();
  const router = useRouter();
  const goals = useGoals(viewer.sid, viewer.ready && !viewer.isStaff);
  const save = useSaveGoals();
  const editable = viewer.isStudent;
  const form = useForm<Draft, GoalsInput>({
    draftKey: 'goals',
    initial: goals.data ? toDraft(goals.data) : undefined,
    editable,
    schema: educationEndpoints.saveGoals,
    toInput,
    submit: async (input) => toDraft(await save.mutateAsync(input)),
    success: { title: '목표를 저장했습니다.' },
  });
  const { values: draft, dirty, confirmLeave, errors } = form;
  const [suggestions, setSuggestions] = useState<readonly string[]>([]);
  // What a move did, read out (the list reorders silently to a screen reader otherwise).
  const [moved, setMoved] = useState('');
  const suggest = () => {
    if (!suggestions.length) void import('../lib/universities').then((m) => setSuggestions(m.UNIVERSITIES));
  };

  const head = (
    <div className={styles.top}>
      <button type="button" className={styles.back} onClick={async () => (await confirmLeave()) && router.push(pathOf('mypage'))}>
        ‹ 마이페이지
      </button>
      <h1 className={styles.title}>{labelOf('mypageGoals', viewer.category)}</h1>
      {viewer.isParent && viewer.studentName ? (
        <p className={styles.viewing}>{viewer.studentName} 학생의 목표예요. 보기만 할 수 있어요.</p>
      ) : null}
    </div>
  );
  if (viewer.isStaff)
    return (
      <div className={styles.page}>
        {head}
        <Status kind="empty">목표는 학생이 정하고, 학부모가 함께 봅니다. 학생의 목표는 선생님 메뉴의 학습 관리에서 볼 수 있습니다.</Status>
      </div>
    );
  if (viewer.noChildren)
    return (
      <div className={styles.page}>
        {head}
        <Status kind="empty">연결된 자녀가 없습니다.</Status>
      </div>
    );
  if (goals.isError)
    return (
      <div className={styles.page}>
        {head}
        <Status kind="error" onRetry={() => goals.refetch()}>
          {loadErrorText(goals.error, '목표를 불러오지 못했습니다.')}
        </Status>
      </div>
    );
  if (!draft || !goals.data)
    return (
      <div className={styles.page}>
        {head}
        <Status kind="loading" />
      </div>
    );

  // Each change takes away the messages it answers: a row's field its own, a moved or deleted row
  // every university's (kept by row number, they would now sit on another row).
  const set = (next: Draft, clears: readonly string[]) => form.set(next, clears);
  const universityMessages = () => Object.keys(errors).filter((k) => k === 'universities' || k.startsWith('universities.'));
  const setUni = (i: number, patch: Partial<Draft['universities'][number]>) =>
    set({ ...draft, universities: draft.universities.map((u, k) => (k === i ? { ...u, ...patch } : u)) }, [
      'universities',
      ...Object.keys(patch).map((field) => `universities.${i}.${field}`),
    ]);
  const moveUni = (i: number, by: -1 | 1) => {
    const list = [...draft.universities];
    [list[i], list[i + by]] = [list[i + by]!, list[i]!];
    set({ ...draft, universities: list }, universityMessages());
    const name = list[i + by]!.university.trim() || `${i + 1}지망`;
    setMoved(`${eulReul(name)} ${i + by + 1}지망으로 옮겼습니다.`);
    // The focus follows the university she moved, so another press moves it on.
    const to = i + by;
    const edge = (by < 0 && to === 0) || (by > 0 && to === list.length - 1);
    requestAnimationFrame(() => document.querySelector<HTMLButtonElement>(`[data-move="${to}:${edge ? -by : by}"]`)?.focus());
  };

  // A parent looks at her child's goals: that view is a module of its own, so a student's first load
  // (the form) does not carry it.
  if (!editable) return <GoalsView head={head} goals={goals.data} />;

  return (
    <form {...form.form} className={styles.page}>
      {head}
      <fieldset className={styles.card}>
        <legend className={styles.legend}>목표 대학 (세 곳까지, 가고 싶은 순서대로)</legend>
        <datalist id="university-suggestions">
          {suggestions.map((u) => (
            <option key={u} value={u} />
          ))}
        </datalist>
        {draft.universities.length === 0 ? <p className={styles.meta}>아직 정한 목표 대학이 없습니다.</p> : null}
        <ol className={styles.goalRows}>
          {draft.universities.map((u, i) => {
            const uKey = `universities.${i}.university`;
            const dKey = `universities.${i}.department`;
            return (
              <li key={i} className={styles.goalRow}>
                <span className={styles.rank}>{i + 1}지망</span>
                <div className={styles.goalFields}>
                  <div className={styles.field}>
                    <label htmlFor={form.fieldId(uKey)} className={styles.label}>
                      {i + 1}지망 대학
                    </label>
                    <input
                      {...form.field(uKey)}
                      className={styles.input}
                      list="university-suggestions"
                      onFocus={suggest}
                      maxLength={60}
                      value={u.university}
                      onChange={(e) => setUni(i, { university: e.target.value })}
                    />
                    <FieldError id={form.errorId(uKey)} errors={errors[uKey]} />
                  </div>
                  <div className={styles.field}>
                    <label htmlFor={form.fieldId(dKey)} className={styles.label}>
                      {i + 1}지망 학과
                    </label>
                    <input
                      {...form.field(dKey)}
                      className={styles.input}
                      maxLength={60}
                      value={u.department}
                      onChange={(e) => setUni(i, { department: e.target.value })}
                    />
                    <FieldError id={form.errorId(dKey)} errors={errors[dKey]} />
                  </div>
                </div>
                <div className={styles.rowTools}>
                  <button
                    type="button"
                    className={styles.tool}
                    disabled={i === 0}
                    onClick={() => moveUni(i, -1)}
                    data-move={`${i}:-1`}
                    aria-label={`${i + 1}지망 위로 올리기`}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className={styles.tool}
                    disabled={i === draft.universities.length - 1}
                    onClick={() => moveUni(i, 1)}
                    data-move={`${i}:1`}
                    aria-label={`${i + 1}지망 아래로 내리기`}
                  >
                    ↓
                  </button>
                  <button
                    type="button"
                    className={styles.tool}
                    onClick={() => set({ ...draft, universities: draft.universities.filter((_, k) => k !== i) }, universityMessages())}
                    aria-label={`${i + 1}지망 삭제`}
                  >
                    ✕
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
        <FieldError id={form.errorId('universities')} errors={errors.universities} />
        {/* At three, a note rather than a greyed button that reads as both (an audit). */}
        {draft.universities.length >= MAX ? (
          <p className={styles.hint}>목표 대학은 세 곳까지 정할 수 있어요.</p>
        ) : (
          <Button
            variant="secondary"
            onClick={() => set({ ...draft, universities: [...draft.universities, { university: '', department: '' }] }, ['universities'])}
          >
            + 목표 대학 추가
          </Button>
        )}
      </fieldset>

      <fieldset className={styles.card}>
        <legend className={styles.legend}>과목별 목표 등급</legend>
        <p className={styles.hint}>성적 그래프에 목표선으로 그려집니다.</p>
        <div className={styles.gradeFields}>
          {examSubjects.map((s) => {
            const key = `grades.${s}`;
            return (
              <div key={s} className={styles.field}>
                <label htmlFor={form.fieldId(key)} className={styles.label}>
                  {examSubjectLabel[s]}
                </label>
                <select
                  {...form.field(key)}
                  className={styles.select}
                  value={draft.grades[s]}
                  onChange={(e) => set({ ...draft, grades: { ...draft.grades, [s]: e.target.value } }, ['grades', key])}
                >
                  <option value="">정하지 않음</option>
                  {[1, 2, 3, 4, 5, 6, 7, 8, 9].map((g) => (
                    <option key={g} value={g}>
                      {g}등급
                    </option>
                  ))}
                </select>
                <FieldError id={form.errorId(key)} errors={errors[key]} />
              </div>
            );
          })}
        </div>
      </fieldset>

      <p className="visually-hidden" aria-live="polite">
        {moved}
      </p>
      <FormActions kept={form}>
        <Button type="submit" disabled={form.submitting || !dirty}>
          {form.submitting ? '저장 중…' : dirty ? '저장' : '저장됨'}
        </Button>
      </FormActions>
    </form>
  );
}
