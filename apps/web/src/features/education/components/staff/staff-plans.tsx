'use client';
import type { PlanInput } from '@portal/contract';
import { educationStaffEndpoints } from '@portal/contract/endpoints/education-staff';
import { planStateLabel, planSubjectLabel, planSubjects, type PlanSubject } from '@portal/contract/education-labels';
import { formatPeriod, seoulToday } from '@portal/contract/dates';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/form/field-error';
import { useForm } from '@/components/ui/form/use-form';
import { StatusBadge } from '@/components/ui/status-badge/status-badge';
import { PagedList } from '@/components/ui/paged-list/paged-list';
import { EmptyState } from '@/components/ui/states/empty-state';
import { documentIcon } from '@/components/ui/states/empty-icons/document';
import { usePlanList } from '../../api/queries';
import { useCreatePlan } from '../../api/staff-queries';
import { loadErrorText } from '../common';
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
        empty={
          <EmptyState
            icon={documentIcon}
            title="아직 학습 계획이 없습니다"
            description="위의 ‘+ 새 학습 계획’으로 학생의 첫 계획을 만들어 보세요."
          />
        }
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
  const form = useForm<Draft, PlanInput>({
    draftKey: `staff-plan:${sid}`,
    idPrefix: 'plan',
    initial: blank(),
    schema: educationStaffEndpoints.createPlan,
    toInput: (d) => ({ ...d, subject: d.subject || undefined }),
    submit: async (input, _values, { requestKey }) => {
      await create.mutateAsync({ input, key: requestKey });
      return blank();
    },
    success: { title: '학습 계획을 등록했습니다.' },
  });
  const draft = form.values;
  if (!draft) return null;
  const set = (patch: Partial<Draft>) => form.set(patch);
  const props = (k: keyof Draft) => form.field(k);
  const errors = form.errors;
  return (
    // A draft kept from before a reload opens the box, so what is unsaved is in sight.
    <details className={`${styles.card} ${staff.formBox}`} open={form.dirty || undefined}>
      <summary className={staff.formSummary}>+ 새 학습 계획</summary>
      <form {...form.form} className={staff.form}>
        <div className={staff.formGrid}>
          <div className={styles.field}>
            <label htmlFor="plan-subject" className={styles.label}>
              과목
            </label>
            <select
              {...props('subject')}
              className={styles.select}
              value={draft.subject}
              onChange={(e) => set({ subject: e.target.value as PlanSubject })}
            >
              <option value="">과목 선택</option>
              {planSubjects.map((s) => (
                <option key={s} value={s}>
                  {planSubjectLabel[s]}
                </option>
              ))}
            </select>
            <FieldError id={form.errorId('subject')} errors={errors.subject} />
          </div>
          <div className={styles.field}>
            <label htmlFor="plan-area" className={styles.label}>
              영역
            </label>
            <input
              {...props('area')}
              className={styles.input}
              placeholder="예: 미적분, 독서"
              value={draft.area}
              onChange={(e) => set({ area: e.target.value })}
            />
            <FieldError id={form.errorId('area')} errors={errors.area} />
          </div>
        </div>
        <div className={styles.field}>
          <label htmlFor="plan-title" className={styles.label}>
            제목
          </label>
          <input {...props('title')} className={styles.input} value={draft.title} onChange={(e) => set({ title: e.target.value })} />
          <FieldError id={form.errorId('title')} errors={errors.title} />
        </div>
        <div className={styles.field}>
          <label htmlFor="plan-description" className={styles.label}>
            내용 (선택)
          </label>
          <textarea
            {...props('description')}
            className={styles.textarea}
            rows={3}
            value={draft.description}
            onChange={(e) => set({ description: e.target.value })}
          />
          <FieldError id={form.errorId('description')} errors={errors.description} />
        </div>
        <div className={staff.formGrid}>
          <div className={styles.field}>
            <label htmlFor="plan-startDate" className={styles.label}>
              시작일
            </label>
            <input
              {...props('startDate')}
              type="date"
              className={styles.input}
              value={draft.startDate}
              onChange={(e) => set({ startDate: e.target.value })}
            />
            <FieldError id={form.errorId('startDate')} errors={errors.startDate} />
          </div>
          <div className={styles.field}>
            <label htmlFor="plan-endDate" className={styles.label}>
              종료일
            </label>
            <input
              {...props('endDate')}
              type="date"
              className={styles.input}
              value={draft.endDate}
              onChange={(e) => set({ endDate: e.target.value })}
            />
            <FieldError id={form.errorId('endDate')} errors={errors.endDate} />
          </div>
        </div>
        <Button type="submit" disabled={form.submitting}>
          {form.submitting ? '등록 중…' : '계획 등록'}
        </Button>
      </form>
    </details>
  );
}
