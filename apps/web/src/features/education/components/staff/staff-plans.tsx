'use client';
import { planStateLabel, planSubjectLabel, planSubjects, type PlanSubject } from '@portal/contract/education-labels';
import { useState, type FormEvent } from 'react';
import { formatPeriod, seoulToday } from '@portal/contract/dates';
import { Button } from '@/components/ui/button';
import { openModal } from '@/components/ui/kit';
import { ApiError } from '@/lib/api-client';
import { StatusBadge } from '@/components/ui/status-badge/status-badge';
import { PagedList } from '@/components/ui/paged-list/paged-list';
import { EmptyState } from '@/components/ui/states/empty-state';
import { useCreatePlan, usePlanList } from '../../api/queries';
import { collectErrors, type FieldErrors } from '@/lib/field-errors';
import { loadSchemas, preloadSchemas } from '@/lib/contract-schemas';
import { FieldError, loadErrorText } from '../common';
import { authorName, stateTone } from '../curriculum-tab';
import styles from '../education.module.css';
import { PlanActions, PlanMemos } from '../plan-memos';
import staff from './staff.module.css';

type Draft = { subject: PlanSubject | ''; area: string; title: string; description: string; startDate: string; endDate: string };
const blank = (): Draft => ({ subject: '', area: '', title: '', description: '', startDate: seoulToday(), endDate: '' });

/** Set a study plan for the student, and follow her plans (state, memos). */
export function StaffPlans({ sid }: { sid: number }) {
  const list = usePlanList(sid, 'all');
  return (
    <div className={styles.stack}>
      <PlanForm sid={sid} />
      <h3 className={styles.sectionTitle}>학습 계획</h3>
      <PagedList
        query={list}
        errorText={(e) => loadErrorText(e, '학습 계획을 불러오지 못했습니다.')}
        empty={<EmptyState icon="document" title="아직 학습 계획이 없습니다" description="아래에서 학생의 첫 계획을 만들어 보세요." />}
      >
        {(plans) => (
          <ul className={styles.list}>
            {plans.map((p) => (
              <li key={p.id} className={styles.card}>
                <details className={staff.plan}>
                  <summary>
                    <span className={styles.itemHead}>
                      <StatusBadge tone={stateTone(p.state)}>{planStateLabel[p.state]}</StatusBadge>
                      <span className={styles.subjectTag}>
                        {planSubjectLabel[p.subject]} · {p.area}
                      </span>
                    </span>
                    <span className={styles.itemTitle}>{p.title}</span>
                    <span className={styles.meta}>
                      {formatPeriod(p.startDate, p.endDate)} · {authorName(p)} · 메모 {p.memoCount}
                    </span>
                  </summary>
                  <div className={staff.planBody}>
                    {p.description ? <p className={styles.body}>{p.description}</p> : null}
                    <PlanActions sid={sid} plan={p} />
                    <PlanMemos sid={sid} planId={p.id} canWrite idPrefix="staff-memo" />
                  </div>
                </details>
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </div>
  );
}

function PlanForm({ sid }: { sid: number }) {
  const create = useCreatePlan(sid);
  const [draft, setDraft] = useState<Draft>(blank);
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (patch: Partial<Draft>) => {
    setDraft({ ...draft, ...patch });
    const rest = { ...errors };
    for (const k of Object.keys(patch)) delete rest[k];
    setErrors(rest);
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const { planInput } = await loadSchemas();
    const checked = planInput.safeParse({ ...draft, subject: draft.subject || undefined });
    if (!checked.success) return setErrors(collectErrors(checked.error.issues));
    try {
      await create.mutateAsync(checked.data);
      setDraft(blank());
      void openModal({ type: 'success', title: '학습 계획을 등록했습니다.' });
    } catch (err) {
      if (err instanceof ApiError && err.fieldErrors) setErrors(collectErrors(err.fieldErrors));
      void openModal({ type: 'failed', message: err instanceof ApiError ? err.message : undefined });
    }
  };
  const props = (k: keyof Draft) => ({
    id: `plan-${k}`,
    'aria-invalid': errors[k] ? true : undefined,
    'aria-describedby': errors[k] ? `plan-${k}-error` : undefined,
  });
  return (
    <details className={`${styles.card} ${staff.formBox}`}>
      <summary className={staff.formSummary}>+ 새 학습 계획</summary>
      <form className={staff.form} onSubmit={submit} onFocus={preloadSchemas} onPointerDown={preloadSchemas} noValidate>
        <div className={staff.formGrid}>
          <div className={styles.field}>
            <label htmlFor="plan-subject" className={styles.label}>
              과목
            </label>
            <select {...props('subject')} className={styles.select} value={draft.subject} onChange={(e) => set({ subject: e.target.value as PlanSubject })}>
              <option value="">과목 선택</option>
              {planSubjects.map((s) => (
                <option key={s} value={s}>
                  {planSubjectLabel[s]}
                </option>
              ))}
            </select>
            <FieldError id="plan-subject-error" errors={errors.subject} />
          </div>
          <div className={styles.field}>
            <label htmlFor="plan-area" className={styles.label}>
              영역
            </label>
            <input {...props('area')} className={styles.input} placeholder="예: 미적분, 독서" value={draft.area} onChange={(e) => set({ area: e.target.value })} />
            <FieldError id="plan-area-error" errors={errors.area} />
          </div>
        </div>
        <div className={styles.field}>
          <label htmlFor="plan-title" className={styles.label}>
            제목
          </label>
          <input {...props('title')} className={styles.input} value={draft.title} onChange={(e) => set({ title: e.target.value })} />
          <FieldError id="plan-title-error" errors={errors.title} />
        </div>
        <div className={styles.field}>
          <label htmlFor="plan-description" className={styles.label}>
            내용 (선택)
          </label>
          <textarea {...props('description')} className={styles.textarea} rows={3} value={draft.description} onChange={(e) => set({ description: e.target.value })} />
          <FieldError id="plan-description-error" errors={errors.description} />
        </div>
        <div className={staff.formGrid}>
          <div className={styles.field}>
            <label htmlFor="plan-startDate" className={styles.label}>
              시작일
            </label>
            <input {...props('startDate')} type="date" className={styles.input} value={draft.startDate} onChange={(e) => set({ startDate: e.target.value })} />
            <FieldError id="plan-startDate-error" errors={errors.startDate} />
          </div>
          <div className={styles.field}>
            <label htmlFor="plan-endDate" className={styles.label}>
              종료일
            </label>
            <input {...props('endDate')} type="date" className={styles.input} value={draft.endDate} onChange={(e) => set({ endDate: e.target.value })} />
            <FieldError id="plan-endDate-error" errors={errors.endDate} />
          </div>
        </div>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? '등록 중…' : '계획 등록'}
        </Button>
      </form>
    </details>
  );
}
