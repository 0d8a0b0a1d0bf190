'use client';
import type { ExamCalendarItem } from '@portal/contract';
import {
  examSubjectLabel,
  examSubjectShape,
  foreignElectives,
  inquiryElectives,
  type ExamSubject,
} from '@portal/contract/education-labels';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { formatDate } from '@portal/contract/dates';
import { Button } from '@/components/ui/button';
import { openModal, useBackConfirm } from '@/components/ui/kit';
import { ApiError } from '@/lib/api-client';
import { useCalendar, useExam, useSaveExam } from '../api/queries';
import {
  draftFrom,
  emptyDraft,
  errorsOfStep,
  firstStepWithErrors,
  parseWrong,
  STEPS,
  subjectsOf,
  toInput,
  validateDraft,
  type ExamDraft,
  type Step,
  type SubjectDraft,
} from '../lib/exam-draft';
import { collectErrors, type FieldErrors } from '@/lib/field-errors';
import { loadSchemas, preloadSchemas } from '@/lib/contract-schemas';
import { educationPath } from '../lib/paths';
import { useViewer } from '../lib/use-viewer';
import { FieldError, loadErrorText, Status } from './common';
import styles from './education.module.css';
import form from './exam-form.module.css';

const fieldId = (s: ExamSubject, f: string) => `exam-${s}-${f}`;
const errorId = (key: string) => `err-${key.replace(/\./g, '-')}`;

/**
 * Entering (or changing) one mock exam in four steps: the exam, grades (with the two inquiry
 * subjects), raw scores, wrong question numbers. Each step is checked by the server's own rules
 * before the next; the server's answer lands next to the same fields.
 */
