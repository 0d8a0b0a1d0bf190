'use client';
import { educationEndpoints } from '@portal/contract/endpoints/education';
import type { ExamEntryInput } from '@portal/contract';
import { AppLink } from '@/components/ui/app-link';
import { BackLink } from '@/components/ui/back-link';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { clearDraft, draftStorageKey, readDraft, writeDraft } from '@/components/ui/form/draft-store';
import { useKeptDraft } from '@/components/ui/form/kept-draft';
import { useSession } from '@/lib/session';
import { formatDate } from '@portal/contract/dates';
import { Button } from '@/components/ui/button';
import { FormActions } from '@/components/ui/form/form-actions';
import { OFFLINE_MESSAGE, useForm } from '@/components/ui/form/use-form';
import { openModal } from '@/components/ui/kit';
import { useExam, useSaveExam } from '../api/queries';
import { useWholeCalendar } from '../api/whole-calendar';
import { draftFrom, emptyDraft, errorsOfStep, firstStepWithErrors, STEPS, toInput, type ExamDraft, type Step } from '../lib/exam-draft';
import { educationPath } from '../lib/paths';
import { useViewer } from '../lib/use-viewer';
import { Status, loadErrorText } from './common';
import styles from './education.module.css';
import form from './exam-form.module.css';
import { StepExam } from './exam-form/step-exam';
import { StepGrades } from './exam-form/step-grades';
import { StepRawScores } from './exam-form/step-raw-scores';
import { StepWrong } from './exam-form/step-wrong';

/**
 * Entering (or changing) one mock exam in four steps: the exam, grades (with the two inquiry
 * subjects), raw scores, wrong question numbers. Each step is checked by the server's own rules
 * before the next; the server's answer lands next to the same fields. The steps live in
 * `exam-form/`; this shell holds the draft, the step and the buttons.
 */
