'use client';
import type { CounselingInput } from '@portal/contract';
import { educationStaffEndpoints } from '@portal/contract/endpoints/education-staff';
import { counselingCategories, counselingCategoryLabel, planSubjectLabel, planSubjects } from '@portal/contract/education-labels';
import { formatDate, formatDateTime, seoulToday } from '@portal/contract/dates';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/form/field-error';
import { useForm } from '@/components/ui/form/use-form';
import { StatusBadge } from '@/components/ui/status-badge/status-badge';
import { PagedList } from '@/components/ui/paged-list/paged-list';
import { EmptyState } from '@/components/ui/states/empty-state';
import { peopleIcon } from '@/components/ui/states/empty-icons/people';
import { useCounselingList, useCounselingRecord, useNextCounseling } from '../../api/queries';
import { NextCounselingRows } from '../next-counseling';
import { useCreateCounseling } from '../../api/staff-queries';
import { loadErrorText, Status } from '../common';
import { counselingKind } from '../counseling-tab';
import styles from '../education.module.css';
import staff from './staff.module.css';

type Draft = { category: string; subject: string; title: string; content: string; counseledOn: string };
const blank = (): Draft => ({ category: '', subject: '', title: '', content: '', counseledOn: seoulToday() });

/** Write a counselling record for the student, and see what was written and whether she read it. */
export function StaffCounseling({ sid }: { sid: number }) {
  const list = useCounselingList(sid);
  return (
    <div className={styles.stack}>
      <NextCounseling sid={sid} />
      <CounselingForm sid={sid} />
      <h3 className={styles.sectionTitle}>상담 기록</h3>
      <PagedList
        query={list}
        errorText={(e) => loadErrorText(e, '상담 기록을 불러오지 못했습니다.')}
        empty={
          <EmptyState
            icon={peopleIcon}
            title="아직 상담 기록이 없습니다"
            description="상담을 마치면 위의 ‘+ 상담 기록 쓰기’로 기록을 남겨 주세요."
          />
        }
      >
        {(records) => (
          <ul className={styles.list}>
            {records.map((r) => (
              <li key={r.id} className={styles.card}>
                <details className={staff.plan}>
                  <summary>
                    <span className={styles.itemHead}>
                      <StatusBadge tone="neutral">{counselingKind(r)}</StatusBadge>
                      {r.read ? (
                        <span className={styles.meta}>학생 확인 {r.readAt ? formatDateTime(r.readAt) : ''}</span>
                      ) : (
                        <StatusBadge tone="danger">학생 미확인</StatusBadge>
                      )}
                    </span>
                    <span className={styles.itemTitle}>{r.title}</span>
                    <span className={styles.meta}>
                      {r.teacher.name} 선생님 · {formatDate(r.counseledOn)}
                    </span>
                  </summary>
                  <RecordContent sid={sid} id={r.id} />
                </details>
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </div>
  );
}

/** When her next counselling falls per subject, as the cycles she chose count it: what she asked teachers to go by. */
function NextCounseling({ sid }: { sid: number }) {
  const next = useNextCounseling(sid);
  return (
    <section className={styles.card} aria-labelledby="next-counseling-title">
      <h3 id="next-counseling-title" className={styles.sectionTitle}>
        다음 상담
      </h3>
      <p className={styles.meta}>학생이 정한 상담 주기와 과목별 마지막 상담일로 셉니다.</p>
      {next.isError ? (
        <Status kind="error">{loadErrorText(next.error, '다음 상담을 불러오지 못했습니다.')}</Status>
      ) : !next.data ? (
        <Status kind="loading" />
      ) : (
        <NextCounselingRows subjects={next.data.subjects} empty={<p className={styles.meta}>모든 과목이 ‘필요할 때’입니다.</p>} />
      )}
    </section>
  );
}

/** Loaded when opened (a teacher opening it does not mark it read for the student). */
function RecordContent({ sid, id }: { sid: number; id: number }) {
  const record = useCounselingRecord(sid, id);
  if (record.isPending) return <Status kind="loading" />;
  if (record.isError) return <Status kind="error">{loadErrorText(record.error, '상담 내용을 불러오지 못했습니다.')}</Status>;
  return <p className={`${styles.body} ${staff.planBody}`}>{record.data.content}</p>;
}

function CounselingForm({ sid }: { sid: number }) {
  const create = useCreateCounseling(sid);
  const form = useForm<Draft, CounselingInput>({
    draftKey: `staff-counseling:${sid}`,
    idPrefix: 'counsel',
    initial: blank(),
    schema: educationStaffEndpoints.createCounseling,
    toInput: (d) => ({ ...d, category: d.category || undefined, subject: d.subject || null }),
    submit: async (input, _values, { requestKey }) => {
      await create.mutateAsync({ input, key: requestKey });
      return blank();
    },
    success: { title: '상담 기록을 남겼습니다.', message: '학생과 학부모에게 알림을 보냈습니다.' },
  });
  const draft = form.values;
  if (!draft) return null;
  const set = (patch: Partial<Draft>) => form.set(patch);
  const props = (k: keyof Draft) => form.field(k);
  const errors = form.errors;
  return (
    // A draft kept from before a reload opens the box, so what is unsaved is in sight.
    <details className={`${styles.card} ${staff.formBox}`} open={form.dirty || undefined}>
      <summary className={staff.formSummary}>+ 상담 기록 쓰기</summary>
      <form {...form.form} className={staff.form}>
        <div className={staff.formGrid}>
          <div className={styles.field}>
            <label htmlFor="counsel-category" className={styles.label}>
              분류
            </label>
            <select
              {...props('category')}
              className={styles.select}
              value={draft.category}
              onChange={(e) => set({ category: e.target.value })}
            >
              <option value="">분류 선택</option>
              {counselingCategories.map((c) => (
                <option key={c} value={c}>
                  {counselingCategoryLabel[c]}
                </option>
              ))}
            </select>
            <FieldError id={form.errorId('category')} errors={errors.category} />
          </div>
          <div className={styles.field}>
            <label htmlFor="counsel-subject" className={styles.label}>
              과목
            </label>
            <select
              {...props('subject')}
              className={styles.select}
              value={draft.subject}
              onChange={(e) => set({ subject: e.target.value })}
            >
              <option value="">과목 없음</option>
              {planSubjects.map((s) => (
                <option key={s} value={s}>
                  {planSubjectLabel[s]}
                </option>
              ))}
            </select>
            <FieldError id={form.errorId('subject')} errors={errors.subject} />
          </div>
          <div className={styles.field}>
            <label htmlFor="counsel-counseledOn" className={styles.label}>
              상담일
            </label>
            <input
              {...props('counseledOn')}
              type="date"
              max={seoulToday()}
              className={styles.input}
              value={draft.counseledOn}
              onChange={(e) => set({ counseledOn: e.target.value })}
            />
            <FieldError id={form.errorId('counseledOn')} errors={errors.counseledOn} />
          </div>
        </div>
        <div className={styles.field}>
          <label htmlFor="counsel-title" className={styles.label}>
            제목
          </label>
          <input {...props('title')} className={styles.input} value={draft.title} onChange={(e) => set({ title: e.target.value })} />
          <FieldError id={form.errorId('title')} errors={errors.title} />
        </div>
        <div className={styles.field}>
          <label htmlFor="counsel-content" className={styles.label}>
            상담 내용
          </label>
          <textarea
            {...props('content')}
            className={styles.textarea}
            rows={6}
            value={draft.content}
            onChange={(e) => set({ content: e.target.value })}
          />
          <FieldError id={form.errorId('content')} errors={errors.content} />
        </div>
        <Button type="submit" disabled={form.submitting}>
          {form.submitting ? '저장 중…' : '상담 기록 저장'}
        </Button>
      </form>
    </details>
  );
}