export function ExamForm({ id }: { id?: number }) {
  const viewer = useViewer();
  const router = useRouter();
  const editing = id != null;
  const existing = useExam(undefined, id ?? 0, editing && viewer.isStudent);
  const calendar = useCalendar(undefined, !editing && viewer.isStudent);
  const save = useSaveExam(undefined);
  const [draft, setDraft] = useState<ExamDraft | null>(() => (editing ? null : emptyDraft()));
  const [initial, setInitial] = useState(() => JSON.stringify(emptyDraft()));
  const [step, setStep] = useState<Step>(editing ? 2 : 1);
  const [errors, setErrors] = useState<FieldErrors>({});
  /** Where to go once saved (set after a successful save). */
  const [saved, setSaved] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    if (existing.data && !draft) {
      const d = draftFrom(existing.data);
      setDraft(d);
      setInitial(JSON.stringify(d));
    }
  }, [existing.data, draft]);
  useEffect(() => {
    // A new step: read from its title (screen readers) and its top (everyone).
    if (!moved.current) return;
    heading.current?.focus();
    heading.current?.scrollIntoView({ block: 'start' });
  }, [step]);

  const dirty = !!draft && !saved && !existing.data?.locked && JSON.stringify(draft) !== initial;
  const { confirmLeave } = useBackConfirm(dirty);
  useEffect(() => {
    // Once saved (and so no longer dirty), drop the back guard and go where the entry shows.
    if (!saved) return;
    void confirmLeave().then(() => router.replace(saved));
  }, [saved, confirmLeave, router]);
  const back = async () => {
    if (await confirmLeave()) router.push(editing && id ? educationPath.exam(id) : educationPath.tab('grades'));
  };

  if (viewer.category && !viewer.isStudent)
    return <Status kind="empty">성적 입력은 학생 본인만 할 수 있습니다.</Status>;
  if (editing && existing.isError)
    return (
      <Status kind="error" onRetry={() => existing.refetch()}>
        {loadErrorText(existing.error, '성적을 불러오지 못했습니다.')}
      </Status>
    );
  if (editing && existing.data?.locked && !saved)
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>성적 수정</h1>
        <p className={styles.lockNote} role="status">
          선생님이 확정한 성적이라 수정할 수 없습니다.
        </p>
        <Link href={educationPath.exam(id!)} className={styles.linkButton}>
          성적 보기로 돌아가기
        </Link>
      </div>
    );
  if (!draft)
    return (
      <div className={styles.page}>
        <Status kind="loading" />
      </div>
    );

  const update = (next: ExamDraft, touched?: string) => {
    setDraft(next);
    if (touched && errors[touched]) {
      const rest = { ...errors };
      delete rest[touched];
      setErrors(rest);
    }
  };
  const setScore = (s: ExamSubject, patch: Partial<SubjectDraft>, touched: string) =>
    update({ ...draft, scores: { ...draft.scores, [s]: { ...draft.scores[s], ...patch } } }, touched);

  const goTo = (next: Step) => {
    moved.current = true;
    setStep(next);
  };

  const focusFirstError = () =>
    requestAnimationFrame(() => document.querySelector<HTMLElement>('form [aria-invalid="true"]')?.focus());

  const check = async (d: ExamDraft) => validateDraft(d, (await loadSchemas()).examEntryInput);

  const next = async () => {
    const stepErrors = errorsOfStep(await check(draft), step);
    setErrors(stepErrors);
    if (Object.keys(stepErrors).length === 0) goTo((step + 1) as Step);
    else focusFirstError();
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (step < 4) return next();
    const all = await check(draft);
    if (Object.keys(all).length) {
      setErrors(all);
      goTo(firstStepWithErrors(all) ?? step);
      return;
    }
    const { input } = toInput(draft);
    try {
      const record = await save.mutateAsync(editing ? { id, input: { scores: input.scores } } : { input });
      void openModal({ type: 'success', title: '성적을 저장했습니다.' });
      setSaved(editing ? educationPath.exam(record.id) : educationPath.tab('grades'));
    } catch (err) {
      if (err instanceof ApiError && err.fieldErrors) {
        const fe = collectErrors(err.fieldErrors);
        setErrors(fe);
        goTo(firstStepWithErrors(fe) ?? step);
      }
      void openModal({ type: 'failed', message: err instanceof ApiError ? err.message : undefined });
      if (err instanceof ApiError && err.code === 'EXAM_LOCKED') void existing.refetch();
    }
  };

  const subjects = subjectsOf(draft);
  const field = (s: ExamSubject, f: 'grade' | 'rawScore' | 'wrongQuestions' | 'elective') => `scores.${s}.${f}`;
  const inputProps = (s: ExamSubject, f: 'grade' | 'rawScore' | 'wrongQuestions' | 'elective') => {
    const key = field(s, f);
    return {
      id: fieldId(s, f),
      'aria-invalid': errors[key] ? true : undefined,
      'aria-describedby': errors[key] ? errorId(key) : undefined,
    } as const;
  };
  const selectedExam = editing ? existing.data?.exam : calendar.data?.results.find((e) => e.id === draft.examId);

  return (
    <form className={styles.page} onSubmit={submit} onFocus={preloadSchemas} onPointerDown={preloadSchemas} noValidate>
      <div className={styles.top}>
        <button type="button" className={styles.back} onClick={back}>
          ‹ {editing ? '성적 보기' : '학습 관리'}
        </button>
        <h1 className={styles.title}>{editing ? '성적 수정' : '성적 입력'}</h1>
        {selectedExam && step > 1 ? <p className={styles.meta}>{selectedExam.name}</p> : null}
      </div>

      <ol className={form.steps} aria-label="입력 단계">
        {STEPS.map((s) => (
          <li key={s.n} className={form.step} aria-current={s.n === step ? 'step' : undefined} data-done={s.n < step ? 'true' : 'false'}>
            <span className={form.stepNo} aria-hidden="true">
              {s.n}
            </span>
            <span className={form.stepTitle}>
              <span className="visually-hidden">{s.n}단계 </span>
              {s.title}
            </span>
          </li>
        ))}
      </ol>

      <section className={styles.card} aria-labelledby="exam-step-title">
        <h2 id="exam-step-title" ref={heading} tabIndex={-1} className={form.stepHeading}>
          {step}단계 · {STEPS[step - 1]!.title}
        </h2>

        {step === 1 ? (
          editing ? (
            <p className={styles.meta}>
              {existing.data?.exam.name} ({existing.data ? formatDate(existing.data.exam.examDate) : ''}) · 입력한 시험은 바꿀 수 없습니다.
            </p>
          ) : (
            <ExamPicker
              items={calendar.data?.results}
              loading={calendar.isPending}
              failed={calendar.isError}
              onRetry={() => calendar.refetch()}
              value={draft.examId}
              onChange={(examId) => update({ ...draft, examId }, 'examId')}
              error={errors.examId}
            />
          )
        ) : null}

        {step === 2 ? (
          <div className={form.rows}>
            <p className={styles.hint}>과목별 등급을 1부터 9까지 숫자로 입력해 주세요.</p>
            {subjects.map((s) => (
              <div key={s} className={form.row}>
                {s === 'inquiry1' || s === 'inquiry2' || s === 'foreign' ? (
                  <div className={form.cell}>
                    <label htmlFor={fieldId(s, 'elective')} className={form.label}>
                      {examSubjectLabel[s]} 과목
                    </label>
                    <select
                      {...inputProps(s, 'elective')}
                      className={styles.select}
                      value={draft.scores[s].elective}
                      onChange={(e) => setScore(s, { elective: e.target.value }, field(s, 'elective'))}
                    >
                      <option value="">과목 선택</option>
                      {(s === 'foreign' ? foreignElectives : inquiryElectives).map((name) => (
                        <option key={name} value={name}>
                          {name}
                        </option>
                      ))}
                    </select>
                    <FieldError id={errorId(field(s, 'elective'))} errors={errors[field(s, 'elective')]} />
                  </div>
                ) : null}
                <div className={form.cell}>
                  <label htmlFor={fieldId(s, 'grade')} className={form.label}>
                    {examSubjectLabel[s]} 등급
                  </label>
                  <span className={form.suffixed}>
                    <input
                      {...inputProps(s, 'grade')}
                      className={styles.input}
                      inputMode="numeric"
                      autoComplete="off"
                      maxLength={2}
                      value={draft.scores[s].grade}
                      onChange={(e) => setScore(s, { grade: e.target.value }, field(s, 'grade'))}
                    />
                    <span className={form.suffix} aria-hidden="true">
                      등급
                    </span>
                  </span>
                  <FieldError id={errorId(field(s, 'grade'))} errors={errors[field(s, 'grade')]} />
                </div>
              </div>
            ))}
            <label className={form.toggle}>
              <input
                type="checkbox"
                checked={draft.foreignTaken}
                onChange={(e) => update({ ...draft, foreignTaken: e.target.checked })}
              />
              제2외국어도 응시했습니다 (선택)
            </label>
          </div>
        ) : null}

        {step === 3 ? (
          <div className={form.grid}>
            <p className={styles.hint}>원점수를 입력해 주세요. 국어·수학·영어는 100점, 한국사·탐구·제2외국어는 50점 만점입니다.</p>
            {subjects.map((s) => (
              <div key={s} className={form.cell}>
                <label htmlFor={fieldId(s, 'rawScore')} className={form.label}>
                  {examSubjectLabel[s]}
                  {draft.scores[s].elective ? <span className={form.elective}> {draft.scores[s].elective}</span> : null}
                </label>
                <span className={form.suffixed}>
                  <input
                    {...inputProps(s, 'rawScore')}
                    className={styles.input}
                    inputMode="numeric"
                    autoComplete="off"
                    maxLength={3}
                    value={draft.scores[s].rawScore}
                    onChange={(e) => setScore(s, { rawScore: e.target.value }, field(s, 'rawScore'))}
                  />
                  <span className={form.suffix}>/ {examSubjectShape[s].maxScore}점</span>
                </span>
                <FieldError id={errorId(field(s, 'rawScore'))} errors={errors[field(s, 'rawScore')]} />
              </div>
            ))}
          </div>
        ) : null}

        {step === 4 ? (
          <div className={form.rows}>
            <p className={styles.hint}>틀린 문항 번호를 쉼표로 나눠 입력해 주세요. 다 맞혔다면 비워 두세요.</p>
            {subjects.map((s) => {
              const parsed = parseWrong(draft.scores[s].wrong);
              const count = parsed.ok ? new Set(parsed.value).size : null;
              const hintId = `${fieldId(s, 'wrongQuestions')}-hint`;
              const key = field(s, 'wrongQuestions');
              return (
                <div key={s} className={form.cell}>
                  <label htmlFor={fieldId(s, 'wrongQuestions')} className={form.label}>
                    {examSubjectLabel[s]} 틀린 문항
                    {draft.scores[s].elective ? <span className={form.elective}> {draft.scores[s].elective}</span> : null}
                  </label>
                  <input
                    id={fieldId(s, 'wrongQuestions')}
                    className={styles.input}
                    inputMode="text"
                    autoComplete="off"
                    placeholder="예: 3, 7, 15"
                    aria-invalid={errors[key] ? true : undefined}
                    aria-describedby={[hintId, errors[key] ? errorId(key) : ''].filter(Boolean).join(' ')}
                    value={draft.scores[s].wrong}
                    onChange={(e) => setScore(s, { wrong: e.target.value }, key)}
                  />
                  <span id={hintId} className={styles.meta}>
                    1~{examSubjectShape[s].questions}번{count ? ` · ${count}문항` : ''}
                  </span>
                  <FieldError id={errorId(key)} errors={errors[key]} />
                </div>
              );
            })}
          </div>
        ) : null}
      </section>

      <div className={form.nav}>
        {step > (editing ? 2 : 1) ? (
          <Button variant="secondary" onClick={() => goTo((step - 1) as Step)}>
            이전
          </Button>
        ) : (
          <span />
        )}
        {step < 4 ? (
          <Button type="submit">다음</Button>
        ) : (
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? '저장 중…' : '저장'}
          </Button>
        )}
      </div>
    </form>
  );
}