export function ExamForm({ id }: { id?: number }) {
  const viewer = useViewer();
  const router = useRouter();
  const editing = id != null;
  const existing = useExam(undefined, id ?? 0, editing && viewer.isStudent);
  const calendar = useWholeCalendar(!editing && viewer.isStudent);
  const save = useSaveExam(undefined);
  const [step, setStep] = useState<Step>(editing ? 2 : 1);
  /** Where to go once saved (set after a successful save). */
  const [saved, setSaved] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const goTo = (next: Step) => {
    moved.current = true;
    setStep(next);
  };

  // The browser's Back on step 2 to 4 goes to the step before, as 이전 does; from the first step it
  // asks before leaving (the kit's guard, which is on the history while the draft is unsaved).
  const stepNow = useRef(step);
  useEffect(() => {
    stepNow.current = step;
  });
  useEffect(() => {
    const firstStep = editing ? 2 : 1;
    let on = true;
    let guard: typeof import('@/components/ui/dialog/back-guard') | null = null;
    void import('@/components/ui/dialog/back-guard').then((g) => {
      if (!on) return;
      guard = g;
      g.setStepBack(() => {
        if (stepNow.current <= firstStep) return false;
        goTo((stepNow.current - 1) as Step);
        return true;
      });
    });
    return () => {
      on = false;
      guard?.setStepBack(null);
    };
  }, [editing]);

  const savedPath = useRef<string | null>(null);
  const draftKey = editing ? `exam:${id}` : 'exam:new';
  const f = useForm<ExamDraft, ExamEntryInput>({
    draftKey,
    initial: editing ? (existing.data ? draftFrom(existing.data) : undefined) : emptyDraft(),
    editable: viewer.isStudent && !existing.data?.locked,
    schema: educationEndpoints.createExam,
    toInput: (d) => toInput(d).input,
    // What cannot even be read as numbers keeps only that message.
    check: (d) => toInput(d).local,
    submit: async (input, values) => {
      const record = await save.mutateAsync(editing ? { id, input: { scores: input.scores, updatedAt: values.updatedAt } } : { input });
      savedPath.current = editing ? educationPath.exam(record.id) : educationPath.tab('grades');
    },
    success: { title: '성적을 저장했습니다.' },
    // In the same render as the clean draft, so leaving does not ask.
    onSaved: () => setSaved(savedPath.current),
    onInvalid: (errors) => {
      const first = firstStepWithErrors(errors);
      if (first && first !== step) goTo(first);
    },
    // A refusal (EXAM_LOCKED: a teacher locked it meanwhile; EDIT_CONFLICT: she saved it elsewhere since)
    // refreshes the entry on screen by itself: the save's own invalidation, and the query client's on any
    // 409. On a conflict, what she changed here stays hers over the newer entry (the kit's merge).
    versionField: 'updatedAt',
  });
  const draft = f.values;

  // The step she was on comes back with her kept draft after a reload (not step 1 of a filled form).
  // Kept beside the draft, as the kit keeps drafts: hers only, and gone with the tab or her sign-out.
  const kept = useKeptDraft(draftKey);
  const userId = useSession().data?.user.id;
  const stepKey = draftStorageKey(userId, `${draftKey}:step`);
  useEffect(() => {
    // Opened without a kept draft (saved, or left and discarded, before): the step of that old draft
    // goes with it. It stayed, and a new draft reloaded on step 1 opened on that old step (an audit).
    if (kept === false) clearDraft(stepKey);
    if (!kept) return;
    const was = readDraft<number>(stepKey);
    if (Number.isInteger(was) && was! >= (editing ? 2 : 1) && was! <= 4) setStep(was as Step);
  }, [kept, stepKey, editing]);
  useEffect(() => {
    if (moved.current) writeDraft(stepKey, step);
  }, [stepKey, step]);

  const top = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // A new step opens at its top: the title, the exam's name and the stepper in view (everyone),
    // and its title read out (screen readers) without the focus scrolling the stepper away.
    if (!moved.current) return;
    heading.current?.focus({ preventScroll: true });
    top.current?.scrollIntoView({ block: 'start' });
  }, [step]);

  const { confirmLeave } = f;
  useEffect(() => {
    // Once saved (and so no longer dirty), drop the back guard and go where the entry shows.
    if (!saved) return;
    void confirmLeave().then(() => router.replace(saved));
  }, [saved, confirmLeave, router]);
  const back = async () => {
    if (await confirmLeave()) router.push(editing && id ? educationPath.exam(id) : educationPath.tab('grades'));
  };

  if (viewer.category && !viewer.isStudent) return <Status kind="empty">성적 입력은 학생 본인만 할 수 있습니다.</Status>;
  if (editing && existing.isError)
    return (
      <div className={styles.page}>
        <BackLink href={educationPath.tab('grades')}>모의고사 성적</BackLink>
        <Status kind="error" error={existing.error} onRetry={() => existing.refetch()}>
          {loadErrorText(existing.error, '성적을 불러오지 못했습니다.')}
        </Status>
      </div>
    );
  if (editing && existing.data?.locked && !saved)
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>성적 수정</h1>
        <p className={styles.lockNote} role="status">
          선생님이 확정한 성적이라 수정할 수 없습니다.
        </p>
        <AppLink href={educationPath.exam(id!)} className={styles.linkButton}>
          성적 보기로 돌아가기
        </AppLink>
      </div>
    );
  if (!draft)
    return (
      <div className={styles.page}>
        <Status kind="loading" />
      </div>
    );

  // 다음: only this step's messages; the last step sends (the hook checks every step then).
  const next = async () => {
    let found;
    try {
      found = await f.validate();
    } catch {
      // The rules could not be loaded (offline): said, not a 다음 that does nothing (an audit).
      void openModal({ type: 'failed', message: OFFLINE_MESSAGE });
      return;
    }
    const stepErrors = errorsOfStep(found, step);
    f.showErrors(stepErrors);
    if (Object.keys(stepErrors).length === 0) goTo((step + 1) as Step);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (step < 4) void next();
    else void f.form.onSubmit();
  };

  const selectedExam = editing ? existing.data?.exam : calendar.data?.results.find((e) => e.id === draft.examId);

  return (
    <form {...f.form} onSubmit={submit} className={styles.page}>
      <div ref={top} className={`${styles.top} ${form.stepTop}`}>
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
            <StepExam
              draft={draft}
              form={f}
              items={calendar.data?.results}
              loading={calendar.isPending}
              failed={calendar.isError}
              onRetry={() => calendar.refetch()}
            />
          )
        ) : null}
        {step === 2 ? <StepGrades draft={draft} form={f} /> : null}
        {step === 3 ? <StepRawScores draft={draft} form={f} /> : null}
        {step === 4 ? <StepWrong draft={draft} form={f} /> : null}
      </section>

      <FormActions kept={f} label="단계 이동">
        {step > (editing ? 2 : 1) ? (
          <Button variant="secondary" onClick={() => goTo((step - 1) as Step)}>
            이전
          </Button>
        ) : null}
        {step < 4 ? (
          <Button type="submit">다음</Button>
        ) : (
          <Button type="submit" disabled={f.submitting}>
            {f.submitting ? '저장 중…' : '저장'}
          </Button>
        )}
      </FormActions>
    </form>
  );
}
