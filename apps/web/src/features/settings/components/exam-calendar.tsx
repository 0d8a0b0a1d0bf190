'use client';
import type { ExamSessionInput, StaffExamSession } from '@portal/contract';
import { seoulToday } from '@portal/contract/dates';
import { examOrganizers } from '@portal/contract/education-labels';
import { educationStaffEndpoints } from '@portal/contract/endpoints/education-staff';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { confirmDialog } from '@/components/ui/dialog/dialog-store';
import { FieldError } from '@/components/ui/form/field-error';
import { useForm } from '@/components/ui/form/use-form';
import { ErrorState } from '@/components/ui/states/error-state';
import { Skeleton } from '@/components/ui/states/skeleton';
import { showToast } from '@/components/ui/toast/toast-store';
import { useCreateExamSession, useDeleteExamSession, useExamSessions, useUpdateExamSession } from '../api/queries';
import { useHydratingMark } from '@/components/ui/hydrating-mark';
import { styles } from './styles';

const BLANK: ExamSessionInput = { name: '', shortName: '', organizer: '평가원', examDate: '' };
const dotted = (iso: string) => iso.replaceAll('-', '.');

/** The exam calendar (mock exams and the CSAT): what students enter grades for and the home's D-days. */
export function ExamCalendar() {
  const { data, isError, refetch } = useExamSessions();
  const remove = useDeleteExamSession();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  // Drawn by the server, hydrated once this code has come: a tap on 수정 or 추가 before then is kept.
  const mark = useHydratingMark<HTMLElement>();
  if (isError && !data) return <ErrorState onRetry={() => void refetch()}>시험 일정을 불러오지 못했습니다.</ErrorState>;
  if (!data) return <Skeleton variant="card" rows={4} label="시험 일정을 불러오는 중입니다" />;

  const del = async (e: StaffExamSession) => {
    if (
      !(await confirmDialog({
        title: `'${e.name}' 시험을 지울까요?`,
        message: '학생 화면의 시험 목록과 D-day에서 사라집니다.',
        confirmLabel: '삭제',
      }))
    )
      return;
    try {
      await remove.mutateAsync(e.id);
      showToast({ title: '시험을 지웠습니다.', status: 'success' });
    } catch (err) {
      showToast({ title: err instanceof Error ? err.message : '지우지 못했습니다.', status: 'failed' });
    }
  };

  const today = seoulToday();
  const upcoming = data.results.filter((e) => e.examDate >= today);
  // The latest past exam first: the one she may still be correcting.
  const past = data.results.filter((e) => e.examDate < today).reverse();
  const row = (e: StaffExamSession) =>
    editing === e.id ? (
      <li key={e.id}>
        <ExamForm exam={e} onDone={() => setEditing(null)} />
      </li>
    ) : (
      <li key={e.id} className={styles.row}>
        <span className={styles.rowMain}>
          <span className={styles.name}>{e.name}</span>
          <span className={styles.meta}>
            {dotted(e.examDate)} · {e.organizer} · {e.shortName}
            {e.records ? ` · ${e.records}명 입력` : ''}
          </span>
        </span>
        <button type="button" className={styles.small} onClick={() => setEditing(e.id)} aria-label={`${e.name} 수정`}>
          수정
        </button>
        {e.records === 0 && (
          <button type="button" className={`${styles.small} ${styles.danger}`} onClick={() => void del(e)} aria-label={`${e.name} 삭제`}>
            삭제
          </button>
        )}
      </li>
    );

  return (
    <section {...mark} className={styles.card} aria-labelledby="exam-calendar-title">
      <div className={styles.head}>
        <h2 id="exam-calendar-title" className={styles.cardTitle}>
          시험 일정
        </h2>
        {editing !== 'new' && (
          <Button variant="secondary" onClick={() => setEditing('new')}>
            + 시험 추가
          </Button>
        )}
      </div>
      <p className={styles.muted}>
        이름에 &lsquo;대학수학능력시험&rsquo;이 들어간 시험이 수능 D-day가 되고, 나머지는 모의고사 D-day가 됩니다. 학생이 성적을 입력한
        시험은 지울 수 없습니다.
      </p>
      {editing === 'new' && <ExamForm onDone={() => setEditing(null)} />}
      {upcoming.length > 0 ? (
        <ul className={styles.list} aria-label="다가오는 시험">
          {upcoming.map(row)}
        </ul>
      ) : (
        editing !== 'new' && <p className={styles.muted}>다가오는 시험이 없어요. ‘+ 시험 추가’로 넣어 주세요.</p>
      )}
      {past.length > 0 && (
        <details className={styles.past}>
          <summary>지난 시험 {past.length}개</summary>
          <ul className={styles.list} aria-label="지난 시험">
            {past.map(row)}
          </ul>
        </details>
      )}
    </section>
  );
}

function ExamForm({ exam, onDone }: { exam?: StaffExamSession; onDone: () => void }) {
  const create = useCreateExamSession();
  const update = useUpdateExamSession();
  const form = useForm<ExamSessionInput>({
    draftKey: null,
    guard: false,
    idPrefix: exam ? `exam-${exam.id}` : 'exam-new',
    initial: exam ? { name: exam.name, shortName: exam.shortName, organizer: exam.organizer, examDate: exam.examDate } : BLANK,
    schema: exam ? educationStaffEndpoints.updateExamSession : educationStaffEndpoints.createExamSession,
    submit: async (input) => {
      if (exam) await update.mutateAsync({ id: exam.id, body: input });
      else await create.mutateAsync(input);
      onDone();
    },
    success: { title: exam ? '시험 일정을 고쳤습니다.' : '시험을 추가했습니다.', as: 'toast' },
  });
  const v = form.values;
  if (!v) return null;
  const text = (name: 'name' | 'shortName', label: string, placeholder: string) => (
    <label className={styles.field}>
      <span>{label}</span>
      <input {...form.field(name)} value={v[name]} placeholder={placeholder} onChange={(e) => form.set({ [name]: e.target.value })} />
      <FieldError id={form.errorId(name)} errors={form.errors[name]} />
    </label>
  );
  return (
    <form {...form.form} className={styles.editor} aria-label={exam ? `${exam.name} 수정` : '새 시험'}>
      <div className={styles.grid}>
        {text('name', '시험 이름', '예: 2027학년도 9월 모의평가')}
        {text('shortName', '짧은 이름 (그래프용)', '예: 9월 모평')}
        <label className={styles.field}>
          <span>주관</span>
          <select
            {...form.field('organizer')}
            value={v.organizer}
            onChange={(e) => form.set({ organizer: e.target.value as ExamSessionInput['organizer'] })}
          >
            {examOrganizers.map((o) => (
              <option key={o} value={o}>
                {o}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          <span>시험일</span>
          <input {...form.field('examDate')} type="date" value={v.examDate} onChange={(e) => form.set({ examDate: e.target.value })} />
          <FieldError id={form.errorId('examDate')} errors={form.errors.examDate} />
        </label>
      </div>
      <div className={styles.actions}>
        <Button variant="ghost" onClick={onDone}>
          취소
        </Button>
        <Button type="submit" disabled={form.submitting}>
          {form.submitting ? '저장 중…' : exam ? '저장' : '추가'}
        </Button>
      </div>
    </form>
  );
}