/** Step 1: the centre's held exams, newest first; ones she entered are shown but cannot be picked. */
function ExamPicker({
  items,
  loading,
  failed,
  onRetry,
  value,
  onChange,
  error,
}: {
  items: ExamCalendarItem[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  value: number | null;
  onChange: (id: number) => void;
  error?: string[];
}) {
  if (loading)
    return (
      <div className={styles.slot}>
        <Status kind="loading" />
      </div>
    );
  if (failed || !items) return <Status kind="error" onRetry={onRetry}>시험 일정을 불러오지 못했습니다.</Status>;
  const held = items.filter((e) => e.held);
  const upcoming = items.filter((e) => !e.held).at(-1);
  return (
    <fieldset className={form.picker} aria-describedby={error ? errorId('examId') : undefined}>
      <legend className={styles.hint}>성적을 입력할 시험을 골라 주세요.</legend>
      <FieldError id={errorId('examId')} errors={error} />
      <ul className={form.examList}>
        {held.map((e) => (
          <li key={e.id}>
            <label className={form.exam} data-disabled={e.recordId ? 'true' : 'false'}>
              <input
                type="radio"
                name="examId"
                value={e.id}
                checked={value === e.id}
                disabled={e.recordId != null}
                onChange={() => onChange(e.id)}
              />
              <span className={form.examText}>
                <span className={form.examName}>{e.name}</span>
                <span className={styles.meta}>
                  {formatDate(e.examDate)} · {e.organizer}
                  {e.recordId ? ' · 입력 완료' : ''}
                </span>
              </span>
            </label>
          </li>
        ))}
      </ul>
      {upcoming ? (
        <p className={styles.meta}>
          다음 시험: {upcoming.name} ({formatDate(upcoming.examDate)})
        </p>
      ) : null}
    </fieldset>
  );
}
